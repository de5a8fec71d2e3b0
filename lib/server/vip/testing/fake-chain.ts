import { randomBytes } from 'node:crypto';
import { tronAddressFromHex } from '@/chains/tron';
import type { Database } from '@/db';
import { createUser } from '@/lib/server/accounts/users';
import type { PrepayInput } from '../schemas';
import type { AcceptedToken, ObservedTransaction, VipEnvironment } from '../types';

// Test support only: a chain whose transactions the test writes, and the payment environment around it.

export const EVM_RECEIVER = `0x${'ee'.repeat(20)}`;
export const TRON_RECEIVER = tronAddressFromHex(`41${'ee'.repeat(20)}`) as string;
/** 6 decimals like USDT on Ethereum; the BSC one has 18, like Binance-Peg USDT. */
export const ETH_USDT: AcceptedToken = { chainId: 1, address: `0x${'11'.repeat(20)}`, decimals: 6, symbol: 'USDT' };
export const BSC_USDT: AcceptedToken = { chainId: 56, address: `0x${'22'.repeat(20)}`, decimals: 18, symbol: 'USDT' };
export const TRON_USDT: AcceptedToken = {
  chainId: 195,
  address: tronAddressFromHex(`41${'33'.repeat(20)}`) as string,
  decimals: 6,
  symbol: 'USDT',
};
export const OTHER_TOKEN = `0x${'44'.repeat(20)}`;
export const CONFIRMATIONS = 3;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const randomEvmHash = () => `0x${randomBytes(32).toString('hex')}`;
export const randomEvmAddress = () => `0x${randomBytes(20).toString('hex')}`;
export const randomTronAddress = () => tronAddressFromHex(`41${randomBytes(20).toString('hex')}`) as string;

const NOT_FOUND: ObservedTransaction = { status: 'not-found', confirmations: 0, from: null, transfers: [] };

export interface TransferSpec {
  token?: string;
  from: string;
  to?: string;
  /** Base units. */
  amount: bigint;
}

/** A chain the test scripts: transactions by hash, a clock it moves, and how often the service read it. */
export class FakeChain {
  readonly transactions = new Map<string, ObservedTransaction>();
  reads = 0;
  clock = new Date();

  /** A successful token transfer (ETH_USDT to our receiver unless told otherwise), mined `confirmations` ago. */
  pay(txHash: string, transfer: TransferSpec, confirmations = CONFIRMATIONS): void {
    const { token = ETH_USDT.address, from, to = EVM_RECEIVER, amount } = transfer;
    this.transactions.set(txHash, {
      status: 'success',
      confirmations,
      from,
      transfers: [{ token, from, to, amount }],
    });
  }

  set(txHash: string, observed: ObservedTransaction): void {
    this.transactions.set(txHash, observed);
  }

  advance(milliseconds: number): void {
    this.clock = new Date(this.clock.getTime() + milliseconds);
  }

  environment(overrides: Partial<VipEnvironment> = {}): VipEnvironment {
    return {
      receivers: { evm: EVM_RECEIVER, tron: TRON_RECEIVER },
      tokens: [ETH_USDT, BSC_USDT, TRON_USDT],
      confirmations: () => CONFIRMATIONS,
      referralRate: '0.3',
      readTransaction: async (_chainId, txHash) => {
        this.reads += 1;
        // A real RPC answers later than now: concurrent readers interleave as they would.
        await new Promise((resolve) => setImmediate(resolve));
        return this.transactions.get(txHash) ?? NOT_FOUND;
      },
      now: () => this.clock,
      ...overrides,
    };
  }
}

let userCounter = 0;

export async function newUser(db: Database, invitedBy: number | null = null) {
  userCounter += 1;
  return createUser(db, { email: `vip${userCounter}.${randomBytes(4).toString('hex')}@example.com`, invitedBy });
}

/** A prepay body for a 7-day EVM buy of balanceMonitor with ETH_USDT (27.9). */
export function prepayBody(overrides: Partial<PrepayInput> = {}): PrepayInput {
  return {
    walletAddress: randomEvmAddress(),
    tokenAddress: ETH_USDT.address,
    chainId: ETH_USDT.chainId,
    tokenAmount: '27.9',
    vipDays: 7,
    txHash: randomEvmHash(),
    feature: 'balanceMonitor',
    plan: 'buy',
    ...overrides,
  };
}
