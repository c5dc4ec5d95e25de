import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** Who makes the write at hand, and through which call: what the change history records. */
export interface Actor {
  userId: string;
  email: string;
  /** The call, as its method and path: what the History screen shows. */
  call: string;
}

/** The actor of the request being handled; set around each write's handler (plugins/change-history.ts). */
export const actingUser = new AsyncLocalStorage<Actor>();

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
      if (actor) await tx.execute(sql`SELECT ${setActor(actor)}`);
      return work(tx);
    }, config);
  return Object.assign(db, { transaction: named });
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
