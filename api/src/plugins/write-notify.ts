import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { CONTRACT } from '@olympiad/shared/contract';
import type { DatabaseOptions } from '../db/client.js';
import { listenForWrites } from '../db/write-listener.js';

/**
 * Told of every successful write, in this process or another one on the same database: the
 * matched route of the write, or `null` when it is not known (a write that named no call, or
 * writes that may have gone unheard) and everything kept must be dropped.
 */
type WriteListener = (route: string | null) => void;

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
 * Writes that change nothing a process keeps (a login's throttle count, a logout's revoked token):
 * announcing them would empty the caches at each login.
 */
const SESSION_ROUTES = new Set<string>([CONTRACT.logIn.path, CONTRACT.logOut.path]);

/**
 * What a process keeps from the database (the public reads, drawn pages, the registration
 * deadline) is dropped by every successful write, in every process on the same PostgreSQL: the
 * writing process tells its own listeners as it answers, so its client reads the write back at
 * once; every process, the writer's too, hears it again from the database, which delivers the
 * notification the write's transaction sent when it commits (migration 0012), over a connection
 * that LISTENs and is checked four times a second (db/write-listener.ts). PGlite is one process's
 * database: its own listeners are all there are.
 */
export const writeNotifyPlugin = fp<WriteNotifyOptions>(
  async (app, options) => {
    const listeners: WriteListener[] = [];
    const tell = (route: string | null) => {
      for (const listener of listeners) listener(route);
    };
    app.decorate<Writes>('writes', { subscribe: (listener) => void listeners.push(listener) });

    if (options.database.kind === 'postgres') {
      const listening = await listenForWrites(options.database.url, { onWrite: tell, onMissed: () => tell(null), log: app.log });
      app.addHook('onClose', () => listening.stop());
    }

    // onSend runs after the handler's transaction committed and before the client can read again.
    // The matched route, not the raw URL, decides: /%61pi/... is the same route as /api/....
    const notify: onSendHookHandler = async (request, reply) => {
      // A route may take reads too (`method: ['GET', 'POST']`): only its writes are announced.
      if (reply.statusCode >= 400 || READ_METHODS.has(request.method)) return;
      tell(request.routeOptions.url!);
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
