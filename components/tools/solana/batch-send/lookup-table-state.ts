import { type AccountInfo, AddressLookupTableAccount, AddressLookupTableProgram, PublicKey } from '@solana/web3.js';
import type { SolanaRpc } from '@/chains/solana/rpc';

/**
 * What the chain says of each remembered lookup table, read in one getMultipleAccountsInfo plus the current slot.
 * A deactivated table can be closed once its deactivation slot has left SlotHashes (the last 512 slots): from
 * 513 slots after it, about 3.5 minutes at ~400 ms a slot. Until then the program refuses the close.
 */
export const CLOSE_COOL_DOWN_SLOTS = 513;
/** Solana's target slot time; only used to turn the slots left into minutes for the user. */
export const SLOT_MILLISECONDS = 400;
/** getMultipleAccountsInfo answers at most 100 accounts per call. */
const ACCOUNTS_PER_CALL = 100;
const ACTIVE = 0xffff_ffff_ffff_ffffn;

export type LookupTableStatus =
  /** No account there: closed already, or its creation never landed. */
  | 'missing'
  /** An account that is not a lookup table. */
  | 'notTable'
  | 'active'
  /** Deactivated, still cooling down. */
  | 'deactivating'
  | 'closable';

export interface LookupTableState {
  address: string;
  status: LookupTableStatus;
  /** The authority is the connected wallet: only then can it deactivate and close the table. */
  isOwn: boolean;
  /** Absent for missing accounts and frozen tables (no authority). */
  authority?: string;
  addressCount: number;
  /** The account's balance, all of it rent the close returns. */
  lamports: bigint;
  /** Deactivating: slots until the close is accepted. */
  slotsLeft: number;
}

export interface LookupTableReading {
  slot: number;
  tables: LookupTableState[];
}

function stateOf(
  address: string,
  info: { owner: PublicKey; data: Buffer; lamports: number } | null,
  wallet: string,
  slot: number,
): LookupTableState {
  const empty = { address, isOwn: false, addressCount: 0, lamports: 0n, slotsLeft: 0 };
  if (!info) return { ...empty, status: 'missing' };
  if (!info.owner.equals(AddressLookupTableProgram.programId)) {
    return { ...empty, status: 'notTable', lamports: BigInt(info.lamports) };
  }
  const state = AddressLookupTableAccount.deserialize(info.data);
  const authority = state.authority?.toBase58();
  const deactivation = BigInt(state.deactivationSlot);
  const slotsLeft = deactivation === ACTIVE ? 0 : Math.max(0, Number(deactivation) + CLOSE_COOL_DOWN_SLOTS - slot);
  let status: LookupTableStatus = 'active';
  if (deactivation !== ACTIVE) status = slotsLeft > 0 ? 'deactivating' : 'closable';
  return {
    address,
    status,
    isOwn: authority === wallet,
    ...(authority ? { authority } : {}),
    addressCount: state.addresses.length,
    lamports: BigInt(info.lamports),
    slotsLeft,
  };
}

export async function readLookupTableStates(
  rpc: SolanaRpc,
  wallet: string,
  addresses: readonly string[],
): Promise<LookupTableReading> {
  const infos: (AccountInfo<Buffer> | null)[] = [];
  for (let start = 0; start < addresses.length; start += ACCOUNTS_PER_CALL) {
    const keys = addresses.slice(start, start + ACCOUNTS_PER_CALL).map((address) => new PublicKey(address));
    infos.push(...(await rpc.getMultipleAccountsInfo(keys, { commitment: 'confirmed' })));
  }
  const slot = await rpc.getSlot('confirmed');
  return { slot, tables: addresses.map((address, index) => stateOf(address, infos[index] ?? null, wallet, slot)) };
}

/** Minutes until a deactivating table can be closed, rounded up (at least 1). */
export function minutesLeft(slotsLeft: number): number {
  return Math.max(1, Math.ceil((slotsLeft * SLOT_MILLISECONDS) / 60_000));
}

/** The rent the wallet can get back: its own tables that still exist. */
export function recoverableLamports(tables: readonly LookupTableState[]): bigint {
  return tables
    .filter((table) => table.isOwn && table.status !== 'missing' && table.status !== 'notTable')
    .reduce((sum, table) => sum + table.lamports, 0n);
}
