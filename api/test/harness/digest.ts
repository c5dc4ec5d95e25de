import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

const COUNTER = 'harness_write_counter';
/** Not data: the login limit counts a refused login there by design (plugins/login-throttle.ts). */
const NOT_DATA = new Set([COUNTER, 'login_attempts']);

async function tableNames(app: FastifyInstance): Promise<string[]> {
  const result = await app.db.execute<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return result.rows.map((row) => row.name).filter((name) => !NOT_DATA.has(name));
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A digest of every row of every table: equal before and after a refused request means the
 * refusal changed nothing. One statement, so it is also cheap enough to take around every call.
 */
export async function databaseDigest(app: FastifyInstance): Promise<string> {
  const parts = (await tableNames(app)).map(
    (name) => `(SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM ${quote(name)} t)`,
  );
  const result = await app.db.execute<{ digest: string }>(sql.raw(`SELECT md5(concat_ws('|', ${parts.join(', ')})) AS digest`));
  return result.rows[0]!.digest;
}

/**
 * A cheaper witness for the fuzzer's thousands of calls: a counter raised by a row trigger on
 * every row inserted, updated or deleted in any table, in the writer's transaction. A refused
 * request whose transaction rolled back leaves it as it was; any committed change of a row, even
 * one setting the same values again, moves it. Test-only SQL, installed on the test's database.
 */
export async function installWriteCounter(app: FastifyInstance): Promise<() => Promise<number>> {
  await app.db.execute(sql.raw(`CREATE TABLE ${COUNTER} (writes bigint NOT NULL)`));
  await app.db.execute(sql.raw(`INSERT INTO ${COUNTER} VALUES (0)`));
  await app.db.execute(
    sql.raw(
      `CREATE FUNCTION harness_count_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE ${COUNTER} SET writes = writes + 1; RETURN NULL; END $$`,
    ),
  );
  for (const name of await tableNames(app)) {
    await app.db.execute(
      sql.raw(
        `CREATE TRIGGER harness_count_write AFTER INSERT OR UPDATE OR DELETE ON ${quote(name)} FOR EACH ROW EXECUTE FUNCTION harness_count_write()`,
      ),
    );
  }
  return async () => {
    const result = await app.db.execute<{ writes: string | number }>(sql.raw(`SELECT writes FROM ${COUNTER}`));
    return Number(result.rows[0]!.writes);
  };
}
