import { Transaction } from '@mysten/sui/transactions';
import {
  MOVE_STDLIB_ADDRESS,
  normalizeSuiAddress,
  SUI_COIN_REGISTRY_OBJECT_ID,
  SUI_FRAMEWORK_ADDRESS,
  toBase64,
} from '@mysten/sui/utils';
import { checkSuiAddress, type SuiAddress } from '../address';
import type { SuiObjectRef } from '../batch-send';
import { suiPublishFeeMist } from '../fees';
import { SUI_PROTOCOL_LIMITS } from '../limits';

/**
 * Publishing a coin in the Coin Registry flow, two transactions:
 *
 * 1. **Publish** (the user's, with our fee): `Publish([module], [0x1, 0x2])` — the patched template (template.ts); its
 *    `init` runs `coin_registry::new_currency_with_otw` and `coin_registry::finalize`, which sends the `Currency<T>`
 *    to the registry's address (0xc) and the `TreasuryCap<T>` and `MetadataCap<T>` to the publisher. Then the
 *    package's `UpgradeCap` to the publisher (`TransferObjects`), or made immutable (`0x2::package::make_immutable`),
 *    and last our fee: `SplitCoins(GasCoin, [10 SUI])` and its transfer to our receiver.
 * 2. **Finalise** (no fee): `0x2::coin_registry::finalize_registration<T>(&mut CoinRegistry, Receiving<Currency<T>>)`,
 *    which receives the `Currency<T>` parked at 0xc and shares it at its derived address. Until then the currency
 *    cannot be read at that address nor passed to `set_name` etc. Anyone may call it; the page does, right after,
 *    and mints the initial supply in the same transaction when one is asked (`0x2::coin::mint` with the TreasuryCap
 *    the publish just gave the publisher, then its transfer): objects `init` sends to the sender cannot be used
 *    within the publish itself.
 */

export class SuiCoinTxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SuiCoinTxError';
  }
}

export const SUI_COIN_PUBLISH_DEPENDENCIES = [
  normalizeSuiAddress(MOVE_STDLIB_ADDRESS),
  normalizeSuiAddress(SUI_FRAMEWORK_ADDRESS),
] as const;
export const SUI_COIN_REGISTRY_ID = normalizeSuiAddress(SUI_COIN_REGISTRY_OBJECT_ID);

export interface SuiGasInput {
  sender: string;
  gasPrice: bigint;
  gasBudget: bigint;
  /** SUI coins paying gas (and our fee, split from the gas coin). */
  gasPayment: readonly SuiObjectRef[];
}

export const suiRef = (ref: SuiObjectRef) => ({ ...ref, version: String(ref.version) });

export function suiAddressOf(text: string, what: string): SuiAddress {
  const check = checkSuiAddress(text);
  if (!check.ok) throw new SuiCoinTxError(`${what} is not a Sui address: "${text}"`);
  return check.address;
}

/** A transaction with its sender and gas set (payment, price, budget held to the protocol's limits). */
export function suiTransactionFor(input: SuiGasInput): { tx: Transaction; sender: SuiAddress } {
  const sender = suiAddressOf(input.sender, 'The sender');
  if (input.gasPayment.length === 0) throw new SuiCoinTxError('No SUI coin to pay gas');
  if (input.gasPayment.length > SUI_PROTOCOL_LIMITS.maxGasPaymentObjects) {
    throw new SuiCoinTxError(`At most ${SUI_PROTOCOL_LIMITS.maxGasPaymentObjects} gas coins`);
  }
  if (input.gasBudget <= 0n || input.gasBudget > SUI_PROTOCOL_LIMITS.maxTxGas) {
    throw new SuiCoinTxError(`The gas budget must be above 0 and at most ${SUI_PROTOCOL_LIMITS.maxTxGas}`);
  }
  const tx = new Transaction();
  tx.setSender(sender);
  tx.setGasPrice(input.gasPrice);
  tx.setGasBudget(input.gasBudget);
  tx.setGasPayment(input.gasPayment.map(suiRef));
  return { tx, sender };
}

/** Our fee, after the work: split from the gas coin and sent to our receiver (the transaction's last two commands). */
export function addSuiFee(tx: Transaction, fee: bigint, feeReceiver: string): void {
  if (fee < 0n) throw new SuiCoinTxError('The fee cannot be negative');
  if (fee === 0n) return;
  const receiver = suiAddressOf(feeReceiver, 'The fee receiver');
  const [feeCoin] = tx.splitCoins(tx.gas, [tx.pure.u64(fee)]);
  tx.transferObjects([feeCoin], tx.pure.address(receiver));
}

export interface BuildSuiCoinPublishInput extends SuiGasInput {
  /** The patched module's bytes (patchSuiCoinTemplate). */
  module: Uint8Array;
  /** keep: the UpgradeCap to the publisher (what `sui client publish` does); immutable: the package can never change. */
  upgradeCap: 'keep' | 'immutable';
  feeReceiver: string;
  /** Default suiPublishFeeMist() (10 SUI). */
  feeMist?: bigint;
}

export function buildSuiCoinPublishTransaction(input: BuildSuiCoinPublishInput): Transaction {
  if (
    input.module.length < 4 ||
    toBase64(input.module.slice(0, 4)) !== toBase64(Uint8Array.of(0xa1, 0x1c, 0xeb, 0x0b))
  ) {
    throw new SuiCoinTxError('Not a Move module');
  }
  const { tx, sender } = suiTransactionFor(input);
  const upgradeCap = tx.publish({
    modules: [toBase64(input.module)],
    dependencies: [...SUI_COIN_PUBLISH_DEPENDENCIES],
  });
  if (input.upgradeCap === 'immutable') {
    tx.moveCall({ target: '0x2::package::make_immutable', arguments: [upgradeCap] });
  } else {
    tx.transferObjects([upgradeCap], tx.pure.address(sender));
  }
  addSuiFee(tx, input.feeMist ?? suiPublishFeeMist(), input.feeReceiver);
  return tx;
}

export interface BuildSuiCoinFinalizeInput extends SuiGasInput {
  coinType: string;
  /** The `Currency<T>` object the publish sent to 0xc (its id, version and digest after the publish). */
  currency: SuiObjectRef;
  /** The CoinRegistry's (0xc) initial shared version, read from the chain. */
  registryInitialSharedVersion: string | number;
  /**
   * The coin's initial supply, minted in the same transaction with the TreasuryCap the publish gave the publisher
   * (`0x2::coin::mint` and its transfer): part of the publication, no fee of its own.
   */
  initialMint?: { treasuryCap: SuiObjectRef; amount: bigint; to: string };
}

export function buildSuiCoinFinalizeTransaction(input: BuildSuiCoinFinalizeInput): Transaction {
  const { tx } = suiTransactionFor(input);
  tx.moveCall({
    target: '0x2::coin_registry::finalize_registration',
    typeArguments: [input.coinType],
    arguments: [
      tx.sharedObjectRef({
        objectId: SUI_COIN_REGISTRY_ID,
        initialSharedVersion: input.registryInitialSharedVersion,
        mutable: true,
      }),
      tx.receivingRef(suiRef(input.currency)),
    ],
  });
  const mint = input.initialMint;
  if (mint) {
    if (mint.amount <= 0n || mint.amount >= 1n << 64n)
      throw new SuiCoinTxError('The initial supply must fit a u64 above 0');
    const [minted] = tx.moveCall({
      target: '0x2::coin::mint',
      typeArguments: [input.coinType],
      arguments: [tx.objectRef(suiRef(mint.treasuryCap)), tx.pure.u64(mint.amount)],
    });
    tx.transferObjects([minted], tx.pure.address(suiAddressOf(mint.to, 'The supply holder')));
  }
  return tx;
}

/** `<package>::<identifier>::<identifier>`: the type of a coin published from the template. */
export function suiPublishedCoinType(packageId: string, identifier: string): string {
  return `${normalizeSuiAddress(packageId)}::${identifier}::${identifier}`;
}
