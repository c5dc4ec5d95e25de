import type { FastifyPluginAsync } from 'fastify';
import { backupHandlers, type BackupOptions } from './backup/index.js';
import { badgeHandlers } from './badges/index.js';
import { registerCalls } from './calls.js';
import { contestantHandlers } from './contestant/index.js';
import { contestHandlers } from './contest/index.js';
import { contestantCsvHandlers } from './contestant-csv/index.js';
import { countryHandlers } from './country/index.js';
import { guideHandlers } from './guide/index.js';
import { healthHandlers } from './health/index.js';
import { historyHandlers } from './history/index.js';
import { identityHandlers } from './identity/index.js';
import { leaderHandlers } from './leader/index.js';
import { letterHandlers } from './letter/index.js';
import { messageHandlers } from './message/index.js';
import { metricsHandlers, type MetricsOptions } from './metrics/index.js';
import { personHandlers } from './person/index.js';
import { pictureHandlers } from './picture/index.js';
import { progressHandlers } from './progress/index.js';
import { referenceHandlers } from './reference/index.js';
import { roomHandlers } from './room/index.js';
import { stayHandlers } from './stay/index.js';
import { teamHandlers } from './team/index.js';
import { transferHandlers } from './transfer/index.js';

export interface ApiRoutesOptions {
  metrics: MetricsOptions;
  backup: BackupOptions;
}

/** Every call of the contract (@olympiad/shared/contract) with its handler, each feature giving its own. */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (app, options) => {
  await registerCalls(app, {
    ...healthHandlers(app),
    ...metricsHandlers(app, options.metrics),
    ...referenceHandlers(app),
    ...identityHandlers(app),
    ...contestHandlers(app),
    ...countryHandlers(app),
    ...pictureHandlers(app),
    ...teamHandlers(app),
    ...personHandlers(app),
    ...contestantHandlers(app),
    ...leaderHandlers(app),
    ...guideHandlers(app),
    ...contestantCsvHandlers(app),
    ...badgeHandlers(app),
    ...backupHandlers(app, options.backup),
    ...progressHandlers(app),
    ...historyHandlers(app),
    ...messageHandlers(app),
    ...letterHandlers(app),
    ...transferHandlers(app),
    ...roomHandlers(app),
    ...stayHandlers(app),
  });
};
