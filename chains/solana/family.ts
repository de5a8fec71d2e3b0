import { findChain } from '../registry';
import type { ChainFamily, ExplorerLinkKind, FamilyChainInfo } from '../types';
import { checkSolanaAddress, normalizeSolanaAddress, parseSolanaAddressList, type SolanaAddress } from './address';
import { readSolanaBalances, SOLANA_NATIVE_DECIMALS } from './balances';
import {
  checkMnemonic,
  deriveSolanaAccount,
  deriveSolanaAccounts,
  generateSolanaMnemonic,
  generateSolanaPrivateKey,
  InvalidSolanaPrivateKeyError,
  isSolanaDerivationPath,
  normalizeSolanaPrivateKey,
  type SolanaPrivateKey,
  solanaAddressFromPrivateKey,
  solanaDerivationPath,
} from './keys';
import { SOLANA_CHAIN_ID, SOLANA_MAINNET_RPC_URL, solanaRpcUrl } from './rpc';

export const SOLSCAN_URL = 'https://solscan.io';
export const SOLANA_EXPLORER_URL = 'https://explorer.solana.com';

/** Mainnet, under the registry's chain id 501; its RPC from SOLANA_RPC_URL when set. */
export function solanaChainInfo(chainId: number): FamilyChainInfo | undefined {
  if (chainId !== SOLANA_CHAIN_ID) return undefined;
  const record = findChain(chainId);
  let configured: string | undefined;
  try {
    configured = solanaRpcUrl();
  } catch {
    // A malformed SOLANA_RPC_URL is reported by the env check; the public endpoint stays available.
    configured = undefined;
  }
  return {
    chainId,
    name: record?.name ?? 'Solana',
    nativeSymbol: record?.symbol ?? 'SOL',
    nativeDecimals: SOLANA_NATIVE_DECIMALS,
    explorerUrl: record?.explorerUrl ?? SOLSCAN_URL,
    defaultRpcUrls: [...new Set([configured ?? SOLANA_MAINNET_RPC_URL, SOLANA_MAINNET_RPC_URL])],
  };
}

const SOLSCAN_PATHS: Record<ExplorerLinkKind, string> = { address: 'account', tx: 'tx', token: 'token' };
const EXPLORER_PATHS: Record<ExplorerLinkKind, string> = { address: 'address', tx: 'tx', token: 'address' };

/** Solscan (the registry's explorer): /account/…, /tx/…, /token/…. */
export function solanaExplorerLink(chainId: number, kind: ExplorerLinkKind, id: string): string | undefined {
  if (!solanaChainInfo(chainId)) return undefined;
  return `${SOLSCAN_URL}/${SOLSCAN_PATHS[kind]}/${encodeURIComponent(id.trim())}`;
}

/** The same page on explorer.solana.com (address/…, tx/…), Solana Foundation's explorer. */
export function solanaFoundationExplorerLink(kind: ExplorerLinkKind, id: string): string {
  return `${SOLANA_EXPLORER_URL}/${EXPLORER_PATHS[kind]}/${encodeURIComponent(id.trim())}`;
}

function addressFromKey(key: string): SolanaAddress {
  if (normalizeSolanaPrivateKey(key) === undefined) throw new InvalidSolanaPrivateKeyError();
  return solanaAddressFromPrivateKey(key);
}

export const solanaFamily: ChainFamily<SolanaAddress, SolanaPrivateKey> = {
  id: 'solana',
  defaultChainIds: [SOLANA_CHAIN_ID],
  chain: solanaChainInfo,
  explorerLink: solanaExplorerLink,
  address: {
    check: (text) => checkSolanaAddress(text),
    normalize: (text) => normalizeSolanaAddress(text),
    // Base58 has no checksum: the display form is the address itself.
    checksum: (text) => normalizeSolanaAddress(text),
    parseList: (input) => parseSolanaAddressList(input),
  },
  keys: {
    generatePrivateKey: generateSolanaPrivateKey,
    normalizePrivateKey: normalizeSolanaPrivateKey,
    addressFromPrivateKey: addressFromKey,
    generateMnemonic: generateSolanaMnemonic,
    checkMnemonic,
    derivationPath: (index) => solanaDerivationPath(index),
    isDerivationPath: isSolanaDerivationPath,
    deriveFromMnemonic: deriveSolanaAccount,
    deriveManyFromMnemonic: deriveSolanaAccounts,
  },
  readBalances: (request) => {
    if (request.chainId !== SOLANA_CHAIN_ID) {
      return Promise.reject(new RangeError(`Solana is chain ${SOLANA_CHAIN_ID}, not ${request.chainId}`));
    }
    return readSolanaBalances({
      owners: request.owners,
      mint: request.token,
      rpcUrl: request.rpcUrl,
      signal: request.signal,
      onProgress: request.onProgress,
    });
  },
};
