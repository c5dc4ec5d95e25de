import { EMPTY_ID, urlOfCall } from '@olympiad/shared';
import { deputyLeaderCreateModelSchema, type Leader } from '@olympiad/shared/schemas';
import {
  createLeaderNames,
  leaderFormValues,
  newContestantFields,
  newContestantPrefixes,
  travelInputs,
  withTravel,
} from '../team-form-values';

const TRAVEL = {
  timeOfArrival: '2025-08-29T09:15',
  arrivalLocation: 'Other',
  arrivalCarrier: 'Lufthansa',
  arrivalFlightNumber: 'LH 1234',
  arrivalTerminal: '2',
  timeOfDeparture: '2025-09-04T07:00',
  departureLocation: 'Other',
  departureCarrier: '',
  departureFlightNumber: '',
  departureTerminal: '',
};

const SPARE: Leader = {
  id: '44444444-4444-4444-8444-444444444444',
  personId: '55555555-5555-4555-8555-555555555555',
  email: null,
  phoneNumber: '+359888',
  isDeputy: true,
  person: { fullName: 'Sam Spare', tShirtSize: 'L', picturePath: urlOfCall('readPicture', { params: { id: 'sam' } }) },
  version: 1,
};

describe('travel as the inputs hold it', () => {
  it('shows wall-clock times as datetime-local values, to the minute, and nothing as empty text', () => {
    expect(
      travelInputs({
        timeOfArrival: '2025-08-29T09:15:00',
        arrivalLocation: 'Other',
        arrivalCarrier: 'Lufthansa',
        arrivalFlightNumber: 'LH 1234',
        arrivalTerminal: '2',
        timeOfDeparture: null,
        departureLocation: null,
        departureFlightNumber: null,
      }),
    ).toEqual({
      ...TRAVEL,
      timeOfDeparture: '',
      departureLocation: '',
    });
  });

  it('replaces the travel fields at the prefix, keeping the rest', () => {
    const values = { id: 'x', person: { fullName: 'Ada', timeOfArrival: 'old' } };
    expect(withTravel(values, 'person.', TRAVEL)).toEqual({ id: 'x', person: { fullName: 'Ada', ...TRAVEL } });
    expect(values.person.timeOfArrival).toBe('old');
    expect(withTravel({ contestant: {} }, 'contestant.contestantPerson.', TRAVEL)).toEqual({ contestant: { contestantPerson: TRAVEL } });
  });
});

describe('a leader of the team form', () => {
  it('starts empty for a new leader, travelling with the team where the form sends travel', () => {
    expect(leaderFormValues()).toEqual({
      leaderPersonId: EMPTY_ID,
      leaderPerson: { fullName: '', tShirtSize: '', picture: null, picturePath: null },
      leaderEmail: '',
      leaderPhoneNumber: '',
    });
    expect(leaderFormValues(null, TRAVEL).leaderPerson).toMatchObject(TRAVEL);
  });

  it("is filled from a picked leader's stored data, which the deputy's rules take", () => {
    const values = leaderFormValues(SPARE);
    expect(values).toEqual({
      leaderPersonId: SPARE.personId,
      leaderPerson: {
        fullName: 'Sam Spare',
        tShirtSize: 'L',
        picture: null,
        picturePath: urlOfCall('readPicture', { params: { id: 'sam' } }),
      },
      leaderEmail: '',
      leaderPhoneNumber: '+359888',
    });
    expect(deputyLeaderCreateModelSchema.safeParse(values).success).toBe(true);
  });

  it('names its fields under the place of its create model', () => {
    expect(createLeaderNames('deputyLeaderCreateModel')).toEqual({
      fullName: 'deputyLeaderCreateModel.leaderPerson.fullName',
      email: 'deputyLeaderCreateModel.leaderEmail',
      phone: 'deputyLeaderCreateModel.leaderPhoneNumber',
      tShirtSize: 'deputyLeaderCreateModel.leaderPerson.tShirtSize',
      picture: 'deputyLeaderCreateModel.leaderPerson.picture',
    });
  });
});

describe('a new contestant of the team form', () => {
  it('starts empty, travelling with the team where the form sends travel', () => {
    expect(newContestantFields()).toMatchObject({
      dateOfBirth: '',
      hasPersonForContact: false,
      contestantPerson: { fullName: '', picture: null },
    });
    expect(newContestantFields(TRAVEL).contestantPerson).toMatchObject(TRAVEL);
    expect(newContestantPrefixes('contestants.2.')).toEqual({
      contestant: 'contestants.2.contestant.',
      person: 'contestants.2.contestant.contestantPerson.',
    });
  });
});
