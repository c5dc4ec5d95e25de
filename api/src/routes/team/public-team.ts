import type { PublicTeam } from '@olympiad/shared/schemas';
import { pictureReference } from '../../lib/picture-url.js';
import { publicFace, STAND_INS } from '../../lib/public-consent.js';
import type { LeaderRow, TeamPersonRow, TeamRows } from './load-teams.js';
import { contestantHead, teamHead } from './team-heads.js';

/**
 * How the teams list shows people: as their consents allow (`consented`), with public addresses,
 * or whole, to a user who sees them in their own screens anyway (routes/team/teams-seen-whole.ts),
 * with picture references to sign for them (plugins/picture-addresses.ts).
 */
export type Faces = 'consented' | 'whole';

const faceOf = (person: TeamPersonRow, faces: Faces, byDefault: boolean, standIn: string) =>
  faces === 'whole'
    ? { fullName: person.fullName, picturePath: pictureReference(person.pictureId) }
    : publicFace(person, byDefault, standIn);

const publicLeader = (row: LeaderRow | null, faces: Faces) =>
  row && {
    id: row.leader.id,
    personId: row.leader.personId,
    isDeputy: row.leader.isDeputy,
    person: faceOf(row.person, faces, true, row.leader.isDeputy ? STAND_INS.deputyLeader : STAND_INS.leader),
  };

/**
 * The one public projection of a team: names, pictures and flags only, each person's only where
 * their consent allows. It is built field by field (never by spreading a row) so a column added
 * later cannot leak into the public list.
 */
export function toPublicTeam(
  { team, leader, deputyLeader, contestants: members, contestantsPublic }: TeamRows,
  faces: Faces = 'consented',
): PublicTeam {
  return {
    ...teamHead(team),
    leader: publicLeader(leader, faces),
    deputyLeader: publicLeader(deputyLeader, faces),
    contestants: members.map(({ contestant, person }, index) => ({
      ...contestantHead(contestant),
      personEditModel: { id: person.id, ...faceOf(person, faces, contestantsPublic, STAND_INS.contestant(index + 1)) },
    })),
  };
}
