import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { CONTRACT } from '@olympiad/shared/contract';
import type { DatabaseOptions } from '../db/client.js';
import { listenForWrites, WRITES_CHANNEL } from '../db/write-listener.js';

/**
 * Told of every successful write, in this process or another one on the same database: the
 * matched route of the write, or `null` when writes may have been missed (the listener was
 * reconnected) and everything kept must be dropped.
 */
export type WriteListener = (route: string | null) => void;

export interface Writes {
  subscribe(listener: WriteListener): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    writes: Writes;
  }
}

export interface WriteNotifyOptions {
  database: DatabaseOptions;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Writes that change nothing a process keeps (a login's throttle count and rehash, a logout's
 * revoked token): announcing them would empty every instance's caches at each login.
 */
const SESSION_ROUTES = new Set<string>([CONTRACT.logIn.path, CONTRACT.logOut.path]);

/**
 * What a process keeps from the database (the public reads, drawn pages, the registration
 * deadline) is dropped by every successful write to an /api route, in every process on the same
 * PostgreSQL at once: the writing process tells its own listeners, then `NOTIFY`s the others,
 * which `LISTEN` on a connection of their own. PGlite is one process's database: its own
 * listeners are all there are.
 */
export const writeNotifyPlugin = fp<WriteNotifyOptions>(
  async (app, options) => {
    const listeners: WriteListener[] = [];
    const tell = (route: string | null) => {
      for (const listener of listeners) listener(route);
    };
    app.decorate<Writes>('writes', { subscribe: (listener) => void listeners.push(listener) });

    const postgres = options.database.kind === 'postgres' ? options.database : null;
    // Our own notifications come back too: this process already dropped what they name.
    const instance = randomUUID();
    if (postgres) {
      const listening = await listenForWrites(postgres.url, {
        onWrite: (payload) => {
          const separator = payload.indexOf(' ');
          if (payload.slice(0, separator) !== instance) tell(payload.slice(separator + 1));
        },
        onReconnect: () => tell(null),
        log: app.log,
      });
      app.addHook('onClose', () => listening.stop());
    }

    // onSend runs after the handler's transaction committed and before the client can read again.
    // The matched route, not the raw URL, decides: /%61pi/... is the same route as /api/....
    const notify: onSendHookHandler = async (request, reply) => {
      // A route may take reads too (`method: ['GET', 'POST']`): only its writes are announced.
      if (reply.statusCode >= 400 || READ_METHODS.has(request.method)) return;
      const route = request.routeOptions.url!;
      tell(route);
      if (!postgres) return;
      try {
        await app.db.execute(sql`SELECT pg_notify(${WRITES_CHANNEL}, ${`${instance} ${route}`})`);
      } catch (error) {
        // The write itself is committed; the others drop everything when their listener is back.
        request.log.warn({ err: error }, 'could not notify the other instances of a write');
      }
    };
    // Only the write routes carry the hook: reads, most of the traffic, pay nothing for it.
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat().map(String);
      if (!route.url.startsWith('/api/') || SESSION_ROUTES.has(route.url)) return;
      if (methods.every((method) => READ_METHODS.has(method))) return;
      route.onSend = [...[route.onSend ?? []].flat(), notify];
    });
  },
  { name: 'write-notify', dependencies: ['db'] },
);
