import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';

/** The history's kinds of record about people and accounts (migrations 0010, 0015, 0016): all of it personal. */
const ABOUT_PEOPLE = [
  'person',
  'leader',
  'contestant',
  'guide',
  'committeeMember',
  'user',
  'visaDetails',
  'stayDetails',
  'healthDetails',
  'roomOccupant',
];
/** The fields of a record kept (a team) that tell of minors' travel. */
export const TRAVEL = [
  'time_of_arrival',
  'arrival_location',
  'arrival_carrier',
  'arrival_flight_number',
  'arrival_terminal',
  'time_of_departure',
  'departure_location',
  'departure_carrier',
  'departure_flight_number',
  'departure_terminal',
];

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Clears the change history (migration 0010) of what the erasure takes from the records: the
 * entries about people and accounts go; the others keep whether a travel field changed, as a
 * secret's change is kept ("changed"), but not its values; the e-mail of an account that no longer
 * exists is no longer named beside its changes. To be run once the accounts are deleted. Answers
 * how many entries went or were cleared.
 */
export async function eraseHistory(tx: Tx): Promise<number> {
  const { rows: removed } = await tx.execute<{ count: number }>(sql`
    WITH gone AS (DELETE FROM changes WHERE entity IN (${list(ABOUT_PEOPLE)}) RETURNING 1)
    SELECT count(*)::int AS count FROM gone`);
  const { rows: cleared } = await tx.execute<{ count: number }>(sql`
    WITH cleared AS (
      UPDATE changes c SET
        fields = (SELECT jsonb_object_agg(f.key, CASE WHEN f.key IN (${list(TRAVEL)}) THEN '"changed"'::jsonb ELSE f.value END) FROM jsonb_each(c.fields) f),
        user_email = CASE WHEN EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id) THEN c.user_email END
      WHERE EXISTS (SELECT 1 FROM jsonb_each(c.fields) f WHERE f.key IN (${list(TRAVEL)}) AND f.value <> '"changed"'::jsonb)
        OR (c.user_email IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id))
      RETURNING 1)
    SELECT count(*)::int AS count FROM cleared`);
  return Number(removed[0]!.count) + Number(cleared[0]!.count);
}
