import type { HistoryEntity, HistoryEntry } from '@olympiad/shared/schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** How a record of each kind a reference can point at is named now, for the ids asked (`wanted`). */
const CURRENT_NAMES: Partial<Record<HistoryEntity, SQL>> = {
  country: sql`SELECT id, name FROM countries`,
  team: sql`SELECT id, name FROM teams`,
  person: sql`SELECT id, full_name AS name FROM people`,
  guide: sql`SELECT g.id, p.full_name AS name FROM guides g JOIN people p ON p.id = g.person_id`,
  user: sql`SELECT id, name FROM users`,
  contest: sql`SELECT id, name FROM contests`,
  committee: sql`SELECT id, name FROM committees`,
  room: sql`SELECT r.id, h.name || ': ' || r.number AS name FROM rooms r JOIN room_types rt ON rt.id = r.room_type_id JOIN hotels h ON h.id = rt.hotel_id`,
};

const key = (entity: HistoryEntity, id: string) => `${entity}:${id}`;

/** The references of the entries, by the kind of record they point at. */
function referencesOf(entries: readonly HistoryEntry[]): Map<HistoryEntity, Set<string>> {
  const wanted = new Map<HistoryEntity, Set<string>>();
  for (const field of entries.flatMap((entry) => entry.fields)) {
    if (field.kind !== 'reference' || !field.refersTo || !CURRENT_NAMES[field.refersTo]) continue;
    for (const id of [field.old, field.new]) {
      if (typeof id === 'string') wanted.set(field.refersTo, (wanted.get(field.refersTo) ?? new Set()).add(id));
    }
  }
  return wanted;
}

/**
 * Names the records the entries' references point at (a team's guide, a person's country, …), in
 * one query: each as it is named now, or, when it is gone, as the history last recorded it (a
 * deleted team's name, a deleted account's e-mail); one the history no longer names (its entries
 * erased with the personal data) stays unnamed.
 */
export async function nameReferences(db: Db, entries: HistoryEntry[]): Promise<HistoryEntry[]> {
  const wanted = referencesOf(entries);
  if (!wanted.size) return entries;
  const pairs = [...wanted].flatMap(([entity, ids]) => [...ids].map((id) => sql`(${entity}::text, ${id}::uuid)`));
  const current = [...wanted.keys()].map(
    (entity) =>
      sql`SELECT ${entity}::text AS entity, n.id, n.name FROM (${CURRENT_NAMES[entity]!}) n WHERE n.id IN (SELECT id FROM wanted WHERE entity = ${entity})`,
  );
  const { rows } = await db.execute<{ entity: HistoryEntity; id: string; name: string | null }>(sql`
    WITH wanted(entity, id) AS (VALUES ${sql.join(pairs, sql`, `)}),
      current AS (${sql.join(current, sql` UNION ALL `)})
    SELECT w.entity, w.id::text AS id, coalesce(cur.name, (
      SELECT c.label FROM changes c
      WHERE c.entity_id = w.id::text AND c.entity = w.entity AND c.label IS NOT NULL
      ORDER BY c.id DESC LIMIT 1)) AS name
    FROM wanted w LEFT JOIN current cur ON cur.entity = w.entity AND cur.id = w.id`);
  const names = new Map(rows.map((row) => [key(row.entity, row.id), row.name]));
  const nameOf = (entity: HistoryEntity | null, id: unknown) =>
    entity && typeof id === 'string' ? (names.get(key(entity, id)) ?? null) : null;
  return entries.map((entry) => ({
    ...entry,
    fields: entry.fields.map((field) =>
      field.kind === 'reference'
        ? { ...field, oldName: nameOf(field.refersTo, field.old), newName: nameOf(field.refersTo, field.new) }
        : field,
    ),
  }));
}
