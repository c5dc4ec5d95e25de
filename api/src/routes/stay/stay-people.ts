import type { Diet, LetterRole, RoomRequest, StayPerson } from '@olympiad/shared/schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { DELEGATION, DELEGATION_RANK, DELEGATION_ROLE } from '../../letters/letter-people.js';

/** A delegation person's stay as stored, with their country (who may see it) and team. */
export interface StayPersonRecord extends StayPerson {
  version: number;
  countryId: string;
  countryName: string;
}

interface Row extends Record<string, unknown> {
  person_id: string;
  full_name: string;
  role: LetterRole;
  country_id: string;
  country_name: string;
  team_id: string | null;
  team_name: string | null;
  room_request: RoomRequest;
  share_with_person_id: string | null;
  emergency_contact_name: string | null;
  emergency_contact_relation: string | null;
  emergency_contact_phone: string | null;
  version: number | string;
  consent_at: Date | string | null;
  consent_by: string | null;
  diet: Diet | null;
  diet_other: string | null;
  allergies: string | null;
  medical_notes: string | null;
  health_version: number | null;
  hotel_name: string | null;
  hotel_address: string | null;
  room_number: string | null;
  room_type: string | null;
}

/**
 * The delegation people of a contest that `where` picks (over `p`, people, and `t`, their team),
 * each with their room request, emergency contact, health (only while the consent stands: the row
 * exists) and their room, only once the allocation is published. Ordered by country, team,
 * leaders, deputies, contestants, guests, then name. Callers decide who may read it: the person's
 * registrator, an Administrator or the team's guide, never anyone else.
 */
function stayPeopleQuery(contestId: string, where: SQL): SQL {
  return sql`
    SELECT p.id AS person_id, p.full_name, ${DELEGATION_ROLE} AS role, p.country_id, co.name AS country_name,
           t.id AS team_id, t.name AS team_name,
           coalesce(s.room_request, 'none') AS room_request, s.share_with_person_id, s.emergency_contact_name,
           s.emergency_contact_relation, s.emergency_contact_phone, coalesce(s.version, 0) AS version,
           h.consent_at, h.consent_by, h.diet, h.diet_other, h.allergies, h.medical_notes, h.version AS health_version,
           ho.name AS hotel_name, ho.address AS hotel_address, rm.number AS room_number, rt.name AS room_type
    FROM people p
    JOIN countries co ON co.id = p.country_id
    LEFT JOIN leaders l ON l.person_id = p.id
    LEFT JOIN contestants c ON c.person_id = p.id
    LEFT JOIN teams t ON t.id = coalesce(l.team_id, c.team_id)
    LEFT JOIN stay_details s ON s.person_id = p.id
    LEFT JOIN health_details h ON h.person_id = p.id
    LEFT JOIN stay_settings ss ON ss.contest_id = p.contest_id
    LEFT JOIN room_occupants o ON o.person_id = p.id AND ss.rooms_published_at IS NOT NULL
    LEFT JOIN rooms rm ON rm.id = o.room_id
    LEFT JOIN room_types rt ON rt.id = rm.room_type_id
    LEFT JOIN hotels ho ON ho.id = rt.hotel_id
    WHERE p.contest_id = ${contestId} AND ${DELEGATION} AND (${where})
    ORDER BY co.name, t.name NULLS LAST, ${DELEGATION_RANK}, p.full_name, p.id`;
}

const recordOf = (row: Row): StayPersonRecord => ({
  personId: row.person_id,
  fullName: row.full_name,
  role: row.role,
  countryId: row.country_id,
  countryName: row.country_name,
  teamId: row.team_id,
  teamName: row.team_name,
  roomRequest: row.room_request,
  shareWithPersonId: row.share_with_person_id,
  emergencyContactName: row.emergency_contact_name,
  emergencyContactRelation: row.emergency_contact_relation,
  emergencyContactPhone: row.emergency_contact_phone,
  version: Number(row.version),
  health:
    row.consent_at === null
      ? null
      : {
          consentAt: new Date(row.consent_at).toISOString(),
          consentBy: row.consent_by!,
          diet: row.diet,
          dietOther: row.diet_other,
          allergies: row.allergies,
          medicalNotes: row.medical_notes,
          version: Number(row.health_version),
        },
  room:
    row.room_number === null
      ? null
      : { hotelName: row.hotel_name!, hotelAddress: row.hotel_address!, roomNumber: row.room_number, roomType: row.room_type! },
});

/** The delegation people of a contest that `where` picks, with their stay (see stayPeopleQuery). */
export async function readStayPeople(db: Db | Tx, contestId: string, where: SQL): Promise<StayPersonRecord[]> {
  const { rows } = await db.execute<Row>(stayPeopleQuery(contestId, where));
  return rows.map(recordOf);
}

/** A stay person as the calls answer them: without the country, which the caller knows. */
export const stayPersonOf = ({ countryId: _countryId, countryName: _countryName, ...person }: StayPersonRecord): StayPerson => person;

/** Whether the allocation of the contest's rooms is published (registrators and guides see their rooms). */
export async function roomsPublished(db: Db | Tx, contestId: string): Promise<boolean> {
  const { rows } = await db.execute<{ published: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM stay_settings WHERE contest_id = ${contestId} AND rooms_published_at IS NOT NULL) AS published`,
  );
  return rows[0]!.published;
}
