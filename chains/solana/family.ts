import type { ChainFamily } from '../types';
import { checkSolanaAddress, normalizeSolanaAddress, parseSolanaAddressList, type SolanaAddress } from './address';
import { readSolanaBalances } from './balances';
import { solanaChainInfo, solanaExplorerLink } from './explorer';
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
import { SOLANA_CHAIN_ID } from './rpc';

export {
  SOLANA_EXPLORER_URL,
  SOLSCAN_URL,
  solanaChainInfo,
  solanaExplorerLink,
  solanaFoundationExplorerLink,
} from './explorer';

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
