import { findChain } from '../registry';
import type { BalancesResult, ChainFamily, FamilyChainInfo } from '../types';
import { type AptosAddress, checkAptosAddress, normalizeAptosAddress, parseAptosAddressList } from './address';
import { readAptosBalances } from './balances';
import { APT_DECIMALS, APTOS_CHAIN_ID, APTOS_COIN_TYPE, APTOS_MAINNET_FULLNODE_URL } from './chain';
import { aptosExplorerLink } from './explorer';
import {
  type AptosPrivateKey,
  aptosAddressFromPrivateKey,
  aptosDerivationPath,
  checkMnemonic,
  deriveAptosAccount,
  deriveAptosAccounts,
  generateAptosMnemonic,
  generateAptosPrivateKey,
  isAptosDerivationPath,
  normalizeAptosPrivateKey,
} from './keys';

export { APT_DECIMALS, APTOS_CHAIN_ID };

/** Mainnet; reads go to its REST API and indexer (the page passes our relay, or the user's own endpoint). */
export function aptosChainInfo(chainId: number): FamilyChainInfo | undefined {
  if (chainId !== APTOS_CHAIN_ID) return undefined;
  const record = findChain(chainId);
  return {
    chainId,
    name: record?.name ?? 'Aptos',
    nativeSymbol: record?.symbol ?? 'APT',
    nativeDecimals: APT_DECIMALS,
    explorerUrl: record?.explorerUrl,
    defaultRpcUrls: [APTOS_MAINNET_FULLNODE_URL],
  };
}

export const aptosFamily: ChainFamily<AptosAddress, AptosPrivateKey> = {
  id: 'aptos',
  defaultChainIds: [APTOS_CHAIN_ID],
  chain: aptosChainInfo,
  explorerLink: aptosExplorerLink,
  address: {
    check: checkAptosAddress,
    normalize: normalizeAptosAddress,
    checksum: normalizeAptosAddress,
    parseList: parseAptosAddressList,
  },
  keys: {
    generatePrivateKey: generateAptosPrivateKey,
    normalizePrivateKey: normalizeAptosPrivateKey,
    addressFromPrivateKey: aptosAddressFromPrivateKey,
    generateMnemonic: generateAptosMnemonic,
    checkMnemonic,
    derivationPath: (index) => aptosDerivationPath(index),
    isDerivationPath: isAptosDerivationPath,
    deriveFromMnemonic: deriveAptosAccount,
    deriveManyFromMnemonic: deriveAptosAccounts,
  },
  async readBalances(request): Promise<BalancesResult<AptosAddress>> {
    if (request.chainId !== APTOS_CHAIN_ID) {
      throw new RangeError(`Aptos is chain ${APTOS_CHAIN_ID}, not ${request.chainId}`);
    }
    const native = request.token === undefined || request.token === 'native';
    const result = await readAptosBalances({
      owners: request.owners,
      asset: native ? APTOS_COIN_TYPE : request.token,
      endpoint: request.rpcUrl ? { base: request.rpcUrl } : undefined,
      signal: request.signal,
      onProgress: request.onProgress,
    });
    return {
      chainId: APTOS_CHAIN_ID,
      token: native ? 'native' : (result.asset as AptosAddress),
      symbol: result.symbol,
      decimals: result.decimals,
      balances: result.balances,
    };
  },
};
