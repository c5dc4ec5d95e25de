import { connect, createServer, type Socket } from 'node:net';

interface Pair {
  client: Socket;
  upstream: Socket;
  /** The application_name of the connection's startup message, once it has been read. */
  applicationName?: string;
  silent: boolean;
}

/** The application_name in a PostgreSQL startup message: length, protocol, then name/value pairs. */
function applicationNameOf(startup: Buffer): string {
  const fields = startup.subarray(8, startup.readInt32BE(0)).toString('utf8').split('\0');
  for (let index = 0; index + 1 < fields.length; index += 2) {
    if (fields[index] === 'application_name') return fields[index + 1]!;
  }
  return '';
}

/**
 * A TCP proxy in front of a PostgreSQL server that can make the connections of one
 * application_name go silent as a firewall or a failover does: open, but nothing passes either
 * way and nothing says it ended. Connections opened afterwards pass as before.
 */
export async function silencingProxy(serverUrl: string) {
  const target = new URL(serverUrl);
  const pairs = new Set<Pair>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    const pair: Pair = { client, upstream, silent: false };
    pairs.add(pair);
    let startup = Buffer.alloc(0);
    client.on('data', (chunk) => {
      if (pair.silent) return;
      if (pair.applicationName === undefined) {
        startup = Buffer.concat([startup, chunk]);
        if (startup.length >= 4 && startup.length >= startup.readInt32BE(0)) pair.applicationName = applicationNameOf(startup);
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!pair.silent) client.write(chunk);
    });
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(serverUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as { port: number }).port);
  return {
    url: url.toString(),
    /** Silences the connections of `applicationName` open now; answers how many. */
    silence(applicationName: string): number {
      const silenced = [...pairs].filter((pair) => pair.applicationName === applicationName);
      for (const pair of silenced) pair.silent = true;
      return silenced.length;
    },
    /** Ends the silenced connections, as a firewall's reset finally would. */
    cut(): void {
      for (const pair of [...pairs].filter((item) => item.silent)) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) {
          pair.client.destroy();
          pair.upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
