import { PublicKey } from '@solana/web3.js';
import { readSolanaBalances } from '@/chains/solana/balances';
import { batchSendFeeLamports, referralShareLamports, type SolanaServiceFee } from '@/chains/solana/fees';
import {
  LOOKUP_TABLE_SETUP_COMPUTE_UNITS,
  lookupTableSetup,
  type PlannedLookupTable,
  planLookupTables,
} from '@/chains/solana/lookup-tables';
import { estimateTransferUnits, planSolanaTransfers, transferRowsOf } from '@/chains/solana/packing';
import { computeUnitLimit } from '@/chains/solana/prepare';
import type { RentExemptionShortfall } from '@/chains/solana/rent-exemption';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { networkFeeLamports, type TransactionFormat } from '@/chains/solana/transaction';
import { prepareBatchSendTransaction, rowLookupAddresses, sharedLookupAddresses } from '@/chains/solana/transfers';
import { usableReferrer } from '@/components/tools/solana/referral/usable-referrer';
import { type CostSummary, estimateCost } from '@/lib/batch/plan';
import type { BatchRow, Chunk, TokenInfo } from '@/lib/batch/types';
import type { SendAssetState } from './read-asset';
import { findRecipientRentShortfalls } from './recipient-rent';

/** Bytes of an address lookup table before its addresses (LOOKUP_TABLE_META_SIZE of the program). */
const LOOKUP_TABLE_HEADER_SIZE = 56;
const SOL: TokenInfo = { symbol: 'SOL', decimals: 9 };

export interface SolanaSendPlanRequest {
  /**
   * The connected wallet; undefined before one connects: the plan is then an estimate (no simulation, no balances,
   * network fees from the compute-unit estimates) and is worked out again with the wallet before anything is signed.
   */
  payer?: PublicKey;
  asset: SendAssetState;
  rows: readonly BatchRow[];
  feeReceiver: PublicKey;
  /** The inviter's payout address from the server (fee-target.ts); the plan pays it only if the chain can take it. */
  referrer?: string;
  /** Priority fee in micro-lamports per compute unit; 0n for none. */
  microLamports: bigint;
}

export interface Shortfall {
  token: TokenInfo;
  needed: bigint;
  available: bigint;
}

export interface SolanaSendPlan {
  format: TransactionFormat;
  chunks: Chunk[];
  /** Recipients without a token account of the mint: their rows create it (tokens only). */
  missingAccounts: Set<string>;
  accountsToCreate: number;
  /** Rent of the new token accounts, paid by the sender (it stays with the recipients' accounts). */
  accountRent: bigint;
  /** v0 plans: the lookup tables to create first, and the transactions that write them. */
  tables: PlannedLookupTable[];
  setupTransactions: number;
  tableRent: bigint;
  /** Fees and totals, lookup-table setup and rent included; the SOL total is what leaves the wallet. */
  cost: CostSummary;
  /** Legacy plans are simulated chunk by chunk; v0 ones can only be once their tables exist (then before signing). */
  isSimulated: boolean;
  /** Planned without a wallet: balances unknown (no shortfalls), nothing simulated. */
  isEstimate: boolean;
  /** The compute units of every transaction (setup included), estimated: what a priority fee is paid on. */
  computeUnits: number;
  /** SOL the wallet must keep: a system account left below the rent-exempt minimum is refused by the chain. */
  reserve: bigint;
  shortfalls: Shortfall[];
  /** SOL: transactions that would leave a recipient between 0 and `reserve` (the rent-exempt minimum), by line. */
  rentShortfalls: RentExemptionShortfall[];
  /** The inviter paid 30 % of each fee in the same transaction (checked usable on chain); chunks are packed for it. */
  referrer?: PublicKey;
  /** What the inviter receives in all, lamports (part of the service fee). */
  referralShare: bigint;
}

export function serviceFeeOf(feeReceiver: PublicKey, referrer?: PublicKey): SolanaServiceFee {
  return { receiver: feeReceiver, lamports: batchSendFeeLamports(), ...(referrer ? { referrer } : {}) };
}

/** Recipients whose associated account of the mint does not exist yet (one getMultipleAccounts per 100). */
export async function findMissingAccounts(
  rpc: SolanaRpc,
  asset: SendAssetState,
  rows: readonly BatchRow[],
): Promise<Set<string>> {
  if (asset.asset.kind === 'sol') return new Set();
  const read = await readSolanaBalances({ connection: rpc, owners: rows.map((row) => row.address), mint: asset.id });
  return new Set(read.balances.filter((entry) => entry.hasTokenAccount === false).map((entry) => entry.owner));
}

/** The tables a v0 plan needs: each starts with the shared accounts, then takes whole chunks. */
export function lookupTablesFor(
  payer: PublicKey,
  request: Pick<SolanaSendPlanRequest, 'asset'> & { fee: SolanaServiceFee },
  chunks: readonly Chunk[],
  missing: ReadonlySet<string>,
): PlannedLookupTable[] {
  const { asset } = request.asset;
  const groups = chunks.map((chunk) => ({
    chunkId: chunk.id,
    addresses: rowLookupAddresses(asset, transferRowsOf(chunk, missing)),
  }));
  return planLookupTables(groups, sharedLookupAddresses(payer, asset, request.fee));
}

/** A stand-in for the wallet while none is connected: only counts and sizes depend on it, never its balance. */
const UNKNOWN_PAYER = new PublicKey(new Uint8Array(32).fill(7));

function findShortfalls(request: SolanaSendPlanRequest, totals: CostSummary['totals'], reserve: bigint): Shortfall[] {
  const { asset } = request;
  const shortfalls: Shortfall[] = [];
  // No wallet yet: nothing to compare with (the plan is worked out again once one connects).
  if (asset.solBalance === undefined || asset.balance === undefined) return shortfalls;
  const sol = totals[0].amount + reserve;
  if (sol > asset.solBalance) shortfalls.push({ token: SOL, needed: sol, available: asset.solBalance });
  const token = totals[1];
  if (token && token.amount > asset.balance) {
    shortfalls.push({ token: token.token, needed: token.amount, available: asset.balance });
  }
  return shortfalls;
}

/**
 * Everything shown before signing: which recipients need a token account, how the rows pack (legacy, or v0 through
 * lookup tables when that saves transactions), every fee and rent, and what the wallet lacks. Legacy chunks are
 * simulated here, so a transfer that would fail is named by its lines before anything is signed.
 */
export async function buildSolanaSendPlan(rpc: SolanaRpc, request: SolanaSendPlanRequest): Promise<SolanaSendPlan> {
  const { asset, rows, feeReceiver, microLamports } = request;
  const isEstimate = request.payer === undefined;
  const payer = request.payer ?? UNKNOWN_PAYER;
  const [missingAccounts, referrer] = await Promise.all([
    findMissingAccounts(rpc, asset, rows),
    usableReferrer(rpc, request.referrer, [request.payer, feeReceiver]),
  ]);
  // The inviter's transfer takes room in every transaction: chunks are packed with it counted.
  const transferPlan = planSolanaTransfers(rows, {
    asset: asset.asset.kind,
    missingAccounts,
    hasFee: true,
    hasReferrer: referrer !== undefined,
    hasPriorityFee: microLamports > 0n,
  });
  const { format, chunks } = transferPlan;
  const fee = serviceFeeOf(feeReceiver, referrer);
  const tables = format === 'v0' ? lookupTablesFor(payer, { asset, fee }, chunks, missingAccounts) : [];
  // The count of setup transactions does not depend on the slot the table's address is derived from.
  const setupTransactions = tables.reduce(
    (sum, table) =>
      sum +
      lookupTableSetup({ authority: payer, payer, recentSlot: 0, addresses: table.addresses }).transactions.length,
    0,
  );
  const accountsToCreate = rows.filter((row) => missingAccounts.has(row.address)).length;
  const [accountRentEach, reserve, ...tableRents] = await Promise.all([
    accountsToCreate > 0 ? rpc.getMinimumBalanceForRentExemption(asset.tokenAccountSize ?? 165) : 0,
    rpc.getMinimumBalanceForRentExemption(0),
    ...tables.map((table) =>
      rpc.getMinimumBalanceForRentExemption(LOOKUP_TABLE_HEADER_SIZE + 32 * table.addresses.length),
    ),
  ]);
  const rentShortfalls =
    asset.asset.kind === 'sol' ? await findRecipientRentShortfalls(rpc, chunks, BigInt(reserve)) : [];
  const isSimulated = format === 'legacy' && !isEstimate;
  const blockhash = isSimulated && chunks.length > 0 ? await rpc.getLatestBlockhash('confirmed') : undefined;
  const chunkUnits = (chunk: Chunk) =>
    computeUnitLimit(estimateTransferUnits(asset.asset.kind, transferRowsOf(chunk, missingAccounts)));
  const cost = await estimateCost(chunks, {
    native: SOL,
    token: asset.asset.kind === 'sol' ? 'native' : { symbol: asset.symbol || '?', decimals: asset.decimals },
    networkFee: async (chunk) => {
      const transferRows = transferRowsOf(chunk, missingAccounts);
      if (!isSimulated) return networkFeeLamports(1, { units: chunkUnits(chunk), microLamports });
      const prepared = await prepareBatchSendTransaction(rpc, {
        payer,
        asset: asset.asset,
        rows: transferRows,
        fee,
        microLamports,
        blockhash,
      });
      return prepared.networkFee;
    },
    serviceFee: (planned) => BigInt(planned.length) * fee.lamports,
  });
  const setupFee =
    BigInt(setupTransactions) * networkFeeLamports(1, { units: LOOKUP_TABLE_SETUP_COMPUTE_UNITS, microLamports });
  const accountRent = BigInt(accountRentEach) * BigInt(accountsToCreate);
  const tableRent = tableRents.reduce((sum, rent) => sum + BigInt(rent), 0n);
  const [solTotal, ...others] = cost.totals;
  const withSetup: CostSummary = {
    ...cost,
    transactionCount: cost.transactionCount + setupTransactions,
    networkFee: cost.networkFee + setupFee,
    totals: [{ ...solTotal, amount: solTotal.amount + setupFee + accountRent + tableRent }, ...others],
  };
  return {
    format,
    chunks,
    missingAccounts,
    accountsToCreate,
    accountRent,
    tables,
    setupTransactions,
    tableRent,
    cost: withSetup,
    isSimulated,
    isEstimate,
    computeUnits:
      chunks.reduce((sum, chunk) => sum + chunkUnits(chunk), 0) + setupTransactions * LOOKUP_TABLE_SETUP_COMPUTE_UNITS,
    reserve: BigInt(reserve),
    shortfalls: findShortfalls(request, withSetup.totals, BigInt(reserve)),
    rentShortfalls,
    referrer,
    referralShare: referrer ? BigInt(chunks.length) * referralShareLamports(fee.lamports) : 0n,
  };
}
