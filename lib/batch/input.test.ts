import ExcelJS from 'exceljs';
import { parseCsv } from './csv-input';
import { looksLikeHeader, numberToDecimalText, parseFile, parseText, parseXlsx, rowsToText } from './input';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';

describe('parseText', () => {
  it('splits on comma, semicolon, tab and spaces, with spaces around separators ignored', () => {
    const { rows } = parseText(`${A},1.5\n${B};2\n${A}\t3\n${B}   4\n${A} , 5`);
    expect(rows.map((row) => row.columns)).toEqual([
      [A, '1.5'],
      [B, '2'],
      [A, '3'],
      [B, '4'],
      [A, '5'],
    ]);
  });

  it('skips blank lines and # comments but keeps the line numbers the user sees', () => {
    const text = `# payroll\n\n${A},1\n   \n# second half\r\n${B},2\r\n\n`;
    expect(parseText(text).rows).toEqual([
      { line: 3, columns: [A, '1'] },
      { line: 6, columns: [B, '2'] },
    ]);
  });

  it('detects a header line and keeps it out of the rows', () => {
    const parsed = parseText(`\n# list\naddress,amount\n${A},1`);
    expect(parsed.header).toEqual({ line: 3, columns: ['address', 'amount'] });
    expect(parsed.rows).toEqual([{ line: 4, columns: [A, '1'] }]);
    expect(parseText(`${A},1`).header).toBeNull();
  });

  it('keeps a comma inside an amount visible as an extra cell instead of guessing', () => {
    expect(parseText(`${A},1,000.5`).rows[0].columns).toEqual([A, '1', '000.5']);
  });

  it('keeps empty middle cells, drops trailing ones, and strips a byte-order mark', () => {
    expect(parseText(`\uFEFF${A},,5,,`).rows[0].columns).toEqual([A, '', '5']);
  });
});

describe('looksLikeHeader', () => {
  it.each([
    [['address', 'amount'], true],
    [['地址', '数量'], true],
    [[A, '1'], false],
    // a Tron address without a digit is still data: it is longer than a header cell
    [['TLaGjwhvAHjQZMdrKTAVHYmXqQRRTBgMbM'], false],
    [['amount1'], false],
  ])('%j → %s', (columns, expected) => {
    expect(looksLikeHeader(columns)).toBe(expected);
  });
});

describe('parseCsv', () => {
  it('reads quoted cells and numbers rows as a spreadsheet does', () => {
    const csv = `address,amount\r\n"${A}","1000.5"\r\n\r\n# skip\r\n${B},"0.1"\r\n`;
    const parsed = parseCsv(csv);
    expect(parsed.header?.columns).toEqual(['address', 'amount']);
    expect(parsed.rows).toEqual([
      { line: 2, columns: [A, '1000.5'] },
      { line: 5, columns: [B, '0.1'] },
    ]);
  });

  it('keeps a quoted "1,000.5" as one cell for validation to reject', () => {
    expect(parseCsv(`${A},"1,000.5"`).rows[0].columns).toEqual([A, '1,000.5']);
  });
});

describe('numberToDecimalText', () => {
  it.each([
    [1e-7, '0.0000001'],
    [0.1 + 0.2, '0.3'],
    [1.5e21, '1500000000000000000000'],
    [123, '123'],
    [0.000001, '0.000001'],
    [1000.5, '1000.5'],
    [0, '0'],
    [-2.5, '-2.5'],
  ])('%p → %s', (value, text) => {
    expect(numberToDecimalText(value)).toBe(text);
  });
});

async function workbookBytes(build: (workbook: ExcelJS.Workbook) => void): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer).slice().buffer;
}

describe('parseXlsx', () => {
  it('reads the first sheet: text cells as typed, numbers as exact decimals, formula results too', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Payroll');
      sheet.addRow(['address', 'amount']);
      sheet.addRow([A, 1e-7]);
      sheet.addRow([B, 0.1 + 0.2]);
      sheet.addRow([]);
      sheet.addRow([A, '0.000001']);
      sheet.getCell('A6').value = B;
      sheet.getCell('B6').value = { formula: '0.1+0.2', result: 0.30000000000000004 };
      sheet.getCell('A7').value = { richText: [{ text: A.slice(0, 10) }, { text: A.slice(10) }] };
      sheet.getCell('B7').value = '7';
      workbook.addWorksheet('Other').addRow(['ignored', 1]);
    });
    const parsed = await parseXlsx(bytes);
    expect(parsed.header).toEqual({ line: 1, columns: ['address', 'amount'] });
    expect(parsed.rows).toEqual([
      { line: 2, columns: [A, '0.0000001'] },
      { line: 3, columns: [B, '0.3'] },
      { line: 5, columns: [A, '0.000001'] },
      { line: 6, columns: [B, '0.3'] },
      { line: 7, columns: [A, '7'] },
    ]);
  });

  it('keeps a gap in a row as an empty cell', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Sheet1');
      sheet.getCell('A1').value = A;
      sheet.getCell('C1').value = 5;
    });
    expect((await parseXlsx(bytes)).rows).toEqual([{ line: 1, columns: [A, '', '5'] }]);
  });
});

describe('parseFile', () => {
  function file(name: string, content: string | ArrayBuffer): File {
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);
    return {
      name,
      text: async () => new TextDecoder().decode(bytes),
      arrayBuffer: async () => bytes.slice().buffer,
    } as File;
  }

  it('picks the reader by extension', async () => {
    expect((await parseFile(file('list.CSV', `"${A}",1`))).rows[0].columns).toEqual([A, '1']);
    expect((await parseFile(file('list.txt', `${A} 1`))).rows[0].columns).toEqual([A, '1']);
    const xlsx = await workbookBytes((workbook) => {
      workbook.addWorksheet('S').addRow([A, 2]);
    });
    expect((await parseFile(file('list.xlsx', xlsx))).rows[0].columns).toEqual([A, '2']);
  });
});

describe('rowsToText', () => {
  it('puts each row back on its own line number, so lines shown still match the file', () => {
    const text = rowsToText({
      header: { line: 1, columns: ['address', 'amount'] },
      rows: [
        { line: 2, columns: [A, '1'] },
        { line: 5, columns: [B, '2'] },
      ],
    });
    expect(text).toBe(`address,amount\n${A},1\n\n\n${B},2`);
    expect(parseText(text).rows.map((row) => row.line)).toEqual([2, 5]);
  });
});

describe('5,000 rows', () => {
  it('parses every line with its number', () => {
    const lines = Array.from(
      { length: 5000 },
      (_, index) => `0x${index.toString(16).padStart(40, '0')},${index + 1}.25`,
    );
    const { rows } = parseText(['address,amount', ...lines].join('\n'));
    expect(rows).toHaveLength(5000);
    expect(rows[4999]).toEqual({ line: 5001, columns: [`0x${(4999).toString(16).padStart(40, '0')}`, '5000.25'] });
  });
});
