import { BADGE_ROLE_LABELS, DIET_MARKS, PERSON_ROLES, type BadgesQuery, type PersonRole } from '@olympiad/shared/schemas';
import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  contestants,
  countries,
  guides,
  guideTeams,
  healthDetails,
  leaders,
  people,
  roomOccupants,
  rooms,
  teams,
} from '../../db/schema.js';

/** Everything one badge prints. */
export interface BadgePerson {
  fullName: string;
  /** The roles as printed, the main one first ("Deputy Leader" for a deputy). */
  roles: string[];
  /** The main role, which gives the badge its colour. */
  role: PersonRole;
  pictureId: string | null;
  countryName: string | null;
  flagImageId: string | null;
  /** A contestant's or leader's team; the teams a guide walks with. */
  teams: string[];
  /** Whom a contestant calls in an emergency: the guide of their team, when it has one. */
  guide: { fullName: string; phoneNumber: string | null } | null;
  /** The number of their room once one is allocated, published or not: the badges are the organisers'. */
  roomNumber: string | null;
  /** Their diet's mark (empty for none or no answer); never their allergies, which a badge shows to anyone. */
  dietMark: string;
}

/** The order roles are named in on a badge (and which gives its colour). */
const ROLE_ORDER: readonly PersonRole[] = ['COMMITTEE', 'LEADER', 'GUIDE', 'CONTESTANT', 'GUEST'];
/** The order badges come in within a team or country: the leader, the deputy, the contestants, the guests, then the organisers. */
const ROLE_RANK = sql<number>`case
  when ${people.roles} @> array['LEADER']::text[] then (case when ${leaders.isDeputy} then 1 else 0 end)
  when ${people.roles} @> array['CONTESTANT']::text[] then 2
  when ${people.roles} @> array['GUEST']::text[] then 3
  when ${people.roles} @> array['GUIDE']::text[] then 4
  else 5 end`;

const guidePeople = alias(people, 'guide_people');

/**
 * The people of a contest who get a badge, by country (none last), team, role and name: everyone,
 * or one country's, or one role's. A contestant comes with the guide of their team.
 */
export async function readBadgePeople(db: Db, contestId: string, filter: Omit<BadgesQuery, 'layout'>): Promise<BadgePerson[]> {
  const rows = await db
    .select({
      fullName: people.fullName,
      roles: people.roles,
      isDeputy: leaders.isDeputy,
      pictureId: people.pictureId,
      countryName: countries.name,
      flagImageId: countries.flagImageId,
      team: teams.name,
      // Own aliases: the outer query joins guides and guide_teams for the contestant's guide.
      guidedTeams: sql<string[] | null>`(
        select array_agg(guided.name order by lower(guided.name))
        from ${guides} own_guide
        join ${guideTeams} own_assignment on own_assignment.guide_id = own_guide.id
        join ${teams} guided on guided.id = own_assignment.team_id
        where own_guide.person_id = ${people.id})`,
      guideName: guidePeople.fullName,
      guidePhone: guides.phoneNumber,
      roomNumber: rooms.number,
      diet: healthDetails.diet,
    })
    .from(people)
    .leftJoin(countries, eq(countries.id, people.countryId))
    .leftJoin(contestants, eq(contestants.personId, people.id))
    .leftJoin(leaders, eq(leaders.personId, people.id))
    .leftJoin(teams, eq(teams.id, sql`coalesce(${contestants.teamId}, ${leaders.teamId})`))
    .leftJoin(guideTeams, eq(guideTeams.teamId, contestants.teamId))
    .leftJoin(guides, eq(guides.id, guideTeams.guideId))
    .leftJoin(guidePeople, eq(guidePeople.id, guides.personId))
    .leftJoin(roomOccupants, eq(roomOccupants.personId, people.id))
    .leftJoin(rooms, eq(rooms.id, roomOccupants.roomId))
    .leftJoin(healthDetails, eq(healthDetails.personId, people.id))
    .where(
      and(
        eq(people.contestId, contestId),
        filter.countryId ? eq(people.countryId, filter.countryId) : undefined,
        filter.role ? arrayContains(people.roles, [filter.role]) : undefined,
      ),
    )
    .orderBy(
      sql`lower(${countries.name}) nulls last`,
      sql`lower(${teams.name}) nulls last`,
      ROLE_RANK,
      asc(sql`lower(${people.fullName})`),
      asc(people.id),
    );
  return rows.map((row) => {
    const roles = ROLE_ORDER.filter((role) => row.roles.includes(role));
    const role = roles[0] ?? PERSON_ROLES[0];
    return {
      fullName: row.fullName,
      roles: roles.map((each) => (each === 'LEADER' && row.isDeputy ? 'Deputy Leader' : BADGE_ROLE_LABELS[each])),
      role,
      pictureId: row.pictureId,
      countryName: row.countryName,
      flagImageId: row.flagImageId,
      teams: row.team ? [row.team] : (row.guidedTeams ?? []),
      guide: row.roles.includes('CONTESTANT') && row.guideName ? { fullName: row.guideName, phoneNumber: row.guidePhone } : null,
      roomNumber: row.roomNumber,
      dietMark: row.diet ? DIET_MARKS[row.diet] : '',
    };
  });
}
