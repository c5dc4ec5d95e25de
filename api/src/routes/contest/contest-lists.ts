import { CONTEST_LIST_MESSAGES, CONTEST_LIST_NAMES, CONTEST_LISTS, type UpdateContestInput } from '@olympiad/shared/schemas';
import { count, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { contestants, enumerations, people, teams } from '../../db/schema.js';
import { badRequest, type FieldErrors, VALIDATION_DETAIL } from '../../lib/problem.js';

type Kind = (typeof CONTEST_LISTS)[keyof typeof CONTEST_LISTS]['kind'];

/** The columns that hold an entry of each list. */
const USES: Record<Kind, [PgTable, PgColumn][]> = {
  tShirtSize: [[people, people.tShirtSize]],
  operatingSystem: [[contestants, contestants.operatingSystemName]],
  arrivalLocation: [
    [people, people.arrivalLocation],
    [people, people.departureLocation],
    [teams, teams.arrivalLocation],
    [teams, teams.departureLocation],
  ],
};

/** How many times each of `entries` is in use. */
async function usesOf(tx: Tx, kind: Kind, entries: string[]): Promise<Map<string, number>> {
  const uses = new Map<string, number>();
  for (const [table, column] of USES[kind]) {
    const rows = await tx.select({ entry: column, uses: count() }).from(table).where(inArray(column, entries)).groupBy(column);
    for (const row of rows) uses.set(String(row.entry), (uses.get(String(row.entry)) ?? 0) + row.uses);
  }
  return uses;
}

/**
 * Replaces each list the update gives, in its order. An entry someone has chosen cannot be
 * removed: their record would hold a value its own form refuses, so the whole edit is refused
 * with the entry and its number of uses, and nothing changes.
 */
export async function replaceContestLists(tx: Tx, update: UpdateContestInput): Promise<void> {
  const errors: FieldErrors = {};
  const replacements: { kind: Kind; entries: string[] }[] = [];
  for (const name of CONTEST_LIST_NAMES) {
    const entries = update[name];
    if (!entries) continue;
    const { kind } = CONTEST_LISTS[name];
    const stored = await tx.select({ value: enumerations.value }).from(enumerations).where(eq(enumerations.kind, kind));
    const removed = stored.map(({ value }) => value).filter((value) => !entries.includes(value));
    const uses = removed.length ? await usesOf(tx, kind, removed) : new Map<string, number>();
    for (const [entry, times] of uses) (errors[name] ??= []).push(CONTEST_LIST_MESSAGES.inUse(name, entry, times));
    replacements.push({ kind, entries });
  }
  if (Object.keys(errors).length) throw badRequest(VALIDATION_DETAIL, errors);
  for (const { kind, entries } of replacements) {
    await tx.delete(enumerations).where(eq(enumerations.kind, kind));
    await tx.insert(enumerations).values(entries.map((value, position) => ({ kind, value, position })));
  }
}
