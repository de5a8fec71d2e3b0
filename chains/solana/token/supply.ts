import {
  createAssociatedTokenAccountIdempotentInstruction,
  createBurnCheckedInstruction,
  createMintToCheckedInstruction,
} from '@solana/spl-token';
import type { PublicKey } from '@solana/web3.js';
import { tokenToolFeeLamports } from '../fees';
import type { SolanaRpc } from '../rpc';
import { associatedTokenAddress, decodeTokenAccount } from '../token-accounts';
import {
  assertAuthority,
  assertDecimals,
  assertPositive,
  type BuiltTokenAction,
  type PreparedTokenAction,
  prepareTokenAction,
  type TokenTransactionOptions,
  withServiceFee,
} from './action';
import { TokenActionError } from './errors';
import { type ManagedToken, readTokenForManagement } from './read';
import { U64_MAX } from './validate';

/** Burn from the owner's account and mint more (…Checked: the chain re-checks the decimals), 0.05 SOL each. */

export interface TokenAmount {
  /** Base units (validate.ts parseTokenAmount). */
  amount: bigint;
  /** The decimals the amount was parsed with: must be the mint's. */
  decimals: number;
}

export function burnTokensInstructions(
  token: ManagedToken,
  options: TokenAmount & Pick<TokenTransactionOptions, 'fee'>,
): BuiltTokenAction {
  const { amount, decimals } = options;
  assertPositive(amount);
  assertDecimals(token, decimals);
  const account = token.ownerAccount;
  if (!account.exists) throw new TokenActionError('noTokenAccount', { account: account.address.toBase58() });
  if (account.isFrozen) throw new TokenActionError('accountFrozen', { account: account.address.toBase58() });
  if (amount > account.amount) throw new TokenActionError('amountAboveBalance');
  const burn = createBurnCheckedInstruction(
    account.address,
    token.mint,
    token.owner,
    amount,
    decimals,
    [],
    token.programId,
  );
  return withServiceFee(token.owner, [burn], options.fee, tokenToolFeeLamports('burn'));
}

export interface BurnTokensOptions extends TokenAmount, TokenTransactionOptions {
  owner: PublicKey;
  mint: PublicKey;
}

export async function prepareBurnTokens(rpc: SolanaRpc, options: BurnTokensOptions): Promise<PreparedTokenAction> {
  const token = await readTokenForManagement(rpc, options.mint, options.owner);
  return prepareTokenAction(rpc, token, burnTokensInstructions(token, options), options);
}

export interface MintRecipient {
  /** The wallet receiving the tokens (its associated account is created if missing). */
  recipient: PublicKey;
  /** Whether that account is frozen now (read from the chain); minting into it would fail. */
  isRecipientFrozen: boolean;
}

export function mintTokensInstructions(
  token: ManagedToken,
  options: TokenAmount & MintRecipient & Pick<TokenTransactionOptions, 'fee'>,
): BuiltTokenAction {
  const { amount, decimals, recipient } = options;
  assertPositive(amount);
  assertDecimals(token, decimals);
  assertAuthority(token, 'mint');
  if (token.supply + amount > U64_MAX) throw new TokenActionError('supplyOverflow');
  const account = associatedTokenAddress(recipient, token.mint, token.programId);
  if (options.isRecipientFrozen) throw new TokenActionError('accountFrozen', { account: account.toBase58() });
  const work = [
    createAssociatedTokenAccountIdempotentInstruction(token.owner, account, recipient, token.mint, token.programId),
    createMintToCheckedInstruction(token.mint, account, token.owner, amount, decimals, [], token.programId),
  ];
  return withServiceFee(token.owner, work, options.fee, tokenToolFeeLamports('mint'));
}

export interface MintTokensOptions extends TokenAmount, TokenTransactionOptions {
  /** The mint authority's wallet: signs and pays. */
  authority: PublicKey;
  mint: PublicKey;
  /** Default: the authority itself. */
  recipient?: PublicKey;
}

export async function prepareMintTokens(rpc: SolanaRpc, options: MintTokensOptions): Promise<PreparedTokenAction> {
  const token = await readTokenForManagement(rpc, options.mint, options.authority);
  const recipient = options.recipient ?? options.authority;
  let isRecipientFrozen = token.ownerAccount.isFrozen;
  if (!recipient.equals(options.authority)) {
    const address = associatedTokenAddress(recipient, token.mint, token.programId);
    const [info] = await rpc.getMultipleAccountsInfo([address]);
    isRecipientFrozen = decodeTokenAccount(address, info)?.isFrozen ?? false;
  }
  const built = mintTokensInstructions(token, { ...options, recipient, isRecipientFrozen });
  return prepareTokenAction(rpc, token, built, options);
}
