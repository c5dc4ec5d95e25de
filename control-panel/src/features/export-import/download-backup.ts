import { urlOfCall } from '@olympiad/shared/api';
import { saveDownload } from '../../components/save-download';

/** The whole edition's backup under the name the server gives it (its time); answers that name. */
export const downloadBackup = (): Promise<string> => saveDownload(urlOfCall('downloadBackup'), 'olympiad-backup.jsonl');
