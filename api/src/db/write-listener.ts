import pg from 'pg';

/** The channel every instance on one database NOTIFYs its writes on and LISTENs to. */
export const WRITES_CHANNEL = 'olympiad_writes';
/** Names the listener's connection in pg_stat_activity (operators, and the tests, find it so). */
export const LISTENER_APPLICATION_NAME = 'olympiad-write-listener';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

export interface WriteListening {
  stop(): Promise<void>;
}

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface ListenOptions {
  onWrite(payload: string): void;
  /** Connected again after a loss: notifications sent meanwhile were missed. */
  onReconnect(): void;
  log: Log;
}

/**
 * LISTENs on a connection of its own (a pooled one is handed to other queries and ends its
 * LISTEN with them), and connects again by itself, waiting longer after each failure, whenever
 * that connection ends: a database restart, failover or an idle reaper must not leave an
 * instance deaf to the others' writes. Resolves once the first attempt succeeded or failed.
 */
export async function listenForWrites(url: string, options: ListenOptions): Promise<WriteListening> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;
  /** Until the first attempt ended: nothing was kept before, so nothing was missed. */
  let first = true;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  };

  const connect = async () => {
    // TCP keepalive: a connection a firewall dropped silently would otherwise never report an error.
    const current = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = current;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === current) client = undefined;
      if (!stopped) options.log.warn({ err: error }, 'the write listener lost its database connection');
      current.end().catch(() => {});
      scheduleReconnect();
    };
    current.on('error', onLost);
    current.on('end', () => onLost());
    current.on('notification', (message) => {
      if (message.channel === WRITES_CHANNEL) options.onWrite(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${WRITES_CHANNEL}`);
    } catch (error) {
      first = false;
      onLost(error as Error);
      return;
    }
    if (stopped) {
      await current.end().catch(() => {});
      return;
    }
    delay = FIRST_RETRY_MS;
    if (!first) {
      options.log.info({}, 'the write listener is connected again');
      options.onReconnect();
    }
    first = false;
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
