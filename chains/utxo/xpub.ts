import { HDKey } from '@scure/bip32';
import { p2pkh, p2sh, p2wpkh } from '@scure/btc-signer';
import { decodeBase58Check } from './base58check';
import { type UtxoChain, utxoNetwork, type XpubScript, type XpubVersion } from './networks';

/**
 * Extended public keys (BIP32) and the addresses their wallets use, as wallets find them (BIP44 account discovery):
 * the receive chain (…/0/i) and the change chain (…/1/i) are read in order until `gap` consecutive addresses have
 * never been used (no transaction); BIP44's gap limit is 20. The key's version names its script (SLIP-132): xpub
 * P2PKH, ypub P2SH-P2WPKH, zpub P2WPKH; Dogecoin's dgub P2PKH. The key is an account key (depth 3, m/purpose'/coin'/
 * account') as wallets export it; other depths are read the same way, relative to the key.
 */

export const DEFAULT_GAP_LIMIT = 20;
/** Addresses read per chain at most, whatever the history: a key with more used addresses is cut here and says so. */
export const MAX_ADDRESSES_PER_CHAIN = 1_000;

export type XpubIssue = 'format' | 'checksum' | 'version' | 'key';

export interface ParsedXpub {
  /** As typed. */
  text: string;
  prefix: string;
  script: XpubScript;
  key: HDKey;
}

export type XpubCheck = { ok: true; value: ParsedXpub } | { ok: false; issue: XpubIssue };

const XPUB_TEXT = /^[a-z]{4}[1-9A-HJ-NP-Za-km-z]{100,112}$/;

/** Whether the text looks like an extended key at all (four letters and ~107 Base58 characters). */
export function looksLikeXpub(text: string): boolean {
  return XPUB_TEXT.test(text.trim());
}

export function checkXpub(chain: UtxoChain, input: string): XpubCheck {
  const text = input.trim();
  if (!XPUB_TEXT.test(text)) return { ok: false, issue: 'format' };
  const payload = decodeBase58Check(text);
  if (!payload) return { ok: false, issue: 'checksum' };
  if (payload.length !== 78) return { ok: false, issue: 'format' };
  const version = new DataView(payload.buffer, payload.byteOffset).getUint32(0);
  const known: XpubVersion | undefined = utxoNetwork(chain).xpubs.find((entry) => entry.version === version);
  if (!known) return { ok: false, issue: 'version' };
  try {
    // The private version is never used: a public key cannot derive hardened children, and we never hold secrets.
    const key = HDKey.fromExtendedKey(text, { public: version, private: 0 });
    if (key.privateKey) return { ok: false, issue: 'key' };
    return { ok: true, value: { text, prefix: known.prefix, script: known.script, key } };
  } catch {
    return { ok: false, issue: 'key' };
  }
}

export interface DerivedAddress {
  address: string;
  /** Relative to the extended key: 0 receive, 1 change. */
  change: 0 | 1;
  index: number;
}

function btcSignerNetwork(chain: UtxoChain) {
  const network = utxoNetwork(chain);
  // The WIF byte is never used here (no private key is ever handled); btc-signer's type asks for one.
  return {
    bech32: network.bech32 ?? 'doge',
    pubKeyHash: network.pubKeyHash,
    scriptHash: network.scriptHash,
    wif: 0x80,
  };
}

/** The address of child `change`/`index` of the key, in the script its version names (btc-signer's payments). */
export function deriveAddress(chain: UtxoChain, xpub: ParsedXpub, change: 0 | 1, index: number): DerivedAddress {
  const network = btcSignerNetwork(chain);
  const publicKey = xpub.key.deriveChild(change).deriveChild(index).publicKey;
  if (!publicKey) throw new Error('No public key');
  const payment =
    xpub.script === 'p2pkh'
      ? p2pkh(publicKey, network)
      : xpub.script === 'p2wpkh'
        ? p2wpkh(publicKey, network)
        : p2sh(p2wpkh(publicKey, network), network);
  if (!payment.address) throw new Error('No address');
  return { address: payment.address, change, index };
}
