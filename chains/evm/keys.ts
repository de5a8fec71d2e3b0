import { type Address, bytesToHex, type Hex } from 'viem';
import { generatePrivateKey, type HDKey, mnemonicToAccount, privateKeyToAddress } from 'viem/accounts';
import type { DerivedAccount, DeriveManyOptions, DeriveOptions } from '../types';
import {
  checkMnemonic,
  EVM_DEFAULT_BASE_PATH,
  InvalidDerivationPathError,
  InvalidMnemonicError,
  normalizeDerivationPath,
} from './mnemonic';

export {
  checkMnemonic,
  EVM_DEFAULT_BASE_PATH,
  generateEvmMnemonic,
  InvalidDerivationPathError,
  InvalidMnemonicError,
  isEvmDerivationPath,
  isValidMnemonic,
  MNEMONIC_WORD_COUNTS,
  normalizeDerivationPath,
  normalizeMnemonic,
} from './mnemonic';

// EVM keys: secp256k1 private keys and BIP32/BIP44 derivation (coin type 60); mnemonics and paths as text are in
// mnemonic.ts (re-exported here). Pure and
// browser-safe: viem/accounts (noble/scure underneath), no node imports, randomness from crypto.getRandomValues.

export const EVM_COIN_TYPE = 60;
/** secp256k1 group order: a private key is an integer in [1, n). */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const HARDENED_OFFSET = 2 ** 31;

export class InvalidPrivateKeyError extends Error {
  constructor() {
    super('Not a valid EVM private key: 64 hex digits (with or without 0x), not zero and below the curve order');
    this.name = 'InvalidPrivateKeyError';
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
