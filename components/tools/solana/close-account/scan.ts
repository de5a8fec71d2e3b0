import type { AccountInfo, PublicKey } from '@solana/web3.js';
import { MAX_ACCOUNTS_PER_REQUEST } from '@/chains/solana/balances';
import {
  type CloseSkipReason,
  findTokenAccounts,
  type SolanaTokenAccountsRpc,
  selectClosableAccounts,
} from '@/chains/solana/close-accounts';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { decodeMint, metaplexMetadataAddress, type SolanaTokenAccount } from '@/chains/solana/token-accounts';

/** The RPC calls a scan makes: a web3.js Connection, or the litesvm adapter in tests. */
export type CloseAccountsRpc = SolanaRpc & SolanaTokenAccountsRpc;

/** The library's reasons, and one of ours: a balance cannot be burned once its mint is closed. */
export type SkipReason = CloseSkipReason | 'mintClosed';

export interface DustAccount {
  account: SolanaTokenAccount;
  /** Undefined when the mint was not read (the batch page burns without showing amounts). */
  decimals?: number;
  symbol: string;
}

export interface WalletScan {
  owner: PublicKey;
  /** Empty accounts (and wrapped SOL, which closes with its balance): closing them needs nothing more. */
  empty: SolanaTokenAccount[];
  /** Accounts still holding tokens: closed only when the user asks for their balance to be burned first. */
  dust: DustAccount[];
  skipped: { account: SolanaTokenAccount; reason: SkipReason }[];
}

const isDust = (account: SolanaTokenAccount) => account.amount > 0n && !account.isNative;

/** Decimals and symbols of the dust mints (Metaplex metadata for classic mints), 100 accounts a call. */
async function readMints(rpc: SolanaRpc, mints: readonly PublicKey[]) {
  const keys = mints.flatMap((mint) => [mint, metaplexMetadataAddress(mint)]);
  const infos: (AccountInfo<Buffer> | null)[] = [];
  for (let start = 0; start < keys.length; start += MAX_ACCOUNTS_PER_REQUEST) {
    infos.push(...(await rpc.getMultipleAccountsInfo(keys.slice(start, start + MAX_ACCOUNTS_PER_REQUEST))));
  }
  const found = new Map<string, { decimals: number; symbol: string }>();
  mints.forEach((mint, index) => {
    try {
      const info = decodeMint(mint, infos[index * 2], infos[index * 2 + 1]);
      found.set(mint.toBase58(), { decimals: info.decimals, symbol: info.symbol });
    } catch {
      // Closed or unreadable mint: its accounts are reported as skipped.
    }
  });
  return found;
}

/**
 * Every token account of `owner` (both programs), sorted into empty, dust and skipped with the reason. With
 * `readMintInfo`, the dust mints are read too: amounts can then be shown, and a closed mint's account is skipped.
 */
export async function scanWallet(
  rpc: CloseAccountsRpc,
  owner: PublicKey,
  options: { readMintInfo?: boolean } = {},
): Promise<WalletScan> {
  const accounts = await findTokenAccounts(rpc, owner);
  const { closable, skipped } = selectClosableAccounts(owner, accounts, { burnDust: true });
  const scan: WalletScan = { owner, empty: [], dust: [], skipped: [...skipped] };
  const dust = closable.filter(isDust);
  const mints = options.readMintInfo
    ? await readMints(rpc, [...new Map(dust.map((account) => [account.mint.toBase58(), account.mint])).values()])
    : undefined;
  for (const account of closable) {
    if (!isDust(account)) {
      scan.empty.push(account);
      continue;
    }
    if (!mints) {
      scan.dust.push({ account, symbol: '' });
      continue;
    }
    const mint = mints.get(account.mint.toBase58());
    if (mint) scan.dust.push({ account, ...mint });
    else scan.skipped.push({ account, reason: 'mintClosed' });
  }
  return scan;
}
