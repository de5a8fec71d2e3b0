import { findChain } from '../registry';
import type {
  BalancesResult,
  ChainFamily,
  DerivedAccount,
  ExplorerLinkKind,
  FamilyChainInfo,
  MnemonicCheck,
} from '../types';
import { checkTonAddress, normalizeTonAddress, parseTonAddressList, tonWalletDisplay } from './address';
import { DEFAULT_TON_JSONRPC_URL } from './api';
import { readTonBalances } from './balances';
import { TON_CHAIN_ID } from './chain';
import {
  bip39Seed,
  checkBip39Mnemonic,
  checkTonMnemonic,
  generateTonMnemonic,
  generateTonPrivateKey,
  InvalidDerivationPathError,
  InvalidTonPrivateKeyError,
  isTonDerivationPath,
  normalizeTonDerivationPath,
  normalizeTonPrivateKey,
  TON_MNEMONIC_WORDS,
  type TonKeyPair,
  tonDerivationPath,
  tonKeyPairFromBip39,
  tonKeyPairFromMnemonic,
  tonKeyPairFromPrivateKey,
  tonPrivateKeyHex,
} from './keys';
import { type TonWalletVersion, tonWalletAddress } from './wallets';

export { TON_CHAIN_ID };
export const TON_NATIVE_DECIMALS = 9;
/** The wallet the family's one-address answers use: v5r1, what wallet apps create today. */
export const DEFAULT_TON_WALLET_VERSION: TonWalletVersion = 'v5r1';
/** The "path" shown for a key from a TON mnemonic, which has none (one key per mnemonic). */
export const TON_MNEMONIC_PATH = 'ton-mnemonic';

export function tonChainInfo(chainId: number): FamilyChainInfo | undefined {
  if (chainId !== TON_CHAIN_ID) return undefined;
  const record = findChain(chainId);
  return {
    chainId,
    name: record?.name ?? 'TON',
    nativeSymbol: record?.symbol ?? 'TON',
    nativeDecimals: TON_NATIVE_DECIMALS,
    explorerUrl: record?.explorerUrl,
    defaultRpcUrls: [DEFAULT_TON_JSONRPC_URL],
  };
}

/** Tonviewer: an address (a jetton is its minter's address) or a transaction. */
export function tonExplorerLink(chainId: number, kind: ExplorerLinkKind, id: string): string | undefined {
  const chain = findChain(chainId);
  if (chain?.family !== 'ton') return undefined;
  const base = chain.explorerUrl.replace(/\/+$/, '');
  const value = encodeURIComponent(id.trim());
  return kind === 'tx' ? `${base}/transaction/${value}` : `${base}/${value}`;
}

/** A TON mnemonic when it is one; else a BIP39 mnemonic; the issue of the likelier kind when neither. */
export function checkAnyTonMnemonic(text: string): MnemonicCheck {
  const ton = checkTonMnemonic(text);
  if (ton.ok) return ton;
  const bip39 = checkBip39Mnemonic(text);
  if (bip39.ok) return bip39;
  return ton.issue === 'length' ? bip39 : ton;
}

function account(pair: TonKeyPair, path: string): DerivedAccount<string, string> {
  return {
    path,
    address: tonWalletDisplay(tonWalletAddress(DEFAULT_TON_WALLET_VERSION, pair.publicKey)),
    privateKey: tonPrivateKeyHex(pair),
  };
}

/**
 * One key: a TON mnemonic has exactly one (index 0, no path); a BIP39 mnemonic gives account `index` on
 * m/44'/607'/{index}' or a custom all-hardened path. The address is the key's v5r1 wallet (non-bounceable).
 */
export function deriveTonAccount(
  mnemonic: string,
  options: { index?: number; path?: string; passphrase?: string } = {},
): DerivedAccount<string, string> {
  if (checkTonMnemonic(mnemonic).ok && options.path === undefined) {
    if ((options.index ?? 0) !== 0) throw new RangeError('A TON mnemonic holds one key: there is no account index');
    return account(tonKeyPairFromMnemonic(mnemonic, options.passphrase), TON_MNEMONIC_PATH);
  }
  let path: string;
  if (options.path !== undefined) {
    const normalized = normalizeTonDerivationPath(options.path);
    if (normalized === undefined) throw new InvalidDerivationPathError(options.path);
    path = normalized;
  } else {
    path = tonDerivationPath(options.index ?? 0);
  }
  return account(tonKeyPairFromBip39(bip39Seed(mnemonic, options.passphrase), path), path);
}

export function deriveTonAccounts(
  mnemonic: string,
  options: { start?: number; count: number; basePath?: string; passphrase?: string },
): DerivedAccount<string, string>[] {
  const start = options.start ?? 0;
  if (!Number.isSafeInteger(options.count) || options.count < 0) throw new RangeError(`count must be a whole number`);
  if (checkTonMnemonic(mnemonic).ok) {
    if (start !== 0 || options.count > 1)
      throw new RangeError('A TON mnemonic holds one key: there is no account index');
    return options.count === 0 ? [] : [deriveTonAccount(mnemonic, { passphrase: options.passphrase })];
  }
  const template = options.basePath !== undefined ? `${options.basePath}/{index}'` : undefined;
  const seed = bip39Seed(mnemonic, options.passphrase);
  return Array.from({ length: options.count }, (_, offset) => {
    const path = tonDerivationPath(start + offset, template);
    return account(tonKeyPairFromBip39(seed, path), path);
  });
}

export const tonFamily: ChainFamily<string, string> = {
  id: 'ton',
  defaultChainIds: [TON_CHAIN_ID],
  chain: tonChainInfo,
  explorerLink: tonExplorerLink,
  address: {
    check: (text) => checkTonAddress(text),
    normalize: (text) => normalizeTonAddress(text),
    checksum: (text) => {
      const check = checkTonAddress(text);
      return check.ok ? check.address : undefined;
    },
    parseList: (input) => parseTonAddressList(input),
  },
  keys: {
    generatePrivateKey: generateTonPrivateKey,
    normalizePrivateKey: normalizeTonPrivateKey,
    addressFromPrivateKey: (key) => {
      const pair = tonKeyPairFromPrivateKey(key);
      if (!pair) throw new InvalidTonPrivateKeyError();
      return tonWalletDisplay(tonWalletAddress(DEFAULT_TON_WALLET_VERSION, pair.publicKey));
    },
    generateMnemonic: (words = TON_MNEMONIC_WORDS) => {
      if (words !== TON_MNEMONIC_WORDS) throw new RangeError(`A TON mnemonic has 24 words, not ${words}`);
      return generateTonMnemonic();
    },
    checkMnemonic: checkAnyTonMnemonic,
    derivationPath: (index) => tonDerivationPath(index),
    isDerivationPath: isTonDerivationPath,
    deriveFromMnemonic: deriveTonAccount,
    deriveManyFromMnemonic: deriveTonAccounts,
  },
  async readBalances(request): Promise<BalancesResult<string>> {
    if (request.chainId !== TON_CHAIN_ID) throw new RangeError(`TON is chain ${TON_CHAIN_ID}, not ${request.chainId}`);
    const [result] = await readTonBalances({
      owners: request.owners,
      tokens: [request.token ?? 'native'],
      jsonRpcUrl: request.rpcUrl,
      signal: request.signal,
      onProgress: request.onProgress,
    });
    return {
      chainId: TON_CHAIN_ID,
      token: result.token,
      symbol: result.symbol,
      decimals: result.decimals,
      balances: result.balances,
    };
  },
};
