import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import type { BackupKey } from './backup-key.js';
import { takeBackup } from './take-backup.js';

const BACKUPS_KEPT = 7;

/** The nightly backups, format 1's SQL files among them: they go as the days pass like the others, personal data and all. */
const BACKUP_FILE_PATTERN = /^olympiad-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.(jsonl|sql)$/;

export interface NightlyBackupOptions {
  /** DATA_DIR/backups. */
  dir: string;
  /** The hour (UTC, 0–23) at which it is taken every day. */
  hour: number;
  /** How many of the newest backups stay in dir; 7 unless a test says otherwise. */
  keep?: number;
  /** The clock; the tests move it. */
  now?: () => Date;
  /** What the backups are signed with. */
  key: BackupKey;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Milliseconds from now until the next time the clock strikes `hour` o'clock UTC (never 0: a run at the hour schedules tomorrow's). */
export function msUntilNextRun(hour: number, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour);
  const next = today > now.getTime() ? today : today + DAY_MS;
  return next - now.getTime();
}

/**
 * Whether this instance takes the day's backup: the first of the instances on one database to
 * claim the day in `settings` does, the others find it claimed. One writer a day without a lock
 * held across the backup, and a second run the same day (a restart at the hour) writes nothing.
 */
async function claimDay(db: Db, day: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    INSERT INTO settings (name, value) VALUES ('nightly_backup_day', ${day})
    ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value WHERE settings.value < EXCLUDED.value
    RETURNING name`);
  return rows.length > 0;
}

export interface NightlyBackupWritten {
  file: string;
  /** The older backups removed to keep the newest ones, and any left unfinished by a crash. */
  removed: string[];
}

/**
 * The day's backup into dir, written whole before it takes its name (a crash leaves no partial
 * backup among them), then all but the newest `keep` removed. Undefined when another instance
 * (or an earlier run) has taken the day's.
 */
export async function writeNightlyBackup(db: Db, options: Omit<NightlyBackupOptions, 'hour'>): Promise<NightlyBackupWritten | undefined> {
  const now = options.now ?? (() => new Date());
  if (!(await claimDay(db, now().toISOString().slice(0, 10)))) return undefined;
  const backup = await takeBackup(db, options.key, now);
  await mkdir(options.dir, { recursive: true });
  const file = join(options.dir, backup.fileName);
  await writeFile(`${file}.partial`, backup.text, { mode: 0o600 });
  await rename(`${file}.partial`, file);
  const names = await readdir(options.dir);
  const backups = names.filter((name) => BACKUP_FILE_PATTERN.test(name)).sort();
  // What a crash in the middle of an earlier write left.
  const unfinished = names.filter((name) => name.endsWith('.partial') && BACKUP_FILE_PATTERN.test(name.slice(0, -'.partial'.length)));
  const removed = [...unfinished, ...backups.slice(0, Math.max(0, backups.length - (options.keep ?? BACKUPS_KEPT)))];
  for (const name of removed) await rm(join(options.dir, name));
  return { file, removed };
}
