import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  AccountType,
  ExtensionType,
  getAccountLen,
  getAccountTypeOfMintType,
  getAssociatedTokenAddressSync,
  getExtensionTypes,
  NATIVE_MINT,
  NATIVE_MINT_2022,
  type RawAccount,
  TOKEN_2022_PROGRAM_ID,
  unpackMint,
} from '@solana/spl-token';
import { type AccountInfo, PublicKey } from '@solana/web3.js';
import type { LiteSVM } from 'litesvm';

/**
 * litesvm 0.8's linux-x64-gnu binding corrupts the native heap whenever the Associated Token Account program runs
 * (any of its paths; the process aborts with std::bad_alloc at a later garbage collection: LiteSVM issue #171). The
 * adapter therefore performs the ATA program's instructions itself, with the program's rules: the address must be the
 * owner's derived one, Create fails on an existing account, CreateIdempotent accepts an existing account of the right
 * owner and mint, the payer funds the rent-exempt balance (topping up a pre-funded address), and the account is
 * initialised as the token program would (Token-2022: ImmutableOwner plus the mint's required extensions). The
 * adapter runs the transaction in instruction order around these (ordered-execution.ts). Compute units of the ATA
 * program are counted as measured on litesvm before the corruption shows.
 */

export const ATA_STAND_IN_COMPUTE_UNITS = { spl: 14_000, token2022: 17_000 } as const;

export class AtaStandInError extends Error {
  constructor(
    readonly instructionIndex: number,
    reason: string,
  ) {
    super(`Instruction ${instructionIndex} (associated token account): ${reason}`);
    this.name = 'AtaStandInError';
  }
}

function tokenAccountData(mint: PublicKey, owner: PublicKey, programId: PublicKey, mintInfo: AccountInfo<Uint8Array>) {
  const isNative = mint.equals(NATIVE_MINT) || mint.equals(NATIVE_MINT_2022);
  const base: RawAccount = {
    mint,
    owner,
    amount: 0n,
    delegateOption: 0,
    delegate: PublicKey.default,
    state: AccountState.Initialized,
    isNativeOption: isNative ? 1 : 0,
    isNative: 0n,
    delegatedAmount: 0n,
    closeAuthorityOption: 0,
    closeAuthority: PublicKey.default,
  };
  if (!programId.equals(TOKEN_2022_PROGRAM_ID)) {
    const data = Buffer.alloc(ACCOUNT_SIZE);
    AccountLayout.encode(base, data);
    return { data, isNative };
  }
  const mintState = unpackMint(PublicKey.default, { ...mintInfo, data: Buffer.from(mintInfo.data) }, programId);
  const extensions = [
    ...getExtensionTypes(mintState.tlvData).map(getAccountTypeOfMintType),
    ExtensionType.ImmutableOwner,
  ].filter((type, index, all) => type !== ExtensionType.Uninitialized && all.indexOf(type) === index);
  const data = Buffer.alloc(getAccountLen(extensions));
  AccountLayout.encode(base, data);
  data[ACCOUNT_SIZE] = AccountType.Account;
  let offset = ACCOUNT_SIZE + 1;
  for (const type of extensions) {
    const length = type === ExtensionType.ImmutableOwner ? 0 : data.length - offset - 4;
    if (type !== ExtensionType.ImmutableOwner && extensions.length > 1) {
      throw new Error('The stand-in initialises ImmutableOwner only; this mint needs more account extensions');
    }
    data.writeUInt16LE(type, offset);
    data.writeUInt16LE(length, offset + 2);
    offset += 4 + length;
  }
  return { data, isNative };
}

/**
 * Applies one ATA instruction (its accounts resolved, in the program's order) to the VM state and answers the compute
 * units it stands for; throws AtaStandInError, having changed nothing, when the program would fail. The caller runs
 * the transaction's instructions in order around it and undoes everything if a later one fails.
 */
export function applyAtaInstruction(svm: LiteSVM, accounts: PublicKey[], data: Uint8Array, index: number): number {
  const [payer, address, owner, mint, , programId] = accounts;
  const kind = data.length === 0 ? 0 : data[0];
  if (kind !== 0 && kind !== 1) throw new AtaStandInError(index, `instruction ${kind} is not supported here`);
  if (accounts.length < 6) throw new AtaStandInError(index, 'not enough account keys');
  const expected = getAssociatedTokenAddressSync(mint, owner, true, programId);
  if (!expected.equals(address)) throw new AtaStandInError(index, 'address does not match seed derivation');
  const existing = svm.getAccount(address);
  const mintInfo = svm.getAccount(mint);
  if (!mintInfo?.owner.equals(programId)) throw new AtaStandInError(index, 'mint not owned by program');
  const computeUnits = programId.equals(TOKEN_2022_PROGRAM_ID)
    ? ATA_STAND_IN_COMPUTE_UNITS.token2022
    : ATA_STAND_IN_COMPUTE_UNITS.spl;
  if (existing?.owner.equals(programId)) {
    if (kind === 0) throw new AtaStandInError(index, 'account already exists');
    const decoded = AccountLayout.decode(Buffer.from(existing.data).subarray(0, ACCOUNT_SIZE));
    if (!decoded.owner.equals(owner) || !decoded.mint.equals(mint)) {
      throw new AtaStandInError(index, 'existing account has another owner or mint');
    }
    return computeUnits;
  }
  if (existing && existing.data.length > 0) throw new AtaStandInError(index, 'address holds another account');
  const { data: accountData, isNative } = tokenAccountData(mint, owner, programId, mintInfo);
  const rent = svm.minimumBalanceForRentExemption(BigInt(accountData.length));
  const funded = BigInt(existing?.lamports ?? 0);
  const topUp = funded >= rent ? 0n : rent - funded;
  const payerAccount = svm.getAccount(payer);
  if (!payerAccount || BigInt(payerAccount.lamports) < topUp) throw new AtaStandInError(index, 'payer lacks rent');
  if (isNative) AccountLayout.encode({ ...AccountLayout.decode(accountData), isNative: rent }, accountData);
  svm.setAccount(payer, { ...payerAccount, lamports: Number(BigInt(payerAccount.lamports) - topUp) });
  svm.setAccount(address, { lamports: Number(funded + topUp), data: accountData, owner: programId, executable: false });
  return computeUnits;
}
