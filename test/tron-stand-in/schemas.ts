import { keccak256, toHex } from 'viem';
import { z } from 'zod';
import { tronAddressToHex } from '@/chains/tron';

// Test support only: what the Tron stand-in accepts, parsed with zod as java-tron's JsonFormat would refuse it.

export type Json = Record<string, unknown>;

/** Constant calls may use this much energy (java-tron's default vm.maxEnergyLimitForConstant). */
export const MAX_CONSTANT_ENERGY = 100_000_000;

export const hex41 = z.string().transform((text, context) => {
  if (/^41[0-9a-f]{40}$/i.test(text)) return text.toLowerCase();
  const converted = tronAddressToHex(text);
  if (!converted) {
    context.addIssue({ code: 'custom', message: `invalid address ${text}` });
    return z.NEVER;
  }
  return converted;
});
export const hexData = z
  .string()
  .regex(/^(0x)?([0-9a-f]{2})*$/i)
  .transform((text) => text.replace(/^0x/i, '').toLowerCase());
export const sun = z.number().int().nonnegative();

export const addressQuery = z.object({ address: hex41, visible: z.boolean().optional() });
export const valueQuery = z.object({ value: z.string().regex(/^(0x)?[0-9a-f]{64}$/i) });
export const contractCall = z.object({
  owner_address: hex41,
  contract_address: hex41,
  function_selector: z.string().optional(),
  parameter: hexData.optional(),
  data: hexData.optional(),
  call_value: sun.optional(),
  fee_limit: sun.optional(),
  visible: z.boolean().optional(),
});
export const signedTransaction = z.object({
  txID: z.string().optional(),
  visible: z.boolean().optional(),
  raw_data: z.object({
    contract: z
      .array(
        z.object({
          parameter: z.object({ value: z.record(z.string(), z.unknown()), type_url: z.string() }),
          type: z.string(),
        }),
      )
      .length(1),
    ref_block_bytes: z.string().regex(/^[0-9a-f]{4}$/i),
    ref_block_hash: z.string().regex(/^[0-9a-f]{16}$/i),
    expiration: z.number().int(),
    timestamp: z.number().int().optional(),
    fee_limit: sun.optional(),
  }),
  raw_data_hex: z.string().optional(),
  signature: z.array(z.string()).default([]),
});
export const transferValue = z.object({ owner_address: hex41, to_address: hex41, amount: z.number().int() });
export const triggerValue = z.object({
  owner_address: hex41,
  contract_address: hex41,
  data: hexData.default(''),
  call_value: sun.default(0),
});

export const evm = (address41: string) => `0x${address41.slice(2)}`;
export const utf8Hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

export function callData(call: z.infer<typeof contractCall>): string {
  if (call.function_selector) return keccak256(toHex(call.function_selector)).slice(2, 10) + (call.parameter ?? '');
  return call.data ?? '';
}

/** /wallet/deploycontract: a CreateSmartContract the node builds (abi as java-tron takes it: a JSON text or entries). */
export const deployRequest = z.object({
  owner_address: hex41,
  abi: z.union([z.string(), z.array(z.unknown())]),
  bytecode: hexData,
  fee_limit: sun,
  call_value: sun.optional(),
  consume_user_resource_percent: z.number().int().min(0).max(100).default(100),
  origin_energy_limit: sun.default(10_000_000),
  name: z.string().default(''),
  visible: z.boolean().optional(),
});
export const createValue = z.object({
  owner_address: hex41,
  new_contract: z.object({ bytecode: hexData, origin_address: hex41 }).passthrough(),
});
/** A constant call without a contract: java-tron (4.7+) estimates a deployment's energy this way. */
export const deployEstimate = z.object({ owner_address: hex41, data: hexData, visible: z.boolean().optional() });
export const transferRequest = z.object({
  owner_address: hex41,
  to_address: hex41,
  amount: z.number().int().positive(),
  visible: z.boolean().optional(),
});
