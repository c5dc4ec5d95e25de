import type { GuidedStay } from '@olympiad/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { readStayPeople, roomsPublished, stayPersonOf } from './stay-people.js';

/** The teams whose people's stay `user` may read: a guide's own teams, an Administrator's every team. */
const teamsOf = (user: AuthUser) =>
  user.role === 'Administrator'
    ? sql`t.id IS NOT NULL`
    : sql`t.id IN (SELECT gt.team_id FROM guide_teams gt JOIN guides g ON g.id = gt.guide_id WHERE g.user_id = ${user.id})`;

/**
 * The stay of the people of the teams `user` guides (an Administrator: every team), team by team:
 * their emergency contacts and health notes are for whoever looks after them. Guests, who belong
 * to no team, are their registrator's.
 */
export async function readGuidedStay(db: Db, contestId: string, user: AuthUser): Promise<GuidedStay> {
  const [people, published] = await Promise.all([readStayPeople(db, contestId, teamsOf(user)), roomsPublished(db, contestId)]);
  const teams = new Map<string, GuidedStay['teams'][number]>();
  for (const person of people) {
    const team = teams.get(person.teamId!) ?? {
      teamId: person.teamId!,
      teamName: person.teamName!,
      countryName: person.countryName,
      people: [],
    };
    team.people.push(stayPersonOf(person));
    teams.set(team.teamId, team);
  }
  return { roomsPublished: published, teams: [...teams.values()] };
}
