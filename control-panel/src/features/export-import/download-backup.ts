import { saveCallFile } from '@olympiad/shared/api';

/** The whole edition's backup under the name the server gives it (its time); answers that name. */
export const downloadBackup = (): Promise<string> => saveCallFile('downloadBackup', 'olympiad-backup.jsonl');
