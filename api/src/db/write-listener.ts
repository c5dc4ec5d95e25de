import pg from 'pg';

/**
 * The channel every committed write is announced on, by the write's own transaction (migration
 * 0012): its payload is the route of the call that wrote, or empty when no call is named.
 */
export const WRITES_CHANNEL = 'olympiad_writes';
/** Names the listener's connection in pg_stat_activity (operators, and the tests, find it so). */
export const LISTENER_APPLICATION_NAME = 'olympiad-write-listener';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;
/**
 * How often the listening connection is asked to answer. While it has not answered the last time,
 * or is not there at all, nothing kept can be trusted: it is dropped at each check, so no data
 * older than two checks is ever served, however the connection was lost.
 */
const CHECK_MS = 250;
/** A connection silent this long is given up and another one opened. */
const GIVE_UP_MS = 5_000;

export interface WriteListening {
  stop(): Promise<void>;
}

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface ListenOptions {
  /** A write committed: the route of the call that made it, null when none was named. */
  onWrite(route: string | null): void;
  /** Writes may have gone unheard (the connection lost, or not answering): drop everything kept. */
  onMissed(): void;
  log: Log;
}

/**
 * LISTENs on a connection of its own (a pooled one is handed to other queries and ends its
 * LISTEN with them), and connects again by itself, waiting longer after each failure, whenever
 * that connection ends: a database restart, failover or an idle reaper must not leave an
 * instance deaf to the others' writes. A connection that vanished without closing (a firewall,
 * a failover) is found by asking it to answer every CHECK_MS. Resolves once the first attempt
 * succeeded or failed.
 */
export async function listenForWrites(url: string, options: ListenOptions): Promise<WriteListening> {
  let stopped = false;
  /** The connection that LISTENs, once its LISTEN succeeded, and how to give it up. */
  let listening: { client: pg.Client; lose(error: Error): void } | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;
  /** Until the first attempt ended: nothing was kept before, so nothing was missed. */
  let first = true;
  /** When the question under way was asked, if one is. */
  let askedAt: number | undefined;

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
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (listening?.client === current) {
        listening = undefined;
        askedAt = undefined;
        options.onMissed();
      }
      if (!stopped) options.log.warn({ err: error }, 'the write listener lost its database connection');
      current.end().catch(() => {});
      scheduleReconnect();
    };
    current.on('error', onLost);
    current.on('end', () => onLost());
    current.on('notification', (message) => {
      if (message.channel === WRITES_CHANNEL) options.onWrite(message.payload || null);
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
    listening = { client: current, lose: onLost };
    delay = FIRST_RETRY_MS;
    if (!first) {
      options.log.info({}, 'the write listener is connected again');
      options.onMissed();
    }
    first = false;
  };

  const check = () => {
    const current = listening;
    if (!current) return options.onMissed();
    if (askedAt !== undefined) {
      options.onMissed();
      if (Date.now() - askedAt > GIVE_UP_MS) current.lose(new Error(`the connection did not answer for ${GIVE_UP_MS} ms`));
      return;
    }
    askedAt = Date.now();
    // A failed question ends the connection too: its 'error' or 'end' event gives it up.
    current.client.query('SELECT 1').then(
      () => {
        if (listening === current) askedAt = undefined;
      },
      () => {},
    );
  };
  const checking = setInterval(check, CHECK_MS);
  checking.unref();

  await connect();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(checking);
      clearTimeout(retry);
      await listening?.client.end().catch(() => {});
    },
  };
}
