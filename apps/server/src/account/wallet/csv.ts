import { TRANSACTIONS_CSV_COLUMNS } from '@wos/shared';

export type CsvRecord = Record<(typeof TRANSACTIONS_CSV_COLUMNS)[number], string>;

/** A spreadsheet would run a cell that starts like a formula: such text is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Free text
 * (`text: true`) that starts like a formula gets a leading apostrophe; numbers never do.
 */
export function csvField(value: string, { text = true } = {}): string {
  const safe = text && FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Lines end in CRLF, as RFC 4180 asks. */
export const CSV_HEADER = `${TRANSACTIONS_CSV_COLUMNS.join(',')}\r\n`;

export function csvLine(record: CsvRecord): string {
  return `${TRANSACTIONS_CSV_COLUMNS.map((column) => csvField(record[column], { text: column !== 'amount' })).join(',')}\r\n`;
}
