import fp from 'fastify-plugin';
import { queueAutomaticReminders } from '../mail/automatic-reminders.js';

const HOURLY_MS = 60 * 60 * 1000;

/**
 * Automatic reminders (Contest settings: days before the deadline): checked at start and every
 * hour on every instance; each is queued once whichever instance or run finds it due
 * (mail/automatic-reminders.ts). A failed check is logged and the next one tries again. The timer
 * never keeps the process alive.
 */
export const automaticRemindersPlugin = fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;

    const run = () => {
      running ??= queueAutomaticReminders(app.db, app.mail.context)
        .then((queued) => queued > 0 && app.log.info({ queued }, 'automatic reminders queued'))
        .catch((error: unknown) => app.log.error({ err: error }, 'checking the automatic reminders failed'))
        .finally(() => (running = undefined));
      return running;
    };

    app.addHook('onReady', async () => {
      timer = setInterval(run, HOURLY_MS);
      timer.unref();
      void run();
    });
    // Before the database closes (onClose), so that a check under way is finished first.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'automatic-reminders', dependencies: ['db', 'mail'] },
);
