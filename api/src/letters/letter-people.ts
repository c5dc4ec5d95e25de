import { passportCoversStay, type LetterRole, type LetterStatus, type PersonRole, type VisaDetailField } from '@olympiad/shared/schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { letterStatus } from './letter-status.js';

/** A delegation person as letters need them: their visa details, the stay, the digest of what a letter would print, their latest letter. */
export interface LetterPersonRecord {
  personId: string;
  fullName: string;
  roles: PersonRole[];
  countryId: string;
  countryName: string;
  role: LetterRole;
  needsLetter: boolean;
  passportName: string | null;
  nationality: string | null;
  passportNumber: string | null;
  passportExpiry: string | null;
  /** A contestant's is their registration's. */
  dateOfBirth: string | null;
  hasOwnDateOfBirth: boolean;
  /** 0 before any visa details were saved. */
  version: number;
  stay: { from: string; to: string; fromTravel: boolean };
  /** SHA-256 of what a letter for them would print now (letterDigest). */
  digest: string;
  latest: LatestLetter | null;
}

interface LatestLetter {
  id: string;
  code: string;
  status: LetterStatus;
  generatedAt: string;
  generatedBy: string;
  digest: string;
}

/** The people a country's letters (and stay) are for: its delegation, never the organisers' guides and committee members. */
export const DELEGATION = sql`p.roles && ARRAY['LEADER', 'CONTESTANT', 'GUEST']::text[] AND NOT p.roles && ARRAY['GUIDE', 'COMMITTEE']::text[]`;

/** A delegation person's role in the letters' words, over `p` (people) and `l` (their leaders row). */
export const DELEGATION_ROLE = sql`CASE WHEN 'LEADER' = ANY (p.roles) AND coalesce(l.is_deputy, false) THEN 'Deputy leader'
           WHEN 'LEADER' = ANY (p.roles) THEN 'Leader'
           WHEN 'CONTESTANT' = ANY (p.roles) THEN 'Contestant'
           ELSE 'Guest' END`;

/** Where the role puts a person in a delegation's list: leaders, deputies, contestants, guests. */
export const DELEGATION_RANK = sql`CASE WHEN 'LEADER' = ANY (p.roles) AND coalesce(l.is_deputy, false) THEN 1
           WHEN 'LEADER' = ANY (p.roles) THEN 0
           WHEN 'CONTESTANT' = ANY (p.roles) THEN 2
           ELSE 3 END`;

const day = (value: SQL) => sql`to_char(${value}, 'YYYY-MM-DD')`;

/**
 * The delegation people of a contest that `where` picks (over `p`, people), each with what a
 * letter prints worked out in the database: their role in the letter's words; their stay, the
 * days of their travel (their own, else their team's; a guest has only their own) when arrival and
 * departure are both known, else the contest's first and last day at the venue; a contestant's
 * date of birth from their registration; and the digest of it all. The digest is computed here
 * only, so the letter generated and the check whether it is still true (outdated-letters.ts) never
 * disagree. Ordered leaders, deputies, contestants, guests, then by name.
 */
export function letterPeopleQuery(contestId: string | SQL, where: SQL): SQL {
  return sql`
    SELECT p.id AS person_id, p.full_name, p.roles, p.country_id, co.name AS country_name, d.role,
           coalesce(v.needs_letter, false) AS needs_letter, v.passport_name, v.nationality, v.passport_number,
           ${day(sql`v.passport_expiry`)} AS passport_expiry, d.date_of_birth, coalesce(v.version, 0) AS version,
           d.stay_from, d.stay_to, d.from_travel,
           encode(sha256(convert_to(concat_ws(chr(31), coalesce(v.passport_name, ''), coalesce(v.nationality, ''),
             coalesce(v.passport_number, ''), coalesce(${day(sql`v.passport_expiry`)}, ''), coalesce(d.date_of_birth, ''),
             d.stay_from, d.stay_to, d.role, co.name), 'UTF8')), 'hex') AS digest,
           last.id AS letter_id, last.code AS letter_code, last.status AS letter_status, last.generated_at AS letter_generated_at,
           last.generated_by AS letter_generated_by, last.digest AS letter_digest
    FROM people p
    JOIN contests k ON k.id = p.contest_id
    JOIN countries co ON co.id = p.country_id
    LEFT JOIN leaders l ON l.person_id = p.id
    LEFT JOIN contestants c ON c.person_id = p.id
    LEFT JOIN teams t ON t.id = coalesce(l.team_id, c.team_id)
    LEFT JOIN visa_details v ON v.person_id = p.id
    CROSS JOIN LATERAL (SELECT coalesce(p.time_of_arrival, t.time_of_arrival) AS arrival,
                               coalesce(p.time_of_departure, t.time_of_departure) AS departure) tr
    CROSS JOIN LATERAL (SELECT
      ${DELEGATION_ROLE} AS role,
      ${DELEGATION_RANK} AS rank,
      CASE WHEN 'CONTESTANT' = ANY (p.roles) AND NOT 'LEADER' = ANY (p.roles) THEN ${day(sql`c.date_of_birth`)}
           ELSE ${day(sql`v.date_of_birth`)} END AS date_of_birth,
      (tr.arrival IS NOT NULL AND tr.departure IS NOT NULL) AS from_travel,
      CASE WHEN tr.arrival IS NOT NULL AND tr.departure IS NOT NULL THEN ${day(sql`tr.arrival`)}
           ELSE ${day(sql`k.start_date AT TIME ZONE k.venue_time_zone`)} END AS stay_from,
      CASE WHEN tr.arrival IS NOT NULL AND tr.departure IS NOT NULL THEN ${day(sql`tr.departure`)}
           ELSE ${day(sql`k.end_date AT TIME ZONE k.venue_time_zone`)} END AS stay_to) d
    LEFT JOIN LATERAL (
      SELECT invitation_letters.id, invitation_letters.code, ${letterStatus} AS status, invitation_letters.generated_at,
             invitation_letters.generated_by, invitation_letters.digest
      FROM invitation_letters WHERE invitation_letters.person_id = p.id
      ORDER BY invitation_letters.generated_at DESC, invitation_letters.id DESC LIMIT 1) last ON true
    WHERE p.contest_id = ${contestId} AND ${DELEGATION} AND (${where})
    ORDER BY d.rank, p.full_name, p.id`;
}

interface Row extends Record<string, unknown> {
  person_id: string;
  full_name: string;
  roles: PersonRole[];
  country_id: string;
  country_name: string;
  role: LetterRole;
  needs_letter: boolean;
  passport_name: string | null;
  nationality: string | null;
  passport_number: string | null;
  passport_expiry: string | null;
  date_of_birth: string | null;
  version: number | string;
  stay_from: string;
  stay_to: string;
  from_travel: boolean;
  digest: string;
  letter_id: string | null;
  letter_code: string | null;
  letter_status: LetterStatus | null;
  letter_generated_at: Date | string | null;
  letter_generated_by: string | null;
  letter_digest: string | null;
}

const recordOf = (row: Row): LetterPersonRecord => ({
  personId: row.person_id,
  fullName: row.full_name,
  roles: row.roles,
  countryId: row.country_id,
  countryName: row.country_name,
  role: row.role,
  needsLetter: row.needs_letter,
  passportName: row.passport_name,
  nationality: row.nationality,
  passportNumber: row.passport_number,
  passportExpiry: row.passport_expiry,
  dateOfBirth: row.date_of_birth,
  hasOwnDateOfBirth: row.role !== 'Contestant',
  version: Number(row.version),
  stay: { from: row.stay_from, to: row.stay_to, fromTravel: row.from_travel },
  digest: row.digest,
  latest: row.letter_id
    ? {
        id: row.letter_id,
        code: row.letter_code!,
        status: row.letter_status!,
        generatedAt: new Date(row.letter_generated_at!).toISOString(),
        generatedBy: row.letter_generated_by!,
        digest: row.letter_digest!,
      }
    : null,
});

/** The delegation people of a contest that `where` picks (see letterPeopleQuery). */
export async function readLetterPeople(db: Db | Tx, contestId: string, where: SQL): Promise<LetterPersonRecord[]> {
  const { rows } = await db.execute<Row>(letterPeopleQuery(contestId, where));
  return rows.map(recordOf);
}

export const ofCountry = (countryId: string) => sql`p.country_id = ${countryId}`;
export const ofPerson = (personId: string) => sql`p.id = ${personId}`;

/**
 * The fields a letter still lacks (none without needsLetter): each empty one, and the passport's
 * expiry when the passport no longer covers the stay (the travel may have moved since it was saved).
 */
export function missingFields(person: LetterPersonRecord): VisaDetailField[] {
  if (!person.needsLetter) return [];
  const missing: VisaDetailField[] = [];
  if (person.passportName === null) missing.push('passportName');
  if (person.nationality === null) missing.push('nationality');
  if (person.passportNumber === null) missing.push('passportNumber');
  if (person.passportExpiry === null || !passportCoversStay(person.passportExpiry, person.stay.to)) missing.push('passportExpiry');
  if (person.dateOfBirth === null) missing.push('dateOfBirth');
  return missing;
}

/** Whether a letter can be made for the person now: wanted, complete, and (unless an Administrator asks) not revoked by the organisers. */
export function canHaveLetter(person: LetterPersonRecord, byAdministrator: boolean): boolean {
  if (!person.needsLetter || missingFields(person).length > 0) return false;
  return byAdministrator || person.latest?.status !== 'revoked';
}
