import { wordlist as english } from '@scure/bip39/wordlists/english';
import { keyPairFromSeed } from '@ton/crypto';
import { computeHmac, pbkdf2 } from 'ethers/crypto';
// The viem-free module (../evm/keys brings viem's secp256k1 and BIP32 to every TON page).
import {
  checkMnemonic,
  InvalidDerivationPathError,
  InvalidMnemonicError,
  normalizeDerivationPath,
} from '../evm/mnemonic';
import type { MnemonicCheck } from '../types';

// TON keys are ed25519 key pairs. Two kinds of mnemonic reach us:
// - TON's own 24 words (Tonkeeper, MyTonWallet, Telegram Wallet, tonlib): words from the BIP39 english list but no
//   BIP39 checksum; entropy = HMAC-SHA512(key = the words joined by spaces, data = password), valid when
//   PBKDF2-SHA512(entropy, "TON seed version", 390 rounds)[0] is 0; the key seed is the first 32 bytes of
//   PBKDF2-SHA512(entropy, "TON default seed", 100,000 rounds). One key per mnemonic: no derivation path.
// - BIP39 mnemonics (12 or 24 words with a checksum) imported from other chains: BIP39 seed, then SLIP-0010 ed25519
//   at m/44'/607'/{index}' (607 is TON's SLIP-44 coin type): the path of Tonkeeper's multi-account BIP39 import and
//   Trust Wallet. Ledger's TON app uses m/44'/607'/0'/0'/{index}'/0': a custom path (all levels hardened) reaches it.
// The same code as @ton/crypto's (checked against it in keys.test.ts), synchronous as the family interface asks:
// HMAC and PBKDF2 from ethers/crypto (node's crypto on the server, @noble/hashes in the browser). A private key is
// shown as 64 hex digits of the 32-byte ed25519 seed; 128 digits (seed ‖ public key, tweetnacl's secret key) also read.

export const TON_COIN_TYPE = 607;
export const TON_BIP39_PATH_TEMPLATE = "m/44'/607'/{index}'";
export const TON_MNEMONIC_WORDS = 24;
const PBKDF_ITERATIONS = 100_000;
const HARDENED_OFFSET = 0x80000000;
const encoder = new TextEncoder();

export interface TonKeyPair {
  publicKey: Uint8Array;
  /** 64 bytes: the 32-byte seed then the public key (tweetnacl's and @ton/core's signing form). */
  secretKey: Uint8Array;
}

export class InvalidTonPrivateKeyError extends Error {
  constructor() {
    super('Not a valid TON private key: 64 hex digits (the ed25519 seed) or 128 (seed and public key)');
    this.name = 'InvalidTonPrivateKeyError';
  }
}

export class InvalidTonMnemonicError extends Error {
  constructor(readonly check: TonMnemonicCheck & { ok: false }) {
    const reason =
      check.issue === 'length'
        ? `${check.words} words; a TON mnemonic has 24`
        : check.issue === 'word'
          ? `word ${check.index + 1} ("${check.word}") is not in the english word list`
          : 'its seed check fails (a word is wrong or out of order, or it needs a password)';
    super(`Not a valid TON mnemonic: ${reason}`);
    this.name = 'InvalidTonMnemonicError';
  }
}

export type TonMnemonicCheck = MnemonicCheck;

function bytesFromHex(hex: string): Uint8Array {
  const digits = hex.startsWith('0x') ? hex.slice(2) : hex;
  return Uint8Array.from(digits.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16));
}

function hexFromBytes(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function hmacSha512(key: Uint8Array, data: Uint8Array): Uint8Array {
  return bytesFromHex(computeHmac('sha512', key, data));
}

function pbkdf2Sha512(password: Uint8Array, salt: string, iterations: number): Uint8Array {
  return bytesFromHex(pbkdf2(password, encoder.encode(salt), iterations, 64, 'sha512'));
}

function normalizeWords(text: string): string[] {
  const trimmed = typeof text === 'string' ? text.trim().toLowerCase() : '';
  return trimmed === '' ? [] : trimmed.split(/\s+/);
}

function tonEntropy(words: readonly string[], password = ''): Uint8Array {
  return hmacSha512(encoder.encode(words.join(' ')), encoder.encode(password));
}

const isBasicSeed = (entropy: Uint8Array) =>
  pbkdf2Sha512(entropy, 'TON seed version', Math.max(1, Math.floor(PBKDF_ITERATIONS / 256)))[0] === 0;
const isPasswordSeed = (entropy: Uint8Array) => pbkdf2Sha512(entropy, 'TON fast seed version', 1)[0] === 1;

/** TON's word list is BIP39's english list. */
const ENGLISH_WORDS: readonly string[] = english;
let wordSet: Set<string> | undefined;
function englishWords(): Set<string> {
  wordSet ??= new Set(ENGLISH_WORDS);
  return wordSet;
}

/** A TON mnemonic (24 words of the english list whose seed check passes; with `password`, one that needs it). */
export function checkTonMnemonic(text: string, password = ''): TonMnemonicCheck {
  const words = normalizeWords(text);
  if (words.length !== TON_MNEMONIC_WORDS) return { ok: false, issue: 'length', words: words.length };
  const list = englishWords();
  for (const [index, word] of words.entries()) if (!list.has(word)) return { ok: false, issue: 'word', index, word };
  if (password !== '') {
    const plain = tonEntropy(words);
    if (!isPasswordSeed(plain) || isBasicSeed(plain)) return { ok: false, issue: 'checksum' };
  }
  if (!isBasicSeed(tonEntropy(words, password))) return { ok: false, issue: 'checksum' };
  return { ok: true, mnemonic: words.join(' ') };
}

/** 24 random words passing TON's seed check (about 256 draws on average, each a 390-round PBKDF2). */
export function generateTonMnemonic(): string {
  const list = ENGLISH_WORDS;
  for (;;) {
    const random = crypto.getRandomValues(new Uint32Array(TON_MNEMONIC_WORDS));
    const words = Array.from(random, (value) => list[value % list.length]);
    const entropy = tonEntropy(words);
    // tonlib also refuses a passwordless mnemonic that looks like a password one.
    if (isBasicSeed(entropy) && !isPasswordSeed(entropy)) return words.join(' ');
  }
}

/** The key pair of a TON mnemonic; throws InvalidTonMnemonicError. */
export function tonKeyPairFromMnemonic(text: string, password = ''): TonKeyPair {
  const check = checkTonMnemonic(text, password);
  if (!check.ok) throw new InvalidTonMnemonicError(check);
  const seed = pbkdf2Sha512(tonEntropy(check.mnemonic.split(' '), password), 'TON default seed', PBKDF_ITERATIONS);
  return keyPairFromSeed(Buffer.from(seed.slice(0, 32)));
}

// ---------------------------------------------------------------------------------------------------------------
// BIP39 mnemonics, SLIP-0010 ed25519

export { checkMnemonic as checkBip39Mnemonic, InvalidDerivationPathError, InvalidMnemonicError };

/** m/44'/607'/{index}' by default; every level must be hardened (SLIP-0010 ed25519 has no other). */
export function tonDerivationPath(index: number, template: string = TON_BIP39_PATH_TEMPLATE): string {
  if (!Number.isSafeInteger(index) || index < 0 || index >= HARDENED_OFFSET) {
    throw new RangeError(`An account index is an integer from 0 to ${HARDENED_OFFSET - 1}, not ${index}`);
  }
  const path = normalizeTonDerivationPath(template.replace('{index}', String(index)));
  if (path === undefined || !template.includes('{index}')) throw new InvalidDerivationPathError(template);
  return path;
}

export function normalizeTonDerivationPath(text: string): string | undefined {
  const path = normalizeDerivationPath(text);
  if (path === undefined) return undefined;
  const levels = path.split('/').slice(1);
  return levels.length > 0 && levels.every((level) => level.endsWith("'")) ? path : undefined;
}

export function isTonDerivationPath(text: string): boolean {
  return normalizeTonDerivationPath(text) !== undefined;
}

/** BIP39 seed: PBKDF2-HMAC-SHA512 of the NFKD mnemonic, salt "mnemonic" + passphrase, 2048 rounds. */
export function bip39Seed(mnemonic: string, passphrase = ''): Uint8Array {
  const check = checkMnemonic(mnemonic);
  if (!check.ok) throw new InvalidMnemonicError(check);
  const salt = `mnemonic${passphrase.normalize('NFKD')}`;
  return pbkdf2Sha512(encoder.encode(check.mnemonic.normalize('NFKD')), salt, 2048);
}

/** SLIP-0010 ed25519 key seed at an all-hardened path. */
export function slip10Ed25519Seed(seed: Uint8Array, path: string): Uint8Array {
  const normalized = normalizeTonDerivationPath(path);
  if (normalized === undefined) throw new InvalidDerivationPathError(path);
  let digest = hmacSha512(encoder.encode('ed25519 seed'), seed);
  for (const level of normalized.split('/').slice(1)) {
    const data = new Uint8Array(37);
    data.set(digest.slice(0, 32), 1);
    new DataView(data.buffer).setUint32(33, Number(level.slice(0, -1)) + HARDENED_OFFSET);
    digest = hmacSha512(digest.slice(32), data);
  }
  return digest.slice(0, 32);
}

export function tonKeyPairFromBip39(seed: Uint8Array, path: string): TonKeyPair {
  return keyPairFromSeed(Buffer.from(slip10Ed25519Seed(seed, path)));
}

// ---------------------------------------------------------------------------------------------------------------
// Private keys

/** A pasted key → its key pair, or undefined. 64 hex: the seed; 128 hex: seed ‖ public key, the halves must agree. */
export function tonKeyPairFromPrivateKey(text: string): TonKeyPair | undefined {
  if (typeof text !== 'string') return undefined;
  const hex = text.trim().replace(/^0x/i, '').toLowerCase();
  if (!/^[0-9a-f]{64}$|^[0-9a-f]{128}$/.test(hex)) return undefined;
  const bytes = bytesFromHex(hex);
  const pair = keyPairFromSeed(Buffer.from(bytes.slice(0, 32)));
  if (bytes.length === 64 && hexFromBytes(bytes.slice(32)) !== hexFromBytes(pair.publicKey)) return undefined;
  return pair;
}

export function normalizeTonPrivateKey(text: string): string | undefined {
  const pair = tonKeyPairFromPrivateKey(text);
  return pair ? hexFromBytes(pair.secretKey.slice(0, 32)) : undefined;
}

export function tonPrivateKeyHex(pair: TonKeyPair): string {
  return hexFromBytes(pair.secretKey.slice(0, 32));
}

export function generateTonPrivateKey(): string {
  return hexFromBytes(crypto.getRandomValues(new Uint8Array(32)));
}
