import { findChain } from '../registry';
import type { BalancesResult, ChainFamily, FamilyChainInfo } from '../types';
import { checkSuiAddress, normalizeSuiAddress, parseSuiAddressList, type SuiAddress } from './address';
import { readSuiBalances } from './balances';
import { SUI_CHAIN_ID, SUI_COIN_TYPE, SUI_DECIMALS, SUI_MAINNET_GRAPHQL_URL } from './chain';
import { suiExplorerLink } from './explorer';
import {
  checkMnemonic,
  deriveSuiAccount,
  deriveSuiAccounts,
  generateSuiMnemonic,
  generateSuiPrivateKey,
  isSuiDerivationPath,
  normalizeSuiPrivateKey,
  type SuiPrivateKey,
  suiAddressFromPrivateKey,
  suiDerivationPath,
} from './keys';

export { SUI_CHAIN_ID, SUI_DECIMALS };

/** Mainnet; reads go to its GraphQL RPC (the page passes our relay's path, or the user's own endpoint). */
export function suiChainInfo(chainId: number): FamilyChainInfo | undefined {
  if (chainId !== SUI_CHAIN_ID) return undefined;
  const record = findChain(chainId);
  return {
    chainId,
    name: record?.name ?? 'Sui',
    nativeSymbol: record?.symbol ?? 'SUI',
    nativeDecimals: SUI_DECIMALS,
    explorerUrl: record?.explorerUrl,
    defaultRpcUrls: [SUI_MAINNET_GRAPHQL_URL],
  };
}

export const suiFamily: ChainFamily<SuiAddress, SuiPrivateKey> = {
  id: 'sui',
  defaultChainIds: [SUI_CHAIN_ID],
  chain: suiChainInfo,
  explorerLink: suiExplorerLink,
  address: {
    check: checkSuiAddress,
    normalize: normalizeSuiAddress,
    checksum: normalizeSuiAddress,
    parseList: parseSuiAddressList,
  },
  keys: {
    generatePrivateKey: generateSuiPrivateKey,
    normalizePrivateKey: normalizeSuiPrivateKey,
    addressFromPrivateKey: suiAddressFromPrivateKey,
    generateMnemonic: generateSuiMnemonic,
    checkMnemonic,
    derivationPath: (index) => suiDerivationPath(index),
    isDerivationPath: isSuiDerivationPath,
    deriveFromMnemonic: deriveSuiAccount,
    deriveManyFromMnemonic: deriveSuiAccounts,
  },
  async readBalances(request): Promise<BalancesResult<SuiAddress>> {
    if (request.chainId !== SUI_CHAIN_ID) throw new RangeError(`Sui is chain ${SUI_CHAIN_ID}, not ${request.chainId}`);
    const native = request.token === undefined || request.token === 'native';
    const result = await readSuiBalances({
      owners: request.owners,
      coinType: native ? SUI_COIN_TYPE : request.token,
      url: request.rpcUrl,
      signal: request.signal,
      onProgress: request.onProgress,
    });
    return {
      chainId: SUI_CHAIN_ID,
      token: native ? 'native' : (result.coinType as SuiAddress),
      symbol: result.symbol,
      decimals: result.decimals,
      balances: result.balances,
    };
  },
};
