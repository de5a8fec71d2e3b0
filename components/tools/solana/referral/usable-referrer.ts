import { PublicKey } from '@solana/web3.js';
import { normalizeSolanaAddress } from '@/chains/solana/address';
import type { SolanaRpc } from '@/chains/solana/rpc';

/** The reads the check needs (a Connection has them, and so does the litesvm adapter). */
export type ReferrerRpc = Pick<SolanaRpc, 'getMultipleAccountsInfo' | 'getMinimumBalanceForRentExemption'>;

/** Sysvars belong to this program; the runtime refuses to let a transaction write to them. */
const SYSVAR_OWNER = new PublicKey('Sysvar1111111111111111111111111111111111111');

/**
 * The inviter's payout address (lib/server/solana/fee-target.ts) as a key the builders may pay, or undefined when
 * paying it would fail or make no sense, so the whole fee goes to the receiver instead:
 * - the address is unknown to the chain: a share below the rent-exempt minimum (an 8 % close fee's 30 % is ~49,000
 *   lamports) cannot create an account, and the whole transaction would fail;
 * - it holds less than the rent-exempt minimum for its size, is a program (executable) or a sysvar: the chain refuses
 *   to credit those;
 * - it is one of `exclude` (the fee receiver, the paying wallet: a share to oneself is no reward).
 * Read at 'confirmed', like every plan read.
 */
export async function usableReferrer(
  rpc: ReferrerRpc,
  referrer: string | undefined,
  exclude: readonly (PublicKey | string | undefined)[] = [],
): Promise<PublicKey | undefined> {
  const address = referrer ? normalizeSolanaAddress(referrer) : undefined;
  if (!address) return undefined;
  const excluded = new Set(exclude.map((key) => (key instanceof PublicKey ? key.toBase58() : key)));
  if (excluded.has(address)) return undefined;
  const key = new PublicKey(address);
  const [account] = await rpc.getMultipleAccountsInfo([key], 'confirmed');
  if (!account || account.executable || account.owner.equals(SYSVAR_OWNER)) return undefined;
  const minimum = await rpc.getMinimumBalanceForRentExemption(account.data.length);
  return account.lamports >= minimum ? key : undefined;
}

/** A single action's fee target (token tools): the receiver, and the inviter when the chain can take its share. */
export async function feeWithReferrer(
  rpc: ReferrerRpc,
  receiver: PublicKey,
  referrer: string | undefined,
  payer: PublicKey,
): Promise<{ receiver: PublicKey; referrer?: PublicKey }> {
  const key = await usableReferrer(rpc, referrer, [receiver, payer]);
  return key ? { receiver, referrer: key } : { receiver };
}
