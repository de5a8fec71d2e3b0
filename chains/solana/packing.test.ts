import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { AddressLookupTableAccount, Keypair, type PublicKey } from '@solana/web3.js';
import type { BatchRow } from '@/lib/batch';
import { closeAccountsCapacity, closeAccountsInstructions } from './close-accounts';
import { collectionCapacity, collectionInstructions } from './collection';
import { batchSendFeeLamports } from './fees';
import { lookupTableSetup, MAX_LOOKUP_TABLE_ADDRESSES, planLookupTables } from './lookup-tables';
import {
  estimateTransferUnits,
  planSolanaTransfers,
  type TransferLayout,
  transferCapacity,
  transferRowsOf,
} from './packing';
import type { SolanaTokenAccount } from './token-accounts';
import {
  accountLockCount,
  buildTransaction,
  MAX_COMPUTE_UNITS,
  PACKET_DATA_SIZE,
  transactionFit,
  transactionSize,
} from './transaction';
import {
  buildBatchSendTransaction,
  rowLookupAddresses,
  type SolanaTransferAsset,
  type SolanaTransferRow,
  sharedLookupAddresses,
} from './transfers';

const payer = Keypair.generate();
const feeReceiver = Keypair.generate().publicKey;
const referrer = Keypair.generate().publicKey;
const mint = Keypair.generate().publicKey;
const BLOCKHASH = Keypair.generate().publicKey.toBase58();
const recipients = Array.from({ length: 80 }, () => Keypair.generate().publicKey);

function assetOf(kind: 'sol' | 'token', programId: PublicKey = TOKEN_PROGRAM_ID): SolanaTransferAsset {
  return kind === 'sol' ? { kind } : { kind, mint, decimals: 6, programId };
}

function rows(plain: number, creating: number): SolanaTransferRow[] {
  return recipients
    .slice(0, plain + creating)
    .map((to, index) => ({ to, amount: 1_000_000_007n + BigInt(index), createAccount: index >= plain }));
}

/** A table with the batch's addresses, as the chain would hold it. */
function tableFor(asset: SolanaTransferAsset, transferRows: SolanaTransferRow[], hasReferrer: boolean) {
  const fee = { receiver: feeReceiver, lamports: 1n, referrer: hasReferrer ? referrer : undefined };
  const addresses = [...sharedLookupAddresses(payer.publicKey, asset, fee), ...rowLookupAddresses(asset, transferRows)];
  return new AddressLookupTableAccount({
    key: Keypair.generate().publicKey,
    state: { deactivationSlot: 2n ** 64n - 1n, lastExtendedSlot: 1, lastExtendedSlotStartIndex: 0, addresses },
  });
}

/** The real transaction a page would sign, built by the same builder, signed so that serialize() is the wire form. */
function realTransaction(layout: TransferLayout, transferRows: SolanaTransferRow[], programId?: PublicKey) {
  const asset = assetOf(layout.asset, programId);
  const fee = {
    receiver: feeReceiver,
    lamports: batchSendFeeLamports(),
    referrer: layout.hasReferrer ? referrer : undefined,
  };
  const transaction = buildBatchSendTransaction({
    payer: payer.publicKey,
    asset,
    rows: transferRows,
    fee,
    lookupTable: layout.format === 'v0' ? tableFor(asset, transferRows, !!layout.hasReferrer) : undefined,
    blockhash: BLOCKHASH,
    computeBudget: { units: 200_000, microLamports: layout.hasPriorityFee ? 25_000n : 0n },
  });
  return transaction;
}

function fitsWithUnits(layout: TransferLayout, transferRows: SolanaTransferRow[], programId?: PublicKey): boolean {
  const transaction = realTransaction(layout, transferRows, programId);
  return transactionFit(transaction).fits && estimateTransferUnits(layout.asset, transferRows) <= MAX_COMPUTE_UNITS;
}

describe('transaction size', () => {
  it('is measured exactly: equal to the serialised length of signed legacy and v0 transactions', () => {
    for (const format of ['legacy', 'v0'] as const) {
      for (const count of [1, 7, 15]) {
        const transaction = realTransaction({ asset: 'token', format, hasFee: true }, rows(count, 2));
        expect(transactionSize(transaction)).toBe(transaction.serialize().length);
        transaction.sign([payer]);
        expect(transactionSize(transaction)).toBe(transaction.serialize().length);
      }
    }
  });
});

describe('transfer packing (real transactions, real keys)', () => {
  const layouts: (TransferLayout & { name: string })[] = [
    { name: 'SOL, legacy', asset: 'sol', format: 'legacy', hasFee: true },
    {
      name: 'SOL, legacy, priority fee and referrer',
      asset: 'sol',
      format: 'legacy',
      hasFee: true,
      hasPriorityFee: true,
      hasReferrer: true,
    },
    { name: 'SOL, v0 + lookup table', asset: 'sol', format: 'v0', hasFee: true },
    { name: 'SOL, v0 + lookup table, priority fee', asset: 'sol', format: 'v0', hasFee: true, hasPriorityFee: true },
    { name: 'token, legacy', asset: 'token', format: 'legacy', hasFee: true, hasPriorityFee: true },
    { name: 'token, v0 + lookup table', asset: 'token', format: 'v0', hasFee: true, hasPriorityFee: true },
  ];

  it.each(layouts)('$name: the maximal count fits in 1,232 bytes and one more does not', (layout) => {
    const capacity = transferCapacity(layout);
    const cases: [number, number][] =
      layout.asset === 'sol'
        ? [[capacity.plain, 0]]
        : [
            [capacity.plain, 0],
            [0, capacity.withAccountCreation],
            [capacity.plainBesideOneCreation, 1],
          ];
    for (const [plain, creating] of cases) {
      for (const programId of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
        const full = realTransaction(layout, rows(plain, creating), programId);
        full.sign([payer]);
        expect(full.serialize().length).toBeLessThanOrEqual(PACKET_DATA_SIZE);
        expect(accountLockCount(full)).toBeLessThanOrEqual(64);
        expect(fitsWithUnits(layout, rows(plain, creating), programId)).toBe(true);
        // One more row: over the byte limit, the account locks, or the compute estimate.
        const more: [number, number] = creating > plain ? [plain, creating + 1] : [plain + 1, creating];
        expect(fitsWithUnits(layout, rows(...more), programId)).toBe(false);
      }
    }
  });

  it('reaches the figures the README states', () => {
    expect(transferCapacity({ asset: 'sol', format: 'legacy', hasFee: true }).plain).toBe(19);
    expect(transferCapacity({ asset: 'sol', format: 'v0', hasFee: true }).plain).toBe(54);
    expect(transferCapacity({ asset: 'sol', format: 'v0', hasFee: true, hasPriorityFee: true }).plain).toBe(53);
    expect(transferCapacity({ asset: 'token', format: 'legacy', hasFee: true })).toMatchObject({
      plain: 17,
      withAccountCreation: 9,
    });
    expect(transferCapacity({ asset: 'token', format: 'v0', hasFee: true, hasPriorityFee: true })).toMatchObject({
      plain: 51,
      withAccountCreation: 26,
    });
    expect(collectionCapacity({ asset: 'sol', hasFee: true })).toBe(8);
    expect(collectionCapacity({ asset: 'token', hasFee: true, closeTokenAccounts: true })).toBe(5);
    expect(closeAccountsCapacity({ hasFee: true })).toEqual({ plain: 24, withBurn: 10 });
  });

  it('keeps every chunk of a mixed batch within the limits (plain and account-creating rows)', () => {
    const batch: BatchRow[] = recipients.map((to, index) => ({ line: index + 1, address: to.toBase58(), amount: 5n }));
    const missing = new Set(batch.filter((_, index) => index % 3 === 1 || index % 7 === 0).map((row) => row.address));
    for (const format of ['legacy', 'v0'] as const) {
      const plan = planSolanaTransfers(batch, {
        asset: 'token',
        hasFee: true,
        hasPriorityFee: true,
        missingAccounts: missing,
        format,
      });
      expect(plan.chunks.flatMap((chunk) => chunk.rowIndexes)).toEqual(batch.map((_, index) => index));
      for (const chunk of plan.chunks) {
        expect(
          fitsWithUnits({ asset: 'token', format, hasFee: true, hasPriorityFee: true }, transferRowsOf(chunk, missing)),
        ).toBe(true);
      }
    }
  });

  it('chooses legacy for small batches and v0 with a lookup table when it saves transactions', () => {
    const batch = (count: number): BatchRow[] =>
      Array.from({ length: count }, (_, index) => ({
        line: index + 1,
        address: recipients[index % 80].toBase58(),
        amount: 1n,
      }));
    expect(planSolanaTransfers(batch(19), { asset: 'sol', hasFee: true }).format).toBe('legacy');
    expect(planSolanaTransfers(batch(38), { asset: 'sol', hasFee: true }).format).toBe('legacy');
    const large = planSolanaTransfers(batch(200), { asset: 'sol', hasFee: true });
    expect(large.format).toBe('v0');
    expect(large.chunks.map((chunk) => chunk.rows.length)).toEqual([54, 54, 54, 38]);
    expect(planSolanaTransfers(batch(200), { asset: 'sol', hasFee: true, format: 'legacy' }).chunks).toHaveLength(11);
  });
});

describe('lookup tables', () => {
  it('groups chunks into tables of at most 256 addresses, shared ones first', () => {
    const shared = [feeReceiver, mint];
    const groups = Array.from({ length: 7 }, (_, chunkId) => ({
      chunkId,
      addresses: Array.from({ length: 54 }, () => Keypair.generate().publicKey),
    }));
    const tables = planLookupTables(groups, shared);
    expect(tables.map((table) => table.chunkIds)).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6],
    ]);
    for (const table of tables) {
      expect(table.addresses.length).toBeLessThanOrEqual(MAX_LOOKUP_TABLE_ADDRESSES);
      expect(table.addresses.slice(0, 2)).toEqual(shared);
    }
  });

  it('splits the setup into transactions that each fit', () => {
    const addresses = Array.from({ length: 200 }, () => Keypair.generate().publicKey);
    const setup = lookupTableSetup({ authority: payer.publicKey, payer: payer.publicKey, recentSlot: 5, addresses });
    expect(setup.transactions.length).toBe(7);
    for (const instructions of setup.transactions) {
      const transaction = buildTransaction({ payer: payer.publicKey, instructions, blockhash: BLOCKHASH });
      expect(transactionFit(transaction).fits).toBe(true);
    }
  });
});

describe('collection and close-account packing', () => {
  it('fits the maximal number of signing sources and closed accounts', () => {
    const capacity = collectionCapacity({ asset: 'token', hasFee: true, closeTokenAccounts: true });
    const sources = Array.from({ length: capacity + 1 }, () => ({ owner: Keypair.generate().publicKey, amount: 9n }));
    const options = {
      asset: assetOf('token'),
      destination: payer.publicKey,
      feePayer: payer.publicKey,
      fee: { receiver: feeReceiver, lamports: 1_000_000n },
      closeTokenAccounts: true,
    };
    const build = (count: number) =>
      buildTransaction({
        payer: payer.publicKey,
        instructions: collectionInstructions(sources.slice(0, count), options, { computeUnits: 1, networkFee: 0n }),
        blockhash: BLOCKHASH,
      });
    expect(transactionFit(build(capacity)).fits).toBe(true);
    expect(transactionFit(build(capacity + 1)).fits).toBe(false);

    const owner = payer.publicKey;
    const accounts: SolanaTokenAccount[] = Array.from({ length: 25 }, () => ({
      address: Keypair.generate().publicKey,
      programId: TOKEN_PROGRAM_ID,
      mint: Keypair.generate().publicKey,
      owner,
      amount: 0n,
      lamports: 2_039_280n,
      isNative: false,
      isFrozen: false,
      closeAuthority: null,
      withheldAmount: 0n,
    }));
    const close = (count: number) =>
      buildTransaction({
        payer: owner,
        instructions: closeAccountsInstructions({
          owner,
          accounts: accounts.slice(0, count),
          fee: { receiver: feeReceiver },
        }).instructions,
        blockhash: BLOCKHASH,
      });
    expect(transactionFit(close(24)).fits).toBe(true);
    expect(transactionFit(close(25)).size).toBeGreaterThan(PACKET_DATA_SIZE);
  });
});
