import Papa from 'papaparse';
import { collect, type ParsedInput, withoutTrailingEmptyCells } from './input';

// Apart from input.ts so papaparse loads with the first CSV file (parseFile imports this module then).

/** A CSV file (quotes, and the delimiter papaparse detects); `line` is the record's row as a spreadsheet shows it. */
export function parseCsv(text: string): ParsedInput {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  return collect(
    data.map((cells, index) => ({
      line: index + 1,
      columns: withoutTrailingEmptyCells(cells.map((cell) => cell.trim())),
    })),
  );
}
