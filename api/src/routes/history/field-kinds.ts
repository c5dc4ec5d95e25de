import type { HistoryEntity, HistoryField } from '@olympiad/shared/schemas';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import {
  committeeMembers,
  committees,
  companies,
  contestants,
  contests,
  countries,
  enumerations,
  guides,
  guideTeams,
  leaders,
  healthDetails,
  hotels,
  letterSettings,
  people,
  roomOccupants,
  rooms,
  roomTypes,
  staySettings,
  stayDetails,
  teams,
  users,
  visaDetails,
} from '../../db/schema.js';

/** The table whose rows each kind of history entry records (migration 0010's triggers). */
const TABLES: Record<Exclude<HistoryEntity, 'personalData'>, PgTable> = {
  contest: contests,
  company: companies,
  enumeration: enumerations,
  country: countries,
  user: users,
  person: people,
  committee: committees,
  committeeMember: committeeMembers,
  team: teams,
  leader: leaders,
  contestant: contestants,
  guide: guides,
  guideTeam: guideTeams,
  visaDetails,
  letterSettings,
  hotel: hotels,
  roomType: roomTypes,
  room: rooms,
  roomOccupant: roomOccupants,
  staySettings,
  stayDetails,
  healthDetails,
};

/** The kinds of record a reference names, by their table; a picture has no name (it reads "changed"). */
const NAMED_TABLES = new Map<string, HistoryEntity>(
  (['country', 'team', 'person', 'guide', 'user', 'contest', 'committee', 'room'] as const).map((entity) => [
    getTableConfig(TABLES[entity]).name,
    entity,
  ]),
);

export type FieldKind = Pick<HistoryField, 'kind' | 'refersTo'>;

const SQL_TYPE_KINDS: Record<string, HistoryField['kind']> = {
  'timestamp with time zone': 'instant',
  timestamp: 'wallClock',
  date: 'date',
};

/** Each column of a table: what its values are, read from the schema, so a new column needs no line here. */
function kindsOf(table: PgTable): Map<string, FieldKind> {
  const { columns, foreignKeys } = getTableConfig(table);
  const kinds = new Map<string, FieldKind>(
    columns.map((column) => [column.name, { kind: SQL_TYPE_KINDS[column.getSQLType()] ?? 'value', refersTo: null }]),
  );
  for (const key of foreignKeys) {
    const {
      columns: [column],
      foreignTable,
    } = key.reference();
    if (column) kinds.set(column.name, { kind: 'reference', refersTo: NAMED_TABLES.get(getTableConfig(foreignTable).name) ?? null });
  }
  return kinds;
}

const KINDS = new Map(Object.entries(TABLES).map(([entity, table]) => [entity, kindsOf(table)]));

const PLAIN: FieldKind = { kind: 'value', refersTo: null };

/** What the values of an entry's column are; a column the schema no longer has, or the erasure's counts, are plain values. */
export const fieldKind = (entity: HistoryEntity, column: string): FieldKind => KINDS.get(entity)?.get(column) ?? PLAIN;
