import { type PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js';
import { parseDecimal } from '@/lib/fees/decimal';
import { SOLANA_TOOL_FEES } from '@/lib/fees/tool-fees';

/**
 * How the Solana service fees of spec §9 are read: THE place to change a reading (the amounts themselves live in
 * lib/fees/tool-fees.ts). Every fee is paid by a transfer inside the transaction that does the work, so a transaction
 * that fails charges nothing and a batch pays only for what landed.
 *
 * - batch send: 0.008 SOL per transaction sent (each transaction carries its own fee);
 * - batch collection: 0.001 SOL per transaction (the fee payer pays it, like the network fee);
 * - close account: the spec's "0.08 per account" is read as 8 % of the rent reclaimed, per account (rounded down);
 * - "0.3 brokerage" is read as 30 %: the share of an invited user's service fees credited to the inviter. When the
 *   inviter's address is known, the builders pay that share to it in the same transaction (the rest to the receiver).
 * - memorable (vanity) address: 0.1 SOL, never for generating or exporting a key (that happens in the browser and
 *   touches no chain). It is charged when the user activates a found address on chain: one transaction signed by the
 *   connected wallet that funds the vanity address (at least the rent-exempt minimum, the amount the user chooses)
 *   and then pays the fee, after the funding instruction. The vanity key signs nothing and never leaves the page:
 *   the transaction needs only its public key. Activation is optional; a failed transaction charges nothing.
 */

export type SolanaFeeUnit = 'transaction' | 'reclaimedRent';

export const SOLANA_FEE_READING = {
  batchSend: { unit: 'transaction' as SolanaFeeUnit, amount: SOLANA_TOOL_FEES.batchSend },
  batchCollection: { unit: 'transaction' as SolanaFeeUnit, amount: SOLANA_TOOL_FEES.batchCollection },
  /** A ratio: 0.08 → 8 % of each closed account's rent. */
  closeAccount: { unit: 'reclaimedRent' as SolanaFeeUnit, ratio: SOLANA_TOOL_FEES.closeAccountPerAccount },
  /** A ratio: 0.3 → 30 % of the fee goes to the inviter. */
  referralShare: { ratio: SOLANA_TOOL_FEES.closeAccountBrokerage },
  /** Per activation transaction of a vanity address (funding it from the wallet), not per generated key. */
  memorableAddress: { unit: 'transaction' as SolanaFeeUnit, amount: SOLANA_TOOL_FEES.memorableAddress },
} as const;

const LAMPORTS_DECIMALS = 9;
/** Ratios are exact decimals; 9 places of precision leave no rounding for the spec's figures. */
const RATIO_SCALE = 10n ** 9n;

function ratioOf(text: string): bigint {
  const ratio = parseDecimal(text, 9);
  if (ratio > RATIO_SCALE) throw new RangeError(`A fee ratio above 1: ${text}`);
  return ratio;
}

/** The batch-send fee of one transaction, in lamports (8,000,000). */
export function batchSendFeeLamports(): bigint {
  return parseDecimal(SOLANA_FEE_READING.batchSend.amount, LAMPORTS_DECIMALS);
}

/** The collection fee of one transaction, in lamports (1,000,000). */
export function batchCollectionFeeLamports(): bigint {
  return parseDecimal(SOLANA_FEE_READING.batchCollection.amount, LAMPORTS_DECIMALS);
}

/** The memorable-address fee of one activation transaction, in lamports (100,000,000). */
export function memorableAddressFeeLamports(): bigint {
  return parseDecimal(SOLANA_FEE_READING.memorableAddress.amount, LAMPORTS_DECIMALS);
}

/** The close-account fee of one account: 8 % of its reclaimed rent, rounded down. */
export function closeAccountFeeLamports(reclaimedRent: bigint): bigint {
  if (reclaimedRent < 0n) throw new RangeError('Reclaimed rent cannot be negative');
  return (reclaimedRent * ratioOf(SOLANA_FEE_READING.closeAccount.ratio)) / RATIO_SCALE;
}

/** The inviter's share of a fee (30 %, rounded down); the receiver gets the rest. */
export function referralShareLamports(fee: bigint): bigint {
  return (fee * ratioOf(SOLANA_FEE_READING.referralShare.ratio)) / RATIO_SCALE;
}

/** Where a transaction's service fee goes. `referrer`: the invited user's inviter, paid its share on chain. */
export interface SolanaServiceFee {
  receiver: PublicKey;
  lamports: bigint;
  referrer?: PublicKey;
}

/** The fee's transfers from `payer`: to the receiver, and the inviter's share to the referrer; none for 0. */
export function serviceFeeInstructions(payer: PublicKey, fee: SolanaServiceFee | undefined): TransactionInstruction[] {
  if (!fee || fee.lamports === 0n) return [];
  if (fee.lamports < 0n) throw new RangeError('A service fee cannot be negative');
  const share = fee.referrer ? referralShareLamports(fee.lamports) : 0n;
  const instructions = [
    SystemProgram.transfer({ fromPubkey: payer, toPubkey: fee.receiver, lamports: fee.lamports - share }),
  ];
  if (fee.referrer && share > 0n) {
    instructions.push(SystemProgram.transfer({ fromPubkey: payer, toPubkey: fee.referrer, lamports: share }));
  }
  return instructions;
}

/**
 * The token tools' fees (spec §9), one per transaction doing the action: publish 0.1, metadata update 0.1, burn /
 * mint more / freeze 0.05 (thaw is the freeze tool's other half and costs the same), authority changes 0.
 */
export type SolanaTokenFeeAction = 'publish' | 'update' | 'burn' | 'mint' | 'freeze' | 'authority';

const TOKEN_FEE_AMOUNTS: Record<SolanaTokenFeeAction, string> = {
  publish: SOLANA_TOOL_FEES.publishToken,
  update: SOLANA_TOOL_FEES.updateToken,
  burn: SOLANA_TOOL_FEES.burnToken,
  mint: SOLANA_TOOL_FEES.mintToken,
  freeze: SOLANA_TOOL_FEES.freezeToken,
  authority: SOLANA_TOOL_FEES.accessUpdate,
};

export function tokenToolFeeLamports(action: SolanaTokenFeeAction): bigint {
  return parseDecimal(TOKEN_FEE_AMOUNTS[action], LAMPORTS_DECIMALS);
}

/** 100,000,000 lamports. */
export const publishTokenFeeLamports = (): bigint => tokenToolFeeLamports('publish');
/** 100,000,000 lamports. */
export const updateTokenFeeLamports = (): bigint => tokenToolFeeLamports('update');
/** 50,000,000 lamports each. */
export const burnTokenFeeLamports = (): bigint => tokenToolFeeLamports('burn');
export const mintTokenFeeLamports = (): bigint => tokenToolFeeLamports('mint');
export const freezeTokenFeeLamports = (): bigint => tokenToolFeeLamports('freeze');
/** 0: revoking or handing over an authority is free. */
export const authorityUpdateFeeLamports = (): bigint => tokenToolFeeLamports('authority');
