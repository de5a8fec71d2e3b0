import type { BlockhashWithExpiryBlockHeight, PublicKey, TransactionInstruction } from '@solana/web3.js';
import { type SolanaServiceFee, serviceFeeInstructions } from '../fees';
import { type PreparedTransaction, prepareTransaction } from '../prepare';
import type { SolanaRpc } from '../rpc';
import { TokenActionError, type TokenAuthorityKind, withTokenErrors } from './errors';
import type { ManagedToken } from './read';

/** What every token action's `prepare…` takes besides its own fields. */
export interface TokenTransactionOptions {
  /** Fee receiver (and inviter): the amount is the action's (spec §9), computed here. */
  fee?: Omit<SolanaServiceFee, 'lamports'>;
  /** Priority fee, micro-lamports per compute unit. */
  microLamports?: bigint | number;
  blockhash?: BlockhashWithExpiryBlockHeight;
}

export interface PreparedTokenAction extends PreparedTransaction {
  /** The service fee charged in the transaction, lamports. */
  fee: bigint;
  /** The token as read just before building (the page can refresh its view from it). */
  token: ManagedToken;
}

export interface BuiltTokenAction {
  instructions: TransactionInstruction[];
  /** Service fee, lamports. */
  fee: bigint;
}

/** The work, then the fee transfers (the fee is charged only if the work succeeds: same transaction). */
export function withServiceFee(
  payer: PublicKey,
  work: readonly TransactionInstruction[],
  fee: Omit<SolanaServiceFee, 'lamports'> | undefined,
  lamports: bigint,
): BuiltTokenAction {
  if (!fee) return { instructions: [...work], fee: 0n };
  return { instructions: [...work, ...serviceFeeInstructions(payer, { ...fee, lamports })], fee: lamports };
}

/** Simulates and builds (the owner pays and signs); a token program error in simulation becomes a TokenActionError. */
export async function prepareTokenAction(
  rpc: SolanaRpc,
  token: ManagedToken,
  built: BuiltTokenAction,
  options: TokenTransactionOptions,
): Promise<PreparedTokenAction> {
  const prepared = await withTokenErrors(() =>
    prepareTransaction(rpc, {
      payer: token.owner,
      instructions: built.instructions,
      microLamports: options.microLamports,
      blockhash: options.blockhash,
    }),
  );
  return { ...prepared, fee: built.fee, token };
}

/** The owner must hold the authority, and it must not be revoked. */
export function assertAuthority(token: ManagedToken, authority: TokenAuthorityKind): void {
  if (authority === 'metadata') {
    const metadata = token.metadata;
    if (!metadata) throw new TokenActionError('noMetadata');
    if (!metadata.isMutable || !metadata.updateAuthority) throw new TokenActionError('authorityRevoked', { authority });
    if (!metadata.updateAuthority.equals(token.owner)) throw new TokenActionError('notAuthority', { authority });
    return;
  }
  const key = authority === 'mint' ? token.mintAuthority : token.freezeAuthority;
  if (!key) throw new TokenActionError('authorityRevoked', { authority });
  if (!key.equals(token.owner)) throw new TokenActionError('notAuthority', { authority });
}

/** The decimals the amount was parsed with must be the mint's (…Checked instructions enforce it on chain too). */
export function assertDecimals(token: ManagedToken, decimals: number): void {
  if (decimals !== token.decimals) throw new TokenActionError('wrongDecimals');
}

export function assertPositive(amount: bigint): void {
  if (amount <= 0n) throw new TokenActionError('zeroAmount');
}
