import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

interface ScryptJob {
  password: string;
  salt: Buffer;
  keyLength: number;
  options: { N: number; r: number; p: number; maxmem: number };
}

export interface ScryptLane {
  derive(job: ScryptJob): Promise<Buffer>;
  /** Hashes being computed and hashes waiting for a worker: never more computed than `size`. */
  activity(): { size: number; running: number; waiting: number };
}

/**
 * How far below the server's other threads a hash runs (Linux nice, 0–19; a thread may lower its
 * own priority, never raise it). At 10 a hash still gets about a tenth of a core that the event loop
 * keeps busy, and all of an idle one.
 */
const HASH_NICENESS = 10;

/**
 * The worker's code, CommonJS run from a string so that it needs no file beside the compiled one.
 * scryptSync in a thread of its own takes neither the event loop nor libuv's four-thread pool,
 * which sharp, compression, file reads and the database driver's SCRAM handshake share.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { readlinkSync } = require('node:fs');
const { setPriority } = require('node:os');
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), ${HASH_NICENESS});
} catch {}
parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/**
 * One core is left to everything else: on two cores a single hash at a time. Each running hash
 * holds 128 MiB (N=2^17, r=8), so four at most.
 */
const LANE_SIZE = Math.max(1, Math.min(4, availableParallelism() - 1));

interface Waiting {
  job: ScryptJob;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

/**
 * Password hashing in a lane of its own: at most `size` worker threads compute scrypt, one hash
 * each at a time, and further hashes wait their turn in order. A burst of logins then queues
 * behind itself while every other request keeps the event loop and the thread pool. Workers
 * start on the first hashes and keep the process alive only while they compute.
 */
export function createScryptLane(size: number = LANE_SIZE): ScryptLane {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Waiting>();
  const queue: Waiting[] = [];

  const settle = (worker: Worker) => {
    const done = busy.get(worker);
    busy.delete(worker);
    worker.unref();
    return done;
  };

  const start = () => {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.on('message', (answer: { key?: Uint8Array; error?: string }) => {
      const done = settle(worker);
      if (answer.key) done?.resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.byteLength));
      else done?.reject(new Error(`scrypt failed: ${answer.error}`));
      idle.push(worker);
      next();
    });
    // A worker that dies (out of memory) takes its hash with it; the next hash starts another.
    worker.on('error', (error) => settle(worker)?.reject(error));
    worker.on('exit', () => {
      settle(worker)?.reject(new Error('the hashing worker stopped'));
      const index = idle.indexOf(worker);
      if (index >= 0) idle.splice(index, 1);
      next();
    });
    return worker;
  };

  const next = () => {
    while (queue.length && (idle.length || busy.size + idle.length < size)) {
      const worker = idle.pop() ?? start();
      const waiting = queue.shift()!;
      busy.set(worker, waiting);
      worker.ref();
      worker.postMessage(waiting.job);
    }
  };

  return {
    derive: (job) =>
      new Promise<Buffer>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        next();
      }),
    activity: () => ({ size, running: busy.size, waiting: queue.length }),
  };
}
