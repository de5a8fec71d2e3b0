import { PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { closeLookupTableInstruction, deactivateLookupTableInstruction } from '@/chains/solana/lookup-tables';
import { prepareTransaction, SolanaSimulationError } from '@/chains/solana/prepare';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { buildTransaction, MAX_COMPUTE_UNITS, networkFeeLamports, transactionFit } from '@/chains/solana/transaction';
import { type SignAll, sendAndConfirm } from './lookup-table-setup';
import { readLookupTableStates } from './lookup-table-state';

/**
 * Recovering lookup-table rent with the wallet that is the tables' authority: deactivate, then (after the
 * cool-down) close, the rent going back to the wallet. As many tables per transaction as fit, every transaction of
 * one step signed in one approval. No service fee: the spec charges none for this.
 */

export type TableAction = 'deactivate' | 'close';

/** The program's refusal of a close during the cool-down ("… fully deactivated in N blocks"). */
export class LookupTableNotClosableYetError extends Error {
  constructor(readonly blocks: number | undefined) {
    super(
      `The lookup table cannot be closed yet: its deactivation is still cooling down${
        blocks === undefined ? '' : ` (${blocks} more blocks)`
      }`,
    );
    this.name = 'LookupTableNotClosableYetError';
  }
}

/** A table the step cannot apply to: not the wallet's, gone, or (closing) never deactivated. */
export class LookupTableNotReadyError extends Error {
  constructor(
    readonly table: string,
    readonly status: string,
  ) {
    super(`Lookup table ${table} cannot take this step (${status})`);
    this.name = 'LookupTableNotReadyError';
  }
}

const COOLING_DOWN_LOG = /fully deactivated in (\d+) blocks/i;

function instructionFor(action: TableAction, wallet: PublicKey, table: PublicKey): TransactionInstruction {
  return action === 'deactivate'
    ? deactivateLookupTableInstruction(wallet, table)
    : closeLookupTableInstruction(wallet, table, wallet);
}

/** The tables in transactions: each takes tables while it stays within size, account locks and instructions. */
export function tableActionGroups(action: TableAction, wallet: PublicKey, tables: readonly string[]): PublicKey[][] {
  const groups: PublicKey[][] = [];
  const fits = (group: readonly PublicKey[]) =>
    transactionFit(
      buildTransaction({
        payer: wallet,
        instructions: group.map((table) => instructionFor(action, wallet, table)),
        computeBudget: { units: MAX_COMPUTE_UNITS },
      }),
    ).fits;
  for (const table of tables.map((address) => new PublicKey(address))) {
    const last = groups.at(-1);
    if (last && fits([...last, table])) last.push(table);
    else groups.push([table]);
  }
  return groups;
}

/** The network fee shown before signing: one signature per transaction, no priority fee. */
export function tableActionNetworkFee(action: TableAction, wallet: PublicKey, tables: readonly string[]): bigint {
  return BigInt(tableActionGroups(action, wallet, tables).length) * networkFeeLamports(1, { units: 1 });
}

export interface TableActionOptions {
  rpc: SolanaRpc;
  wallet: PublicKey;
  tables: readonly string[];
  signAll: SignAll;
  pollIntervalMs?: number;
  signal?: AbortSignal;
}

export interface TableActionResult {
  transactions: number;
  networkFee: bigint;
}

/**
 * Simulates each transaction first (compute limit, and the chain's refusal before anything is signed: a close
 * during the cool-down throws LookupTableNotClosableYetError), then one approval, then broadcast and confirmation.
 */
export async function runTableAction(action: TableAction, options: TableActionOptions): Promise<TableActionResult> {
  const { rpc, wallet, tables, signAll, signal } = options;
  await checkReady(action, options);
  const groups = tableActionGroups(action, wallet, tables);
  const latest = await rpc.getLatestBlockhash('confirmed');
  const prepared = [];
  for (const group of groups) {
    try {
      prepared.push(
        await prepareTransaction(rpc, {
          payer: wallet,
          instructions: group.map((table) => instructionFor(action, wallet, table)),
          blockhash: latest,
        }),
      );
    } catch (error) {
      const blocks = error instanceof SolanaSimulationError ? coolingDownBlocks(error.logs) : undefined;
      if (action === 'close' && blocks !== undefined) throw new LookupTableNotClosableYetError(blocks);
      throw error;
    }
  }
  const signed = await signAll(prepared.map((item) => item.transaction));
  if (signed.length !== prepared.length) throw new Error('The wallet did not sign every transaction');
  await sendAndConfirm(rpc, signed, latest.lastValidBlockHeight, options.pollIntervalMs ?? 1_000, signal);
  return {
    transactions: prepared.length,
    networkFee: prepared.reduce((sum, item) => sum + item.networkFee, 0n),
  };
}

/**
 * The tables as the chain has them now, checked before anything is simulated or signed: a close during the
 * cool-down is refused here with the slots left (and by the program's simulation, should the estimate be off).
 */
async function checkReady(action: TableAction, { rpc, wallet, tables }: TableActionOptions): Promise<void> {
  const reading = await readLookupTableStates(rpc, wallet.toBase58(), tables);
  const wanted = action === 'deactivate' ? ['active'] : ['deactivating', 'closable'];
  const unfit = reading.tables.find((table) => !table.isOwn || !wanted.includes(table.status));
  if (unfit) throw new LookupTableNotReadyError(unfit.address, unfit.isOwn ? unfit.status : 'notOwn');
  const cooling = reading.tables.filter((table) => table.status === 'deactivating');
  if (action === 'close' && cooling.length > 0) {
    throw new LookupTableNotClosableYetError(Math.max(...cooling.map((table) => table.slotsLeft)));
  }
}

/** The blocks left, from the program's log during the cool-down ("… until it's fully deactivated in 513 blocks"). */
export function coolingDownBlocks(logs: readonly string[]): number | undefined {
  for (const line of logs) {
    const match = COOLING_DOWN_LOG.exec(line);
    if (match) return Number(match[1]);
  }
  return undefined;
}
