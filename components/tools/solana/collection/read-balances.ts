import { readSolanaBalances } from '@/chains/solana/balances';
import type { SolanaRpc } from '@/chains/solana/rpc';
import type { SolanaMintInfo } from '@/chains/solana/token-accounts';
import { tokenAssetOf } from '@/chains/solana/transfers';
import type { WalletBalances } from './packing';

export interface CollectionBalances {
  balances: WalletBalances[];
  /** Tokens only. */
  mintInfo?: SolanaMintInfo;
  symbol: string;
  destinationHasTokenAccount: boolean;
  /** The chosen fee payer's lamports. */
  feePayerBalance?: bigint;
  /** The destination's lamports: a first SOL transfer to an empty one must reach the rent-exempt minimum. */
  destinationSol: bigint;
}

/**
 * One batched read per column: SOL of every wallet (and the fee payer and the destination), then the token of every wallet (and the
 * destination, whose account may have to be created). A mint with a transfer hook is refused here.
 */
export async function readCollectionBalances(
  rpc: SolanaRpc,
  owners: readonly { line: number; address: string }[],
  options: { mint?: string; destination: string; feePayer?: string },
): Promise<CollectionBalances> {
  const addresses = owners.map((owner) => owner.address);
  const { mint, destination, feePayer } = options;
  const solRead = await readSolanaBalances({
    connection: rpc,
    owners: feePayer ? [...addresses, feePayer, destination] : [...addresses, destination],
  });
  const tokenRead = mint
    ? await readSolanaBalances({ connection: rpc, owners: [...addresses, destination], mint })
    : undefined;
  const mintInfo = tokenRead?.mintInfo;
  if (mintInfo) tokenAssetOf(mintInfo);
  const balances: WalletBalances[] = owners.map(({ line, address }, index) => {
    const sol = solRead.balances[index].balance ?? 0n;
    if (!tokenRead) return { line, address, sol };
    const token = tokenRead.balances[index];
    return { line, address, sol, token: token.balance, hasTokenAccount: token.hasTokenAccount, error: token.error };
  });
  return {
    balances,
    mintInfo,
    // A mint without metadata has no symbol: its first characters stand in.
    symbol: mintInfo ? tokenRead?.symbol || `${mintInfo.address.toBase58().slice(0, 4)}…` : 'SOL',
    destinationHasTokenAccount: tokenRead?.balances.at(-1)?.hasTokenAccount === true,
    feePayerBalance: feePayer ? (solRead.balances.at(-2)?.balance ?? 0n) : undefined,
    destinationSol: solRead.balances.at(-1)?.balance ?? 0n,
  };
}
