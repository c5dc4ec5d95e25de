import {
  EMPTY_ID,
  MAX_CONTESTANTS,
  MIN_CONTESTANTS,
  travelOf,
  type ConsentChoice,
  type ContestantFields,
  type LeaderCreateModel,
  type Travel,
} from '@olympiad/shared/schemas';
import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { contestants, leaders, people, teams } from '../db/schema.js';
import { insertPerson } from './people.js';
import { conflict, fieldError, notFound } from './problem.js';
import { consentColumns } from './public-consent.js';
import { nextVersion } from './record-version.js';

/** The team a member is added to, read under a row lock by lockTeam. */
export interface TeamPlace {
  id: string;
  countryId: string;
  contestId: string;
  travel: Travel;
}

/**
 * Reads the team and locks its row until the transaction ends, so that two requests changing its
 * contestants or leaders (two tabs, a double click) run one after the other and each sees the
 * other's result: the 1–4 contestant bounds hold under concurrency.
 */
export async function lockTeam(tx: Tx, teamId: string): Promise<TeamPlace & { contestantGroup: 'Junior' | 'Senior'; version: number }> {
  const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
  if (!team) throw notFound('There is no team with this id.');
  return {
    id: team.id,
    countryId: team.countryId,
    contestId: team.contestId,
    contestantGroup: team.contestantGroup,
    version: team.version,
    travel: travelOf(team),
  };
}

export interface LeaderChoice {
  isDeputy: boolean;
  /** An existing leader of the team's country, or the empty id for a new one from `model`. */
  leaderId: string;
  /** A deputy's e-mail may be null. */
  model: (Omit<LeaderCreateModel, 'leaderEmail'> & { leaderEmail: string | null }) | undefined;
  /** Request paths for field errors: of the id, and of the create model. */
  idField: string;
  modelField: string;
  /** What the public may see of the leader, as chosen with the team (Add Team). */
  consent?: ConsentChoice | undefined;
}

/**
 * Makes an existing leader of the country, or a new one, the team's leader or deputy. The slot
 * must be free (the caller detaches whoever held it); one leader leads one team at a time. An
 * existing leader sent with a model takes its name, T-shirt, e-mail and phone.
 */
export async function attachLeader(tx: Tx, team: TeamPlace, choice: LeaderChoice): Promise<string> {
  if (choice.leaderId !== EMPTY_ID) {
    const [existing] = await tx
      .select({ leader: leaders, countryId: people.countryId, fullName: people.fullName, teamName: teams.name })
      .from(leaders)
      .innerJoin(people, eq(people.id, leaders.personId))
      .leftJoin(teams, eq(teams.id, leaders.teamId))
      .where(eq(leaders.id, choice.leaderId))
      .for('update', { of: leaders });
    if (!existing || existing.countryId !== team.countryId) {
      throw fieldError(choice.idField, "Pick a leader of the team's country.");
    }
    if (existing.leader.teamId) {
      throw conflict(`${existing.fullName} already leads the team ${existing.teamName ?? ''}; pick another leader or add a new one.`);
    }
    // A model sent with a picked leader corrects what was stored (a rule it broke); the picture stays.
    const corrected = choice.model && { email: choice.model.leaderEmail, phoneNumber: choice.model.leaderPhoneNumber };
    await tx
      .update(leaders)
      .set({ teamId: team.id, isDeputy: choice.isDeputy, ...corrected })
      .where(eq(leaders.id, choice.leaderId));
    if (choice.model) {
      const { fullName, tShirtSize } = choice.model.leaderPerson;
      await tx
        .update(people)
        .set({ fullName, tShirtSize, version: nextVersion(people.version) })
        .where(eq(people.id, existing.leader.personId));
    }
    // As the consent call records it: the person's version stays.
    const consent = consentColumns(choice.consent);
    if (Object.keys(consent).length) await tx.update(people).set(consent).where(eq(people.id, existing.leader.personId));
    return choice.leaderId;
  }
  if (!choice.model) throw fieldError(choice.modelField, 'Please Fill Required Field!');
  const personId = await insertPerson(tx, choice.model.leaderPerson, {
    roles: ['LEADER'],
    countryId: team.countryId,
    contestId: team.contestId,
    pictureField: `${choice.modelField}.leaderPerson.picture`,
    travel: team.travel,
    consent: choice.consent,
  });
  const [row] = await tx
    .insert(leaders)
    .values({
      personId,
      teamId: team.id,
      isDeputy: choice.isDeputy,
      email: choice.model.leaderEmail,
      phoneNumber: choice.model.leaderPhoneNumber,
    })
    .returning({ id: leaders.id });
  return row!.id;
}

/**
 * A new contestant (and its person) in a team; the team's group is the contestant's. `consent`:
 * what the public may see of them, as chosen with the team (Add Team).
 */
export async function insertContestant(
  tx: Tx,
  team: TeamPlace & { contestantGroup: 'Junior' | 'Senior' },
  fields: ContestantFields,
  field: string,
  consent?: ConsentChoice,
): Promise<string> {
  const personId = await insertPerson(tx, fields.contestantPerson, {
    roles: ['CONTESTANT'],
    countryId: team.countryId,
    contestId: team.contestId,
    pictureField: `${field}.contestantPerson.picture`,
    travel: team.travel,
    consent,
  });
  const [row] = await tx
    .insert(contestants)
    .values({
      personId,
      teamId: team.id,
      contestantGroup: team.contestantGroup,
      isOfficial: fields.isOfficial,
      dateOfBirth: fields.dateOfBirth,
      operatingSystemName: fields.operatingSystemName,
      hasPersonForContact: fields.hasPersonForContact,
      personForContactName: fields.personForContactName,
      personForContactPhoneNumber: fields.personForContactPhoneNumber,
      siteId: fields.siteId,
    })
    .returning({ id: contestants.id });
  return row!.id;
}

export async function contestantCount(tx: Tx, teamId: string): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(contestants).where(eq(contestants.teamId, teamId));
  return row?.value ?? 0;
}

export const TOO_MANY_CONTESTANTS = `A team can have at most ${MAX_CONTESTANTS} contestants: remove one before adding another.`;
export const LAST_CONTESTANT = `A team needs at least ${MIN_CONTESTANTS} contestant: add another before removing this one.`;

/** The leader or deputy holding a team's slot, if any. */
export async function leaderInSlot(tx: Tx, teamId: string, isDeputy: boolean) {
  const [row] = await tx
    .select()
    .from(leaders)
    .where(and(eq(leaders.teamId, teamId), eq(leaders.isDeputy, isDeputy)));
  return row;
}
