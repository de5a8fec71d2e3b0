import { AppError } from '@/lib/errors';

/** Error codes of the trade tools (translated by the trade page: messages `batchTrade.errors`). */
export const DEX_CODE = {
  /** No pool of the chosen DEX holds this token against the wrapped coin. */
  NO_POOL: 'DEX_NO_POOL',
  /** The simulated buy-then-sell could not sell: a honeypot (or a token that blocks this wallet). */
  HONEYPOT: 'DEX_HONEYPOT',
  /** The simulated buy failed: the token cannot be bought here at all. */
  NOT_BUYABLE: 'DEX_NOT_BUYABLE',
  /** A fee-on-transfer token on a route without the supporting functions (V3 pools refuse such a sell). */
  FEE_TOKEN_ROUTE: 'DEX_FEE_TOKEN_ROUTE',
  /** The chain has no DEX in the registry (and none was given). */
  NO_DEX: 'DEX_NO_DEX',
} as const;

export function dexError(code: (typeof DEX_CODE)[keyof typeof DEX_CODE], message: string): AppError {
  return new AppError(code, message);
}
