// The catalogue CSV (decision 075): the API's CSV files (server/lib/csv.ts) with the columns of
// CATALOGUE_CSV_COLUMNS. Lists inside a cell are separated by " | ", and a specification is
// "Name: Value". What is exported reads back to the same values, so export → import → export gives the
// same bytes.
import { CATALOGUE_CSV_COLUMNS, type CatalogueCsvColumn } from '../../../contract/admin/rules.ts';
import { csvHead, csvLine } from '../../lib/csv.ts';

export const LIST_SEPARATOR = ' | ';
export const SPECIFICATION_SEPARATOR = ': ';

export type CsvRecord = Record<CatalogueCsvColumn, string>;

/** The first bytes of the catalogue's files: the byte-order mark, then the header. */
export const CSV_HEAD = csvHead(CATALOGUE_CSV_COLUMNS);

export const recordLine = (record: CsvRecord): string =>
  csvLine(CATALOGUE_CSV_COLUMNS.map((column) => record[column]));

export const emptyRecord = (): CsvRecord =>
  Object.fromEntries(CATALOGUE_CSV_COLUMNS.map((column) => [column, ''])) as CsvRecord;

export const formatBoolean = (value: boolean): string => (value ? 'true' : 'false');
export const formatNumber = (value: number | null): string => (value === null ? '' : String(value));
export const formatList = (values: readonly string[]): string => values.join(LIST_SEPARATOR);
export const formatSpecifications = (values: readonly { name: string; value: string }[]): string =>
  formatList(values.map(({ name, value }) => `${name}${SPECIFICATION_SEPARATOR}${value}`));

/** A list cell's items; an empty cell is an empty list. */
export const parseList = (cell: string): string[] =>
  cell.trim() === '' ? [] : cell.split(LIST_SEPARATOR).map((item) => item.trim());
