import {
  CKDPriv,
  deriveKey,
  Ed25519PrivateKey,
  HARDENED_OFFSET,
  PrivateKey,
  PrivateKeyVariants,
} from '@aptos-labs/ts-sdk';
import { mnemonicToSeedSync } from '@scure/bip39';
import {
  checkMnemonic,
  generateEvmMnemonic,
  InvalidDerivationPathError,
  InvalidMnemonicError,
  normalizeMnemonic,
} from '../evm/mnemonic';
import type { DerivedAccount, DeriveManyOptions, DeriveOptions, MnemonicWordCount } from '../types';
import type { AptosAddress } from './address';

// Aptos keys as Petra, the CLI and the SDK export them: AIP-80 strings `ed25519-priv-0x…` (the form we give back), or
// the bare 32-byte secret as (0x)64 hex. Ed25519 only: the single-signer scheme every Aptos wallet creates by default;
// its address is the authentication key SHA3-256(public key ‖ 0x00) of an account never rotated. Mnemonics are BIP39
// english; ed25519 derives with SLIP-10, hardened at every level: m/44'/637'/{account}'/0'/0' is account `account` of
// Petra and the CLI. @aptos-labs/ts-sdk does the cryptography (@noble/curves under it).

export const APTOS_COIN_TYPE_SLIP44 = 637;
export { checkMnemonic, InvalidDerivationPathError, InvalidMnemonicError };

/** AIP-80 `ed25519-priv-0x` + 64 hex. */
export type AptosPrivateKey = string;

export class InvalidAptosPrivateKeyError extends Error {
  constructor(reason = 'expected ed25519-priv-0x… (AIP-80) or a 32-byte ed25519 secret as 64 hex digits') {
    super(`Not a valid Aptos private key: ${reason}`);
    this.name = 'InvalidAptosPrivateKeyError';
  }
}

const HEX_SECRET = /^(0x)?[0-9a-f]{64}$/i;
const AIP80 = /^([a-z0-9]+)-priv-(0x[0-9a-f]+)$/i;

/** The key as pasted; throws InvalidAptosPrivateKeyError. In the page only (never sent anywhere). */
export function aptosPrivateKeyOf(text: string): Ed25519PrivateKey {
  const candidate = String(text).trim();
  const aip80 = AIP80.exec(candidate);
  if (aip80) {
    if (aip80[1].toLowerCase() !== PrivateKeyVariants.Ed25519) {
      throw new InvalidAptosPrivateKeyError(`a ${aip80[1]} key; only ed25519 keys are taken here`);
    }
    if (!HEX_SECRET.test(aip80[2]))
      throw new InvalidAptosPrivateKeyError('the key after ed25519-priv- is not 32 bytes');
    return new Ed25519PrivateKey(aip80[2].toLowerCase(), false);
  }
  if (!HEX_SECRET.test(candidate)) throw new InvalidAptosPrivateKeyError();
  const hex = candidate.toLowerCase().startsWith('0x') ? candidate.toLowerCase() : `0x${candidate.toLowerCase()}`;
  return new Ed25519PrivateKey(hex, false);
}

const aip80Of = (key: Ed25519PrivateKey): AptosPrivateKey =>
  PrivateKey.formatPrivateKey(key.toString(), PrivateKeyVariants.Ed25519);

export function aptosAddressOfKey(key: Ed25519PrivateKey): AptosAddress {
  return key.publicKey().authKey().derivedAddress().toStringLong() as AptosAddress;
}

export function generateAptosPrivateKey(): AptosPrivateKey {
  return aip80Of(Ed25519PrivateKey.generate());
}

/** A pasted key in its canonical form (AIP-80, lowercase), or undefined when it is none. */
export function normalizeAptosPrivateKey(text: string): AptosPrivateKey | undefined {
  try {
    return aip80Of(aptosPrivateKeyOf(text));
  } catch {
    return undefined;
  }
}

export function aptosAddressFromPrivateKey(text: string): AptosAddress {
  return aptosAddressOfKey(aptosPrivateKeyOf(text));
}

export function generateAptosMnemonic(words?: MnemonicWordCount): string {
  return generateEvmMnemonic(words);
}

/** m/44'/637'/{index}'/0'/0', or `${basePath}/{index}'` under a custom base path. */
export function aptosDerivationPath(index: number, basePath?: string): string {
  if (!Number.isSafeInteger(index) || index < 0 || index >= 2 ** 31) {
    throw new RangeError(`An account index is a whole number below 2^31, not ${index}`);
  }
  return basePath === undefined ? `m/44'/637'/${index}'/0'/0'` : `${basePath.replace(/\/+$/, '')}/${index}'`;
}

/** Aptos's ed25519 paths as the SDK takes them: m/44'/637'/{a}'/{b}'/{c}', every level hardened. */
export function isAptosDerivationPath(path: string): boolean {
  return /^m\/44'\/637'\/[0-9]+'\/[0-9]+'\/[0-9]+'$/.test(path);
}

function seedOf(mnemonic: string, passphrase = ''): Uint8Array {
  const check = checkMnemonic(mnemonic);
  if (!check.ok) throw new InvalidMnemonicError(check);
  return mnemonicToSeedSync(normalizeMnemonic(mnemonic), passphrase);
}

/** SLIP-10 ed25519 from a seed, the SDK's own steps (Ed25519PrivateKey.fromDerivationPath re-derives the seed each time). */
function keyAt(seed: Uint8Array, path: string): Ed25519PrivateKey {
  if (!isAptosDerivationPath(path)) throw new InvalidDerivationPathError(path);
  const master = deriveKey(Ed25519PrivateKey.SLIP_0010_SEED, seed);
  const segments = path
    .split('/')
    .slice(1)
    .map((segment) => Number.parseInt(segment.replace("'", ''), 10));
  const { key } = segments.reduce((parent, segment) => CKDPriv(parent, segment + HARDENED_OFFSET), master);
  return new Ed25519PrivateKey(key, false);
}

function accountAt(seed: Uint8Array, path: string): DerivedAccount<AptosAddress, AptosPrivateKey> {
  const key = keyAt(seed, path);
  return { path, address: aptosAddressOfKey(key), privateKey: aip80Of(key) };
}

export function deriveAptosAccount(
  mnemonic: string,
  options: DeriveOptions = {},
): DerivedAccount<AptosAddress, AptosPrivateKey> {
  const path = options.path ?? aptosDerivationPath(options.index ?? 0);
  return accountAt(seedOf(mnemonic, options.passphrase), path);
}

/** Accounts start … start+count-1 from one seed (the account level, as Petra counts accounts). */
export function deriveAptosAccounts(
  mnemonic: string,
  options: DeriveManyOptions,
): DerivedAccount<AptosAddress, AptosPrivateKey>[] {
  const start = options.start ?? 0;
  if (!Number.isSafeInteger(options.count) || options.count < 0) {
    throw new RangeError(`A count is a whole number, not ${options.count}`);
  }
  const seed = seedOf(mnemonic, options.passphrase);
  return Array.from({ length: options.count }, (_, offset) =>
    accountAt(seed, aptosDerivationPath(start + offset, options.basePath)),
  );
}
