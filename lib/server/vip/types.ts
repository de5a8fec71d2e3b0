import type { ObservedTransaction } from './chain-reader/types';

export type { ObservedTransaction } from './chain-reader/types';

export type ChainFamily = 'evm' | 'tron';

export interface AcceptedToken {
  chainId: number;
  /** EVM: lowercase 0x…; Tron: base58. */
  address: string;
  decimals: number;
  symbol: string;
}

/**
 * Everything the payment service needs from outside the database and lib/fees' pure rules, passed in so tests run
 * on a fake chain and a fixed clock. `environment.ts` builds the real one from the env and the chain reader.
 */
export interface VipEnvironment {
  /** Receiving address per chain family (EVM lowercase); a family without one does not take payments. */
  receivers: Readonly<Record<ChainFamily, string | null>>;
  tokens: readonly AcceptedToken[];
  /** Confirmations a transaction needs on this chain before it is final for us. */
  confirmations(chainId: number): number;
  /** The inviter's share of a payment, an exact decimal from 0 to 1 such as "0.3". */
  referralRate: string;
  readTransaction(chainId: number, txHash: string): Promise<ObservedTransaction>;
  now(): Date;
}
