import { bcs } from '@mysten/sui/bcs';
import type { Transaction } from '@mysten/sui/transactions';
import { deriveObjectID } from '@mysten/sui/utils';
import type { SuiAddress } from '../address';
import { normalizeSuiCoinType } from '../balances';
import type { SuiObjectRef } from '../batch-send';
import { SUI_COIN_TYPE_LONG } from '../chain';
import { type SuiManageAction, suiManageFeeMist } from '../fees';
import { SUI_MAX_MERGE_SOURCES, SUI_MAX_SPLIT_AMOUNTS } from '../limits';
import {
  addSuiFee,
  SUI_COIN_REGISTRY_ID,
  SuiCoinTxError,
  type SuiGasInput,
  suiAddressOf,
  suiRef,
  suiTransactionFor,
} from './publish';

/**
 * Managing a coin of the Coin Registry, one transaction per action, each paying our fee of 5 SUI (fees.ts) last:
 *
 * - **mint** (TreasuryCap): `0x2::coin::mint<T>(cap, total)`, then one `SplitCoins(minted, [a₂ … aₙ])` and the
 *   transfers; the minted coin itself (left holding a₁) goes to the first recipient. Up to 512 recipients a
 *   transaction (a splitCoins holds 511 amounts beside its coin, limits.ts).
 * - **burn** (TreasuryCap): the coin objects merged into the first, the amount split off (unless all), then
 *   `0x2::coin::burn<T>(cap, coin)`.
 * - **metadata** (MetadataCap): `0x2::coin_registry::set_name / set_description / set_icon_url<T>(&mut Currency<T>,
 *   &MetadataCap<T>, String)` for each field that changes (the registry has no symbol or decimals setter).
 * - **permission**: give up minting — `0x2::coin_registry::make_supply_fixed<T>(&mut Currency<T>, TreasuryCap<T>)`
 *   (the registry records a fixed supply) or `0x2::transfer::public_freeze_object<TreasuryCap<T>>` (the cap frozen,
 *   usable by nobody) — or hand it over (`TransferObjects`); give up metadata updates —
 *   `0x2::coin_registry::delete_metadata_cap<T>(&mut Currency<T>, MetadataCap<T>)` — or hand the cap over.
 *
 * The `Currency<T>` is the registry's shared object at the address derived from 0xc and `CurrencyKey<T>`
 * (suiCurrencyObjectId); its initial shared version is read from the chain.
 */

export interface SuiSharedRef {
  objectId: string;
  initialSharedVersion: string | number;
}

interface ManageBase extends SuiGasInput {
  coinType: string;
  feeReceiver: string;
  /** Default suiManageFeeMist(action) (5 SUI). */
  feeMist?: bigint;
}

export interface SuiMintRow {
  to: SuiAddress;
  amount: bigint;
}

export type SuiCoinManageInput =
  | (ManageBase & { action: 'mint'; treasuryCap: SuiObjectRef; rows: readonly SuiMintRow[] })
  | (ManageBase & {
      action: 'burn';
      treasuryCap: SuiObjectRef;
      /** The sender's objects of the coin, largest first. */
      coins: readonly SuiObjectRef[];
      /** Base units, or every coin object given. */
      amount: bigint | 'all';
    })
  | (ManageBase & {
      action: 'metadata';
      currency: SuiSharedRef;
      metadataCap: SuiObjectRef;
      name?: string;
      description?: string;
      iconUrl?: string;
    })
  | (ManageBase & {
      action: 'permission';
      change: 'fixSupply' | 'freezeTreasuryCap' | 'transferTreasuryCap';
      treasuryCap: SuiObjectRef;
      currency?: SuiSharedRef;
      recipient?: string;
    })
  | (ManageBase & {
      action: 'permission';
      change: 'deleteMetadataCap' | 'transferMetadataCap';
      metadataCap: SuiObjectRef;
      currency?: SuiSharedRef;
      recipient?: string;
    });

/** Recipients one mint transaction takes: the minted coin itself and 511 split amounts. */
export const SUI_MAX_MINT_RECIPIENTS = SUI_MAX_SPLIT_AMOUNTS + 1;
const U64_MAX = (1n << 64n) - 1n;

/** The registry's `Currency<T>` id: derived from 0xc with the key `CurrencyKey<T>` (a struct holding one bool). */
export function suiCurrencyObjectId(coinType: string): string {
  const type = normalizeSuiCoinType(coinType);
  if (!type) throw new SuiCoinTxError(`Not a coin type: "${coinType}"`);
  return deriveObjectID(
    SUI_COIN_REGISTRY_ID,
    `0x2::coin_registry::CurrencyKey<${type}>`,
    bcs.bool().serialize(false).toBytes(),
  );
}

function shared(tx: Transaction, ref: SuiSharedRef | undefined, mutable: boolean) {
  if (!ref) throw new SuiCoinTxError('The currency object is needed');
  return tx.sharedObjectRef({ objectId: ref.objectId, initialSharedVersion: ref.initialSharedVersion, mutable });
}

export function buildSuiCoinManageTransaction(input: SuiCoinManageInput): Transaction {
  const coinType = normalizeSuiCoinType(input.coinType);
  if (!coinType || coinType === SUI_COIN_TYPE_LONG)
    throw new SuiCoinTxError(`Not a coin of one's own: "${input.coinType}"`);
  const { tx } = suiTransactionFor(input);
  const typeArguments = [coinType];
  const feeAction: SuiManageAction = input.action;

  if (input.action === 'mint') {
    const rows = input.rows;
    if (rows.length === 0) throw new SuiCoinTxError('Nothing to mint');
    if (rows.length > SUI_MAX_MINT_RECIPIENTS) {
      throw new SuiCoinTxError(`At most ${SUI_MAX_MINT_RECIPIENTS} recipients a mint transaction`);
    }
    let total = 0n;
    for (const row of rows) {
      suiAddressOf(row.to, 'A recipient');
      if (row.amount <= 0n) throw new SuiCoinTxError('Every amount must be above 0');
      total += row.amount;
    }
    if (total > U64_MAX) throw new SuiCoinTxError('The total exceeds a u64');
    const [minted] = tx.moveCall({
      target: '0x2::coin::mint',
      typeArguments,
      arguments: [tx.objectRef(suiRef(input.treasuryCap)), tx.pure.u64(total)],
    });
    const rest = rows.slice(1);
    if (rest.length > 0) {
      const split = tx.splitCoins(
        minted,
        rest.map((row) => tx.pure.u64(row.amount)),
      );
      rest.forEach((row, index) => {
        tx.transferObjects([split[index]], tx.pure.address(row.to));
      });
    }
    tx.transferObjects([minted], tx.pure.address(rows[0].to));
  } else if (input.action === 'burn') {
    if (input.coins.length === 0) throw new SuiCoinTxError('No coin to burn');
    if (input.amount !== 'all' && input.amount <= 0n) throw new SuiCoinTxError('The amount must be above 0');
    const [first, ...others] = input.coins.map((ref) => tx.objectRef(suiRef(ref)));
    for (let start = 0; start < others.length; start += SUI_MAX_MERGE_SOURCES) {
      tx.mergeCoins(first, others.slice(start, start + SUI_MAX_MERGE_SOURCES));
    }
    const burnt = input.amount === 'all' ? first : tx.splitCoins(first, [tx.pure.u64(input.amount)])[0];
    tx.moveCall({
      target: '0x2::coin::burn',
      typeArguments,
      arguments: [tx.objectRef(suiRef(input.treasuryCap)), burnt],
    });
  } else if (input.action === 'metadata') {
    const fields = (
      [
        ['set_name', input.name],
        ['set_description', input.description],
        ['set_icon_url', input.iconUrl],
      ] as const
    ).filter(([, value]) => value !== undefined);
    if (fields.length === 0) throw new SuiCoinTxError('Nothing to update');
    const currency = shared(tx, input.currency, true);
    const cap = tx.objectRef(suiRef(input.metadataCap));
    for (const [setter, value] of fields) {
      tx.moveCall({
        target: `0x2::coin_registry::${setter}`,
        typeArguments,
        arguments: [currency, cap, tx.pure.string(value as string)],
      });
    }
  } else {
    const recipient = () => tx.pure.address(suiAddressOf(input.recipient ?? '', 'The new holder'));
    switch (input.change) {
      case 'fixSupply':
        tx.moveCall({
          target: '0x2::coin_registry::make_supply_fixed',
          typeArguments,
          arguments: [shared(tx, input.currency, true), tx.objectRef(suiRef(input.treasuryCap))],
        });
        break;
      case 'freezeTreasuryCap':
        tx.moveCall({
          target: '0x2::transfer::public_freeze_object',
          typeArguments: [`0x2::coin::TreasuryCap<${coinType}>`],
          arguments: [tx.objectRef(suiRef(input.treasuryCap))],
        });
        break;
      case 'transferTreasuryCap':
        tx.transferObjects([tx.objectRef(suiRef(input.treasuryCap))], recipient());
        break;
      case 'deleteMetadataCap':
        tx.moveCall({
          target: '0x2::coin_registry::delete_metadata_cap',
          typeArguments,
          arguments: [shared(tx, input.currency, true), tx.objectRef(suiRef(input.metadataCap))],
        });
        break;
      case 'transferMetadataCap':
        tx.transferObjects([tx.objectRef(suiRef(input.metadataCap))], recipient());
        break;
    }
  }
  addSuiFee(tx, input.feeMist ?? suiManageFeeMist(feeAction), input.feeReceiver);
  return tx;
}
