import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { readBackup } from '../../src/db/backup/backup-file.js';
import { backupKey } from '../../src/db/backup/backup-key.js';
import { msUntilNextRun, writeNightlyBackup } from '../../src/db/backup/nightly-backup.js';
import { BACKUP_KEY, buildTestApp } from '../helper.js';

const folder = mkdtempSync(join(tmpdir(), 'olympiad-nightly-'));
after(() => rmSync(folder, { recursive: true, force: true }));

const HOUR = 2;
const at = (iso: string) => new Date(iso);
// The server's clock reads 150 ms before 02:00 UTC on 1 March 2026 when it is first read (once ready).
let firstRead: number | undefined;
const clock = () => {
  firstRead ??= Date.now();
  return new Date(Date.UTC(2026, 2, 1, HOUR) - 150 + (Date.now() - firstRead));
};
const nightlyDir = join(folder, 'backups');
const app = await buildTestApp({ nightlyBackup: { dir: nightlyDir, hour: HOUR, now: clock } });
await app.ready();

const backupsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

describe('the nightly backup', () => {
  it('is due at the next stroke of its hour (UTC)', () => {
    assert.equal(msUntilNextRun(2, at('2026-03-01T01:59:59.000Z')), 1000);
    assert.equal(msUntilNextRun(2, at('2026-03-01T02:00:00.000Z')), 24 * 3_600_000);
    assert.equal(msUntilNextRun(2, at('2026-03-01T23:00:00.000Z')), 3 * 3_600_000);
    assert.equal(msUntilNextRun(0, at('2026-12-31T12:00:00.000Z')), 12 * 3_600_000);
  });

  it('is written by the server into DATA_DIR/backups when its hour strikes, signed with its backup key', async () => {
    // Written whole as .partial first, then renamed: wait for the backup under its own name.
    const written = () => backupsIn(nightlyDir).some((name) => name.endsWith('.jsonl'));
    for (let waited = 0; !written() && waited < 20_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(backupsIn(nightlyDir), ['olympiad-backup-2026-03-01T02-00-00Z.jsonl']);
    const backup = readBackup(readFileSync(join(nightlyDir, backupsIn(nightlyDir)[0]!)), backupKey(BACKUP_KEY));
    assert.match(backup.takenAt, /^2026-03-01T02:00:00\.\d{3}Z$/);
    assert.ok(backup.tables.some((table) => table.name === 'users' && table.rows.length === 1));
  });

  it('keeps the newest seven, format 1 ones among them, is taken once a day whoever asks again, and clears what a crash left', async () => {
    const dir = join(folder, 'week');
    mkdirSync(dir);
    writeFileSync(join(dir, 'olympiad-backup-2026-03-31T02-00-00Z.jsonl.partial'), '{"olympiadBackup":2');
    // Taken before the upgrade to format 2: they go as the days pass like the others.
    writeFileSync(join(dir, 'olympiad-backup-2026-03-30T02-00-00Z.sql'), '-- Olympiad backup, format 1');
    writeFileSync(join(dir, 'olympiad-backup-2026-03-31T02-00-00Z.sql'), '-- Olympiad backup, format 1');
    const key = backupKey(BACKUP_KEY);
    for (let day = 1; day <= 9; day += 1) {
      const now = () => at(`2026-04-0${day}T02:00:00.000Z`);
      const written = await writeNightlyBackup(app.db, { dir, now, key });
      assert.ok(written, `day ${day} is written`);
      // Another instance (or a restart) the same day finds the day taken.
      assert.equal(await writeNightlyBackup(app.db, { dir, now, key }), undefined);
      if (day === 5)
        assert.ok(backupsIn(dir).includes('olympiad-backup-2026-03-31T02-00-00Z.sql'), 'the seven newest include a format 1 backup');
    }
    const days = [3, 4, 5, 6, 7, 8, 9].map((day) => `olympiad-backup-2026-04-0${day}T02-00-00Z.jsonl`);
    assert.deepEqual(backupsIn(dir), days);
  });
});
