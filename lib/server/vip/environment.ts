import 'server-only';
import { readTokenTransfers, vipConfirmations, vipPayAddresses, vipPayTokens, vipReferralRate } from './chain-reader';
import type { VipEnvironment } from './types';

/** VIP_PAY_TOKENS carries no symbols: the well-known stablecoins are named here, anything else shows as USDT. */
const KNOWN_SYMBOLS: Readonly<Record<string, string>> = {
  '0xdac17f958d2ee523a2206206994597c13d831ec7': 'USDT',
  '0x55d398326f99059ff775485246999027b3197955': 'USDT',
  TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t: 'USDT',
  '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': 'USDC',
  '0x8ac76a51cc950d9822d68b83fe1ad97b32cd580d': 'USDC',
  TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8: 'USDC',
};
const DEFAULT_SYMBOL = 'USDT';

/** The real collaborators: the validated env (read at each call, as the chain reader does) and the chain RPCs. */
export function createVipEnvironment(): VipEnvironment {
  const receivers = vipPayAddresses();
  return {
    receivers: { evm: receivers.evm ?? null, tron: receivers.tron ?? null },
    tokens: vipPayTokens().map((token) => ({ ...token, symbol: KNOWN_SYMBOLS[token.address] ?? DEFAULT_SYMBOL })),
    confirmations: vipConfirmations,
    referralRate: vipReferralRate(),
    readTransaction: readTokenTransfers,
    now: () => new Date(),
  };
}

let provided: VipEnvironment | undefined;

/** Tests of the route handlers and the job put a fake chain in place here (undefined restores the real one). */
export function provideVipEnvironment(environment: VipEnvironment | undefined): void {
  provided = environment;
}

export function getVipEnvironment(): VipEnvironment {
  return provided ?? createVipEnvironment();
}
