import { EMPTY_ID, MESSAGES } from '../../constants';
import {
  addContestantInputSchema,
  editTeamBasicsInputSchema,
  editContestantInputSchema,
  editLeaderInputSchema,
  replaceLeaderInputSchema,
  createTeamInputSchema,
  editTeamArrivalInputSchema,
} from '..';
import { fieldErrors } from './helpers';

const TEAM_ID = '22222222-2222-4222-8222-222222222222';
const person = { fullName: 'Ivan Petrov', tShirtSize: 'M' };
const leader = { leaderPerson: person, leaderEmail: 'leader@example.com', leaderPhoneNumber: '+359888' };
const contestant = (overrides: object = {}) => ({
  personId: EMPTY_ID,
  contestant: { dateOfBirth: '2011-05-05', operatingSystemName: 'Linux', contestantPerson: person, ...overrides },
});
const arrival = {
  timeOfArrival: '2025-08-28T14:30:00',
  arrivalLocation: 'Sofia Airport',
  timeOfDeparture: '2025-09-02T10:00:00',
  departureLocation: 'Sofia Airport',
};
const team = (overrides: object = {}) => ({
  name: 'Team Chile',
  leaderCreateModel: leader,
  contestants: [contestant()],
  ...arrival,
  ...overrides,
});

describe('createTeamInputSchema', () => {
  it('accepts a minimal team and applies the defaults', () => {
    const parsed = createTeamInputSchema.parse(team());
    expect(parsed.contestantGroup).toBe('Junior');
    expect(parsed.leaderId).toBe(EMPTY_ID);
    expect(parsed.deputyLeaderCreateModel).toBeUndefined();
    expect(parsed.contestants[0]?.contestant.isOfficial).toBe(true);
    expect(parsed.contestants[0]?.contestant.siteId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('needs no leader model for a picked leader, and one for a new leader', () => {
    const picked = createTeamInputSchema.parse(team({ leaderId: TEAM_ID, leaderCreateModel: undefined }));
    expect(picked.leaderCreateModel).toBeUndefined();
    expect(Object.keys(fieldErrors(createTeamInputSchema, team({ leaderCreateModel: undefined })))).toContain(
      'leaderCreateModel.leaderPerson.fullName',
    );
  });

  it('takes an optional country (an Administrator chooses it)', () => {
    expect(createTeamInputSchema.parse(team({ countryId: TEAM_ID })).countryId).toBe(TEAM_ID);
    expect(createTeamInputSchema.parse(team()).countryId).toBeUndefined();
  });

  it('requires every team field with the spec message', () => {
    const errors = fieldErrors(createTeamInputSchema, {
      name: '',
      leaderCreateModel: { leaderPerson: { fullName: '', tShirtSize: '' }, leaderEmail: '', leaderPhoneNumber: '' },
      contestants: [{ contestant: { dateOfBirth: '', operatingSystemName: '', contestantPerson: { fullName: '', tShirtSize: '' } } }],
      timeOfArrival: '',
      arrivalLocation: '',
      timeOfDeparture: '',
      departureLocation: '',
    });
    for (const field of [
      'name',
      'leaderCreateModel.leaderPerson.fullName',
      'leaderCreateModel.leaderPerson.tShirtSize',
      'leaderCreateModel.leaderEmail',
      'leaderCreateModel.leaderPhoneNumber',
      'timeOfArrival',
      'arrivalLocation',
      'timeOfDeparture',
      'departureLocation',
      'contestants.0.contestant.dateOfBirth',
      'contestants.0.contestant.operatingSystemName',
      'contestants.0.contestant.contestantPerson.fullName',
      'contestants.0.contestant.contestantPerson.tShirtSize',
    ]) {
      expect(errors[field]).toEqual([MESSAGES.required]);
    }
  });

  it('checks patterns and minimums on the team form', () => {
    const errors = fieldErrors(
      createTeamInputSchema,
      team({
        name: 'Team 1',
        leaderCreateModel: { ...leader, leaderEmail: 'x', leaderPhoneNumber: 'abc' },
        contestants: [contestant({ dateOfBirth: '2009-12-31' })],
        timeOfArrival: '2025-08-01T10:00',
      }),
    );
    expect(errors).toEqual({
      name: [MESSAGES.namePattern],
      'leaderCreateModel.leaderEmail': [MESSAGES.email],
      'leaderCreateModel.leaderPhoneNumber': [MESSAGES.phonePattern],
      'contestants.0.contestant.dateOfBirth': [MESSAGES.minBirthDate],
      timeOfArrival: [MESSAGES.minArrivalDate],
    });
  });

  it('allows 1 to 4 contestants', () => {
    expect(fieldErrors(createTeamInputSchema, team({ contestants: [] }))).toEqual({ contestants: [MESSAGES.minContestants] });
    const five = Array.from({ length: 5 }, () => contestant());
    expect(fieldErrors(createTeamInputSchema, team({ contestants: five }))).toEqual({ contestants: [MESSAGES.maxContestants] });
    expect(createTeamInputSchema.safeParse(team({ contestants: five.slice(1) })).success).toBe(true);
  });

  it('validates the deputy only when there is a new one', () => {
    const badDeputy = { leaderPerson: { fullName: '', tShirtSize: '' }, leaderEmail: 'bad', leaderPhoneNumber: '' };
    expect(
      createTeamInputSchema.parse(team({ hasDeputyLeader: false, deputyLeaderCreateModel: badDeputy })).deputyLeaderCreateModel,
    ).toBeUndefined();
    expect(fieldErrors(createTeamInputSchema, team({ hasDeputyLeader: true, deputyLeaderCreateModel: badDeputy }))).toEqual({
      'deputyLeaderCreateModel.leaderPerson.fullName': [MESSAGES.required],
      'deputyLeaderCreateModel.leaderPerson.tShirtSize': [MESSAGES.required],
      'deputyLeaderCreateModel.leaderEmail': [MESSAGES.email],
      'deputyLeaderCreateModel.leaderPhoneNumber': [MESSAGES.required],
    });
    expect(createTeamInputSchema.safeParse(team({ hasDeputyLeader: true, deputyLeaderId: TEAM_ID })).success).toBe(true);
  });

  it('makes the deputy e-mail optional', () => {
    const deputy = { ...leader, leaderEmail: '' };
    const parsed = createTeamInputSchema.parse(team({ hasDeputyLeader: true, deputyLeaderCreateModel: deputy }));
    expect(parsed.deputyLeaderCreateModel?.leaderEmail).toBeNull();
  });

  it('requires the contact person only when the box is ticked', () => {
    const unticked = createTeamInputSchema.parse(team({ contestants: [contestant({ personForContactName: '1!' })] }));
    expect(unticked.contestants[0]?.contestant.personForContactName).toBeNull();
    expect(fieldErrors(createTeamInputSchema, team({ contestants: [contestant({ hasPersonForContact: true })] }))).toEqual({
      'contestants.0.contestant.personForContactName': [MESSAGES.required],
      'contestants.0.contestant.personForContactPhoneNumber': [MESSAGES.required],
    });
    expect(
      fieldErrors(
        createTeamInputSchema,
        team({
          contestants: [contestant({ hasPersonForContact: true, personForContactName: 'Mum 1', personForContactPhoneNumber: 'x' })],
        }),
      ),
    ).toEqual({
      'contestants.0.contestant.personForContactName': [MESSAGES.namePattern],
      'contestants.0.contestant.personForContactPhoneNumber': [MESSAGES.phonePattern],
    });
    const contact = createTeamInputSchema.parse(
      team({
        contestants: [
          contestant({ hasPersonForContact: true, personForContactName: 'Zoe\u0308 Wo\u0301jcik', personForContactPhoneNumber: '+48123' }),
        ],
      }),
    );
    expect(contact.contestants[0]?.contestant.personForContactName).toBe('Zoë Wójcik');
  });
});

describe('addContestantInputSchema', () => {
  it('validates the contestant block', () => {
    expect(addContestantInputSchema.safeParse({ teamId: TEAM_ID, contestant: contestant().contestant }).success).toBe(true);
    expect(
      Object.keys(fieldErrors(addContestantInputSchema, { teamId: TEAM_ID, contestant: { contestantPerson: person } })).sort(),
    ).toEqual(['contestant.dateOfBirth', 'contestant.operatingSystemName']);
  });
});

describe('editContestantInputSchema', () => {
  it('uses the isOffical spelling and checks the person', () => {
    const edit = {
      id: TEAM_ID,
      teamId: TEAM_ID,
      personId: TEAM_ID,
      isOffical: false,
      dateOfBirth: '2012-01-01',
      operatingSystemName: 'Windows',
      personEditModel: { fullName: 'Ana 2', tShirtSize: 'S' },
    };
    expect(fieldErrors(editContestantInputSchema, edit)).toEqual({ 'personEditModel.fullName': [MESSAGES.namePattern] });
    expect(editContestantInputSchema.parse({ ...edit, personEditModel: person }).isOffical).toBe(false);
  });
});

describe('replaceLeaderInputSchema', () => {
  it('needs a create model for a new leader only', () => {
    expect(replaceLeaderInputSchema.safeParse({ teamId: TEAM_ID, leaderId: TEAM_ID }).success).toBe(true);
    expect(Object.keys(fieldErrors(replaceLeaderInputSchema, { teamId: TEAM_ID }))).toContain('leaderCreateModel.leaderEmail');
    const deputy = { teamId: TEAM_ID, isDeputy: true, leaderCreateModel: { ...leader, leaderEmail: '' } };
    expect(replaceLeaderInputSchema.parse(deputy).leaderCreateModel?.leaderEmail).toBeNull();
  });
});

describe('editLeaderInputSchema', () => {
  const edit = { id: TEAM_ID, personId: TEAM_ID, email: '', phoneNumber: '+1', person };
  it('requires the e-mail of a leader but not of a deputy', () => {
    expect(fieldErrors(editLeaderInputSchema, edit)).toEqual({ email: [MESSAGES.required] });
    expect(editLeaderInputSchema.safeParse({ ...edit, isDeputy: true }).success).toBe(true);
    expect(fieldErrors(editLeaderInputSchema, { ...edit, isDeputy: true, email: 'x' })).toEqual({ email: [MESSAGES.email] });
  });
});

describe('editTeamArrivalInputSchema and editTeamBasicsInputSchema', () => {
  it('requires the four arrival fields', () => {
    expect(Object.keys(fieldErrors(editTeamArrivalInputSchema, { teamId: TEAM_ID })).sort()).toEqual([
      'arrivalLocation',
      'departureLocation',
      'timeOfArrival',
      'timeOfDeparture',
    ]);
  });
  it('capitalises the group', () => {
    expect(editTeamBasicsInputSchema.parse({ id: TEAM_ID, name: 'Team Chile', teamGroup: 'senior' }).teamGroup).toBe('Senior');
    expect(Object.keys(fieldErrors(editTeamBasicsInputSchema, { id: TEAM_ID, name: 'Team Chile', teamGroup: 'middle' }))).toEqual([
      'teamGroup',
    ]);
  });
});

describe('one round of validation: a ticked box is checked together with every other field', () => {
  const empty = { leaderPerson: { fullName: '', tShirtSize: '' }, leaderEmail: '', leaderPhoneNumber: '' };

  it('reports the empty deputy and contact fields beside the empty required fields of the team form', () => {
    const errors = fieldErrors(createTeamInputSchema, {
      name: '',
      leaderCreateModel: empty,
      hasDeputyLeader: true,
      deputyLeaderCreateModel: empty,
      contestants: [contestant({ dateOfBirth: '', hasPersonForContact: true, personForContactName: '', personForContactPhoneNumber: '' })],
      timeOfArrival: '',
      arrivalLocation: '',
      timeOfDeparture: '',
      departureLocation: '',
    });
    expect(errors).toMatchObject({
      name: [MESSAGES.required],
      'leaderCreateModel.leaderEmail': [MESSAGES.required],
      'contestants.0.contestant.dateOfBirth': [MESSAGES.required],
      'contestants.0.contestant.personForContactName': [MESSAGES.required],
      'contestants.0.contestant.personForContactPhoneNumber': [MESSAGES.required],
      'deputyLeaderCreateModel.leaderPerson.fullName': [MESSAGES.required],
      'deputyLeaderCreateModel.leaderPerson.tShirtSize': [MESSAGES.required],
      'deputyLeaderCreateModel.leaderPhoneNumber': [MESSAGES.required],
      timeOfArrival: [MESSAGES.required],
    });
    // The deputy's e-mail stays optional.
    expect(errors['deputyLeaderCreateModel.leaderEmail']).toBeUndefined();
  });

  it('reports a missing new leader beside the other errors', () => {
    expect(Object.keys(fieldErrors(createTeamInputSchema, team({ name: '', leaderCreateModel: undefined })))).toEqual(
      expect.arrayContaining(['name', 'leaderCreateModel.leaderPerson.fullName']),
    );
  });

  it('reports an empty contact beside the other errors of a contestant edit and of Add Contestant', () => {
    const edit = {
      id: TEAM_ID,
      teamId: TEAM_ID,
      personId: TEAM_ID,
      dateOfBirth: '',
      operatingSystemName: 'Linux',
      personEditModel: person,
      hasPersonForContact: true,
    };
    expect(Object.keys(fieldErrors(editContestantInputSchema, edit)).sort()).toEqual([
      'dateOfBirth',
      'personForContactName',
      'personForContactPhoneNumber',
    ]);
    const added = fieldErrors(addContestantInputSchema, {
      teamId: TEAM_ID,
      contestant: { ...contestant({ operatingSystemName: '', hasPersonForContact: true, personForContactName: 'Sara Turing' }).contestant },
    });
    expect(Object.keys(added).sort()).toEqual(['contestant.operatingSystemName', 'contestant.personForContactPhoneNumber']);
  });

  it("reports a leader's missing e-mail beside the other errors of a leader edit", () => {
    const errors = fieldErrors(editLeaderInputSchema, {
      id: TEAM_ID,
      personId: TEAM_ID,
      phoneNumber: '',
      person: { fullName: '', tShirtSize: 'M' },
    });
    expect(Object.keys(errors).sort()).toEqual(['email', 'person.fullName', 'phoneNumber']);
  });

  it('keeps the values it checked: an unticked contact is dropped, a valid team parses as before', () => {
    const parsed = createTeamInputSchema.parse(
      team({ contestants: [contestant({ hasPersonForContact: false, personForContactName: 'Sara Turing' })] }),
    );
    expect(parsed.contestants[0]?.contestant.personForContactName).toBeNull();
    expect(parsed.name).toBe('Team Chile');
  });
});
