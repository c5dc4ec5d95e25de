import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';

/** Who makes the write at hand, and through which call: what the change history records. */
export interface Actor {
  userId: string;
  email: string;
  /** The call, as its method and path: what the History screen shows. */
  call: string;
}

/** The actor of the request being handled; set around each write's handler (plugins/change-history.ts). */
export const actingUser = new AsyncLocalStorage<Actor>();

/**
 * Work that joins each transaction of the write at hand just before it commits, told where that
 * transaction's own change history starts (its rows have greater ids): the notices of what an
 * Administrator changed in a country's registration (mail/notices.ts).
 */
export type BeforeCommit = (tx: Tx, changesAfter: number) => Promise<void>;

/** The work of the request being handled that joins its transactions (plugins/notices.ts sets it). */
export const beforeCommit = new AsyncLocalStorage<BeforeCommit>();

const setActor = (actor: Actor) => sql`set_config('olympiad.actor', ${JSON.stringify(actor)}, true)`;

/**
 * Every transaction opened while a write request is handled first names its actor for the
 * database (`olympiad.actor`, local to the transaction), which the history triggers of migration
 * 0010 write beside each change. Handlers open their transactions as before; a write made outside
 * one names its actor with `actorNamed()`, and api/test/routes/history.test.ts walks every write
 * call to prove none is left unrecorded.
 */
export function namingActors(db: Db): Db {
  const transaction = db.transaction.bind(db);
  const named: Db['transaction'] = (work, config) =>
    transaction(async (tx) => {
      const actor = actingUser.getStore();
      const atCommit = actor && beforeCommit.getStore();
      if (!atCommit) {
        if (actor) await tx.execute(sql`SELECT ${setActor(actor)}`);
        return work(tx);
      }
      // The newest change before this transaction's first, in the same round trip as the actor.
      const named = await tx.execute<{ since: string | number }>(
        sql`SELECT ${setActor(actor)}, (SELECT coalesce(max(id), 0) FROM changes) AS since`,
      );
      const result = await work(tx);
      await atCommit(tx, Number(named.rows[0]!.since));
      return result;
    }, config);
  return Object.assign(db, { transaction: named });
}

/**
 * A write kept outside a transaction for speed runs in one when work joins the request's
 * transactions (beforeCommit): that work sees only what a transaction changed.
 */
export function inTransactionIfJoined<T>(db: Db, work: (db: Db | Tx) => Promise<T>): Promise<T> {
  return beforeCommit.getStore() ? db.transaction(work) : work(db);
}

/**
 * For a write of one statement outside a transaction (kept so for speed: no BEGIN and COMMIT
 * round trips): a condition, always true, to add to its WHERE, that names the actor for the
 * statement's own implicit transaction, in which its history triggers run.
 */
export function actorNamed(): SQL {
  const actor = actingUser.getStore();
  return actor ? sql`${setActor(actor)} IS NOT NULL` : sql`true`;
}
