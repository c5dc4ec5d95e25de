import Papa from 'papaparse';
import {
  CREDENTIALS_COLUMNS,
  credentialsRowSchema,
  MAX_NAMED_BAD_ROWS,
  restoreFormula,
  SEATINGS_COLUMNS,
  seatingsRowSchema,
} from '@olympiad/shared/schemas';

export type CsvKind = 'credentials' | 'seatings';

/** Each import's columns and row schema: the server's own (shared), so the preview judges as it will. */
const CSV_RULES = {
  credentials: { columns: CREDENTIALS_COLUMNS, row: credentialsRowSchema },
  seatings: { columns: SEATINGS_COLUMNS, row: seatingsRowSchema },
} as const;

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

/**
 * Parses the chosen file as the server will (RFC 4180, header row, columns by name, other
 * columns ignored) and finds every bad row before anything is sent.
 */
export function previewCsv(kind: CsvKind, fileName: string, content: string): CsvPreview {
  const { columns, row: rowSchema } = CSV_RULES[kind];
  const parsed = Papa.parse<Record<string, string>>(content.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  const recognised = columns.filter((column) => headers.includes(column));
  const missing = columns.filter((column) => !headers.includes(column));
  const ignored = headers.filter((header) => !(columns as readonly string[]).includes(header));
  const badRows = new Map<number, string[]>();
  const complain = (row: number, reason: string) => badRows.set(row, [...(badRows.get(row) ?? []), reason]);

  for (const error of parsed.errors) if (error.row !== undefined) complain(error.row + 2, error.message);
  if (missing.length === 0) {
    parsed.data.forEach((row, index) => {
      // As the server reads a row: the export's formula apostrophes dropped, a short row's cells empty.
      const cells = Object.fromEntries(columns.map((column) => [column, restoreFormula(row[column] ?? '')]));
      const result = rowSchema.safeParse(cells);
      for (const issue of result.error?.issues ?? []) complain(index + 2, `${issue.path.join('.')}: ${issue.message}`);
    });
  }
  return {
    kind,
    fileName,
    rowCount: parsed.data.length,
    recognised,
    missing,
    ignored,
    sample: parsed.data.slice(0, SAMPLE_ROWS).map((row) => Object.fromEntries(recognised.map((c) => [c, row[c] ?? '']))),
    badRowCount: badRows.size,
    badRows: [...badRows.entries()]
      .sort(([a], [b]) => a - b)
      .slice(0, MAX_NAMED_BAD_ROWS)
      .map(([row, reasons]) => ({ row, reasons })),
  };
}

export const canImport = (preview: CsvPreview) => preview.rowCount > 0 && preview.missing.length === 0 && preview.badRowCount === 0;
