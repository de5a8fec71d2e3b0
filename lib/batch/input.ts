/** One input row: its cells, and the line (or spreadsheet row) the user sees it on, counted from 1. */
export interface InputRow {
  line: number;
  columns: string[];
}

export interface ParsedInput {
  /** The first row when it was detected as a header; it is not among `rows`. */
  header: InputRow | null;
  rows: InputRow[];
}

/** Commas, semicolons and tabs (with the spaces around them) separate cells, and so does a run of spaces. */
const CELL_SEPARATOR = /\s*[,;\t]\s*|\s+/;
/**
 * A header names columns: no cell holds a digit, and every cell is shorter than any address (the shortest, Tron and
 * legacy Bitcoin, are 26+ characters), so an address list whose first address happens to have no digit stays data.
 */
const MAX_HEADER_CELL_LENGTH = 24;

export function looksLikeHeader(columns: readonly string[]): boolean {
  return columns.some(Boolean) && columns.every((cell) => !/\d/.test(cell) && cell.length <= MAX_HEADER_CELL_LENGTH);
}

export function withoutTrailingEmptyCells(columns: string[]): string[] {
  let end = columns.length;
  while (end > 0 && columns[end - 1] === '') end -= 1;
  return columns.slice(0, end);
}

function isSkipped(columns: readonly string[]): boolean {
  return columns.length === 0 || columns[0].startsWith('#');
}

/** Blank and `#` rows are dropped with their line numbers kept; a first data row that looks like a header is split off. */
export function collect(rows: InputRow[]): ParsedInput {
  const kept = rows.filter((row) => !isSkipped(row.columns));
  if (kept.length > 0 && looksLikeHeader(kept[0].columns)) return { header: kept[0], rows: kept.slice(1) };
  return { header: null, rows: kept };
}

function splitLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

/** Pasted text: one row a line; cells separated by comma, semicolon, tab or spaces. */
export function parseText(text: string): ParsedInput {
  return collect(
    splitLines(text).map((lineText, index) => {
      const trimmed = lineText.trim();
      return { line: index + 1, columns: trimmed ? withoutTrailingEmptyCells(trimmed.split(CELL_SEPARATOR)) : [] };
    }),
  );
}

/** Excel shows at most 15 significant digits; a stored 0.30000000000000004 (0.1+0.2) is the 0.3 the user typed. */
const EXCEL_SIGNIFICANT_DIGITS = 15;

/**
 * A spreadsheet number as exact decimal text, never with an exponent: 1e-7 → '0.0000001', 1.5e21 →
 * '1500000000000000000000', 0.30000000000000004 → '0.3'.
 */
export function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [mantissa, exponentText] = value.toPrecision(EXCEL_SIGNIFICANT_DIGITS).split('e');
  const isNegative = mantissa.startsWith('-');
  const [whole, fraction = ''] = mantissa.replace('-', '').split('.');
  const exponent = Number(exponentText ?? 0);
  const digits = whole + fraction;
  const pointAt = whole.length + exponent;
  const padded = pointAt <= 0 ? '0'.repeat(1 - pointAt) + digits : digits.padEnd(pointAt, '0');
  const point = Math.max(pointAt, 1);
  const integerPart = padded.slice(0, point).replace(/^0+(?=\d)/, '');
  const fractionPart = padded.slice(point).replace(/0+$/, '');
  const text = fractionPart ? `${integerPart}.${fractionPart}` : integerPart;
  return isNegative && text !== '0' ? `-${text}` : text;
}

interface SheetCell {
  value: unknown;
  text: string;
}

/** Text cells as typed; numbers (also formula results) through numberToDecimalText, never String(number). */
function cellText(cell: SheetCell): string {
  const { value } = cell;
  if (typeof value === 'number') return numberToDecimalText(value);
  if (typeof value === 'object' && value !== null && 'result' in value && typeof value.result === 'number') {
    return numberToDecimalText(value.result);
  }
  return cell.text.trim();
}

/** The first sheet of an .xlsx workbook; `line` is the spreadsheet row number. exceljs loads only when called. */
export async function parseXlsx(data: ArrayBuffer): Promise<ParsedInput> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // exceljs types only Node's Buffer, but both its builds read an ArrayBuffer.
  await workbook.xlsx.load(data as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const sheet = workbook.worksheets[0];
  const rows: InputRow[] = [];
  sheet?.eachRow((row, rowNumber) => {
    const columns: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
      columns[columnNumber - 1] = cellText(cell);
    });
    rows.push({ line: rowNumber, columns: withoutTrailingEmptyCells(Array.from(columns, (cell) => cell ?? '')) });
  });
  return collect(rows);
}

/** A user's upload: .xlsx through exceljs, .csv through papaparse, anything else as pasted text. */
export async function parseFile(file: File): Promise<ParsedInput> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return parseXlsx(await file.arrayBuffer());
  const text = await file.text();
  if (!name.endsWith('.csv')) return parseText(text);
  // papaparse loads with the first CSV file, not with every batch page.
  const { parseCsv } = await import('./csv-input');
  return parseCsv(text);
}

/**
 * Rows back as text for the paste box, each on its own line number, so the lines the user sees match the file's rows.
 * Cells are joined by commas: a cell that held a separator ('1,000.5') comes out as an extra column, which validation
 * rejects, never as a different amount.
 */
export function rowsToText({ header, rows }: ParsedInput): string {
  const lines: string[] = [];
  for (const row of header ? [header, ...rows] : rows) lines[row.line - 1] = row.columns.join(',');
  return Array.from(lines, (line) => line ?? '').join('\n');
}
