import { API, download, edition, http } from '@olympiad/shared';
import type { CsvKind } from '../components/csv-rules';

/** The contestants' CSV under the name the server gives it. */
export async function exportContestants(): Promise<string> {
  const { blob, filename } = await download(API.exportContestants);
  const name = filename ?? `contestants-${edition().year}.csv`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}

/** The chosen file as it is (form field `file`); the server checks it again, all or nothing. */
export function importCsv(kind: CsvKind, file: File): Promise<{ imported: number }> {
  const form = new FormData();
  form.append('file', file);
  const url = kind === 'credentials' ? API.importCredentials() : API.importSeatings();
  return http.post<{ imported: number }>(url, form);
}
