import { base58, bech32, bech32m } from '@scure/base';
import { decodeBase58Check, encodeBase58Check } from './base58check';
import {
  FOREIGN_BASE58_VERSIONS,
  FOREIGN_BECH32_PREFIXES,
  type UtxoAddressType,
  type UtxoChain,
  type UtxoNetwork,
  utxoNetwork,
} from './networks';

/**
 * Bitcoin and Dogecoin addresses, decoded to the output script they pay (what an indexer is asked about), with the
 * reason when a text is not one:
 * - Base58Check (P2PKH, P2SH): version byte + 20-byte hash, checksum of double SHA-256.
 * - SegWit (BIP173 Bech32 for v0, BIP350 Bech32m for v1+): P2WPKH (v0, 20 bytes), P2WSH (v0, 32 bytes), P2TR (v1,
 *   32 bytes). Other witness versions are valid BIP350 addresses but no standard wallet type: refused, and named.
 * The display form is the address as typed, bech32 in lowercase (its canonical form).
 */

export type UtxoAddressIssue =
  /** Not Base58 nor Bech32 text of an address's length. */
  | 'format'
  /** The checksum does not match: a typo. */
  | 'checksum'
  /** A valid address of another network (testnet, Litecoin, the other chain). */
  | 'network'
  /** A Bech32 address with the wrong checksum kind (v0 in Bech32m or v1+ in Bech32, BIP350). */
  | 'encoding'
  /** A witness version or program length no standard wallet uses. */
  | 'unsupported'
  /** A private extended key or WIF key: never sent anywhere, refused. */
  | 'private-key';

export interface UtxoAddress {
  address: string;
  type: UtxoAddressType;
  /** The scriptPubKey, hex. */
  script: string;
}

export type UtxoAddressCheck =
  | { ok: true; value: UtxoAddress }
  | { ok: false; issue: UtxoAddressIssue /** For 'network': the network it belongs to. */; network?: string };

const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;
const BASE58_TEXT = /^[1-9A-HJ-NP-Za-km-z]{25,40}$/;
const BECH32_TEXT = /^[a-z0-9]{1,10}1[02-9ac-hj-np-z]{6,100}$/;

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function fromHex(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

export function p2pkhScript(hash: Uint8Array): string {
  return `76a914${toHex(hash)}88ac`;
}

export function p2shScript(hash: Uint8Array): string {
  return `a914${toHex(hash)}87`;
}

export function witnessScript(version: number, program: Uint8Array): string {
  const op = version === 0 ? '00' : (0x50 + version).toString(16);
  return `${op}${program.length.toString(16).padStart(2, '0')}${toHex(program)}`;
}

function checkBase58(text: string, network: UtxoNetwork): UtxoAddressCheck {
  let raw: Uint8Array;
  try {
    raw = base58.decode(text);
  } catch {
    return { ok: false, issue: 'format' };
  }
  if (raw.length !== 25) return { ok: false, issue: 'format' };
  const payload = decodeBase58Check(text);
  if (!payload) return { ok: false, issue: 'checksum' };
  const [version] = payload;
  const hash = payload.slice(1);
  if (version === network.pubKeyHash)
    return { ok: true, value: { address: text, type: 'p2pkh', script: p2pkhScript(hash) } };
  if (version === network.scriptHash)
    return { ok: true, value: { address: text, type: 'p2sh', script: p2shScript(hash) } };
  return { ok: false, issue: 'network', network: FOREIGN_BASE58_VERSIONS[version] ?? `version ${version}` };
}

function checkBech32(original: string, network: UtxoNetwork): UtxoAddressCheck {
  // BIP173: all lowercase or all uppercase, never mixed.
  if (original !== original.toLowerCase() && original !== original.toUpperCase()) return { ok: false, issue: 'format' };
  const text = original.toLowerCase();
  if (!BECH32_TEXT.test(text) || text.length > 90) return { ok: false, issue: 'format' };
  const prefix = text.slice(0, text.lastIndexOf('1'));
  let decoded: { words: number[]; isBech32m: boolean };
  try {
    decoded = { words: bech32.decode(text as `${string}1${string}`).words, isBech32m: false };
  } catch {
    try {
      decoded = { words: bech32m.decode(text as `${string}1${string}`).words, isBech32m: true };
    } catch {
      return { ok: false, issue: 'checksum' };
    }
  }
  if (prefix !== network.bech32) {
    return { ok: false, issue: 'network', network: FOREIGN_BECH32_PREFIXES[prefix] ?? prefix };
  }
  const [version, ...data] = decoded.words;
  if (version === undefined || version > 16) return { ok: false, issue: 'format' };
  let program: Uint8Array;
  try {
    program = Uint8Array.from(bech32.fromWords(data));
  } catch {
    return { ok: false, issue: 'format' };
  }
  if (decoded.isBech32m !== (version !== 0)) return { ok: false, issue: 'encoding' };
  const script = witnessScript(version, program);
  if (version === 0 && program.length === 20) return { ok: true, value: { address: text, type: 'p2wpkh', script } };
  if (version === 0 && program.length === 32) return { ok: true, value: { address: text, type: 'p2wsh', script } };
  if (version === 1 && program.length === 32) return { ok: true, value: { address: text, type: 'p2tr', script } };
  return { ok: false, issue: 'unsupported' };
}

/** WIF private keys (uncompressed 5…, compressed K…/L…, Dogecoin 6…/Q…) and extended private keys. */
const PRIVATE_KEY_SHAPES =
  /^(?:[5KLcQ6][1-9A-HJ-NP-Za-km-z]{50,51}|[xyzt]prv[1-9A-HJ-NP-Za-km-z]{100,112}|dgpv[1-9A-HJ-NP-Za-km-z]{100,112})$/;

/** Checks one address of `chain` as typed (whitespace and invisible characters around it ignored). */
export function checkUtxoAddress(chain: UtxoChain, input: string): UtxoAddressCheck {
  const text = String(input).replace(INVISIBLE, '').trim();
  const network = utxoNetwork(chain);
  if (PRIVATE_KEY_SHAPES.test(text) && decodeBase58Check(text)) return { ok: false, issue: 'private-key' };
  // Bech32 only under a prefix some network uses: "DMSZ1Muve…" is a Dogecoin address, not Bech32 of "dmsz".
  const prefix = text.toLowerCase().slice(0, Math.max(0, text.lastIndexOf('1')));
  if (prefix in FOREIGN_BECH32_PREFIXES && BECH32_TEXT.test(text.toLowerCase())) return checkBech32(text, network);
  if (BASE58_TEXT.test(text)) return checkBase58(text, network);
  return { ok: false, issue: 'format' };
}

/** The address's display form, or undefined when it is not one of `chain`. */
export function normalizeUtxoAddress(chain: UtxoChain, text: string): string | undefined {
  const check = checkUtxoAddress(chain, text);
  return check.ok ? check.value.address : undefined;
}

/** The Base58Check address of a hash (P2PKH or P2SH). */
export function base58Address(version: number, hash: Uint8Array): string {
  return encodeBase58Check(Uint8Array.from([version, ...hash]));
}

/** The SegWit address of a witness program (Bech32 for v0, Bech32m for v1+). */
export function segwitAddress(prefix: string, version: number, program: Uint8Array): string {
  const words = [version, ...bech32.toWords(program)];
  return version === 0 ? bech32.encode(prefix, words) : bech32m.encode(prefix, words);
}
