import type { Address, Hex } from 'viem';
import type { ChainFamily } from '../types';
import { checkEvmAddress, checksumEvmAddress, normalizeEvmAddress, parseEvmAddressList } from './address';
import { readBalances } from './balances';
import { EVM_DEFAULT_CHAIN_IDS, evmChainInfo, evmExplorerLink } from './chain-info';
import {
  checkMnemonic,
  deriveEvmAccount,
  deriveEvmAccounts,
  evmAddressFromPrivateKey,
  evmDerivationPath,
  generateEvmMnemonic,
  generateEvmPrivateKey,
  isEvmDerivationPath,
  normalizeEvmPrivateKey,
} from './keys';

export { EVM_DEFAULT_CHAIN_IDS, evmChainInfo, evmExplorerLink };

export const evmFamily: ChainFamily<Address, Hex> = {
  id: 'evm',
  defaultChainIds: EVM_DEFAULT_CHAIN_IDS,
  chain: evmChainInfo,
  explorerLink: evmExplorerLink,
  address: {
    check: (text) => checkEvmAddress(text),
    normalize: (text) => normalizeEvmAddress(text),
    checksum: (text) => checksumEvmAddress(text),
    parseList: (input) => parseEvmAddressList(input),
  },
  keys: {
    generatePrivateKey: generateEvmPrivateKey,
    normalizePrivateKey: normalizeEvmPrivateKey,
    addressFromPrivateKey: evmAddressFromPrivateKey,
    generateMnemonic: generateEvmMnemonic,
    checkMnemonic,
    derivationPath: (index) => evmDerivationPath(index),
    isDerivationPath: isEvmDerivationPath,
    deriveFromMnemonic: deriveEvmAccount,
    deriveManyFromMnemonic: deriveEvmAccounts,
  },
  readBalances: (request) => readBalances(request),
};
