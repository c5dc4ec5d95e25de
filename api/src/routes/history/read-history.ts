import {
  edition,
  HISTORY_PAGE_SIZE,
  type HistoryEntry,
  type HistoryField,
  type HistoryPage,
  type HistoryQuery,
  type HistoryValue,
} from '@olympiad/shared/schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fieldKind } from './field-kinds.js';
import { nameReferences } from './name-references.js';

/** A changed field as the history trigger stores it: old and new, or "changed" for a secret or a picture. */
type StoredField = { old: HistoryValue; new: HistoryValue } | 'changed';

/** A change as ENTRY_SOURCE selects it. */
export interface ChangeRow extends Record<string, unknown> {
  id: string;
  at: Date | string;
  user_id: string | null;
  user_email: string | null;
  user_name: string | null;
  call: string;
  entity: HistoryEntry['entity'];
  entity_id: string | null;
  label: string | null;
  country_id: string | null;
  country_name: string | null;
  team_id: string | null;
  team_name: string | null;
  operation: HistoryEntry['operation'];
  fields: Record<string, StoredField> | string;
}

/** The database's column names in the API's words: `date_of_birth` → `dateOfBirth`. */
const fieldName = (column: string) => column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * The stored fields in the order of their names, secrets and pictures as hidden, each with what its
 * values are (references are named by nameReferences).
 */
function toHistoryFields(entity: HistoryEntry['entity'], stored: Record<string, StoredField>): HistoryField[] {
  return Object.entries(stored)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([column, change]) => ({
      field: fieldName(column),
      ...(change === 'changed' ? { old: null, new: null, hidden: true } : { old: change.old, new: change.new, hidden: false }),
      ...fieldKind(entity, column),
      oldName: null,
      newName: null,
    }));
}

/**
 * The columns and source of an entry, after SELECT: the change `c` with its user's and country's
 * current names joined in; the team's name is the one the change's own record gave when it was
 * the team (a deleted team keeps its history).
 */
export const ENTRY_SOURCE = sql`c.id, c.at, c.user_id, c.user_email, u.name AS user_name, c.call, c.entity, c.entity_id, c.label,
      c.country_id, co.name AS country_name, c.team_id, t.name AS team_name, c.operation, c.fields
    FROM changes c
    LEFT JOIN users u ON u.id = c.user_id
    LEFT JOIN countries co ON co.id = c.country_id
    LEFT JOIN teams t ON t.id = c.team_id`;

export const toHistoryEntry = (row: ChangeRow): HistoryEntry => ({
  id: Number(row.id),
  at: new Date(row.at).toISOString(),
  userId: row.user_id,
  userEmail: row.user_email,
  userName: row.user_name,
  call: row.call,
  entity: row.entity,
  entityId: row.entity_id,
  label: row.label,
  countryId: row.country_id,
  countryName: row.country_name,
  teamId: row.team_id,
  teamName: row.team_name,
  operation: row.operation,
  fields: toHistoryFields(
    row.entity,
    typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, StoredField>) : row.fields,
  ),
});

/** The filters of the query; `from` and `to` are whole days at the venue. */
function conditions(query: HistoryQuery): SQL {
  const zone = edition().venueTimeZone;
  const parts: SQL[] = [sql`true`];
  if (query.countryId) parts.push(sql`c.country_id = ${query.countryId}`);
  if (query.teamId) parts.push(sql`c.team_id = ${query.teamId}`);
  if (query.userId) parts.push(sql`c.user_id = ${query.userId}`);
  if (query.entity) parts.push(sql`c.entity = ${query.entity}`);
  if (query.from) parts.push(sql`c.at >= (${query.from}::date)::timestamp AT TIME ZONE ${zone}`);
  if (query.to) parts.push(sql`c.at < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${zone})`);
  return sql.join(parts, sql` AND `);
}

/**
 * readHistory: one page of the changes the filters select, newest first, with the total;
 * references named. The page's ids come first, walking an index backwards from the newest
 * (the primary key, or a filter's own `(…, id)` index): only those 50 rows are joined and read
 * whole. The total is counted apart, over the filter's index, without joining anything.
 */
export async function readHistory(db: Db, query: HistoryQuery): Promise<HistoryPage> {
  const where = conditions(query);
  const offset = (query.page - 1) * HISTORY_PAGE_SIZE;
  const [page, counted] = await Promise.all([
    db.execute<ChangeRow>(sql`
      SELECT ${ENTRY_SOURCE}
      WHERE c.id IN (SELECT c.id FROM changes c WHERE ${where} ORDER BY c.id DESC LIMIT ${HISTORY_PAGE_SIZE} OFFSET ${offset})
      ORDER BY c.id DESC`),
    db.execute<{ total: string | number }>(sql`SELECT count(*) AS total FROM changes c WHERE ${where}`),
  ]);
  return {
    entries: await nameReferences(db, page.rows.map(toHistoryEntry)),
    page: query.page,
    pageSize: HISTORY_PAGE_SIZE,
    total: Number(counted.rows[0]!.total),
  };
}
