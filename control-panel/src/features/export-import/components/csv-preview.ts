export type CsvKind = 'credentials' | 'seatings';

export interface CsvPreview {
  kind: CsvKind;
  fileName: string;
  /** Data rows, the header excluded. */
  rowCount: number;
  recognised: string[];
  missing: string[];
  ignored: string[];
  /** The first rows, recognised columns only. */
  sample: Record<string, string>[];
  /** How many rows are bad. */
  badRowCount: number;
  /**
   * The first MAX_NAMED_BAD_ROWS of them, numbered as in a spreadsheet and in the server's answer
   * (the header is row 1): a file of 100,000 bad rows must not become a list of 100,000 items.
   */
  badRows: { row: number; reasons: string[] }[];
}

export const SAMPLE_ROWS = 10;

export const canImport = (preview: CsvPreview) => preview.rowCount > 0 && preview.missing.length === 0 && preview.badRowCount === 0;
