import type { GuideLeader, GuideTeam } from '@olympiad/shared/schemas';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { guideTeams, teams } from '../../db/schema.js';
import { pictureReference } from '../../lib/picture-url.js';
import { contestDays, fullPerson } from './full-team.js';
import { loadTeamsWhere, type LeaderRow, type TeamRows } from './load-teams.js';
import { contestantHead, teamHead } from './team-heads.js';

/** The teams assigned to one guide, or to any guide when no id is given. */
export function loadGuidedTeams(db: Db, guideId?: string): Promise<TeamRows[]> {
  const assigned = db.select({ teamId: guideTeams.teamId }).from(guideTeams);
  return loadTeamsWhere(db, inArray(teams.id, guideId ? assigned.where(eq(guideTeams.guideId, guideId)) : assigned));
}

/** Which leader fields a guide gets: the phone only for the guide's own teams (to call the leader). */
export type LeaderDetail = 'name' | 'name-and-phone';

const guideLeader = (row: LeaderRow | null, detail: LeaderDetail): GuideLeader | null =>
  row && {
    id: row.leader.id,
    personId: row.leader.personId,
    isDeputy: row.leader.isDeputy,
    person: { fullName: row.person.fullName, tShirtSize: row.person.tShirtSize, picturePath: pictureReference(row.person.pictureId) },
    ...(detail === 'name-and-phone' ? { phoneNumber: row.leader.phoneNumber } : {}),
  };

/**
 * A team as a guide sees it, built field by field: names, pictures, group, seats, and never a
 * contestant's date of birth or contact person, a leader's e-mail or the contest credentials.
 */
export function toGuideTeam({ team, leader, deputyLeader, contestants }: TeamRows, detail: LeaderDetail): GuideTeam {
  return {
    ...teamHead(team),
    leader: guideLeader(leader, detail),
    deputyLeader: guideLeader(deputyLeader, detail),
    contestants: contestants.map(({ contestant, person }) => ({
      ...contestantHead(contestant),
      operatingSystemName: contestant.operatingSystemName,
      personEditModel: fullPerson(person),
      contestantContestDays: contestDays(contestant),
      siteId: contestant.siteId,
    })),
  };
}
