import { API } from '@olympiad/shared';
import { saveDownload } from '../../../components/save-download';

/** The whole edition's backup under the name the server gives it (its time); answers that name. */
export const downloadBackup = (): Promise<string> => saveDownload(API.backup, 'olympiad-backup.jsonl');
