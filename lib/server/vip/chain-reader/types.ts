/**
 * What a chain says about one transaction, in the same shape for every chain so payment verification is written
 * once. Addresses are lowercase 0x-hex on EVM chains and base58 (T…) on Tron.
 */
export type ObservedStatus = 'success' | 'failed' | 'pending' | 'not-found';

export interface ObservedTransfer {
  /** The token contract that emitted the Transfer event. */
  token: string;
  from: string;
  to: string;
  /** In the token's base units. */
  amount: bigint;
}

export interface ObservedTransaction {
  status: ObservedStatus;
  /** Blocks from the transaction's block to the latest, both counted (1 = just mined); 0 when not in a block. */
  confirmations: number;
  /** The signer, when the chain knows the transaction (also while pending). */
  from: string | null;
  /** Token transfers of a successful transaction; empty otherwise (a failed one moved nothing). */
  transfers: ObservedTransfer[];
  /** The account tag the transaction's input carries (EVM payments made from the VIP page; see pay-tag.ts). */
  payTag?: string | null;
}

export const NOT_FOUND: ObservedTransaction = Object.freeze({
  status: 'not-found',
  confirmations: 0,
  from: null,
  transfers: [],
}) as ObservedTransaction;
