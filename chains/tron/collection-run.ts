import type { CollectionSetup, CollectionStep, WalletCollectionPlan } from './collection';
import { estimateTransactionCost, type TronCostEstimate } from './costs';
import { tronAddressFromPrivateKey } from './keys';
import { estimateTronCallEnergy, readTronAccountResources, resourcesOnceCreated } from './resources';
import { broadcastTransaction, signWithKey, type TronTransactionOutcome, waitForOutcome } from './transaction';

/** Running a collection plan (chains/tron/collection.ts): each step built and priced again, signed, sent, awaited. */

export interface StepResult {
  kind: CollectionStep['kind'];
  txId: string;
  outcome: TronTransactionOutcome;
  /** The cost priced just before signing, from the chain as it was then. */
  cost: TronCostEstimate;
}

/**
 * A step built again and priced from the chain as it is now: earlier sweeps change what later ones cost (the
 * target's token slot is written once, an account is created once). A TRC-20 sweep is estimated again; its fee limit
 * stays the planned one, which the wallet was topped up for.
 */
async function prepareStep(setup: CollectionSetup, step: CollectionStep) {
  const transaction = await step.rebuild();
  const resources = resourcesOnceCreated(await readTronAccountResources(step.from, setup), setup.parameters);
  const rawDataBytes = transaction.raw_data_hex.length / 2;
  if (step.to !== undefined) {
    const createsAccount = !(await readTronAccountResources(step.to, setup)).exists;
    return {
      transaction,
      cost: estimateTransactionCost({ rawDataBytes, createsAccount, resources, parameters: setup.parameters }),
    };
  }
  const value = transaction.raw_data.contract[0].parameter.value;
  const energy = await estimateTronCallEnergy(
    { owner: step.from, contract: setup.token, data: `0x${String(value.data)}`, callValue: 0n },
    setup,
  );
  return {
    transaction,
    cost: estimateTransactionCost({ rawDataBytes, energy, resources, parameters: setup.parameters }),
  };
}

/**
 * Runs one wallet's steps in order, signing each with its sender's key (`keys` by address, in the page only). Each
 * step is priced again (`onPrepared`), signed, broadcast and awaited before the next; one that does not land stops
 * the wallet there.
 */
export async function collectFromWallet(
  setup: CollectionSetup,
  plan: WalletCollectionPlan,
  keys: ReadonlyMap<string, string>,
  onPrepared?: (step: CollectionStep, cost: TronCostEstimate) => void,
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const step of plan.steps) {
    const key = keys.get(step.from);
    if (!key || tronAddressFromPrivateKey(key) !== step.from) throw new Error(`No key for ${step.from}`);
    const { transaction, cost } = await prepareStep(setup, step);
    onPrepared?.(step, cost);
    const signed = await signWithKey(transaction, key);
    await broadcastTransaction(signed, setup);
    const outcome = await waitForOutcome(signed.txID, setup);
    results.push({ kind: step.kind, txId: signed.txID, outcome, cost });
    if (outcome.status !== 'success') break;
  }
  return results;
}
