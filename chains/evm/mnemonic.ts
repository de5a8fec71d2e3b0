import { generateMnemonic, mnemonicToEntropy } from '@scure/bip39';
import { wordlist as english } from '@scure/bip39/wordlists/english';
import type { MnemonicCheck, MnemonicWordCount } from '../types';

// BIP39 english mnemonics and BIP32 paths as text, without viem (@scure/bip39 alone), so a family that shares them
// (Solana's keys) does not load EVM key code. keys.ts re-exports all of it beside the EVM key derivation.

/** The BIP44 path without its index level: MetaMask's and most wallets' accounts are `${this}/{index}`. */
export const EVM_DEFAULT_BASE_PATH = "m/44'/60'/0'/0";
export const MNEMONIC_WORD_COUNTS: readonly MnemonicWordCount[] = [12, 15, 18, 21, 24];

const HARDENED_OFFSET = 2 ** 31;

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
// Mnemonics (BIP39, english list)

const WORDS: ReadonlySet<string> = new Set(english);

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
  for (const [index, word] of words.entries()) {
    if (!WORDS.has(word)) return { ok: false, issue: 'word', index, word };
  }
  try {
    // Every word is known, so the only refusal left is the checksum.
    mnemonicToEntropy(mnemonic, english);
  } catch {
    return { ok: false, issue: 'checksum' };
  }
  return { ok: true, mnemonic };
}

export function isValidMnemonic(text: string): boolean {
  return checkMnemonic(text).ok;
}

// ---------------------------------------------------------------------------------------------------------------
// Derivation paths (BIP32 / BIP44)

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
