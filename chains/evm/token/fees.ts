import type { Address } from 'viem';
import { parseDecimal } from '@/lib/fees/decimal';
import { EVM_TOOL_FEES } from '@/lib/fees/tool-fees';
import type { PublishFee } from './deploy';

/**
 * How the token/publish fee is read and charged: THE place to change it (the amount lives in lib/fees/tool-fees.ts).
 *
 * - Amount: spec §9 lists no EVM fee, so the default is EVM_TOOL_FEES.tokenPublish (0) on every chain; an operator may
 *   set one per chain id (EVM_TOKEN_PUBLISH_FEES, in the chain's native coin), paid to EVM_FEE_RECEIVER.
 * - Charged in the user's own deployment transaction, after the work: the fee is the transaction's value, and the
 *   token's constructor pays it to the receiver as its last step, once the supply is minted. A deployment that fails
 *   (reverts, or is never sent) pays nothing; nothing is charged for managing the token afterwards.
 */
export interface TokenPublishFeeConfig {
  /** Receives the fees; undefined: no fee is charged anywhere. */
  receiver?: Address;
  /** Fee per chain id in wei, as decimal text (a page prop must be serialisable); chains not listed: the default. */
  feesWei: Readonly<Record<number, string>>;
}

/** Native coins of EVM chains have 18 decimals (every registry chain; a custom chain names its own fee in wei). */
const NATIVE_DECIMALS = 18;

export const DEFAULT_TOKEN_PUBLISH_FEE_WEI = parseDecimal(EVM_TOOL_FEES.tokenPublish, NATIVE_DECIMALS);

/** The fee a deployment on `chainId` pays, or undefined when none is due. */
export function tokenPublishFee(config: TokenPublishFeeConfig, chainId: number): PublishFee | undefined {
  if (!config.receiver) return undefined;
  const listed = config.feesWei[chainId];
  const amount = listed === undefined ? DEFAULT_TOKEN_PUBLISH_FEE_WEI : BigInt(listed);
  return amount > 0n ? { receiver: config.receiver, amount } : undefined;
}
