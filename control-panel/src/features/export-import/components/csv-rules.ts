import Papa from 'papaparse';
import {
  CREDENTIALS_COLUMNS,
  credentialsRowSchema,
  MAX_NAMED_BAD_ROWS,
  restoreFormula,
  SEATINGS_COLUMNS,
  seatingsRowSchema,
} from '@olympiad/shared/schemas';
import { SAMPLE_ROWS, type CsvKind, type CsvPreview } from './csv-preview';

/** Each import's columns and row schema: the server's own (shared), so the preview judges as it will. */
const CSV_RULES = {
  credentials: { columns: CREDENTIALS_COLUMNS, row: credentialsRowSchema },
  seatings: { columns: SEATINGS_COLUMNS, row: seatingsRowSchema },
} as const;

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
