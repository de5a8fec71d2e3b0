import { decodeSuiPrivateKey, isValidHardenedPath } from '@mysten/sui/cryptography';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { mnemonicToSeedSync } from '@scure/bip39';
import {
  checkMnemonic,
  generateEvmMnemonic,
  InvalidDerivationPathError,
  InvalidMnemonicError,
  normalizeMnemonic,
} from '../evm/mnemonic';
import type { DerivedAccount, DeriveManyOptions, DeriveOptions, MnemonicWordCount } from '../types';
import type { SuiAddress } from './address';

// Sui keys as the Sui wallets and CLI export them: Bech32 `suiprivkey1…` (flag byte + 32-byte secret, SIP-15), here
// always ed25519 (flag 0x00), the scheme every Sui wallet creates by default. Mnemonics are BIP39 english; ed25519
// derives with SLIP-10, hardened at every level: m/44'/784'/{account}'/0'/0' is account `account` of Sui Wallet /
// Slush, Suiet and the CLI. @mysten/sui does the cryptography (@noble/curves, @scure/bip39 under it).

export const SUI_COIN_TYPE_SLIP44 = 784;
export { checkMnemonic, InvalidDerivationPathError, InvalidMnemonicError };

/** Bech32 `suiprivkey1…` of an ed25519 key. */
export type SuiPrivateKey = string;

export class InvalidSuiPrivateKeyError extends Error {
  constructor(reason = 'expected suiprivkey1… (Bech32) or a 32-byte ed25519 secret as 64 hex digits') {
    super(`Not a valid Sui private key: ${reason}`);
    this.name = 'InvalidSuiPrivateKeyError';
  }
}

const HEX_SECRET = /^(0x)?[0-9a-f]{64}$/i;

function keypairOf(text: string): Ed25519Keypair {
  const candidate = String(text).trim();
  if (HEX_SECRET.test(candidate)) {
    const hex = candidate.replace(/^0x/i, '');
    const bytes = Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16));
    return Ed25519Keypair.fromSecretKey(bytes);
  }
  if (!candidate.toLowerCase().startsWith('suiprivkey1')) throw new InvalidSuiPrivateKeyError();
  let decoded: ReturnType<typeof decodeSuiPrivateKey>;
  try {
    decoded = decodeSuiPrivateKey(candidate.toLowerCase());
  } catch {
    throw new InvalidSuiPrivateKeyError('its Bech32 checksum or length is wrong');
  }
  if (decoded.scheme !== 'ED25519') {
    throw new InvalidSuiPrivateKeyError(`a ${decoded.scheme} key; only ed25519 keys are taken here`);
  }
  return Ed25519Keypair.fromSecretKey(decoded.secretKey);
}

/** The signer of a key as pasted (suiprivkey1… or 64 hex); throws InvalidSuiPrivateKeyError. In the page only. */
export function suiKeypairFromPrivateKey(text: string): Ed25519Keypair {
  return keypairOf(text);
}

export function generateSuiPrivateKey(): SuiPrivateKey {
  return Ed25519Keypair.generate().getSecretKey();
}

/** A pasted key in its canonical form (suiprivkey1…, lowercase), or undefined when it is none. */
export function normalizeSuiPrivateKey(text: string): SuiPrivateKey | undefined {
  try {
    return keypairOf(text).getSecretKey();
  } catch {
    return undefined;
  }
}

export function suiAddressFromPrivateKey(text: string): SuiAddress {
  return keypairOf(text).toSuiAddress() as SuiAddress;
}

export function generateSuiMnemonic(words?: MnemonicWordCount): string {
  return generateEvmMnemonic(words);
}

/** m/44'/784'/{index}'/0'/0', or `${basePath}/{index}'` under a custom base path. */
export function suiDerivationPath(index: number, basePath?: string): string {
  if (!Number.isSafeInteger(index) || index < 0 || index >= 2 ** 31) {
    throw new RangeError(`An account index is a whole number below 2^31, not ${index}`);
  }
  return basePath === undefined ? `m/44'/784'/${index}'/0'/0'` : `${basePath.replace(/\/+$/, '')}/${index}'`;
}

/** Sui's ed25519 paths: m/44'/784'/{a}'/{b}'/{c}', every level hardened (SLIP-10 ed25519 has no other kind). */
export function isSuiDerivationPath(path: string): boolean {
  return isValidHardenedPath(path);
}

function seedOf(mnemonic: string, passphrase = ''): Uint8Array {
  const check = checkMnemonic(mnemonic);
  if (!check.ok) throw new InvalidMnemonicError(check);
  return mnemonicToSeedSync(normalizeMnemonic(mnemonic), passphrase);
}

function accountAt(seed: Uint8Array, path: string): DerivedAccount<SuiAddress, SuiPrivateKey> {
  if (!isSuiDerivationPath(path)) throw new InvalidDerivationPathError(path);
  const keypair = Ed25519Keypair.deriveKeypairFromSeed(seed, path);
  return { path, address: keypair.toSuiAddress() as SuiAddress, privateKey: keypair.getSecretKey() };
}

export function deriveSuiAccount(
  mnemonic: string,
  options: DeriveOptions = {},
): DerivedAccount<SuiAddress, SuiPrivateKey> {
  const path = options.path ?? suiDerivationPath(options.index ?? 0);
  return accountAt(seedOf(mnemonic, options.passphrase), path);
}

/**
 * Accounts start … start+count-1 from one seed. The index is the account level (m/44'/784'/{i}'/0'/0'), as Sui
 * wallets count accounts; with `basePath` it is one more hardened level under it.
 */
export function deriveSuiAccounts(
  mnemonic: string,
  options: DeriveManyOptions,
): DerivedAccount<SuiAddress, SuiPrivateKey>[] {
  const start = options.start ?? 0;
  if (!Number.isSafeInteger(options.count) || options.count < 0) {
    throw new RangeError(`A count is a whole number, not ${options.count}`);
  }
  const seed = seedOf(mnemonic, options.passphrase);
  return Array.from({ length: options.count }, (_, offset) =>
    accountAt(seed, suiDerivationPath(start + offset, options.basePath)),
  );
}
