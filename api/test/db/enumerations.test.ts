import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CONTESTANT_GROUPS, USER_ROLES } from '@olympiad/shared/schemas';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../helper.js';

const app = await buildTestApp();

/** The values a column's CHECK constraint allows, read back from the database. */
async function checkedValues(table: string, column: string): Promise<string[]> {
  const result = await app.db.execute<{ definition: string }>(sql`
    SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
    WHERE conrelid = ${table}::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE ${`%${column}%`}`);
  const definition = result.rows[0]?.definition ?? '';
  return [...definition.matchAll(/'([^']+)'::text/g)].map((match) => match[1]!);
}

describe("the database's CHECK constraints follow shared's lists", () => {
  it('allows exactly the user roles', async () => {
    assert.deepEqual(await checkedValues('users', 'role'), [...USER_ROLES]);
  });

  it('allows exactly the contestant groups, on teams and contestants', async () => {
    for (const table of ['teams', 'contestants']) {
      assert.deepEqual(await checkedValues(table, 'contestant_group'), [...CONTESTANT_GROUPS], table);
    }
  });
});
