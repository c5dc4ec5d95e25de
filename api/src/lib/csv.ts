import { csvRowKey, MAX_NAMED_BAD_ROWS, restoreFormula } from '@olympiad/shared/schemas';
import { parse } from 'csv-parse';
import type { z } from 'zod';
import { badRequest, fieldError, type FieldErrors } from './problem.js';

/** Bad rows of a file, by spreadsheet row number (the header is row 1), each with its reasons. */
export class RowErrors {
  private readonly byRow = new Map<number, string[]>();

  add(row: number, message: string) {
    this.byRow.set(row, [...(this.byRow.get(row) ?? []), message]);
  }

  /**
   * Refuses the whole file when a row is bad, with the count of bad rows and the reasons of the
   * first MAX_NAMED_BAD_ROWS: a file of 100,000 bad rows is answered in kilobytes, not megabytes.
   */
  throwIfAny(): void {
    if (!this.byRow.size) return;
    const count = this.byRow.size;
    const named = [...this.byRow.keys()].sort((a, b) => a - b).slice(0, MAX_NAMED_BAD_ROWS);
    const errors: FieldErrors = Object.fromEntries(named.map((row) => [csvRowKey(row), this.byRow.get(row)!]));
    const listed = count > named.length ? ` The first ${named.length} are listed.` : '';
    throw badRequest(`The file has ${count} bad row${count === 1 ? '' : 's'}; nothing was imported.${listed}`, errors);
  }
}

/** The records as arrays of cells; rows of any length, so a short row is a bad row, not a bad file. */
function parseRecords(text: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }, (error, records: string[][]) =>
      error ? reject(error) : resolve(records),
    );
  });
}

/**
 * Reads an uploaded CSV file (RFC 4180, UTF-8, a header row) and validates every data row with
 * the shared row schema, columns found by header name (others ignored) and the export's formula
 * apostrophes removed. Every bad row is collected, so the problem names them all.
 */
export async function readCsvRows<Schema extends z.ZodType<object>>(
  data: Buffer,
  columns: readonly string[],
  rowSchema: Schema,
): Promise<{ rows: { row: number; value: z.output<Schema> }[]; errors: RowErrors }> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw fieldError('file', 'The file is not UTF-8 text.');
  }
  if (!text.trim()) throw fieldError('file', 'The file is empty.');
  let records: string[][];
  try {
    records = await parseRecords(text);
  } catch (error) {
    throw fieldError('file', `The file is not a valid CSV file: ${(error as Error).message}`);
  }
  const [header = [], ...body] = records;
  const position = new Map(header.map((name, index) => [name.trim(), index]));
  const missing = columns.filter((column) => !position.has(column));
  if (missing.length) throw fieldError('file', `Missing column${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}.`);
  if (!body.length) throw fieldError('file', 'The file has no rows below its header.');

  const errors = new RowErrors();
  const rows: { row: number; value: z.output<Schema> }[] = [];
  body.forEach((record, index) => {
    const row = index + 2;
    const cells = Object.fromEntries(columns.map((column) => [column, restoreFormula(record[position.get(column)!] ?? '')]));
    const result = rowSchema.safeParse(cells);
    if (result.success) rows.push({ row, value: result.data });
    else for (const issue of result.error.issues) errors.add(row, `${issue.path.join('.')}: ${issue.message}`);
  });
  return { rows, errors };
}
