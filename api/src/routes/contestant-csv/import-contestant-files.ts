import {
  CREDENTIALS_COLUMNS,
  credentialsRowSchema,
  SEATINGS_COLUMNS,
  seatingsRowSchema,
  type CsvImportResult,
} from '@olympiad/shared/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contestants, teams } from '../../db/schema.js';
import { readCsvRows, type RowErrors } from '../../lib/csv.js';
import { hashPassword } from '../../lib/password.js';

/** Flags each row whose contestant is not one of this contest's (one query for the whole file). */
async function checkContestants(db: Db, contestId: string, rows: { row: number; value: { contestantId: string } }[], errors: RowErrors) {
  const ids = [...new Set(rows.map(({ value }) => value.contestantId.toLowerCase()))];
  const known = new Set(
    ids.length
      ? (
          await db
            .select({ id: contestants.id })
            .from(contestants)
            .innerJoin(teams, eq(teams.id, contestants.teamId))
            .where(and(eq(teams.contestId, contestId), inArray(contestants.id, ids)))
        ).map(({ id }) => id)
      : [],
  );
  for (const { row, value } of rows) {
    if (!known.has(value.contestantId.toLowerCase())) errors.add(row, 'contestantId: There is no contestant with this id in this contest.');
  }
}

/** Flags each row whose username another contestant, not given in the file, already has. */
async function checkUsernamesFree(db: Db, rows: { row: number; value: { contestantId: string; username: string } }[], errors: RowErrors) {
  const usernames = [...new Set(rows.map(({ value }) => value.username))];
  if (!usernames.length) return;
  const inFile = new Set(rows.map(({ value }) => value.contestantId.toLowerCase()));
  const taken = await db
    .select({ id: contestants.id, username: contestants.contestUsername })
    .from(contestants)
    .where(inArray(contestants.contestUsername, usernames));
  const takenBy = new Set(taken.filter(({ id }) => !inFile.has(id)).map(({ username }) => username));
  for (const { row, value } of rows) {
    if (takenBy.has(value.username)) errors.add(row, 'username: Already used by another contestant.');
  }
}

/** Flags each row whose key was already used by an earlier row of the file. */
function checkUnique<T>(
  rows: { row: number; value: T }[],
  key: (value: T) => string | null,
  message: (first: number) => string,
  errors: RowErrors,
) {
  const firstRow = new Map<string, number>();
  for (const { row, value } of rows) {
    const k = key(value);
    if (k === null) continue;
    const first = firstRow.get(k);
    if (first === undefined) firstRow.set(k, row);
    else errors.add(row, message(first));
  }
}

/** Hashes a few at a time: scrypt runs on libuv's small thread pool, which logins share. */
async function hashAll(passwords: string[], concurrency = 2): Promise<string[]> {
  const hashes: string[] = new Array(passwords.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < passwords.length; index = next++) hashes[index] = await hashPassword(passwords[index]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return hashes;
}

/**
 * importCredentials: every row is checked first, any bad row refuses
 * the whole file; then the passwords are hashed like every password and written in one transaction.
 */
export async function importCredentials(db: Db, contestId: string, data: Buffer): Promise<CsvImportResult> {
  const { rows, errors } = await readCsvRows(data, CREDENTIALS_COLUMNS, credentialsRowSchema);
  await checkContestants(db, contestId, rows, errors);
  checkUnique(
    rows,
    (value) => value.contestantId.toLowerCase(),
    (first) => `contestantId: Already given in row ${first}.`,
    errors,
  );
  checkUnique(
    rows,
    (value) => value.username,
    (first) => `username: Already given in row ${first}.`,
    errors,
  );
  await checkUsernamesFree(db, rows, errors);
  errors.throwIfAny();
  const hashes = await hashAll(rows.map(({ value }) => value.password));
  await db.transaction(async (tx) => {
    for (const [index, { value }] of rows.entries()) {
      await tx
        .update(contestants)
        .set({ contestUsername: value.username, contestPassword: hashes[index]! })
        .where(eq(contestants.id, value.contestantId));
    }
  });
  return { imported: rows.length };
}

/**
 * importSeatings: a seat per contestant and day, no seat given
 * twice on one day within the file; all rows or none.
 */
export async function importSeatings(db: Db, contestId: string, data: Buffer): Promise<CsvImportResult> {
  const { rows, errors } = await readCsvRows(data, SEATINGS_COLUMNS, seatingsRowSchema);
  await checkContestants(db, contestId, rows, errors);
  checkUnique(
    rows,
    (value) => `${value.contestantId.toLowerCase()} ${value.day}`,
    (first) => `contestantId: Already seated for this day in row ${first}.`,
    errors,
  );
  checkUnique(
    rows,
    (value) => `${value.day} ${value.seatingPlace.toLowerCase()}`,
    (first) => `seatingPlace: Already given for this day in row ${first}.`,
    errors,
  );
  errors.throwIfAny();
  await db.transaction(async (tx) => {
    for (const { value } of rows) {
      await tx
        .update(contestants)
        .set(value.day === 1 ? { seatingPlaceDay1: value.seatingPlace } : { seatingPlaceDay2: value.seatingPlace })
        .where(eq(contestants.id, value.contestantId));
    }
  });
  return { imported: rows.length };
}
