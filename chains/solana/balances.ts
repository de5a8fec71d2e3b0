import type { AccountInfo, Commitment, PublicKey } from '@solana/web3.js';
import { type RetryPolicy, throwIfAborted } from '@/lib/util/retry';
import { integerOption, validateOwnerList } from '../owners';
import type { BalanceProgress, BalancesResult, OwnerBalance } from '../types';
import { checkSolanaAddress, type SolanaAddress, toPublicKey } from './address';
import { DEFAULT_SOLANA_RETRIES, DEFAULT_SOLANA_RETRY_DELAY_MS, withSolanaRetries } from './retry';
import { createSolanaConnection, SOLANA_CHAIN_ID, type SolanaRpc } from './rpc';
import {
  associatedTokenAddress,
  decodeMint,
  decodeTokenAccount,
  InvalidSolanaMintError,
  metaplexMetadataAddress,
  type SolanaMintInfo,
  type TokenProgramChoice,
  type TokenProgramName,
  tokenProgramId,
  tokenProgramName,
} from './token-accounts';

/**
 * Balances of many owners through getMultipleAccounts, 100 accounts per call (the RPC's limit): native SOL reads the
 * owners' own accounts (lamports); a token reads their associated token accounts, derived locally, after one call for
 * the mint (program, decimals) and its Metaplex metadata (symbol). Chunks run a bounded number at a time, each retried
 * on rate limits and timeouts. Only the associated account counts: tokens in other accounts of the owner are not read.
 */

export const SOLANA_NATIVE_DECIMALS = 9;
/** getMultipleAccounts accepts at most 100 keys. */
export const MAX_ACCOUNTS_PER_REQUEST = 100;
export const DEFAULT_SOLANA_BALANCE_CONCURRENCY = 4;

export interface ReadSolanaBalancesOptions {
  /** A Connection, or anything answering the same calls (tests: the litesvm adapter). Default: one for rpcUrl. */
  connection?: SolanaRpc;
  /** The user's custom RPC; default solanaRpcUrl() (SOLANA_RPC_URL or the public mainnet endpoint). */
  rpcUrl?: string;
  /** One result per entry, in order (repeats are read once). */
  owners: readonly string[];
  /** A token mint address; 'native' or absent for SOL. */
  mint?: string;
  /** Which token program the mint belongs to; default 'auto' (read from the mint account). */
  tokenProgram?: TokenProgramChoice;
  /** Accounts per getMultipleAccounts call, at most 100 (default). */
  chunkSize?: number;
  /** Calls in flight at once; default 4. */
  concurrency?: number;
  /** Retries per call on 429, gateway errors and timeouts; default 4. */
  retries?: number;
  /** First backoff delay, doubled at each retry; default 500 ms. */
  retryDelayMs?: number;
  commitment?: Commitment;
  signal?: AbortSignal;
  onProgress?: (progress: BalanceProgress) => void;
}

export type SolanaOwnerBalance = OwnerBalance<SolanaAddress> & {
  /** The owner's associated token account (token reads only). */
  tokenAccount?: SolanaAddress;
  /** Whether that account exists: a transfer to an owner without one must create it first. */
  hasTokenAccount?: boolean;
};

export interface SolanaBalancesResult extends BalancesResult<SolanaAddress> {
  balances: SolanaOwnerBalance[];
  /** The token's program (token reads only). */
  tokenProgram?: TokenProgramName;
  mintInfo?: SolanaMintInfo;
}

export class InvalidSolanaOwnerError extends Error {
  /** Index (in `owners`) of the first invalid entry. */
  readonly index: number;
  constructor(readonly invalid: readonly { index: number; input: string }[]) {
    const [first] = invalid;
    const more = invalid.length > 1 ? ` (and ${invalid.length - 1} more)` : '';
    super(`Owner ${first.index + 1} is not a Solana address: "${first.input}"${more}`);
    this.name = 'InvalidSolanaOwnerError';
    this.index = first.index;
  }
}

/** The owners as addresses; all invalid entries are reported together, before any request. */
export function validateSolanaOwners(owners: readonly string[]): SolanaAddress[] {
  return validateOwnerList(owners, checkSolanaAddress, (invalid) => new InvalidSolanaOwnerError(invalid));
}

async function readAccounts(
  connection: SolanaRpc,
  keys: PublicKey[],
  policy: RetryPolicy,
  commitment: Commitment,
): Promise<(AccountInfo<Buffer> | null)[]> {
  const infos = await withSolanaRetries(policy, () => connection.getMultipleAccountsInfo(keys, { commitment }));
  if (infos.length !== keys.length) throw new Error(`getMultipleAccounts answered ${infos.length} of ${keys.length}`);
  return infos;
}

async function readMint(
  connection: SolanaRpc,
  mintText: string,
  choice: TokenProgramChoice,
  policy: RetryPolicy,
  commitment: Commitment,
): Promise<SolanaMintInfo> {
  const check = checkSolanaAddress(mintText);
  if (!check.ok) throw new InvalidSolanaMintError(String(mintText), 'not a Solana address');
  const mint = toPublicKey(check.address);
  const [info, metadata] = await readAccounts(connection, [mint, metaplexMetadataAddress(mint)], policy, commitment);
  const decoded = decodeMint(mint, info, metadata);
  if (choice !== 'auto' && !decoded.programId.equals(tokenProgramId(choice))) {
    throw new InvalidSolanaMintError(check.address, `belongs to ${decoded.program}, not ${choice}`);
  }
  return decoded;
}

function balanceOf(
  owner: SolanaAddress,
  info: AccountInfo<Buffer> | null,
  mintInfo: SolanaMintInfo | undefined,
  tokenAccount: PublicKey | undefined,
): SolanaOwnerBalance {
  if (!mintInfo || !tokenAccount) return { owner, balance: BigInt(info?.lamports ?? 0) };
  const address = tokenAccount.toBase58();
  // No account, or lamports someone sent to the address before the account was made (creation still works there).
  if (!info || !tokenProgramName(info.owner))
    return { owner, balance: 0n, tokenAccount: address, hasTokenAccount: false };
  const account = decodeTokenAccount(tokenAccount, info);
  if (!account?.mint.equals(mintInfo.address)) {
    return { owner, balance: null, error: 'not a token account of this mint', tokenAccount: address };
  }
  return { owner, balance: account.amount, tokenAccount: address, hasTokenAccount: true };
}

/**
 * Balances of `owners`, exact (bigint, lamports or the token's base units), with symbol and decimals. Throws before
 * any request on an invalid owner (InvalidSolanaOwnerError, with its index), mint or option; then
 * InvalidSolanaMintError when the mint is none, and the RPC's error once retries run out.
 */
export async function readSolanaBalances(options: ReadSolanaBalancesOptions): Promise<SolanaBalancesResult> {
  const { signal, onProgress } = options;
  const owners = validateSolanaOwners(options.owners);
  const isNative = options.mint === undefined || options.mint === 'native';
  if (!isNative && !checkSolanaAddress(options.mint as string).ok) {
    throw new InvalidSolanaMintError(String(options.mint), 'not a Solana address');
  }
  const chunkSize = integerOption('chunkSize', options.chunkSize, MAX_ACCOUNTS_PER_REQUEST, 1, 100);
  const concurrency = integerOption('concurrency', options.concurrency, DEFAULT_SOLANA_BALANCE_CONCURRENCY);
  const retries = integerOption('retries', options.retries, DEFAULT_SOLANA_RETRIES, 0);
  const delayMs = integerOption('retryDelayMs', options.retryDelayMs, DEFAULT_SOLANA_RETRY_DELAY_MS, 0);
  const commitment = options.commitment ?? 'confirmed';
  const connection = options.connection ?? createSolanaConnection(options.rpcUrl);
  const policy: RetryPolicy = { retries, delayMs, signal };
  throwIfAborted(signal);

  const mintInfo = isNative
    ? undefined
    : await readMint(connection, options.mint as string, options.tokenProgram ?? 'auto', policy, commitment);

  // Repeated owners are read once; progress counts the rows of the request.
  const rows = new Map<SolanaAddress, number>();
  for (const owner of owners) rows.set(owner, (rows.get(owner) ?? 0) + 1);
  const unique = [...rows.keys()];
  const keys = unique.map((owner) =>
    mintInfo ? associatedTokenAddress(toPublicKey(owner), mintInfo.address, mintInfo.programId) : toPublicKey(owner),
  );
  const chunks: number[][] = [];
  for (let start = 0; start < unique.length; start += chunkSize) {
    chunks.push(Array.from({ length: Math.min(chunkSize, unique.length - start) }, (_, offset) => start + offset));
  }

  const byOwner = new Map<SolanaAddress, SolanaOwnerBalance>();
  let done = 0;
  let next = 0;
  let failed = false;
  onProgress?.({ done: 0, total: owners.length });
  const worker = async () => {
    while (!failed && next < chunks.length) {
      const chunk = chunks[next];
      next += 1;
      try {
        throwIfAborted(signal);
        const infos = await readAccounts(
          connection,
          chunk.map((at) => keys[at]),
          policy,
          commitment,
        );
        chunk.forEach((at, position) => {
          byOwner.set(unique[at], balanceOf(unique[at], infos[position], mintInfo, mintInfo ? keys[at] : undefined));
        });
      } catch (error) {
        failed = true;
        throw error;
      }
      for (const at of chunk) done += rows.get(unique[at]) ?? 0;
      onProgress?.({ done, total: owners.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));

  return {
    chainId: SOLANA_CHAIN_ID,
    token: mintInfo ? mintInfo.address.toBase58() : 'native',
    symbol: mintInfo ? mintInfo.symbol : 'SOL',
    decimals: mintInfo ? mintInfo.decimals : SOLANA_NATIVE_DECIMALS,
    tokenProgram: mintInfo?.program,
    mintInfo,
    balances: owners.map((owner) => byOwner.get(owner) as SolanaOwnerBalance),
  };
}
