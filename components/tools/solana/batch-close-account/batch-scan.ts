import { PublicKey } from '@solana/web3.js';
import { MAX_ACCOUNTS_PER_REQUEST } from '@/chains/solana/balances';
import { networkFeeLamports } from '@/chains/solana/transaction';
import type { SolanaKeyEntry } from '@/components/tools/solana/key-ring/key-ring';
import { mapBounded } from '@/lib/batch/bounded';
import { type ClosePlan, planClose, SIGNATURES_PER_TRANSACTION, type WalletToClose } from '../close-account/close-plan';
import { type CloseAccountsRpc, scanWallet, type WalletScan } from '../close-account/scan';

/** Wallets scanned at once: each scan is two getTokenAccountsByOwner calls, and public nodes throttle bursts. */
export const SCAN_CONCURRENCY = 4;

export interface WalletScanResult {
  line: number;
  address: string;
  /** SOL balance in lamports. */
  lamports: bigint;
  scan?: WalletScan;
  error?: unknown;
}

/** Why a wallet closes nothing: the scan failed, it has nothing to close, or it cannot pay its network fees. */
export type WalletProblem = 'scanFailed' | 'nothingToClose' | 'noSolForFees';

async function readLamports(rpc: CloseAccountsRpc, owners: readonly PublicKey[]): Promise<bigint[]> {
  const lamports: bigint[] = [];
  for (let start = 0; start < owners.length; start += MAX_ACCOUNTS_PER_REQUEST) {
    const infos = await rpc.getMultipleAccountsInfo(owners.slice(start, start + MAX_ACCOUNTS_PER_REQUEST));
    lamports.push(...infos.map((info) => BigInt(info?.lamports ?? 0)));
  }
  return lamports;
}

/** Every pasted wallet's accounts and SOL, a few wallets at a time; a failed wallet keeps its error, others go on. */
export async function scanWallets(
  rpc: CloseAccountsRpc,
  entries: readonly SolanaKeyEntry[],
  options: { concurrency?: number; onProgress?: (done: number) => void; signal?: AbortSignal } = {},
): Promise<WalletScanResult[]> {
  const owners = entries.map((entry) => new PublicKey(entry.address));
  const lamports = await readLamports(rpc, owners);
  let done = 0;
  return mapBounded(entries, options.concurrency ?? SCAN_CONCURRENCY, async (entry, index) => {
    options.signal?.throwIfAborted();
    const result: WalletScanResult = { line: entry.line, address: entry.address, lamports: lamports[index] };
    try {
      result.scan = await scanWallet(rpc, owners[index]);
    } catch (error) {
      result.error = error;
    }
    done += 1;
    options.onProgress?.(done);
    return result;
  });
}

export interface BatchClosePlan {
  plan: ClosePlan;
  /** Wallets left out, by address. */
  problems: ReadonlyMap<string, WalletProblem>;
}

/**
 * The wallets' closable accounts (dust only with `burnDust`) → one plan. A wallet pays its network fees from its own
 * SOL: keeping the rent, the first transaction's fee is enough (later ones are paid from the rent reclaimed);
 * sending the rent to a receiver, every transaction's fee is.
 */
export function planBatchClose(
  results: readonly WalletScanResult[],
  options: { burnDust: boolean; rentReceiver?: PublicKey; referrer?: PublicKey },
): BatchClosePlan {
  const problems = new Map<string, WalletProblem>();
  const wallets: WalletToClose[] = [];
  for (const result of results) {
    if (!result.scan) {
      problems.set(result.address, 'scanFailed');
      continue;
    }
    const accounts = [...result.scan.empty, ...(options.burnDust ? result.scan.dust.map((dust) => dust.account) : [])];
    if (accounts.length === 0) problems.set(result.address, 'nothingToClose');
    else wallets.push({ owner: result.scan.owner, line: result.line, accounts });
  }
  const draft = planClose(wallets, options);
  const perTransaction = networkFeeLamports(SIGNATURES_PER_TRANSACTION);
  const lamports = new Map(results.map((result) => [result.address, result.lamports]));
  const payable = wallets.filter((wallet) => {
    const address = wallet.owner.toBase58();
    const transactions = BigInt(draft.walletTotals.get(address)?.transactions ?? 0);
    const needed = options.rentReceiver ? transactions * perTransaction : perTransaction;
    if ((lamports.get(address) ?? 0n) >= needed) return true;
    problems.set(address, 'noSolForFees');
    return false;
  });
  return { plan: payable.length === wallets.length ? draft : planClose(payable, options), problems };
}
