import type { Cell, TupleItem } from '@ton/core';

// A get method's result stack in toncenter v2's runGetMethod shape, which TonClient's parseStack reads: top-level
// ["num", "0x…"], ["cell" | "slice" | "builder", { bytes }], ["null"], ["tuple" | "list", { elements }], with the
// tuple elements in tonlib's tagged form.

type Json = unknown;

const bytes = (cell: Cell) => cell.toBoc().toString('base64');
const hexNumber = (value: bigint) => (value < 0n ? `-0x${(-value).toString(16)}` : `0x${value.toString(16)}`);

function element(item: TupleItem): Json {
  switch (item.type) {
    case 'int':
      return {
        '@type': 'tvm.stackEntryNumber',
        number: { '@type': 'tvm.numberDecimal', number: item.value.toString() },
      };
    case 'cell':
      return { '@type': 'tvm.stackEntryCell', cell: { '@type': 'tvm.cell', bytes: bytes(item.cell) } };
    case 'slice':
    case 'builder':
      return { '@type': 'tvm.stackEntrySlice', slice: { '@type': 'tvm.slice', bytes: bytes(item.cell) } };
    case 'tuple':
      return { '@type': 'tvm.stackEntryTuple', tuple: { '@type': 'tvm.tuple', elements: item.items.map(element) } };
    default:
      throw new Error(`The stand-in cannot answer a ${item.type} inside a tuple`);
  }
}

export function stackJson(stack: readonly TupleItem[]): Json[] {
  return stack.map((item) => {
    switch (item.type) {
      case 'int':
        return ['num', hexNumber(item.value)];
      case 'null':
        return ['null'];
      case 'cell':
      case 'slice':
      case 'builder':
        return [item.type, { bytes: bytes(item.cell), object: {} }];
      case 'tuple':
        return ['tuple', { '@type': 'tvm.tuple', elements: item.items.map(element) }];
      default:
        throw new Error(`The stand-in cannot answer a ${item.type} stack entry`);
    }
  });
}
