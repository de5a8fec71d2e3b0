import { type Address, beginCell, type Cell, contractAddress } from '@ton/core';
import type { TonApiOptions } from './api';
import { runTonGetMethod } from './get-method';
import { readJettonContent } from './jetton-metadata';

/**
 * Jetton wallet addresses of many owners without asking the minter for each: a jetton wallet's address is the hash of
 * its StateInit (the wallet code the minter answers in get_jetton_data, and initial data holding the owner and the
 * minter), so it can be computed locally once the data layout is known. The layout is confirmed by asking the minter
 * for ONE owner (get_wallet_address) and comparing; if no known layout matches, every owner is asked (bounded
 * concurrency). Known layouts: TEP-74's reference wallet (balance, owner, master, wallet code) and the stablecoin
 * wallet used by USDT and other governed jettons (a 4-bit status, balance, owner, master).
 */

export type JettonWalletLayout = 'reference' | 'stablecoin';
export const JETTON_WALLET_LAYOUTS: readonly JettonWalletLayout[] = ['reference', 'stablecoin'];

export interface JettonData {
  totalSupply: bigint;
  mintable: boolean;
  admin: Address | null;
  content: Cell;
  walletCode: Cell;
}

export class JettonReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JettonReadError';
  }
}

export function jettonWalletInitialData(layout: JettonWalletLayout, owner: Address, minter: Address, code: Cell) {
  if (layout === 'reference') {
    return beginCell().storeCoins(0).storeAddress(owner).storeAddress(minter).storeRef(code).endCell();
  }
  return beginCell().storeUint(0, 4).storeCoins(0).storeAddress(owner).storeAddress(minter).endCell();
}

export function computeJettonWalletAddress(layout: JettonWalletLayout, owner: Address, minter: Address, code: Cell) {
  return contractAddress(minter.workChain, { code, data: jettonWalletInitialData(layout, owner, minter, code) });
}

/** The balance stored in a jetton wallet's data, for a wallet of a known layout; undefined when unreadable. */
export function jettonBalanceFromData(layout: JettonWalletLayout, data: Cell): bigint | undefined {
  try {
    const slice = data.beginParse();
    if (layout === 'stablecoin') slice.skip(4);
    return slice.loadCoins();
  } catch {
    return undefined;
  }
}

export async function readJettonData(minter: Address, options: TonApiOptions = {}): Promise<JettonData> {
  const { exitCode, stack } = await runTonGetMethod(minter, 'get_jetton_data', [], options);
  if (exitCode !== 0) {
    throw new JettonReadError(`get_jetton_data on ${minter.toString()} exited ${exitCode}: not a jetton minter?`);
  }
  try {
    return {
      totalSupply: stack.readBigNumber(),
      mintable: stack.readBigNumber() !== 0n,
      admin: stack.readAddressOpt(),
      content: stack.readCell(),
      walletCode: stack.readCell(),
    };
  } catch (error) {
    throw new JettonReadError(`get_jetton_data on ${minter.toString()}: ${(error as Error).message}`);
  }
}

export async function jettonWalletFromMinter(minter: Address, owner: Address, options: TonApiOptions = {}) {
  const argument = { type: 'slice' as const, cell: beginCell().storeAddress(owner).endCell() };
  const { exitCode, stack } = await runTonGetMethod(minter, 'get_wallet_address', [argument], options);
  if (exitCode !== 0) throw new JettonReadError(`get_wallet_address on ${minter.toString()} exited ${exitCode}`);
  return stack.readAddress();
}

export interface DerivedJettonWallets {
  /** The layout that matched the minter's answer; undefined when every owner was asked. */
  layout: JettonWalletLayout | undefined;
  /** Jetton wallet of each owner, in the owners' order. */
  wallets: Address[];
}

/** Jetton wallets of `owners` (distinct), computed locally when a layout matches, else asked one by one. */
export async function deriveJettonWallets(
  minter: Address,
  data: JettonData,
  owners: readonly Address[],
  options: TonApiOptions & { concurrency?: number; deriveLocally?: boolean } = {},
): Promise<DerivedJettonWallets> {
  if (owners.length === 0) return { layout: undefined, wallets: [] };
  const first = await jettonWalletFromMinter(minter, owners[0], options);
  if (options.deriveLocally !== false) {
    const layout = JETTON_WALLET_LAYOUTS.find((candidate) =>
      computeJettonWalletAddress(candidate, owners[0], minter, data.walletCode).equals(first),
    );
    if (layout) {
      return {
        layout,
        wallets: owners.map((owner) => computeJettonWalletAddress(layout, owner, minter, data.walletCode)),
      };
    }
  }
  const wallets: Address[] = [first];
  let next = 1;
  const worker = async () => {
    while (next < owners.length) {
      const index = next;
      next += 1;
      wallets[index] = await jettonWalletFromMinter(minter, owners[index], options);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return { layout: undefined, wallets };
}

/** Symbol and decimals from on-chain TEP-64 content; TEP-64's 9 decimals and no symbol otherwise. */
export function jettonDisplay(data: JettonData) {
  const content = readJettonContent(data.content);
  return { symbol: content.symbol ?? '', decimals: content.decimals ?? 9, content };
}
