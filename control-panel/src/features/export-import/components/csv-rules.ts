import Papa from 'papaparse';
import { z } from 'zod';
import { idSchema, passwordSchema } from '@olympiad/shared/schemas';

export type CsvKind = 'credentials' | 'seatings';

const text = z.string().trim().min(1, 'is empty');

/** Each import's columns (CONTRACT.md, CSV files) and what a good row holds. */
export const CSV_RULES = {
  credentials: {
    columns: ['contestantId', 'username', 'password'],
    row: z.object({ contestantId: idSchema, username: text, password: passwordSchema }),
  },
  seatings: {
    columns: ['contestantId', 'day', 'seatingPlace'],
    row: z.object({ contestantId: idSchema, day: z.enum(['1', '2'], { error: 'must be 1 or 2' }), seatingPlace: text }),
  },
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
  /** Line numbers are the file's own (the header is line 1). */
  badRows: { line: number; reasons: string[] }[];
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
  const complain = (line: number, reason: string) => badRows.set(line, [...(badRows.get(line) ?? []), reason]);

  for (const error of parsed.errors) if (error.row !== undefined) complain(error.row + 2, error.message);
  if (missing.length === 0) {
    parsed.data.forEach((row, index) => {
      const result = rowSchema.safeParse(row);
      for (const issue of result.error?.issues ?? []) complain(index + 2, `${String(issue.path[0])}: ${issue.message}`);
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
    badRows: [...badRows.entries()].sort(([a], [b]) => a - b).map(([line, reasons]) => ({ line, reasons })),
  };
}

export const canImport = (preview: CsvPreview) => preview.rowCount > 0 && preview.missing.length === 0 && preview.badRows.length === 0;
