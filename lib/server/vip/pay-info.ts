import 'server-only';
import { findChain } from '@/chains/registry';
import { VIP_PLAN_DAYS, vipPrice } from '@/lib/fees';
import { chainFamily } from './addresses';
import type { AcceptedToken, ChainFamily, VipEnvironment } from './types';

export interface PayChainInfo {
  chainId: number;
  name: string;
  family: ChainFamily;
  /** Where to send the payment. */
  receiver: string;
  tokens: { address: string; symbol: string; decimals: number }[];
  confirmations: number;
  /** The price of each plan (one unit of allowance) in stablecoin units, exact decimals, the same for every feature. */
  prices: { days: number; amount: string }[];
}

export interface PayAddressInfo {
  chains: PayChainInfo[];
}

/** The accepted token of a chain, if the chain takes payments in it (its family has a receiving address). */
export function findAcceptedToken(env: VipEnvironment, chainId: number, address: string): AcceptedToken | undefined {
  if (!env.receivers[chainFamily(chainId)]) return undefined;
  return env.tokens.find((token) => token.chainId === chainId && token.address === address);
}

/** GET /api/v1/vip/pay/address: every chain that takes payments, with its receiver, tokens and plan prices. */
export function payAddressInfo(env: VipEnvironment): PayAddressInfo {
  const chainIds = [...new Set(env.tokens.map((token) => token.chainId))];
  const chains: PayChainInfo[] = [];
  for (const chainId of chainIds) {
    const family = chainFamily(chainId);
    const receiver = env.receivers[family];
    if (!receiver) continue;
    chains.push({
      chainId,
      name: findChain(chainId)?.name ?? `Chain ${chainId}`,
      family,
      receiver,
      tokens: env.tokens
        .filter((token) => token.chainId === chainId)
        .map(({ address, symbol, decimals }) => ({ address, symbol, decimals })),
      confirmations: env.confirmations(chainId),
      prices: VIP_PLAN_DAYS.map((days) => ({ days, amount: vipPrice({ family, days, kind: 'buy' }) })),
    });
  }
  return { chains };
}

const RECEIVER_SETTINGS: Readonly<Record<ChainFamily, { name: string; variable: string }>> = {
  evm: { name: 'EVM', variable: 'VIP_PAY_ADDRESS_EVM' },
  tron: { name: 'TRON', variable: 'VIP_PAY_ADDRESS_TRON' },
};

/**
 * Why VIP payments are (partly) off, for the server log; null when every family takes payments. Users only see
 * that payments are not open: the setting to fix is the operator's business.
 */
export function paymentsOffReason(env: VipEnvironment): string | null {
  const missing = (Object.keys(RECEIVER_SETTINGS) as ChainFamily[]).filter((family) => !env.receivers[family]);
  if (missing.length === 0) return null;
  const variables = missing.map((family) => RECEIVER_SETTINGS[family].variable);
  const names = missing.map((family) => RECEIVER_SETTINGS[family].name).join(' and ');
  const verb = variables.length === 1 ? 'is' : 'are';
  return `${names} payments are off: ${variables.join(' and ')} ${verb} not set (the VIP page shows prices only)`;
}
