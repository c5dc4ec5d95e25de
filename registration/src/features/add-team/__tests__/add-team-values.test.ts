import { EMPTY_ID, DEFAULT_SITE_ID } from '@olympiad/shared';
import { createTeamInputSchema } from '@olympiad/shared/schemas';
import { answeredConsent, createTeamPayload, withPickedLeaders } from '../add-team-rules';
import { emptyContestant, emptyTeam, type TeamFormValues } from '../add-team-values';
import { LEADERS } from './add-team-fixtures';

const LEADER = LEADERS[0]!;

function filledTeam(): TeamFormValues {
  const team = emptyTeam();
  const contestant = emptyContestant();
  contestant.contestant = {
    ...contestant.contestant,
    dateOfBirth: '2011-03-04',
    operatingSystemName: 'Linux',
    contestantPerson: { fullName: 'Cora Contestant', tShirtSize: 'S', picture: null },
  };
  return {
    ...team,
    name: 'Atlantis',
    leaderId: LEADER.id,
    contestants: [contestant],
    timeOfArrival: '2025-08-28T14:30',
    arrivalLocation: 'Sofia Airport',
    timeOfDeparture: '2025-09-02T10:00',
    departureLocation: 'Other',
  };
}

describe('the Add Team payload', () => {
  it('takes a picked leader from the leaders list, whatever the locked inputs say', () => {
    const values = withPickedLeaders(filledTeam(), [LEADER]);
    expect(values.leaderCreateModel).toMatchObject({
      leaderPersonId: LEADER.personId,
      leaderEmail: 'lea@example.com',
      leaderPhoneNumber: '+359888',
      leaderPerson: { fullName: 'Lea Leader', tShirtSize: 'M' },
    });
  });

  it('puts the group on each contestant, none on the team, no deputy model without a deputy', () => {
    const parsed = createTeamInputSchema.parse(withPickedLeaders(filledTeam(), [LEADER]));
    const payload = createTeamPayload(parsed);
    expect(payload).not.toHaveProperty('contestantGroup');
    expect(payload.deputyLeaderCreateModel).toBeUndefined();
    expect(JSON.parse(JSON.stringify(payload))).not.toHaveProperty('deputyLeaderCreateModel');
    expect(payload).toMatchObject({
      name: 'Atlantis',
      isOnline: false,
      leaderId: LEADER.id,
      hasDeputyLeader: false,
      deputyLeaderId: EMPTY_ID,
      timeOfArrival: '2025-08-28T14:30',
    });
    expect(payload.contestants).toEqual([
      {
        personId: EMPTY_ID,
        contestant: expect.objectContaining({
          teamId: EMPTY_ID,
          contestantGroup: 'Junior',
          isOfficial: true,
          siteId: DEFAULT_SITE_ID,
          dateOfBirth: '2011-03-04',
          operatingSystemName: 'Linux',
          hasPersonForContact: false,
          personForContactName: null,
          contestantPerson: expect.objectContaining({ fullName: 'Cora Contestant', arrivalLocation: 'Sofia Airport' }),
        }),
      },
    ]);
    // A picked leader is sent by id only.
    expect(payload.leaderCreateModel).toBeUndefined();
  });

  it("sends a new leader with the team's arrival data", () => {
    const team = { ...filledTeam(), leaderId: EMPTY_ID };
    team.leaderCreateModel = {
      leaderPersonId: EMPTY_ID,
      leaderPerson: { fullName: 'Lou Leader', tShirtSize: 'M', picture: null },
      leaderEmail: 'lou@example.com',
      leaderPhoneNumber: '+1',
    };
    const payload = createTeamPayload(createTeamInputSchema.parse(team));
    expect(payload.leaderCreateModel?.leaderPerson).toMatchObject({
      fullName: 'Lou Leader',
      timeOfDeparture: '2025-09-02T10:00',
      departureLocation: 'Other',
    });
  });

  it('requires the deputy only when the box is ticked, and then sends its model', () => {
    const team = { ...filledTeam(), hasDeputyLeader: true };
    expect(createTeamInputSchema.safeParse(withPickedLeaders(team, [LEADER])).success).toBe(false);
    team.deputyLeaderCreateModel = {
      leaderPersonId: EMPTY_ID,
      leaderPerson: { fullName: 'Dan Deputy', tShirtSize: 'L', picture: null },
      leaderEmail: '',
      leaderPhoneNumber: '123',
    };
    const payload = createTeamPayload(createTeamInputSchema.parse(withPickedLeaders(team, [LEADER])));
    expect(payload.deputyLeaderCreateModel).toMatchObject({
      leaderEmail: null,
      leaderPhoneNumber: '123',
      leaderPerson: { fullName: 'Dan Deputy' },
    });
  });

  it("sends each new person's answered consents only, none for a picked leader or an unticked deputy", () => {
    const team = filledTeam();
    team.leaderPublicConsent = { photo: false, name: true };
    team.deputyLeaderPublicConsent = { photo: false, name: false };
    team.contestants[0]!.publicConsent = { photo: null, name: false };
    const picked = JSON.parse(JSON.stringify(createTeamPayload(createTeamInputSchema.parse(withPickedLeaders(team, [LEADER]))))) as Record<
      string,
      unknown
    >;
    expect(picked).not.toHaveProperty('leaderPublicConsent');
    expect(picked).not.toHaveProperty('deputyLeaderPublicConsent');
    expect(picked.contestants).toEqual([expect.objectContaining({ publicConsent: { name: false } })]);

    team.leaderId = EMPTY_ID;
    team.leaderCreateModel = {
      leaderPersonId: EMPTY_ID,
      leaderPerson: { fullName: 'Lou Leader', tShirtSize: 'M', picture: null },
      leaderEmail: 'lou@example.com',
      leaderPhoneNumber: '+1',
    };
    expect(createTeamPayload(createTeamInputSchema.parse(team)).leaderPublicConsent).toEqual({ photo: false, name: true });
  });

  it('leaves the consents out of the payload, as the specification sends it, when none was answered', () => {
    expect(answeredConsent({ photo: null, name: null })).toBeUndefined();
    expect(answeredConsent(undefined)).toBeUndefined();
    const payload = JSON.parse(JSON.stringify(createTeamPayload(createTeamInputSchema.parse(withPickedLeaders(filledTeam(), [LEADER])))));
    expect(payload).not.toHaveProperty('leaderPublicConsent');
    expect(payload.contestants[0]).not.toHaveProperty('publicConsent');
  });
});
