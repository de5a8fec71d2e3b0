import {
  checkMnemonic,
  deriveEvmAccount,
  deriveEvmAccounts,
  evmAddressFromPrivateKey,
  evmDerivationPath,
  generateEvmMnemonic,
  generateEvmPrivateKey,
  InvalidDerivationPathError,
  InvalidMnemonicError,
  isEvmDerivationPath,
  normalizeEvmPrivateKey,
} from '../evm/keys';
import type { DerivedAccount, DeriveManyOptions, DeriveOptions } from '../types';
import { tronAddressFromHex } from './address';

// Tron keys are secp256k1 keys like EVM ones, and a Tron address is 0x41 + the same 20-byte account id, so the EVM
// family's key code (viem/accounts: @noble/curves, @scure/bip32, @scure/bip39) does the work here; only the coin type
// (195, TronLink's m/44'/195'/0'/0/{index}) and the shown forms differ. Private keys are shown as TronLink exports
// them: 64 lowercase hex digits without 0x.

export const TRON_COIN_TYPE = 195;
export const TRON_DEFAULT_BASE_PATH = "m/44'/195'/0'/0";
export { checkMnemonic, InvalidDerivationPathError, InvalidMnemonicError };

/** 64 lowercase hex digits, no 0x. */
export type TronPrivateKey = string;

export class InvalidTronPrivateKeyError extends Error {
  constructor() {
    super('Not a valid Tron private key: 64 hex digits (with or without 0x), not zero and below the curve order');
    this.name = 'InvalidTronPrivateKeyError';
  }
}

export function generateTronPrivateKey(): TronPrivateKey {
  return generateEvmPrivateKey().slice(2);
}

/** A pasted key (any case, with or without 0x, spaces around ignored) → 64 lowercase hex, or undefined. */
export function normalizeTronPrivateKey(text: string): TronPrivateKey | undefined {
  return normalizeEvmPrivateKey(text)?.slice(2);
}

/** The T-address of a private key; throws InvalidTronPrivateKeyError when the text is no key. */
export function tronAddressFromPrivateKey(key: string): string {
  const normalized = normalizeTronPrivateKey(key);
  if (!normalized) throw new InvalidTronPrivateKeyError();
  return tronAddressFromHex(evmAddressFromPrivateKey(normalized)) as string;
}

export const generateTronMnemonic = generateEvmMnemonic;

export function tronDerivationPath(index: number, basePath: string = TRON_DEFAULT_BASE_PATH): string {
  return evmDerivationPath(index, basePath);
}

export const isTronDerivationPath = isEvmDerivationPath;

function toTron(account: DerivedAccount): DerivedAccount<string, TronPrivateKey> {
  return {
    path: account.path,
    address: tronAddressFromHex(account.address) as string,
    privateKey: account.privateKey.slice(2),
  };
}

/** One account: index `i` on m/44'/195'/0'/0/i (default 0), or at a custom `path`. */
export function deriveTronAccount(
  mnemonic: string,
  options: DeriveOptions = {},
): DerivedAccount<string, TronPrivateKey> {
  const path = options.path ?? tronDerivationPath(options.index ?? 0);
  return toTron(deriveEvmAccount(mnemonic, { path, passphrase: options.passphrase }));
}

/** Accounts start … start+count-1 under `basePath` (default m/44'/195'/0'/0), from one seed. */
export function deriveTronAccounts(
  mnemonic: string,
  options: DeriveManyOptions,
): DerivedAccount<string, TronPrivateKey>[] {
  return deriveEvmAccounts(mnemonic, { ...options, basePath: options.basePath ?? TRON_DEFAULT_BASE_PATH }).map(toTron);
}
