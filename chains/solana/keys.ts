import { Keypair } from '@solana/web3.js';
import { computeHmac, pbkdf2 } from 'ethers/crypto';
import {
  checkMnemonic,
  generateEvmMnemonic,
  InvalidDerivationPathError,
  InvalidMnemonicError,
  normalizeDerivationPath,
} from '../evm/mnemonic';
import type { DerivedAccount, MnemonicWordCount } from '../types';
import type { SolanaAddress } from './address';
import { decodeBase58, encodeBase58 } from './base58';

// Solana keys: ed25519 key pairs (web3.js Keypair, @noble/curves underneath). A private key is shown and stored as
// base58 of the 64-byte secret key (seed ‖ public key), the form Phantom and Solflare export. Mnemonics are BIP39
// (the english list and checksum rules shared with chains/evm/keys); accounts are derived with SLIP-0010 for ed25519,
// which allows hardened levels only, at Phantom's and Solflare's path m/44'/501'/{index}'/0'. HMAC-SHA512 and
// PBKDF2 come from ethers/crypto (a declared dependency: node's crypto on the server, @noble/hashes in the browser).

export const SOLANA_COIN_TYPE = 501;
/** Where the account index goes in the default path. */
export const SOLANA_DEFAULT_PATH_TEMPLATE = "m/44'/501'/{index}'/0'";
export { checkMnemonic, InvalidDerivationPathError, InvalidMnemonicError };

/** An InvalidDerivationPathError (shared with EVM) whose message shows a Solana path. */
export class InvalidSolanaDerivationPathError extends InvalidDerivationPathError {
  constructor(path: string) {
    super(path);
    this.message = `Not a valid Solana derivation path: "${path}" (every level hardened, e.g. m/44'/501'/0'/0')`;
    this.name = 'InvalidSolanaDerivationPathError';
  }
}

const HARDENED_OFFSET = 0x80000000;
const ED25519_SEED_KEY = new TextEncoder().encode('ed25519 seed');

export type SolanaPrivateKey = string;

export class InvalidSolanaPrivateKeyError extends Error {
  constructor() {
    super(
      'Not a valid Solana private key: base58 of the 64-byte secret key, a JSON byte array (solana-keygen), or hex',
    );
    this.name = 'InvalidSolanaPrivateKeyError';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Private keys

function hexToBytes(hex: string): Uint8Array {
  const digits = hex.startsWith('0x') ? hex.slice(2) : hex;
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** A 64-byte secret key whose second half is the public key of its first half; a 32-byte seed is expanded. */
function keypairFromBytes(bytes: Uint8Array): Keypair | undefined {
  try {
    if (bytes.length === 32) return Keypair.fromSeed(bytes);
    if (bytes.length === 64) return Keypair.fromSecretKey(bytes);
  } catch {
    // fromSecretKey throws when the public half does not match the seed: a damaged key.
  }
  return undefined;
}

/** Byte array text: `[1,2,…]` (solana-keygen's id.json, Phantom's "byte array" export) or bare comma-separated. */
function parseByteArray(text: string): Uint8Array | undefined {
  const body = text.replace(/^\[/, '').replace(/\]$/, '').trim();
  if (!/^\d{1,3}(\s*,\s*\d{1,3})*$/.test(body)) return undefined;
  const values = body.split(',').map((value) => Number(value.trim()));
  return values.every((value) => value <= 255) ? Uint8Array.from(values) : undefined;
}

/**
 * A pasted private key → the key pair, or undefined. Accepted: base58 of the 64-byte secret key (Phantom, Solflare,
 * Backpack exports), a byte array of 64 (or 32) numbers (solana-keygen files), and hex of 64 bytes or of the 32-byte
 * seed (some multi-chain wallets). A base58 text of 32 bytes is refused: that is what an address looks like.
 */
export function solanaKeypairFromText(text: string): Keypair | undefined {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  if (/^\[?\s*\d/.test(trimmed) && trimmed.includes(',')) {
    const bytes = parseByteArray(trimmed);
    return bytes ? keypairFromBytes(bytes) : undefined;
  }
  const hex = trimmed.replace(/^0x/i, '');
  if (/^[0-9a-f]{64}$|^[0-9a-f]{128}$/i.test(hex)) return keypairFromBytes(hexToBytes(hex.toLowerCase()));
  const bytes = decodeBase58(trimmed);
  return bytes?.length === 64 ? keypairFromBytes(bytes) : undefined;
}

/** A pasted private key in canonical form (base58 of the 64-byte secret key), or undefined when it is none. */
export function normalizeSolanaPrivateKey(text: string): SolanaPrivateKey | undefined {
  const keypair = solanaKeypairFromText(text);
  return keypair ? encodeBase58(keypair.secretKey) : undefined;
}

/** The key pair of a private key in any accepted form; throws InvalidSolanaPrivateKeyError. */
export function solanaKeypairFromPrivateKey(key: string): Keypair {
  const keypair = solanaKeypairFromText(key);
  if (!keypair) throw new InvalidSolanaPrivateKeyError();
  return keypair;
}

export function solanaAddressFromPrivateKey(key: string): SolanaAddress {
  return solanaKeypairFromPrivateKey(key).publicKey.toBase58();
}

export function generateSolanaPrivateKey(): SolanaPrivateKey {
  return encodeBase58(Keypair.generate().secretKey);
}

/** The solana-keygen file form ([n,n,…], 64 numbers) of a private key. */
export function solanaPrivateKeyToJson(key: string): string {
  return JSON.stringify(Array.from(solanaKeypairFromPrivateKey(key).secretKey));
}

// ---------------------------------------------------------------------------------------------------------------
// Mnemonics and SLIP-0010 derivation

export function generateSolanaMnemonic(words: MnemonicWordCount = 12): string {
  return generateEvmMnemonic(words);
}

/** The default path of account `index`: m/44'/501'/{index}'/0' (Phantom, Solflare, Backpack, Trezor). */
export function solanaDerivationPath(index: number, template: string = SOLANA_DEFAULT_PATH_TEMPLATE): string {
  if (!Number.isSafeInteger(index) || index < 0 || index >= HARDENED_OFFSET) {
    throw new RangeError(`An account index is an integer from 0 to ${HARDENED_OFFSET - 1}, not ${index}`);
  }
  const path = normalizeSolanaDerivationPath(template.replace('{index}', String(index)));
  if (path === undefined || !template.includes('{index}')) throw new InvalidSolanaDerivationPathError(template);
  return path;
}

/** A path as typed → canonical form, or undefined unless every level is hardened (SLIP-0010 ed25519 has no other). */
export function normalizeSolanaDerivationPath(text: string): string | undefined {
  const path = normalizeDerivationPath(text);
  if (path === undefined) return undefined;
  return path
    .split('/')
    .slice(1)
    .every((level) => level.endsWith("'"))
    ? path
    : undefined;
}

export function isSolanaDerivationPath(text: string): boolean {
  return normalizeSolanaDerivationPath(text) !== undefined;
}

/** BIP39 seed: PBKDF2-HMAC-SHA512 of the NFKD mnemonic, salt "mnemonic" + NFKD passphrase, 2048 rounds, 64 bytes. */
export function mnemonicToSeed(mnemonic: string, passphrase = ''): Uint8Array {
  const check = checkMnemonic(mnemonic);
  if (!check.ok) throw new InvalidMnemonicError(check);
  const encoder = new TextEncoder();
  const salt = encoder.encode(`mnemonic${passphrase.normalize('NFKD')}`);
  return hexToBytes(pbkdf2(encoder.encode(check.mnemonic.normalize('NFKD')), salt, 2048, 64, 'sha512'));
}

interface Slip10Node {
  key: Uint8Array;
  chainCode: Uint8Array;
}

function hmacSha512(key: Uint8Array, data: Uint8Array): Slip10Node {
  const digest = hexToBytes(computeHmac('sha512', key, data));
  return { key: digest.slice(0, 32), chainCode: digest.slice(32) };
}

/** SLIP-0010 ed25519: master = HMAC-SHA512("ed25519 seed", seed); child = HMAC(chain code, 0 ‖ key ‖ index+2³¹). */
export function slip10DeriveEd25519(seed: Uint8Array, path: string): Slip10Node {
  const normalized = path.trim() === 'm' ? 'm' : normalizeSolanaDerivationPath(path);
  if (normalized === undefined) throw new InvalidSolanaDerivationPathError(path);
  let node = hmacSha512(ED25519_SEED_KEY, seed);
  for (const level of normalized.split('/').slice(1)) {
    const data = new Uint8Array(37);
    data.set(node.key, 1);
    new DataView(data.buffer).setUint32(33, Number(level.slice(0, -1)) + HARDENED_OFFSET);
    node = hmacSha512(node.chainCode, data);
  }
  return node;
}

function accountAt(seed: Uint8Array, path: string): DerivedAccount<SolanaAddress, SolanaPrivateKey> {
  const keypair = Keypair.fromSeed(slip10DeriveEd25519(seed, path).key);
  return { path, address: keypair.publicKey.toBase58(), privateKey: encodeBase58(keypair.secretKey) };
}

export interface SolanaDeriveOptions {
  /** Account index on the default path; default 0. Ignored with `path`. */
  index?: number;
  path?: string;
  passphrase?: string;
}

/** One account: index `i` on m/44'/501'/i'/0' (default 0), or a custom all-hardened `path`. */
export function deriveSolanaAccount(
  mnemonic: string,
  options: SolanaDeriveOptions = {},
): DerivedAccount<SolanaAddress, SolanaPrivateKey> {
  let path: string;
  if (options.path !== undefined) {
    const normalized = normalizeSolanaDerivationPath(options.path);
    if (normalized === undefined) throw new InvalidSolanaDerivationPathError(options.path);
    path = normalized;
  } else {
    path = solanaDerivationPath(options.index ?? 0);
  }
  return accountAt(mnemonicToSeed(mnemonic, options.passphrase), path);
}

export interface SolanaDeriveManyOptions {
  start?: number;
  count: number;
  /** The family interface's form: the index becomes a last hardened level, `${basePath}/{index}'`. */
  basePath?: string;
  /** A path with `{index}` where the index goes; default m/44'/501'/{index}'/0'. Wins over basePath. */
  pathTemplate?: string;
  passphrase?: string;
}

/** Accounts start … start+count-1 from one seed (PBKDF2, the slow step, runs once). */
export function deriveSolanaAccounts(
  mnemonic: string,
  options: SolanaDeriveManyOptions,
): DerivedAccount<SolanaAddress, SolanaPrivateKey>[] {
  const start = options.start ?? 0;
  const { count } = options;
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a whole number, not ${count}`);
  const template =
    options.pathTemplate ??
    (options.basePath !== undefined ? `${options.basePath}/{index}'` : SOLANA_DEFAULT_PATH_TEMPLATE);
  // Validates the template and both ends of the range before the slow seed step.
  solanaDerivationPath(start, template);
  if (count > 0) solanaDerivationPath(start + count - 1, template);
  const seed = mnemonicToSeed(mnemonic, options.passphrase);
  return Array.from({ length: count }, (_, offset) => accountAt(seed, solanaDerivationPath(start + offset, template)));
}
