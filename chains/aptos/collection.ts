import type { TransactionPayloadEntryFunction } from '@aptos-labs/ts-sdk';
import type { AptosAddress } from './address';
import { type AptosSendAsset, aptosBatchSendPayload } from './batch-send';
import { aptosBatchCollectionFeeOctas } from './fees';
import { APTOS_MAX_GAS_UNITS } from './limits';

/**
 * One wallet's sweep (batch collection): each token it holds moved whole to the destination, one transaction a token
 * (`batch_transfer_coins<T>` / `batch_transfer_fungible_assets`, one recipient), then its APT in a last
 * `0x1::aptos_account::batch_transfer([destination, our receiver], [all, fee])`: our 0.005 APT fee (fees.ts) is that
 * transaction's last entry, after the work, paid by the swept wallet itself. "All" leaves exactly the gas: each
 * transaction's max_gas_amount is the gas its simulation used, and the APT sent is the balance less the fee and every
 * transaction's max gas × price, so a wallet whose transactions use what they were simulated to use ends at zero (a
 * transaction using less leaves the difference; one using more aborts out of gas, sending nothing of its own).
 */

export interface AptosSweepToken {
  asset: Exclude<AptosSendAsset, { kind: 'apt' }>;
  amount: bigint;
}

export interface AptosSweepInput {
  destination: AptosAddress;
  feeReceiver: AptosAddress;
  /** The wallet's APT (octas). */
  aptBalance: bigint;
  /** The tokens to move, whole. */
  tokens: readonly AptosSweepToken[];
  gasUnitPrice: bigint;
  /** Gas units each transaction used in its simulation: one a token, in order, then the APT sweep's. */
  gasUsed: readonly bigint[];
}

export interface AptosSweepTransaction {
  payload: TransactionPayloadEntryFunction;
  maxGasAmount: bigint;
  kind: 'token' | 'apt';
}

export type AptosSweepPlan =
  | {
      ok: true;
      transactions: AptosSweepTransaction[];
      /** APT moved to the destination (octas). */
      aptSent: bigint;
      fee: bigint;
      /** Every transaction's max gas × price: what the wallet keeps for gas. */
      gasReserve: bigint;
    }
  | { ok: false; reason: 'needsTopUp'; shortfall: bigint };

/** The payloads of a token's transfer (probe or final): one recipient, the whole amount. */
export function aptosSweepTokenPayload(token: AptosSweepToken, destination: AptosAddress) {
  return aptosBatchSendPayload(token.asset, [{ to: destination, amount: token.amount }]);
}

/** The APT sweep's payload: the rest to the destination, our fee last. */
export function aptosSweepAptPayload(
  destination: AptosAddress,
  feeReceiver: AptosAddress,
  amount: bigint,
  fee: bigint,
) {
  const rows = amount > 0n ? [{ to: destination, amount }] : [];
  return aptosBatchSendPayload({ kind: 'apt' }, rows, { receiver: feeReceiver, amount: fee });
}

/** Plans one wallet's sweep from its balances and its transactions' simulated gas. */
export function planAptosSweep(input: AptosSweepInput): AptosSweepPlan {
  if (input.gasUsed.length !== input.tokens.length + 1) {
    throw new RangeError(`gasUsed has ${input.gasUsed.length} entries for ${input.tokens.length + 1} transactions`);
  }
  for (const gas of input.gasUsed) {
    if (gas <= 0n || gas > APTOS_MAX_GAS_UNITS)
      throw new RangeError(`A transaction's gas is 1 to 2,000,000, not ${gas}`);
  }
  const fee = aptosBatchCollectionFeeOctas();
  const gasReserve = input.gasUsed.reduce((total, gas) => total + gas * input.gasUnitPrice, 0n);
  const aptSent = input.aptBalance - fee - gasReserve;
  if (aptSent < 0n) return { ok: false, reason: 'needsTopUp', shortfall: -aptSent };
  const transactions: AptosSweepTransaction[] = input.tokens.map((token, index) => ({
    payload: aptosSweepTokenPayload(token, input.destination),
    maxGasAmount: input.gasUsed[index],
    kind: 'token',
  }));
  transactions.push({
    payload: aptosSweepAptPayload(input.destination, input.feeReceiver, aptSent, fee),
    maxGasAmount: input.gasUsed[input.tokens.length],
    kind: 'apt',
  });
  return { ok: true, transactions, aptSent, fee, gasReserve };
}
