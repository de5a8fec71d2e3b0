import type { Address } from 'viem';
import type { AmountRule } from '@/chains/evm/dex/amounts';
import type { TradeSide } from '@/chains/evm/dex/quote';
import type { ChainDexes, Dex } from '@/chains/evm/dex/registry';

/** Everything a trade run needs besides the keys: identifiers and numbers only (saved with the job for resume). */
export interface TradeSettings {
  chainId: number;
  /** The wrapped coin and the DEX traded through (from the registry, or the user's own router). */
  wrappedNative: Address;
  dex: Dex;
  token: Address;
  side: TradeSide;
  rule: AmountRule;
  slippageBps: number;
  deadlineMinutes: number;
  /** The token's transfer fee, measured by the safety simulation (0 for a plain token). */
  tokenFeeBps: number;
  /** The user's gas limit per trade; estimated (+20 %) when absent. */
  gasLimit?: bigint;
  /** The user's gas price in wei (legacy chains: gasPrice; EIP-1559: max fee, tip capped by it); read when absent. */
  gasPriceWei?: bigint;
}

export function dexesOf(settings: TradeSettings): ChainDexes {
  return { chainId: settings.chainId, wrappedNative: settings.wrappedNative, dexes: [settings.dex] };
}

/** The job's meta: how a saved job is resumed (no key, no secret: addresses and numbers). */
export function settingsMeta(settings: TradeSettings): Record<string, string> {
  return {
    tool: 'batch-trade',
    chainId: String(settings.chainId),
    wrappedNative: settings.wrappedNative,
    dex: JSON.stringify(settings.dex),
    token: settings.token,
    side: settings.side,
    slippageBps: String(settings.slippageBps),
    deadlineMinutes: String(settings.deadlineMinutes),
    tokenFeeBps: String(settings.tokenFeeBps),
    ...(settings.gasLimit === undefined ? {} : { gasLimit: settings.gasLimit.toString() }),
    ...(settings.gasPriceWei === undefined ? {} : { gasPriceWei: settings.gasPriceWei.toString() }),
  };
}

/** The settings of a saved job (amounts are in its rows, so the rule does not matter any more). */
export function settingsFromMeta(meta: Record<string, string>): TradeSettings {
  return {
    chainId: Number(meta.chainId),
    wrappedNative: meta.wrappedNative as Address,
    dex: JSON.parse(meta.dex) as Dex,
    token: meta.token as Address,
    side: meta.side === 'sell' ? 'sell' : 'buy',
    rule: { mode: 'fixed', amount: 0n },
    slippageBps: Number(meta.slippageBps),
    deadlineMinutes: Number(meta.deadlineMinutes),
    tokenFeeBps: Number(meta.tokenFeeBps ?? '0'),
    gasLimit: meta.gasLimit === undefined ? undefined : BigInt(meta.gasLimit),
    gasPriceWei: meta.gasPriceWei === undefined ? undefined : BigInt(meta.gasPriceWei),
  };
}
