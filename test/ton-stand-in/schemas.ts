import { Address, Cell, type TupleItem } from '@ton/core';
import { z } from 'zod';

// Requests of toncenter's API v2 (POST /api/v2/jsonRPC, the shape @ton/ton's TonClient sends) and v3
// (GET /api/v3/accountStates), parsed with zod before the sandbox sees them.

export const jsonRpcRequest = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  jsonrpc: z.literal('2.0').optional(),
  method: z.string().min(1),
  params: z.record(z.string(), z.unknown()).default({}),
});

/** Any address spelling toncenter reads (raw or user-friendly, either base64 alphabet). */
export const tonAddress = z.string().transform((text, context) => {
  try {
    return Address.parse(text.trim());
  } catch {
    context.addIssue({ code: 'custom', message: `Incorrect address: ${text}` });
    return z.NEVER;
  }
});

const base64 = z.string().regex(/^[A-Za-z0-9+/_-]*={0,2}$/, 'not base64');

export const bocCell = base64.transform((text, context) => {
  try {
    return Cell.fromBoc(Buffer.from(text, 'base64'))[0];
  } catch {
    context.addIssue({ code: 'custom', message: 'Cannot deserialize boc' });
    return z.NEVER;
  }
});

export const addressParams = z.object({ address: tonAddress });

/** Stack entries as TonClient serialises them: ["num", "123" | "0x7b" | "-5"], ["tvm.Cell" | "tvm.Slice" | "tvm.Builder", base64]. */
const stackEntry = z.union([
  z.tuple([z.literal('num'), z.string().regex(/^-?(0x[0-9a-fA-F]+|\d+)$/)]).transform(
    ([, value]): TupleItem => ({
      type: 'int',
      value: value.startsWith('-') ? -BigInt(value.slice(1)) : BigInt(value),
    }),
  ),
  z.tuple([z.enum(['tvm.Cell', 'tvm.Slice', 'tvm.Builder']), bocCell]).transform(([kind, cell]): TupleItem => {
    const type = kind === 'tvm.Cell' ? 'cell' : kind === 'tvm.Slice' ? 'slice' : 'builder';
    return { type, cell };
  }),
]);

export const runGetMethodParams = z.object({
  address: tonAddress,
  method: z.union([z.string().min(1), z.number().int()]),
  stack: z.array(stackEntry).default([]),
});

export const sendBocParams = z.object({ boc: bocCell });

export const getTransactionsParams = z.object({
  address: tonAddress,
  limit: z.coerce.number().int().min(1).max(100).default(10),
  lt: z.coerce.bigint().optional(),
  /** TonClient sends the hash in hex; toncenter also takes base64. */
  hash: z.string().optional(),
  to_lt: z.coerce.bigint().optional(),
  archival: z.unknown().optional(),
});

export const accountStatesQuery = z.object({
  address: z.array(tonAddress).min(1).max(1000),
  include_boc: z.enum(['true', 'false', '1', '0']).default('true'),
});

export const tryLocateParams = z.object({
  source: tonAddress,
  destination: tonAddress,
  created_lt: z.coerce.bigint(),
});
