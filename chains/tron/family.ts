import { findChain } from '../registry';
import type { BalancesResult, ChainFamily, FamilyChainInfo } from '../types';
import { checkTronAddress, normalizeTronAddress, parseTronAddressList } from './address';
import { DEFAULT_TRON_API_URL, tronApiUrl } from './api';
import { readTronBalances } from './balances';
import { TRON_CHAIN_ID, TRX_DECIMALS } from './chain';
import { tronExplorerLink } from './explorer';
import {
  checkMnemonic,
  deriveTronAccount,
  deriveTronAccounts,
  generateTronMnemonic,
  generateTronPrivateKey,
  isTronDerivationPath,
  normalizeTronPrivateKey,
  type TronPrivateKey,
  tronAddressFromPrivateKey,
  tronDerivationPath,
} from './keys';

export { TRON_CHAIN_ID, TRX_DECIMALS };

/** Mainnet; its API from TRON_API_URL when set (our proxy or a node), TronGrid otherwise. */
export function tronChainInfo(chainId: number): FamilyChainInfo | undefined {
  if (chainId !== TRON_CHAIN_ID) return undefined;
  const record = findChain(chainId);
  let configured: string | undefined;
  try {
    configured = tronApiUrl();
  } catch {
    // A malformed TRON_API_URL is reported by the env check; TronGrid stays available.
    configured = undefined;
  }
  return {
    chainId,
    name: record?.name ?? 'Tron',
    nativeSymbol: record?.symbol ?? 'TRX',
    nativeDecimals: TRX_DECIMALS,
    explorerUrl: record?.explorerUrl,
    defaultRpcUrls: [...new Set([configured ?? DEFAULT_TRON_API_URL, DEFAULT_TRON_API_URL])],
  };
}

export const tronFamily: ChainFamily<string, TronPrivateKey> = {
  id: 'tron',
  defaultChainIds: [TRON_CHAIN_ID],
  chain: tronChainInfo,
  explorerLink: tronExplorerLink,
  address: {
    check: (text) => checkTronAddress(text),
    normalize: (text) => normalizeTronAddress(text),
    checksum: (text) => normalizeTronAddress(text),
    parseList: (input) => parseTronAddressList(input),
  },
  keys: {
    generatePrivateKey: generateTronPrivateKey,
    normalizePrivateKey: normalizeTronPrivateKey,
    addressFromPrivateKey: tronAddressFromPrivateKey,
    generateMnemonic: generateTronMnemonic,
    checkMnemonic,
    derivationPath: (index) => tronDerivationPath(index),
    isDerivationPath: isTronDerivationPath,
    deriveFromMnemonic: deriveTronAccount,
    deriveManyFromMnemonic: deriveTronAccounts,
  },
  async readBalances(request): Promise<BalancesResult<string>> {
    if (request.chainId !== TRON_CHAIN_ID)
      throw new RangeError(`Tron is chain ${TRON_CHAIN_ID}, not ${request.chainId}`);
    const token = request.token ?? 'native';
    const [result] = await readTronBalances({
      owners: request.owners,
      tokens: [token],
      apiUrl: request.rpcUrl,
      signal: request.signal,
      onProgress: request.onProgress,
    });
    return { chainId: TRON_CHAIN_ID, ...result };
  },
};
