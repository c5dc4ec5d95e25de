import { callApi } from '@olympiad/shared/api';
import type { ErasureReport } from '@olympiad/shared/schemas';

/** Erases the edition's personal data, or (`dryRun`) counts what would go and keeps it all. */
export const erasePersonalData = (dryRun: boolean): Promise<ErasureReport> => callApi('erasePersonalData', { body: { dryRun } });
