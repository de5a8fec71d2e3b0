import { createFreezeAccountInstruction, createThawAccountInstruction } from '@solana/spl-token';
import type { PublicKey } from '@solana/web3.js';
import { tokenToolFeeLamports } from '../fees';
import type { SolanaRpc } from '../rpc';
import { associatedTokenAddress, decodeTokenAccount } from '../token-accounts';
import {
  assertAuthority,
  type BuiltTokenAction,
  type PreparedTokenAction,
  prepareTokenAction,
  type TokenTransactionOptions,
  withServiceFee,
} from './action';
import { TokenActionError } from './errors';
import { type ManagedToken, readTokenForManagement } from './read';

/** Freeze or thaw a holder's token account, by the mint's freeze authority; 0.05 SOL either way. */

export interface HolderAccount {
  /** The token account frozen or thawed. */
  account: PublicKey;
  /** Its owner (the holder's wallet). */
  holder: PublicKey;
  isFrozen: boolean;
}

/**
 * The account `holder` designates for this mint: `holder` itself when it is a token account of the mint, else the
 * associated account of `holder` as a wallet. One round trip for both readings.
 */
export async function resolveHolderAccount(
  rpc: SolanaRpc,
  token: ManagedToken,
  holder: PublicKey,
): Promise<HolderAccount> {
  const associated = associatedTokenAddress(holder, token.mint, token.programId);
  const [holderInfo, associatedInfo] = await rpc.getMultipleAccountsInfo([holder, associated]);
  const direct = decodeTokenAccount(holder, holderInfo);
  if (direct?.mint.equals(token.mint)) return { account: holder, holder: direct.owner, isFrozen: direct.isFrozen };
  const account = decodeTokenAccount(associated, associatedInfo);
  if (!account?.mint.equals(token.mint)) {
    throw new TokenActionError('noTokenAccount', { account: associated.toBase58() });
  }
  return { account: associated, holder, isFrozen: account.isFrozen };
}

export function freezeAccountInstructions(
  token: ManagedToken,
  target: HolderAccount,
  options: { thaw?: boolean } & Pick<TokenTransactionOptions, 'fee'>,
): BuiltTokenAction {
  assertAuthority(token, 'freeze');
  const account = target.account.toBase58();
  if (!options.thaw && target.isFrozen) throw new TokenActionError('accountFrozen', { account });
  if (options.thaw && !target.isFrozen) throw new TokenActionError('accountNotFrozen', { account });
  const make = options.thaw ? createThawAccountInstruction : createFreezeAccountInstruction;
  const work = make(target.account, token.mint, token.owner, [], token.programId);
  return withServiceFee(token.owner, [work], options.fee, tokenToolFeeLamports('freeze'));
}

export interface FreezeAccountOptions extends TokenTransactionOptions {
  /** The freeze authority's wallet: signs and pays. */
  authority: PublicKey;
  mint: PublicKey;
  /** A holder's wallet, or the token account itself. */
  holder: PublicKey;
  /** Thaw instead of freeze. */
  thaw?: boolean;
}

export async function prepareFreezeAccount(
  rpc: SolanaRpc,
  options: FreezeAccountOptions,
): Promise<PreparedTokenAction & { target: HolderAccount }> {
  const token = await readTokenForManagement(rpc, options.mint, options.authority);
  assertAuthority(token, 'freeze');
  const target = await resolveHolderAccount(rpc, token, options.holder);
  const prepared = await prepareTokenAction(rpc, token, freezeAccountInstructions(token, target, options), options);
  return { ...prepared, target };
}
