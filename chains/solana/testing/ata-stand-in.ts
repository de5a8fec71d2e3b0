import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  AccountType,
  ASSOCIATED_TOKEN_PROGRAM_ID,
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
import { type AccountInfo, PublicKey, SystemProgram, type VersionedTransaction } from '@solana/web3.js';
import type { LiteSVM } from 'litesvm';

/**
 * litesvm 0.8's linux-x64-gnu binding corrupts the native heap whenever the Associated Token Account program runs
 * (any of its paths; the process aborts with std::bad_alloc at a later garbage collection: LiteSVM issue #171). The
 * adapter therefore performs the ATA program's instructions itself, with the program's rules: the address must be the
 * owner's derived one, Create fails on an existing account, CreateIdempotent accepts an existing account of the right
 * owner and mint, the payer funds the rent-exempt balance (topping up a pre-funded address), and the account is
 * initialised as the token program would (Token-2022: ImmutableOwner plus the mint's required extensions). The rest
 * of the transaction runs on litesvm; if it fails, these effects are undone. Compute units of the ATA program are
 * counted as measured on litesvm before the corruption shows.
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

interface Snapshot {
  key: PublicKey;
  account: AccountInfo<Uint8Array> | null;
}

export interface AtaEffects {
  /** Instruction indexes handled here (to leave out of the litesvm run). */
  handled: Set<number>;
  computeUnits: number;
  undo(): void;
}

const EMPTY = { lamports: 0, data: new Uint8Array(0), owner: SystemProgram.programId, executable: false };

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

/** Applies the transaction's ATA instructions to the VM state; throws AtaStandInError (state untouched) on failure. */
export function applyAtaInstructions(svm: LiteSVM, transaction: VersionedTransaction, keys: PublicKey[]): AtaEffects {
  const snapshots: Snapshot[] = [];
  const remember = (key: PublicKey) => {
    if (!snapshots.some((item) => item.key.equals(key))) snapshots.push({ key, account: svm.getAccount(key) });
  };
  const undo = () => {
    for (const { key, account } of [...snapshots].reverse()) svm.setAccount(key, account ?? { ...EMPTY });
  };
  const effects: AtaEffects = { handled: new Set(), computeUnits: 0, undo };
  transaction.message.compiledInstructions.forEach((instruction, index) => {
    if (!keys[instruction.programIdIndex].equals(ASSOCIATED_TOKEN_PROGRAM_ID)) return;
    effects.handled.add(index);
    try {
      const [payer, address, owner, mint, , programId] = instruction.accountKeyIndexes.map((at) => keys[at]);
      const kind = instruction.data.length === 0 ? 0 : instruction.data[0];
      if (kind !== 0 && kind !== 1) throw new AtaStandInError(index, `instruction ${kind} is not supported here`);
      const expected = getAssociatedTokenAddressSync(mint, owner, true, programId);
      if (!expected.equals(address)) throw new AtaStandInError(index, 'address does not match seed derivation');
      const existing = svm.getAccount(address);
      const mintInfo = svm.getAccount(mint);
      if (!mintInfo?.owner.equals(programId)) throw new AtaStandInError(index, 'mint not owned by program');
      effects.computeUnits += programId.equals(TOKEN_2022_PROGRAM_ID)
        ? ATA_STAND_IN_COMPUTE_UNITS.token2022
        : ATA_STAND_IN_COMPUTE_UNITS.spl;
      if (existing?.owner.equals(programId)) {
        if (kind === 0) throw new AtaStandInError(index, 'account already exists');
        const data = Buffer.from(existing.data);
        const decoded = AccountLayout.decode(data.subarray(0, ACCOUNT_SIZE));
        if (!decoded.owner.equals(owner) || !decoded.mint.equals(mint)) {
          throw new AtaStandInError(index, 'existing account has another owner or mint');
        }
        return;
      }
      if (existing && existing.data.length > 0) throw new AtaStandInError(index, 'address holds another account');
      const { data, isNative } = tokenAccountData(mint, owner, programId, mintInfo);
      const rent = svm.minimumBalanceForRentExemption(BigInt(data.length));
      const funded = BigInt(existing?.lamports ?? 0);
      const topUp = funded >= rent ? 0n : rent - funded;
      const payerAccount = svm.getAccount(payer);
      if (!payerAccount || BigInt(payerAccount.lamports) < topUp) throw new AtaStandInError(index, 'payer lacks rent');
      if (isNative) AccountLayout.encode({ ...AccountLayout.decode(data), isNative: rent }, data);
      remember(payer);
      remember(address);
      svm.setAccount(payer, { ...payerAccount, lamports: Number(BigInt(payerAccount.lamports) - topUp) });
      svm.setAccount(address, { lamports: Number(funded + topUp), data, owner: programId, executable: false });
    } catch (error) {
      undo();
      throw error;
    }
  });
  return effects;
}
