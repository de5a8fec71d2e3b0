/**
 * The two UTXO chains of Chainkit and what their addresses and extended public keys look like (mainnet only).
 * Versions are the Base58Check prefixes of addresses and the 4-byte version of BIP32 serialised public keys
 * (SLIP-132: xpub BIP44 P2PKH, ypub BIP49 P2SH-P2WPKH, zpub BIP84 P2WPKH; Dogecoin's dgub, BIP44 P2PKH).
 */

export type UtxoChain = 'btc' | 'doge';

export const UTXO_CHAINS: readonly UtxoChain[] = ['btc', 'doge'];

/** The standard output types a pasted address may be. */
export type UtxoAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr';

/** How an extended public key's children are paid: the script its wallet standard derives. */
export type XpubScript = 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh';

export interface XpubVersion {
  prefix: string;
  version: number;
  script: XpubScript;
}

export interface UtxoNetwork {
  chain: UtxoChain;
  /** The registry's chain id (chains/registry.ts: SLIP-44 0 and 3). */
  chainId: number;
  symbol: string;
  decimals: number;
  pubKeyHash: number;
  scriptHash: number;
  /** Bech32 human-readable part; Dogecoin has no SegWit. */
  bech32?: string;
  /** The address types this chain has. */
  addressTypes: readonly UtxoAddressType[];
  xpubs: readonly XpubVersion[];
}

export const BTC_NETWORK: UtxoNetwork = {
  chain: 'btc',
  chainId: 0,
  symbol: 'BTC',
  decimals: 8,
  pubKeyHash: 0x00,
  scriptHash: 0x05,
  bech32: 'bc',
  addressTypes: ['p2pkh', 'p2sh', 'p2wpkh', 'p2wsh', 'p2tr'],
  xpubs: [
    { prefix: 'xpub', version: 0x0488b21e, script: 'p2pkh' },
    { prefix: 'ypub', version: 0x049d7cab, script: 'p2sh-p2wpkh' },
    { prefix: 'zpub', version: 0x04b24746, script: 'p2wpkh' },
  ],
};

export const DOGE_NETWORK: UtxoNetwork = {
  chain: 'doge',
  chainId: 3,
  symbol: 'DOGE',
  decimals: 8,
  pubKeyHash: 0x1e,
  scriptHash: 0x16,
  addressTypes: ['p2pkh', 'p2sh'],
  xpubs: [
    { prefix: 'dgub', version: 0x02facafd, script: 'p2pkh' },
    // Some Dogecoin wallets export Bitcoin's xpub version; its children are Dogecoin P2PKH all the same (BIP44 coin 3).
    { prefix: 'xpub', version: 0x0488b21e, script: 'p2pkh' },
  ],
};

export function utxoNetwork(chain: UtxoChain): UtxoNetwork {
  return chain === 'btc' ? BTC_NETWORK : DOGE_NETWORK;
}

/**
 * Version bytes and prefixes of other networks, so a pasted address of the wrong one is named as such rather than
 * called malformed: Bitcoin testnet/regtest, Litecoin, Dogecoin (on the Bitcoin page) and Bitcoin (on Dogecoin's).
 */
export const FOREIGN_BASE58_VERSIONS: Readonly<Record<number, string>> = {
  0: 'Bitcoin',
  5: 'Bitcoin',
  111: 'Bitcoin testnet',
  196: 'Bitcoin testnet',
  48: 'Litecoin',
  50: 'Litecoin',
  30: 'Dogecoin',
  22: 'Dogecoin',
  113: 'Dogecoin testnet',
};

export const FOREIGN_BECH32_PREFIXES: Readonly<Record<string, string>> = {
  bc: 'Bitcoin',
  tb: 'Bitcoin testnet',
  bcrt: 'Bitcoin regtest',
  ltc: 'Litecoin',
  tltc: 'Litecoin testnet',
  rltc: 'Litecoin regtest',
};
