/**
 * One line of call arguments split into cells at commas, tabs or semicolons — but not inside brackets or quotes, so
 * an array or tuple written as JSON (`[1,2]`, `["0xab…","0xcd…"]`, `{"a":1}`) stays one cell. A cell wholly in
 * double quotes is a CSV-quoted cell (`""` inside it is one quote), as spreadsheets export text holding a comma.
 */
export function splitCells(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let depth = 0;
  let isInString = false;
  let index = 0;
  const push = () => {
    cells.push(current.trim());
    current = '';
  };
  while (index < line.length) {
    const char = line[index];
    if (depth === 0 && !isInString && char === '"' && current.trim() === '') {
      // A CSV-quoted cell: up to the closing quote; "" is an escaped quote.
      let text = '';
      index += 1;
      while (index < line.length) {
        if (line[index] === '"' && line[index + 1] === '"') {
          text += '"';
          index += 2;
        } else if (line[index] === '"') {
          index += 1;
          break;
        } else {
          text += line[index];
          index += 1;
        }
      }
      current = text;
      while (index < line.length && !/[,;\t]/.test(line[index])) index += 1;
      continue;
    }
    if (isInString) {
      if (char === '\\') {
        current += char + (line[index + 1] ?? '');
        index += 2;
        continue;
      }
      if (char === '"') isInString = false;
    } else if (char === '"') {
      isInString = true;
    } else if (char === '[' || char === '{') {
      depth += 1;
    } else if ((char === ']' || char === '}') && depth > 0) {
      depth -= 1;
    } else if (depth === 0 && (char === ',' || char === ';' || char === '\t')) {
      push();
      index += 1;
      continue;
    }
    current += char;
    index += 1;
  }
  push();
  return cells;
}
