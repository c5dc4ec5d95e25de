import { EMPTY_ID } from '@olympiad/shared';
import { editContestantInputSchema, editLeaderInputSchema, replaceLeaderInputSchema } from '@olympiad/shared/schemas';
import { editContestantValues, editLeaderValues, leaderOptions, newContestantValues, replaceLeaderValues } from '../edit-team-values';
import { leaderFormValues } from '../../../team-form/team-form-values';
import { contestant, DEPUTY, LEADER, makeTeam, SPARE, TEAM_ID } from './edit-team-fixtures';

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

describe('edit team values', () => {
  it("fills the leader form from the leader, with the team's travel data, and it passes the schema", () => {
    const values = editLeaderValues(LEADER, TRAVEL);
    expect(values).toMatchObject({
      id: LEADER.id,
      personId: LEADER.personId,
      email: LEADER.email,
      person: { fullName: 'Lena Leader', ...TRAVEL },
    });
    expect(editLeaderInputSchema.safeParse(values).success).toBe(true);
  });

  it("keeps a contestant's own travel data, or takes the team's when they have none", () => {
    const own = contestant(1, 'Ada Lovelace');
    expect(editContestantValues(own, TRAVEL).personEditModel).toMatchObject({ timeOfArrival: '2025-08-28T10:00' });
    const none = {
      ...own,
      personEditModel: {
        ...own.personEditModel,
        timeOfArrival: null,
        arrivalLocation: null,
        timeOfDeparture: null,
        departureLocation: null,
      },
    };
    expect(editContestantValues(none, TRAVEL).personEditModel).toMatchObject(TRAVEL);
    expect(editContestantInputSchema.parse(editContestantValues(own, TRAVEL))).toMatchObject({
      isOffical: true,
      dateOfBirth: '2011-03-04',
    });
  });

  it("starts a new contestant with the team's id, group and travel data", () => {
    const values = newContestantValues(makeTeam({ group: 'Senior' }), TRAVEL);
    expect(values).toMatchObject({
      contestantId: EMPTY_ID,
      teamId: TEAM_ID,
      contestant: { teamId: TEAM_ID, contestantGroup: 'Senior', contestantPerson: TRAVEL },
    });
  });

  it('fills the replace form from a picked leader, and sends only their id', () => {
    expect(leaderFormValues(SPARE, TRAVEL)).toMatchObject({
      leaderPersonId: SPARE.personId,
      leaderEmail: SPARE.email,
      leaderPerson: { fullName: 'Sam Spare', tShirtSize: 'L', ...TRAVEL },
    });
    const picked = {
      ...replaceLeaderValues(TEAM_ID, false, TRAVEL),
      leaderId: SPARE.id,
      leaderCreateModel: leaderFormValues(SPARE, TRAVEL),
    };
    expect(replaceLeaderInputSchema.parse(picked)).toEqual({
      teamId: TEAM_ID,
      leaderId: SPARE.id,
      isDeputy: false,
      leaderCreateModel: undefined,
    });
  });

  it("offers every leader of the country, the team's own leader and deputy disabled", () => {
    const options = leaderOptions([LEADER, DEPUTY, SPARE], makeTeam());
    expect(options).toEqual([
      { value: LEADER.id, label: 'Lena Leader (Atlantis Juniors)', disabled: true },
      { value: DEPUTY.id, label: 'Dan Deputy (Atlantis Juniors)', disabled: true },
      { value: SPARE.id, label: 'Sam Spare (Atlantis Seniors)', disabled: false },
    ]);
    expect(leaderOptions([DEPUTY], makeTeam({ deputyLeader: null }))[0]!.disabled).toBe(false);
  });
});
