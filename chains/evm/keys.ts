import { type Address, bytesToHex, type Hex, sha256 } from 'viem';
import {
  english,
  generateMnemonic,
  generatePrivateKey,
  type HDKey,
  mnemonicToAccount,
  privateKeyToAddress,
} from 'viem/accounts';
import type { DerivedAccount, DeriveManyOptions, DeriveOptions, MnemonicCheck, MnemonicWordCount } from '../types';

// EVM keys: secp256k1 private keys, BIP39 english mnemonics and BIP32/BIP44 derivation (coin type 60). Pure and
// browser-safe: viem/accounts (noble/scure underneath), no node imports, randomness from crypto.getRandomValues.

export const EVM_COIN_TYPE = 60;
/** The BIP44 path without its index level: MetaMask's and most wallets' accounts are `${this}/{index}`. */
export const EVM_DEFAULT_BASE_PATH = "m/44'/60'/0'/0";
export const MNEMONIC_WORD_COUNTS: readonly MnemonicWordCount[] = [12, 15, 18, 21, 24];

/** secp256k1 group order: a private key is an integer in [1, n). */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const HARDENED_OFFSET = 2 ** 31;

export class InvalidPrivateKeyError extends Error {
  constructor() {
    super('Not a valid EVM private key: 64 hex digits (with or without 0x), not zero and below the curve order');
    this.name = 'InvalidPrivateKeyError';
  }
}

export class InvalidMnemonicError extends Error {
  constructor(readonly check: Exclude<MnemonicCheck, { ok: true }>) {
    const reason =
      check.issue === 'length'
        ? `${check.words} words; a mnemonic has 12, 15, 18, 21 or 24`
        : check.issue === 'word'
          ? `word ${check.index + 1} ("${check.word}") is not in the BIP39 english list`
          : 'its checksum does not match (a word is wrong or out of order)';
    super(`Not a valid mnemonic: ${reason}`);
    this.name = 'InvalidMnemonicError';
  }
}

export class InvalidDerivationPathError extends Error {
  constructor(readonly path: string) {
    super(`Not a valid derivation path: "${path}" (expected e.g. ${EVM_DEFAULT_BASE_PATH}/0)`);
    this.name = 'InvalidDerivationPathError';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Private keys

export function generateEvmPrivateKey(): Hex {
  return generatePrivateKey();
}

/** A pasted private key (any case, with or without 0x, surrounding spaces ignored) → lowercase 0x-hex, or undefined. */
export function normalizeEvmPrivateKey(text: string): Hex | undefined {
  if (typeof text !== 'string') return undefined;
  const digits = text.trim().replace(/^0x/i, '');
  if (!/^[0-9a-f]{64}$/i.test(digits)) return undefined;
  const value = BigInt(`0x${digits}`);
  if (value === 0n || value >= SECP256K1_N) return undefined;
  return `0x${digits.toLowerCase()}`;
}

/** The EIP-55 address of a private key; throws InvalidPrivateKeyError when the text is no key. */
export function evmAddressFromPrivateKey(key: string): Address {
  const normalized = normalizeEvmPrivateKey(key);
  if (!normalized) throw new InvalidPrivateKeyError();
  return privateKeyToAddress(normalized);
}

// ---------------------------------------------------------------------------------------------------------------
// Mnemonics (BIP39, english list)

const WORD_INDEX: ReadonlyMap<string, number> = new Map(english.map((word, index) => [word, index]));

/** Words in lowercase separated by single spaces (pasted phrases come with newlines, doubled or odd spaces). */
export function normalizeMnemonic(text: string): string {
  return String(text)
    .normalize('NFKD')
    .toLowerCase()
    .split(/[\s\u200B-\u200D\u2060\uFEFF]+/)
    .filter(Boolean)
    .join(' ');
}

/** A new english mnemonic of 12 (default) to 24 words. */
export function generateEvmMnemonic(words: MnemonicWordCount = 12): string {
  if (!MNEMONIC_WORD_COUNTS.includes(words))
    throw new RangeError(`A mnemonic has 12, 15, 18, 21 or 24 words, not ${words}`);
  return generateMnemonic(english, (words / 3) * 32);
}

/**
 * Checks a BIP39 english mnemonic: word count, each word in the list, and the checksum (the first words/3 bits of
 * sha256(entropy)). Says which word is unknown, for the UI.
 */
export function checkMnemonic(text: string): MnemonicCheck {
  const mnemonic = normalizeMnemonic(text);
  const words = mnemonic === '' ? [] : mnemonic.split(' ');
  if (!MNEMONIC_WORD_COUNTS.includes(words.length as MnemonicWordCount)) {
    return { ok: false, issue: 'length', words: words.length };
  }
  let bits = '';
  for (const [index, word] of words.entries()) {
    const value = WORD_INDEX.get(word);
    if (value === undefined) return { ok: false, issue: 'word', index, word };
    bits += value.toString(2).padStart(11, '0');
  }
  const checksumLength = words.length / 3;
  const entropyBits = bits.slice(0, -checksumLength);
  const entropy = new Uint8Array(entropyBits.length / 8);
  for (let i = 0; i < entropy.length; i += 1) entropy[i] = Number.parseInt(entropyBits.slice(i * 8, i * 8 + 8), 2);
  const hash = sha256(entropy, 'bytes');
  const expected = hash[0].toString(2).padStart(8, '0').slice(0, checksumLength);
  return expected === bits.slice(-checksumLength) ? { ok: true, mnemonic } : { ok: false, issue: 'checksum' };
}

export function isValidMnemonic(text: string): boolean {
  return checkMnemonic(text).ok;
}

// ---------------------------------------------------------------------------------------------------------------
// Derivation paths (BIP32 / BIP44)

/** The path of account `index` on the default BIP44 path, as shown to users: m/44'/60'/0'/0/{index}. */
export function evmDerivationPath(index: number, basePath: string = EVM_DEFAULT_BASE_PATH): string {
  if (!Number.isSafeInteger(index) || index < 0 || index >= HARDENED_OFFSET) {
    throw new RangeError(`An account index is an integer from 0 to ${HARDENED_OFFSET - 1}, not ${index}`);
  }
  const base = normalizeDerivationPath(basePath);
  if (base === undefined) throw new InvalidDerivationPathError(basePath);
  return `${base}/${index}`;
}

/**
 * A path as typed → canonical form (`'` for hardened levels; `h`/`H` accepted; spaces ignored), or undefined when it
 * is no BIP32 path: `m`, then one or more levels, each an integer below 2^31, optionally hardened.
 */
export function normalizeDerivationPath(text: string): string | undefined {
  if (typeof text !== 'string') return undefined;
  const compact = text.replace(/\s+/g, '').replace(/[hH’′]/g, "'");
  const levels = compact.split('/');
  if (levels.length < 2 || (levels[0] !== 'm' && levels[0] !== 'M')) return undefined;
  for (const level of levels.slice(1)) {
    const match = /^(\d+)'?$/.exec(level);
    if (!match || match[1].length > 10 || Number(match[1]) >= HARDENED_OFFSET) return undefined;
  }
  return ['m', ...levels.slice(1).map((level) => level.replace(/^0+(?=\d)/, ''))].join('/');
}

export function isEvmDerivationPath(text: string): boolean {
  return normalizeDerivationPath(text) !== undefined;
}

/**
 * The BIP32 master key of a mnemonic (+ passphrase). viem's mnemonicToAccount runs the seed function (PBKDF2, the
 * slow step) and derives the given path; asking it for path `m` gives the master key itself, so many accounts cost
 * one seed. Its path type only admits m/44'/60'/…, but it derives any path.
 */
function masterKey(mnemonic: string, passphrase?: string): HDKey {
  const check = checkMnemonic(mnemonic);
  if (!check.ok) throw new InvalidMnemonicError(check);
  const options = { passphrase, path: 'm' } as unknown as Parameters<typeof mnemonicToAccount>[1];
  return mnemonicToAccount(check.mnemonic, options).getHdKey();
}

function deriveAt(master: HDKey, path: string): DerivedAccount<Address, Hex> {
  const key = master.derive(path).privateKey;
  if (!key) throw new InvalidDerivationPathError(path);
  const privateKey = bytesToHex(key);
  return { path, address: privateKeyToAddress(privateKey), privateKey };
}

/** One account of a mnemonic: index `i` on m/44'/60'/0'/0/i (default 0), or at a custom `path`. */
export function deriveEvmAccount(mnemonic: string, options: DeriveOptions = {}): DerivedAccount<Address, Hex> {
  let path: string;
  if (options.path !== undefined) {
    const normalized = normalizeDerivationPath(options.path);
    if (normalized === undefined) throw new InvalidDerivationPathError(options.path);
    path = normalized;
  } else {
    path = evmDerivationPath(options.index ?? 0);
  }
  return deriveAt(masterKey(mnemonic, options.passphrase), path);
}

/** Accounts start … start+count-1 under `basePath` (default m/44'/60'/0'/0), from one seed. */
export function deriveEvmAccounts(mnemonic: string, options: DeriveManyOptions): DerivedAccount<Address, Hex>[] {
  const start = options.start ?? 0;
  const { count } = options;
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a whole number, not ${count}`);
  const basePath = options.basePath ?? EVM_DEFAULT_BASE_PATH;
  // Validates the base path and both ends of the range before the slow seed step.
  evmDerivationPath(start, basePath);
  if (count > 0) evmDerivationPath(start + count - 1, basePath);
  const master = masterKey(mnemonic, options.passphrase);
  return Array.from({ length: count }, (_, offset) => deriveAt(master, evmDerivationPath(start + offset, basePath)));
}
