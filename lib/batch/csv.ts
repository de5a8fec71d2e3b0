/**
 * CSV text as papaparse's `unparse` writes it for our exports (header row, rows of cells, `,` between cells), without
 * loading papaparse on the page: the tools write CSV only when asked to export, and papaparse (≈ 6.5 KiB gzip) came
 * with every batch page for it. csv.test.ts compares the output with papaparse's for every option used here.
 */
export interface CsvOptions {
  /** Cells starting with = + - @ tab or carriage return get a leading ' (and quotes), so no spreadsheet runs them. */
  escapeFormulae?: boolean;
  /** Between rows; papaparse's default is \r\n. */
  newline?: string;
}

export type CsvCell = string | number | bigint | boolean | null | undefined;

/** papaparse's escapeFormulae pattern: the first character, on a first line that reaches the end of the text. */
const FORMULA = /^[=+\-@\t\r].*$/;
/** papaparse quotes a cell holding one of its "bad delimiters" (line breaks, the quote, a byte order mark). */
const NEEDS_QUOTES = /[\r\n"\uFEFF,]|^ | $/;

function csvCell(value: CsvCell, escapeFormulae: boolean): string {
  if (value === null || value === undefined) return '';
  let text = value.toString();
  let quote = false;
  if (escapeFormulae && typeof value === 'string' && FORMULA.test(text)) {
    text = `'${text}`;
    quote = true;
  }
  const escaped = text.replace(/"/g, '""');
  return quote || NEEDS_QUOTES.test(escaped) ? `"${escaped}"` : escaped;
}

/** The header row, then one row per entry of `data` (each as long as `fields`). */
export function toCsv(
  { fields, data }: { fields: readonly string[]; data: readonly (readonly CsvCell[])[] },
  { escapeFormulae = false, newline = '\r\n' }: CsvOptions = {},
): string {
  const row = (cells: readonly CsvCell[]) =>
    fields.map((_, column) => csvCell(cells[column], escapeFormulae)).join(',');
  const header = fields.map((field) => csvCell(field, escapeFormulae)).join(',');
  // papaparse ends a header-only file with a line break.
  if (data.length === 0) return `${header}${newline}`;
  return [header, ...data.map(row)].join(newline);
}
