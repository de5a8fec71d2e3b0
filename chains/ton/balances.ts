import type { Address } from '@ton/core';
import { integerOption, validateOwnerList } from '../owners';
import type { BalanceProgress, OwnerBalance } from '../types';
import { pool, type Reader, readStates } from './account-states';
import { checkTonAddress, parseTonAddress, type TonNetwork } from './address';
import { type TonApiOptions, tonV3Url } from './api';
import { runTonGetMethod } from './get-method';
import {
  deriveJettonWallets,
  type JettonWalletLayout,
  jettonBalanceFromData,
  jettonDisplay,
  readJettonData,
} from './jetton-wallets';

/**
 * TON and jetton balances of many owners in few requests (states read by chains/ton/account-states.ts).
 * - TON: toncenter v3's accountStates, `addressesPerRequest` accounts per GET (default 100, so the URL stays under
 *   8 KB); where no v3 endpoint is known (our v2-only passthrough), one v2 getAddressBalance per account.
 * - A jetton: get_jetton_data once, the jetton wallet of every owner computed locally (chains/ton/jetton-wallets.ts:
 *   one get_wallet_address confirms the layout), then the jetton wallets' states with their data (accountStates, or
 *   getAddressInformation per wallet without v3), each balance read from the data; a wallet whose code is not the
 *   minter's (or whose data is unreadable) is asked with get_wallet_data. A missing or undeployed jetton wallet holds 0.
 * Requests go out a bounded number at a time, each retried on 429/5xx/timeouts (chains/ton/api.ts).
 */

export const DEFAULT_TON_ADDRESSES_PER_REQUEST = 100;
/** toncenter v3 takes at most 1,000 addresses per accountStates. */
export const MAX_TON_ADDRESSES_PER_REQUEST = 1_000;
export const DEFAULT_TON_BALANCE_CONCURRENCY = 4;
export const TON_SYMBOL = 'TON';

export type TonBalanceToken = 'native' | string;

export interface ReadTonBalancesOptions extends TonApiOptions {
  owners: readonly string[];
  /** 'native' (TON) and/or jetton minter addresses; default ['native']. */
  tokens?: readonly TonBalanceToken[];
  addressesPerRequest?: number;
  concurrency?: number;
  /** false: ask the minter for every owner's jetton wallet instead of computing it. */
  deriveLocally?: boolean;
  network?: TonNetwork;
  onProgress?: (progress: BalanceProgress) => void;
}

export interface TonTokenBalances {
  token: TonBalanceToken;
  symbol: string;
  decimals: number;
  /** How jetton wallets were found: a layout computed locally, or 'minter' (asked per owner). */
  jettonWallets?: JettonWalletLayout | 'minter';
  /** In the order of the request's owners. */
  balances: OwnerBalance<string>[];
}

export class InvalidTonOwnerError extends Error {
  constructor(readonly invalid: readonly { index: number; input: string }[]) {
    super(`Owner ${invalid[0].index + 1} is not a TON address: "${invalid[0].input}"`);
    this.name = 'InvalidTonOwnerError';
  }
}

export class InvalidTonTokenError extends Error {
  constructor(
    readonly token: string,
    reason: string,
  ) {
    super(`Token ${token}: ${reason}`);
    this.name = 'InvalidTonTokenError';
  }
}

async function jettonBalances(
  minter: Address,
  owners: readonly Address[],
  options: ReadTonBalancesOptions,
  reader: Reader,
) {
  const data = await readJettonData(minter, reader.api);
  const display = jettonDisplay(data);
  const derived = await deriveJettonWallets(minter, data, owners, {
    ...reader.api,
    concurrency: reader.concurrency,
    deriveLocally: options.deriveLocally,
  });
  const states = await readStates(derived.wallets, true, reader);
  const walletCodeHash = data.walletCode.hash().toString('base64');
  const balances = new Map<string, OwnerBalance<string>>();
  const asks: (() => Promise<void>)[] = [];
  owners.forEach((owner, index) => {
    const key = owner.toRawString();
    const wallet = derived.wallets[index];
    const state = states.get(wallet.toRawString());
    if (!state || state.status === 'uninit' || state.status === 'nonexist') {
      balances.set(key, { owner: key, balance: 0n });
      return;
    }
    if (state.status !== 'active') {
      balances.set(key, { owner: key, balance: null, error: `jetton wallet ${state.status}` });
      return;
    }
    const fromData =
      derived.layout && state.codeHash === walletCodeHash && state.data
        ? jettonBalanceFromData(derived.layout, state.data)
        : undefined;
    if (fromData !== undefined) {
      balances.set(key, { owner: key, balance: fromData });
      return;
    }
    asks.push(async () => {
      const answer = await runTonGetMethod(wallet, 'get_wallet_data', [], reader.api);
      balances.set(
        key,
        answer.exitCode === 0
          ? { owner: key, balance: answer.stack.readBigNumber() }
          : { owner: key, balance: null, error: `get_wallet_data exited ${answer.exitCode}` },
      );
    });
  });
  await pool(asks, reader.concurrency);
  return { ...display, jettonWallets: derived.layout ?? ('minter' as const), balances };
}

/**
 * Balances of `owners` for each token, exact (bigint, nanoTON or the jetton's smallest unit), in the owners' order
 * with each owner in its display form. Throws InvalidTonOwnerError or InvalidTonTokenError before any request.
 */
export async function readTonBalances(options: ReadTonBalancesOptions): Promise<TonTokenBalances[]> {
  const network = options.network ?? 'mainnet';
  const displayed = validateOwnerList(
    options.owners,
    (text) => checkTonAddress(text, network),
    (invalid) => new InvalidTonOwnerError(invalid),
  );
  const owners = displayed
    .map((text) => parseTonAddress(text, network))
    .map((check) => (check.ok ? check.details.address : (undefined as never)));
  const tokens = (options.tokens ?? ['native']).map((token) => {
    if (token === 'native') return { token, minter: undefined };
    const check = parseTonAddress(String(token), network);
    if (!check.ok) throw new InvalidTonTokenError(String(token), 'not a TON address');
    return { token: check.details.display, minter: check.details.address };
  });
  const perRequest = integerOption(
    'addressesPerRequest',
    options.addressesPerRequest,
    DEFAULT_TON_ADDRESSES_PER_REQUEST,
    1,
    MAX_TON_ADDRESSES_PER_REQUEST,
  );
  const concurrency = integerOption('concurrency', options.concurrency, DEFAULT_TON_BALANCE_CONCURRENCY);
  const { onProgress } = options;
  const { jsonRpcUrl, v3Url, retries, retryDelayMs, timeoutMs, signal } = options;
  const api: TonApiOptions = { jsonRpcUrl, v3Url, retries, retryDelayMs, timeoutMs, signal };
  const hasV3 = tonV3Url(api) !== undefined;

  const distinct = [...new Map(owners.map((owner) => [owner.toRawString(), owner])).values()];
  const total = owners.length;
  const work = distinct.length * tokens.length;
  let done = 0;
  onProgress?.({ done: 0, total });
  const reader: Reader = {
    hasV3,
    perRequest,
    concurrency,
    api,
    advance: (accounts) => {
      done += accounts;
      onProgress?.({ done: work === 0 ? total : Math.floor((Math.min(done, work) / work) * total), total });
    },
  };

  const results: TonTokenBalances[] = [];
  for (const { token, minter } of tokens) {
    if (!minter) {
      const states = await readStates(distinct, false, reader);
      const byOwner = new Map(
        distinct.map((owner) => [owner.toRawString(), states.get(owner.toRawString())?.balance ?? 0n]),
      );
      results.push({
        token,
        symbol: TON_SYMBOL,
        decimals: 9,
        balances: owners.map((owner, index) => ({
          owner: displayed[index],
          balance: byOwner.get(owner.toRawString()) as bigint,
        })),
      });
      continue;
    }
    const jetton = await jettonBalances(minter, distinct, options, reader);
    results.push({
      token,
      symbol: jetton.symbol,
      decimals: jetton.decimals,
      jettonWallets: jetton.jettonWallets,
      balances: owners.map((owner, index) => ({
        ...(jetton.balances.get(owner.toRawString()) as OwnerBalance<string>),
        owner: displayed[index],
      })),
    });
  }
  return results;
}
