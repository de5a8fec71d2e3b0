import type { PublicKey } from '@solana/web3.js';
import { writtenAccounts } from '@/components/tools/solana/rpc/written-accounts';
import type { BatchRow } from '@/lib/batch/types';
import type { SendAssetState } from './read-asset';

/**
 * What a send writes, for the priority fee question: the wallet, the fee's receivers (fee receiver, inviter), then
 * the recipients (a token: the wallet's token account and the recipients'). Rows not valid yet are not among `rows`.
 */
export function sendWrittenAccounts(
  payer: string | undefined,
  feeReceivers: readonly (string | undefined)[],
  asset: SendAssetState | undefined,
  rows: readonly BatchRow[],
): PublicKey[] {
  const recipients = rows.map((row) => row.address);
  const mint = asset?.mint;
  if (!mint) return writtenAccounts([payer, ...feeReceivers, ...recipients]);
  const tokenAccounts = [payer, ...recipients].map((owner) => ({
    owner,
    mint: mint.address.toBase58(),
    programId: mint.programId,
  }));
  return writtenAccounts([payer, ...feeReceivers, ...tokenAccounts]);
}
