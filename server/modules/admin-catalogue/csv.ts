// The catalogue CSV (decision 075): UTF-8 with a byte-order mark (so spreadsheet programs read ₹ and
// Hindi right), RFC 4180 quoting with CRLF between records, and the columns of CATALOGUE_CSV_COLUMNS.
// Lists inside a cell are separated by " | ", and a specification is "Name: Value". What is exported
// reads back to the same values, so export → import → export gives the same bytes.
import { parse, CsvError } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CATALOGUE_CSV_COLUMNS, type CatalogueCsvColumn } from '../../../contract/admin/rules.ts';

export const LIST_SEPARATOR = ' | ';
export const SPECIFICATION_SEPARATOR = ': ';

export type CsvRecord = Record<CatalogueCsvColumn, string>;

const STRINGIFY_OPTIONS = {
  record_delimiter: '\r\n',
  // RFC 4180 quotes a field with a line break; a bare LF inside a description counts as one too.
  quoted_match: /[\r\n]/,
} as const;

/** One record as a CSV line (CRLF-terminated), in the columns' order. */
export const csvLine = (cells: readonly string[]): string => stringify([cells], STRINGIFY_OPTIONS);

/** The first bytes of every file the API writes: the byte-order mark, then the header. */
export const CSV_HEAD = `\uFEFF${csvLine(CATALOGUE_CSV_COLUMNS)}`;

export const recordLine = (record: CsvRecord): string =>
  csvLine(CATALOGUE_CSV_COLUMNS.map((column) => record[column]));

export const emptyRecord = (): CsvRecord =>
  Object.fromEntries(CATALOGUE_CSV_COLUMNS.map((column) => [column, ''])) as CsvRecord;

export const formatBoolean = (value: boolean): string => (value ? 'true' : 'false');
export const formatNumber = (value: number | null): string => (value === null ? '' : String(value));
export const formatList = (values: readonly string[]): string => values.join(LIST_SEPARATOR);
export const formatSpecifications = (values: readonly { name: string; value: string }[]): string =>
  formatList(values.map(({ name, value }) => `${name}${SPECIFICATION_SEPARATOR}${value}`));

/** "true", "yes", "1" / "false", "no", "0" in any case; empty is null; anything else undefined. */
export function parseBoolean(cell: string): boolean | null | undefined {
  const value = cell.trim().toLowerCase();
  if (value === '') return null;
  if (['true', 'yes', '1'].includes(value)) return true;
  if (['false', 'no', '0'].includes(value)) return false;
  return undefined;
}

/** A list cell's items; an empty cell is an empty list. */
export const parseList = (cell: string): string[] =>
  cell.trim() === '' ? [] : cell.split(LIST_SEPARATOR).map((item) => item.trim());

export interface ParsedCsv {
  /** The header's cells, trimmed. */
  header: string[];
  /** Every data record with its row (the header is row 1), as a spreadsheet numbers them. */
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
    rows: data.map((cells, index) => ({ row: index + 2, cells })),
  };
}
