import { ACCOUNT_SIZE } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { SOLANA_NATIVE_DECIMALS } from '@/chains/solana/balances';
import { collectionCapacity } from '@/chains/solana/collection';
import { batchCollectionFeeLamports, referralShareLamports } from '@/chains/solana/fees';
import { findRentExemptionShortfalls, type RentExemptionShortfall } from '@/chains/solana/rent-exemption';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { MAX_COMPUTE_UNITS, networkFeeLamports } from '@/chains/solana/transaction';
import { usableReferrer } from '@/components/tools/solana/referral/usable-referrer';
import { type CostSummary, estimateCost } from '@/lib/batch/plan';
import type { BatchRow, Chunk } from '@/lib/batch/types';
import { tryParseDecimal } from '@/lib/fees/decimal';
import { chunkPayer, prepareCollectionChunk } from './chunk-transaction';
import { packCollection, type WalletBalances, type WalletPlan } from './packing';
import { readCollectionBalances } from './read-balances';
import type { CollectionSettings } from './settings';

/** What the user chose, before anything is read from the chain. */
export interface CollectionDraft {
  destination: string;
  /** Undefined: SOL. */
  mint?: string;
  /** Empty: everything ("all"); else an amount per wallet in whole units. */
  amountText: string;
  closeTokenAccounts: boolean;
  /** The chosen fee-payer key's address; undefined: each transaction's first source pays. */
  feePayer?: string;
  microLamports: bigint;
  feeReceiver: string;
  /** The inviter's payout address from the server; paid only if the chain can take it (usableReferrer). */
  referrer?: string;
}

export interface SolanaCollectionPlan {
  settings: CollectionSettings;
  wallets: WalletPlan[];
  rows: BatchRow[];
  chunks: Chunk[];
  /** Transactions, network fee (simulated), service fee, and the chunks whose simulation failed. */
  cost: CostSummary;
  totals: { ready: number; skipped: number; errors: number; amount: bigint; closedAccounts: number };
  /** The chosen fee payer: its SOL and what the run may cost it (fees, the destination's token account). */
  feePayer?: { address: string; balance: bigint; needed: bigint; isShort: boolean };
  /** Token-2022 transfer fee: the destination receives less than is sent. */
  transferFeeBasisPoints?: number;
  /**
   * SOL: transactions that would leave the destination between 0 and the rent-exempt minimum (`held` is what it
   * holds now). Solana refuses them, so the run does not start while there is any.
   */
  destinationRent?: { held: bigint; minimum: bigint; shortfalls: RentExemptionShortfall[] };
  /** What the inviter receives in all (part of the service fee), lamports; 0 without one. */
  referralShare: bigint;
}

export class CollectionAmountError extends Error {
  constructor(readonly decimals: number) {
    super(`The amount per wallet must be a positive number with at most ${decimals} decimal places`);
    this.name = 'CollectionAmountError';
  }
}

/** Space the destination's new token account may take: Token-2022 accounts carry extensions (ImmutableOwner…). */
const TOKEN_2022_ACCOUNT_SPACE_BOUND = 200;

/** Balances (SOL of every wallet and the fee payer; the token of every wallet and the destination), then the plan. */
export async function planSolanaCollection(
  rpc: SolanaRpc,
  owners: readonly { line: number; address: string }[],
  draft: CollectionDraft,
): Promise<SolanaCollectionPlan> {
  const { destination, feePayer, microLamports } = draft;
  const [read, referrer] = await Promise.all([
    readCollectionBalances(rpc, owners, { mint: draft.mint, destination, feePayer }),
    // A source paid the share would be emptied and then credited in the same transaction ("all" SOL leaves it
    // below rent, and the transaction fails); the destination is excluded so the share is never counted as collected.
    usableReferrer(rpc, draft.referrer, [
      draft.feeReceiver,
      feePayer,
      destination,
      ...owners.map((owner) => owner.address),
    ]),
  ]);
  const { balances, mintInfo } = read;
  const isToken = mintInfo !== undefined;
  const decimals = mintInfo?.decimals ?? SOLANA_NATIVE_DECIMALS;

  let fixedAmount: bigint | undefined;
  if (draft.amountText.trim() !== '') {
    fixedAmount = tryParseDecimal(draft.amountText.trim(), decimals);
    if (fixedAmount === undefined || fixedAmount === 0n) throw new CollectionAmountError(decimals);
  }
  const closeTokenAccounts = isToken && fixedAmount === undefined && draft.closeTokenAccounts;
  const createDestinationAccount = isToken && !read.destinationHasTokenAccount;
  const rentMinimum = BigInt(await rpc.getMinimumBalanceForRentExemption(0));
  const accountSpace = mintInfo?.program === 'token-2022' ? TOKEN_2022_ACCOUNT_SPACE_BOUND : ACCOUNT_SIZE;
  const tokenAccountRent = createDestinationAccount
    ? BigInt(await rpc.getMinimumBalanceForRentExemption(accountSpace))
    : 0n;
  const serviceFee = batchCollectionFeeLamports();
  const payerCost = (signatures: number) =>
    networkFeeLamports(signatures, { units: MAX_COMPUTE_UNITS, microLamports }) + serviceFee + tokenAccountRent;

  const settings: CollectionSettings = {
    destination,
    asset: mintInfo ? mintInfo.address.toBase58() : 'native',
    tokenProgram: mintInfo?.program,
    symbol: read.symbol,
    decimals,
    fixedAmount,
    closeTokenAccounts,
    feePayer,
    rentReceiver: feePayer ?? destination,
    createDestinationAccount,
    microLamports,
    feeReceiver: draft.feeReceiver,
    ...(referrer ? { referrer: referrer.toBase58() } : {}),
  };
  const capacity = collectionCapacity({
    asset: isToken ? 'token' : 'sol',
    closeTokenAccounts,
    createDestinationAccount,
    hasFee: true,
    hasReferrer: referrer !== undefined,
    hasPriorityFee: microLamports > 0n,
    feePayerIsSource: feePayer === undefined,
  });
  const packed = packCollection(balances, {
    isToken,
    fixedAmount,
    closeTokenAccounts,
    destination,
    feePayer,
    capacity,
    payerCost,
    rentMinimum,
  });

  // Each transaction simulated as it will be sent: the exact network fee, and failures named before signing.
  const networkFees = new Map<number, bigint>();
  const byAddress = new Map(balances.map((wallet) => [wallet.address, wallet]));
  const sourcesOf = (chunk: Chunk) =>
    chunk.rows.map((row) => {
      const wallet = byAddress.get(row.address) as WalletBalances;
      const held = isToken ? (wallet.token ?? 0n) : wallet.sol;
      return { owner: new PublicKey(row.address), amount: fixedAmount ?? held };
    });
  const blockhash = packed.chunks.length > 0 ? await rpc.getLatestBlockhash('confirmed') : undefined;
  const cost = await estimateCost(packed.chunks, {
    native: { symbol: 'SOL', decimals: SOLANA_NATIVE_DECIMALS },
    networkFee: async (chunk) => {
      const payer = chunkPayer(settings, chunk);
      const prepared = await prepareCollectionChunk(rpc, settings, payer, sourcesOf(chunk), blockhash);
      networkFees.set(chunk.id, prepared.networkFee);
      return prepared.networkFee;
    },
    serviceFee: (chunks) => serviceFee * BigInt(chunks.length),
  });
  // A paying SOL source in "all" mode sends its balance less the simulated fees.
  const wallets = packed.wallets.map((wallet) => {
    const fee = wallet.transaction === undefined ? undefined : networkFees.get(wallet.transaction);
    if (!wallet.isPayer || isToken || fixedAmount !== undefined || fee === undefined) return wallet;
    return { ...wallet, amount: wallet.sol - fee - serviceFee };
  });
  const amounts = new Map(wallets.map((wallet) => [wallet.address, wallet.amount]));
  const rows = packed.rows.map((row) => ({ ...row, amount: amounts.get(row.address) ?? row.amount }));
  const chunks = packed.chunks.map((chunk) => ({ ...chunk, rows: chunk.rowIndexes.map((at) => rows[at]) }));

  const transfers = chunks.flatMap((chunk) =>
    chunk.rows.map((row) => ({ transaction: chunk.id, line: row.line, to: destination, lamports: row.amount ?? 0n })),
  );
  const held = read.destinationSol;
  const rentShortfalls = isToken
    ? []
    : findRentExemptionShortfalls(transfers, new Map([[destination, held]]), rentMinimum);

  const ready = wallets.filter((wallet) => wallet.state === 'ready');
  const totals = {
    ready: ready.length,
    skipped: wallets.filter((wallet) => wallet.state === 'skipped').length,
    errors: wallets.filter((wallet) => wallet.state === 'error').length,
    amount: ready.reduce((sum, wallet) => sum + wallet.amount, 0n),
    closedAccounts: closeTokenAccounts ? ready.length : 0,
  };
  let payer: SolanaCollectionPlan['feePayer'];
  if (feePayer) {
    const balance = read.feePayerBalance ?? 0n;
    const fees = chunks.reduce(
      (sum, chunk) =>
        sum +
        (networkFees.get(chunk.id) ??
          networkFeeLamports(chunk.rows.length + 1, { units: MAX_COMPUTE_UNITS, microLamports })),
      0n,
    );
    const needed = fees + serviceFee * BigInt(chunks.length) + tokenAccountRent;
    // The payer must stay rent-exempt afterwards, or end at exactly 0.
    payer = { address: feePayer, balance, needed, isShort: balance !== needed && balance < needed + rentMinimum };
  }
  return {
    settings,
    wallets,
    rows,
    chunks,
    cost,
    totals,
    feePayer: payer,
    transferFeeBasisPoints: mintInfo?.transferFeeBasisPoints || undefined,
    destinationRent: rentShortfalls.length > 0 ? { held, minimum: rentMinimum, shortfalls: rentShortfalls } : undefined,
    referralShare: referrer ? BigInt(chunks.length) * referralShareLamports(serviceFee) : 0n,
  };
}
