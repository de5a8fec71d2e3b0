import { type Address, bytesToHex, type Hex } from 'viem';
import { HDKey, mnemonicToAccount, privateKeyToAddress } from 'viem/accounts';
import {
  checkMnemonic,
  deriveEvmAccount,
  EVM_DEFAULT_BASE_PATH,
  evmDerivationPath,
  generateEvmMnemonic,
  generateEvmPrivateKey,
  InvalidDerivationPathError,
  InvalidMnemonicError,
  normalizeDerivationPath,
} from '@/chains/evm/keys';

// Wallet generation for the wallet tools, in the browser only. Large runs go in batches with a yield to the event
// loop whenever a frame's budget is spent, so the page keeps painting, shows progress and can be cancelled.

/** The most wallets or addresses one run makes. */
export const MAX_WALLETS = 10_000;
/** Work between two yields, in milliseconds: about two frames, so typing and the cancel button stay responsive. */
const FRAME_BUDGET_MS = 30;
const PLAIN_BATCH = 50;
/** WebCrypto runs PBKDF2 off the main thread: a batch of seeds is awaited together. */
const PARALLEL_SEED_BATCH = 32;

export interface GeneratedWallet {
  /** New wallets: 1…N; addresses of a mnemonic: the index on the base path. */
  index: number;
  /** The derivation path; '' for a bare private key. */
  path: string;
  address: Address;
  privateKey: Hex;
  /** The wallet's own mnemonic (new wallets with mnemonics only). */
  mnemonic?: string;
}

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  /** WebCrypto for PBKDF2; default the page's (undefined outside secure contexts: the pure-JS seed is used). */
  subtle?: SubtleCrypto;
  /** How a run gives the browser a turn; tests may pass their own. */
  yieldToBrowser?: () => Promise<void>;
}

export class GenerationCancelledError extends Error {
  constructor() {
    super('Generation cancelled');
    this.name = 'GenerationCancelledError';
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function defaultSubtle(): SubtleCrypto | undefined {
  return globalThis.crypto?.subtle;
}

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new GenerationCancelledError();
}

/**
 * Items 0…total-1 made `batch` at a time; after each batch, when the frame budget is spent, progress is reported and
 * the browser gets a turn. A cancelled signal stops the run at the next batch.
 */
export async function runInBatches<T>(
  total: number,
  batch: number,
  makeBatch: (from: number, to: number) => T[] | Promise<T[]>,
  options: RunOptions = {},
): Promise<T[]> {
  const yieldToBrowser = options.yieldToBrowser ?? nextTask;
  const results: T[] = [];
  let lastYield = performance.now();
  for (let from = 0; from < total; from += batch) {
    throwIfCancelled(options.signal);
    const to = Math.min(total, from + batch);
    for (const item of await makeBatch(from, to)) results.push(item);
    if (performance.now() - lastYield >= FRAME_BUDGET_MS || to === total) {
      options.onProgress?.(to, total);
      await yieldToBrowser();
      lastYield = performance.now();
    }
  }
  throwIfCancelled(options.signal);
  return results;
}

/** BIP39 seed by WebCrypto PBKDF2 (HMAC-SHA512, 2048 rounds, salt "mnemonic" + passphrase, both NFKD). */
async function webCryptoSeed(subtle: SubtleCrypto, mnemonic: string, passphrase: string): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const key = await subtle.importKey('raw', encoder.encode(mnemonic.normalize('NFKD')), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const salt = encoder.encode(`mnemonic${passphrase}`.normalize('NFKD'));
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-512', salt, iterations: 2048 }, key, 512);
  return new Uint8Array(bits);
}

/** The BIP32 master key of a checked mnemonic: WebCrypto when there is one, else viem's pure-JS seed (as keys.ts). */
async function masterKey(mnemonic: string, passphrase: string, subtle: SubtleCrypto | undefined): Promise<HDKey> {
  if (subtle) return HDKey.fromMasterSeed(await webCryptoSeed(subtle, mnemonic, passphrase));
  const options = { passphrase, path: 'm' } as unknown as Parameters<typeof mnemonicToAccount>[1];
  return mnemonicToAccount(mnemonic, options).getHdKey();
}

function keyOf(node: HDKey, path: string): Hex {
  if (!node.privateKey) throw new InvalidDerivationPathError(path);
  return bytesToHex(node.privateKey);
}

/** The first wallet of a run is derived again by chains/evm/keys: a wrong fast path fails loudly, not silently. */
function assertMatchesReference(wallet: GeneratedWallet, mnemonic: string, passphrase: string): void {
  const reference = deriveEvmAccount(mnemonic, { path: wallet.path, passphrase });
  if (reference.address !== wallet.address || reference.privateKey !== wallet.privateKey) {
    throw new Error('Derivation self-check failed: the fast path disagrees with chains/evm/keys');
  }
}

async function walletWithMnemonic(index: number, subtle: SubtleCrypto | undefined): Promise<GeneratedWallet> {
  const mnemonic = generateEvmMnemonic(12);
  const path = evmDerivationPath(0);
  const privateKey = keyOf((await masterKey(mnemonic, '', subtle)).derive(path), path);
  return { index, path, address: privateKeyToAddress(privateKey), privateKey, mnemonic };
}

/** `count` new wallets, each its own random key; with `withMnemonic`, each from its own 12-word mnemonic (m/…/0). */
export async function generateNewWallets(
  count: number,
  withMnemonic: boolean,
  options: RunOptions = {},
): Promise<GeneratedWallet[]> {
  assertCount(count);
  if (!withMnemonic) {
    return runInBatches(
      count,
      PLAIN_BATCH,
      (from, to) =>
        Array.from({ length: to - from }, (_, offset) => {
          const privateKey = generateEvmPrivateKey();
          return { index: from + offset + 1, path: '', address: privateKeyToAddress(privateKey), privateKey };
        }),
      options,
    );
  }
  const subtle = 'subtle' in options ? options.subtle : defaultSubtle();
  const wallets = await runInBatches(
    count,
    subtle ? PARALLEL_SEED_BATCH : 1,
    (from, to) =>
      Promise.all(Array.from({ length: to - from }, (_, offset) => walletWithMnemonic(from + offset + 1, subtle))),
    options,
  );
  const [first] = wallets;
  if (first?.mnemonic) assertMatchesReference(first, first.mnemonic, '');
  return wallets;
}

export interface MnemonicRange {
  mnemonic: string;
  passphrase?: string;
  /** Default m/44'/60'/0'/0. */
  basePath?: string;
  start: number;
  count: number;
}

/** Addresses start…start+count-1 under the base path of one mnemonic; one seed, then one child step per address. */
export async function deriveMnemonicRange(range: MnemonicRange, options: RunOptions = {}): Promise<GeneratedWallet[]> {
  const check = checkMnemonic(range.mnemonic);
  if (!check.ok) throw new InvalidMnemonicError(check);
  assertCount(range.count);
  const basePath = range.basePath ?? EVM_DEFAULT_BASE_PATH;
  const passphrase = range.passphrase ?? '';
  const base = normalizeDerivationPath(basePath);
  if (base === undefined) throw new InvalidDerivationPathError(basePath);
  // Validates both ends of the range (integers below 2^31) before the seed.
  evmDerivationPath(range.start, base);
  evmDerivationPath(range.start + range.count - 1, base);
  const subtle = 'subtle' in options ? options.subtle : defaultSubtle();
  const baseNode = (await masterKey(check.mnemonic, passphrase, subtle)).derive(base);
  const wallets = await runInBatches(
    range.count,
    PLAIN_BATCH,
    (from, to) =>
      Array.from({ length: to - from }, (_, offset) => {
        const index = range.start + from + offset;
        const path = evmDerivationPath(index, base);
        const privateKey = keyOf(baseNode.deriveChild(index), path);
        return { index, path, address: privateKeyToAddress(privateKey), privateKey };
      }),
    options,
  );
  if (wallets[0]) assertMatchesReference(wallets[0], check.mnemonic, passphrase);
  return wallets;
}

/** The one account at a full custom path (`index` is the path's last level). */
export function deriveAtPath(mnemonic: string, path: string, passphrase = ''): GeneratedWallet {
  const account = deriveEvmAccount(mnemonic, { path, passphrase });
  const last = account.path.split('/').at(-1) ?? '0';
  return {
    index: Number.parseInt(last, 10),
    path: account.path,
    address: account.address,
    privateKey: account.privateKey,
  };
}

function assertCount(count: number): void {
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_WALLETS) {
    throw new RangeError(`A run makes 1 to ${MAX_WALLETS} wallets, not ${count}`);
  }
}
