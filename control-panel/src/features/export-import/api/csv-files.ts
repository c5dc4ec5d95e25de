import { API, edition, http } from '@olympiad/shared';
import { saveDownload } from '../../../components/save-download';
import type { CsvKind } from '../components/csv-rules';

/** The contestants' CSV under the name the server gives it. */
export const exportContestants = (): Promise<string> => saveDownload(API.exportContestants, `contestants-${edition().year}.csv`);

/** The chosen file as it is (form field `file`); the server checks it again, all or nothing. */
export function importCsv(kind: CsvKind, file: File): Promise<{ imported: number }> {
  const form = new FormData();
  form.append('file', file);
  const url = kind === 'credentials' ? API.importCredentials() : API.importSeatings();
  return http.post<{ imported: number }>(url, form);
}
