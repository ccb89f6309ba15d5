import { pipeline, Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import { ApiError } from '../../plugins/api-error.ts';

/**
 * The catalogue sheets' CSV dialect. Spanish and French Excel read `;` as the list separator
 * (their decimal separator is the comma) and need the UTF-8 BOM to read accents, so the exports
 * write both; imports take `;` or `,` (whichever the header line holds more of), with or
 * without the BOM, as another program may save the file back.
 */
const delimiter = ';';
const maxRows = 10_000;

/** A text a spreadsheet would run as a formula gets an apostrophe, taken off again on import. */
const formulaStart = /^[=+\-@\t\r]/;
const guard = (text: string) => (formulaStart.test(text) ? `'${text}` : text);
const unguard = (text: string) =>
  text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;

/** One data row: its line in the file and its cells by column (only the file's columns). */
export interface SheetRow {
  line: number;
  cells: Map<string, string>;
}

const refused = (messageKey: Parameters<typeof ApiError.badRequest>[1], params = {}) =>
  ApiError.badRequest('csv', messageKey, params);

/**
 * The rows of a file whose header names only `columns` and at least `required`. A file that
 * cannot be read as a whole (no header, an unknown column, a broken quote) is refused at once.
 */
export function readSheet(
  text: string,
  columns: readonly string[],
  required: readonly string[],
): { header: string[]; rows: SheetRow[] } {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const separator = firstLine.split(',').length > firstLine.split(';').length ? ',' : delimiter;
  let records: string[][];
  try {
    records = parse(body, {
      delimiter: separator,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    if (error instanceof CsvError)
      throw refused('catalogueSheetsApi.unreadable', { line: error.lines ?? 0 });
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw refused('catalogueSheetsApi.empty');
  const unknown = header.find((column) => !columns.includes(column));
  if (unknown !== undefined) throw refused('catalogueSheetsApi.unknownColumn', { column: unknown });
  const repeated = header.find((column, index) => header.indexOf(column) !== index);
  if (repeated !== undefined)
    throw refused('catalogueSheetsApi.repeatedColumn', { column: repeated });
  const missing = required.find((column) => !header.includes(column));
  if (missing !== undefined) throw refused('catalogueSheetsApi.missingColumn', { column: missing });
  if (data.length === 0) throw refused('catalogueSheetsApi.empty');
  if (data.length > maxRows) throw refused('catalogueSheetsApi.tooManyRows', { max: maxRows });
  return {
    header,
    rows: data.map((cells, index) => ({
      line: index + 2,
      cells: new Map(header.map((column, at) => [column, unguard(cells[at] ?? '')])),
    })),
  };
}

/** The records as a CSV stream in the dialect above, header first. */
export function sheetStream(
  columns: readonly string[],
  records: AsyncIterable<Record<string, string>>,
): Readable {
  const writer = stringify({
    bom: true,
    delimiter,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    cast: { string: guard },
  });
  // pipeline: a failing read destroys the answer's stream instead of leaving it hanging.
  return pipeline(Readable.from(records), writer, () => undefined);
}
