import { type Address, Cell, type TupleItem, TupleReader } from '@ton/core';
import { z } from 'zod';
import { type TonApiOptions, tonRpc } from './api';

/**
 * A contract's get method through toncenter v2's runGetMethod: arguments serialised as TonClient does
 * (["num", "…"], ["tvm.Slice", boc]…), the answer's stack read into @ton/core's TupleReader.
 */

const bytes = z.object({ bytes: z.string() });
const stackItem = z.union([
  z.tuple([z.literal('num'), z.string()]),
  z.tuple([z.literal('null')]),
  z.tuple([z.enum(['cell', 'slice', 'builder']), bytes]),
  z.tuple([z.enum(['tuple', 'list']), z.object({ elements: z.array(z.unknown()) })]),
]);

const runResult = z.object({
  exit_code: z.number().int(),
  gas_used: z.number().optional(),
  stack: z.array(stackItem),
});

export interface GetMethodAnswer {
  exitCode: number;
  stack: TupleReader;
}

function readNumber(text: string): bigint {
  return text.startsWith('-') ? -BigInt(text.slice(1)) : BigInt(text);
}

/** tonlib's tagged tuple elements (tvm.stackEntryNumber…) → TupleItem. */
function element(value: unknown): TupleItem {
  const entry = value as Record<string, unknown> & { '@type'?: string };
  switch (entry['@type']) {
    case 'tvm.stackEntryNumber':
      return { type: 'int', value: readNumber((entry.number as { number: string }).number) };
    case 'tvm.stackEntryCell':
      return { type: 'cell', cell: Cell.fromBase64((entry.cell as { bytes: string }).bytes) };
    case 'tvm.stackEntrySlice':
      return { type: 'slice', cell: Cell.fromBase64((entry.slice as { bytes: string }).bytes) };
    case 'tvm.stackEntryTuple':
    case 'tvm.stackEntryList': {
      const inner = (entry.tuple ?? entry.list) as { elements: unknown[] };
      return { type: 'tuple', items: inner.elements.map(element) };
    }
    default:
      throw new Error(`Unsupported stack entry ${String(entry['@type'])}`);
  }
}

function item(value: z.infer<typeof stackItem>): TupleItem {
  switch (value[0]) {
    case 'num':
      return { type: 'int', value: readNumber(value[1]) };
    case 'null':
      return { type: 'null' };
    case 'cell':
    case 'slice':
    case 'builder':
      return { type: value[0], cell: Cell.fromBase64(value[1].bytes) };
    default:
      return value[1].elements.length === 0
        ? { type: 'null' }
        : { type: 'tuple', items: value[1].elements.map(element) };
  }
}

function argument(value: TupleItem): [string, string] {
  switch (value.type) {
    case 'int':
      return ['num', value.value.toString()];
    case 'cell':
      return ['tvm.Cell', value.cell.toBoc().toString('base64')];
    case 'slice':
      return ['tvm.Slice', value.cell.toBoc().toString('base64')];
    case 'builder':
      return ['tvm.Builder', value.cell.toBoc().toString('base64')];
    default:
      throw new RangeError(`A get method argument cannot be ${value.type}`);
  }
}

/** Runs `method` on `address`; a non-zero exit code is returned, not thrown (an undeployed account answers -13). */
export async function runTonGetMethod(
  address: Address,
  method: string,
  stack: readonly TupleItem[] = [],
  options: TonApiOptions = {},
): Promise<GetMethodAnswer> {
  const answer = await tonRpc(
    'runGetMethod',
    { address: address.toString(), method, stack: stack.map(argument) },
    runResult,
    options,
  );
  let items: TupleItem[];
  try {
    items = answer.stack.map(item);
  } catch (error) {
    throw new Error(`${method} on ${address.toString()}: unreadable stack (${(error as Error).message})`);
  }
  return { exitCode: answer.exit_code, stack: new TupleReader(items) };
}
