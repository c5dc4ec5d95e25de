import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * The road between an app and its PostgreSQL server, which a test can cut and restore: cut, the
 * port refuses connections and every open one is reset (a database restarting, a failover, a
 * network partition healed by a reset); restored, the same port leads to the server again.
 */
export interface DatabaseLink {
  /** The database's URL, through the link. */
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function linkTo(databaseUrl: string): Promise<DatabaseLink> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const opened = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        track(client);
        track(upstream);
        client.pipe(upstream).on('error', () => client.destroy());
        upstream.pipe(client).on('error', () => upstream.destroy());
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      opened.once('error', reject);
      opened.listen(port, '127.0.0.1', () => {
        server = opened;
        resolve((opened.address() as { port: number }).port);
      });
    });

  const cut = async () => {
    const closing = server;
    server = undefined;
    if (!closing) return;
    const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
    for (const socket of sockets) socket.resetAndDestroy();
    await closed;
  };

  const port = await listen(0);
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut,
    restore: async () => {
      if (!server) await listen(port);
    },
    close: cut,
  };
}
