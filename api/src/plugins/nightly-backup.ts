import fp from 'fastify-plugin';
import { msUntilNextRun, writeNightlyBackup, type NightlyBackupOptions } from '../db/backup/nightly-backup.js';

/**
 * Every day at the given hour (UTC), a backup of the whole edition into DATA_DIR/backups, keeping
 * the newest seven; on several instances only the first to claim the day writes it. A failure is
 * logged and tomorrow's is tried all the same. The timer never keeps the process alive.
 */
export const nightlyBackupPlugin = fp<NightlyBackupOptions>(
  async (app, options) => {
    const now = options.now ?? (() => new Date());
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let closed = false;

    const run = async () => {
      try {
        const written = await writeNightlyBackup(app.db, { dir: options.dir, keep: options.keep, now, key: options.key });
        if (written) app.log.info(written, 'nightly backup written');
        else app.log.info("nightly backup: today's was already taken (by another instance or an earlier run)");
      } catch (error) {
        app.log.error({ err: error }, 'the nightly backup failed');
      }
    };
    const schedule = () => {
      timer = setTimeout(
        () => {
          running = run().finally(() => {
            running = undefined;
            if (!closed) schedule();
          });
        },
        msUntilNextRun(options.hour, now()),
      );
      timer.unref();
    };

    app.addHook('onReady', async () => schedule());
    // Before the database closes (onClose), so that a backup under way is finished first.
    app.addHook('preClose', async () => {
      closed = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'nightly-backup', dependencies: ['db'] },
);
