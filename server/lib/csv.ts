// The CSV files the API writes and reads: the catalogue (decision 075), the delivery areas, and every
// later export. UTF-8 with a byte-order mark (so spreadsheet programs read ₹ and Hindi right), RFC 4180
// quoting with CRLF between records.
//
// A spreadsheet runs a cell that begins with = + - @ (or a tab or carriage return before one) as a
// formula, so a product name like =HYPERLINK(…) would run on the computer of whoever opens the export.
// Every cell is written through `csvLine`, which puts an apostrophe before such a cell, and every file is
// read through `parseCsv`, which takes it off again: export → import changes nothing (decision 151).
import { parse, CsvError } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/** A cell a spreadsheet would read as a formula, after any apostrophes an earlier escape put there. */
const FORMULA = /^'*[=+\-@\t\r]/;
/** A cell `neutraliseCell` escaped: one apostrophe more than its value has, then a formula's start. */
const ESCAPED = /^'+[=+\-@\t\r]/;
/**
 * A negative number is a number to a spreadsheet, not a formula, and stays one. A leading plus is
 * escaped: "+91 98765 43210" stays the text it is instead of a sum.
 */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * The cell as written to a file: with an apostrophe before it when a spreadsheet would read it as a
 * formula. A value that itself begins with apostrophes before such a character gets one more, so that
 * `restoreCell` can tell the two apart and the round trip is exact.
 */
export const neutraliseCell = (cell: string): string =>
  FORMULA.test(cell) && !NEGATIVE_NUMBER.test(cell) ? `'${cell}` : cell;

/**
 * The value of a cell as read from a file: `neutraliseCell` undone. A cell typed in a spreadsheet as
 * '=… (the apostrophe that makes a spreadsheet keep it as text) reads as =…, as the spreadsheet shows it.
 */
export const restoreCell = (cell: string): string => (ESCAPED.test(cell) ? cell.slice(1) : cell);

const STRINGIFY_OPTIONS = {
  record_delimiter: '\r\n',
  // RFC 4180 quotes a field with a line break; a bare LF inside a description counts as one too.
  quoted_match: /[\r\n]/,
} as const;

/** One record as a CSV line (CRLF-terminated), each cell neutralised. */
export const csvLine = (cells: readonly string[]): string =>
  stringify([cells.map(neutraliseCell)], STRINGIFY_OPTIONS);

/** The first bytes of every file the API writes: the byte-order mark, then the header. */
export const csvHead = (columns: readonly string[]): string => `\uFEFF${csvLine(columns)}`;

/** "true", "yes", "1" / "false", "no", "0" in any case; empty is null; anything else undefined. */
export function parseBoolean(cell: string): boolean | null | undefined {
  const value = cell.trim().toLowerCase();
  if (value === '') return null;
  if (['true', 'yes', '1'].includes(value)) return true;
  if (['false', 'no', '0'].includes(value)) return false;
  return undefined;
}

export interface ParsedCsv {
  /** The header's cells, trimmed. */
  header: string[];
  /** Every data record with its row (the header is row 1), as a spreadsheet numbers them; cells restored. */
  rows: { row: number; cells: string[] }[];
}

/** Parses the file; a malformed file gives the row and what is wrong with it. */
export function parseCsv(text: string): ParsedCsv | { row: number; message: string } {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      const lines = (error as CsvError & { lines?: number }).lines;
      return {
        row: typeof lines === 'number' ? lines : 1,
        message: `The file is not valid CSV: ${error.message.replace(/^[A-Za-z ]+: /, '')}`,
      };
    }
    throw error;
  }
  const [header = [], ...data] = records;
  return {
    header: header.map((cell) => cell.replace(/^\uFEFF/, '').trim()),
    rows: data.map((cells, index) => ({ row: index + 2, cells: cells.map(restoreCell) })),
  };
}
