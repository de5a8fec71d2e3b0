import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { type AddressLookupTableAccount, Keypair, type PublicKey } from '@solana/web3.js';
import type { BatchRow } from '@/lib/batch';
import { readSolanaBalances } from './balances';
import { batchSendFeeLamports, referralShareLamports, type SolanaServiceFee } from './fees';
import { buildLookupTableTransaction, loadLookupTable, lookupTableSetup, planLookupTables } from './lookup-tables';
import { planSolanaTransfers, transferRowsOf } from './packing';
import { SolanaSimulationError } from './prepare';
import {
  createMint,
  createTestChain,
  lamportsOf,
  mintTo,
  SOL,
  setLamports,
  setTokenAccount,
  signAndSend,
  type TestChain,
  tokenBalanceOf,
} from './testing/fixtures';
import { associatedTokenAddress, decodeMint } from './token-accounts';
import { PACKET_DATA_SIZE, transactionSize } from './transaction';
import {
  prepareBatchSendTransaction,
  rowLookupAddresses,
  type SolanaTransferAsset,
  sharedLookupAddresses,
  TransferHookNotSupportedError,
  tokenAssetOf,
} from './transfers';

let chain: TestChain;

beforeEach(() => {
  chain = createTestChain();
});

function batchOf(recipients: readonly PublicKey[], amount: (index: number) => bigint): BatchRow[] {
  return recipients.map((to, index) => ({ line: index + 1, address: to.toBase58(), amount: amount(index) }));
}

/**
 * What a page does: plan, set up lookup tables for a v0 plan, then per chunk prepare (simulate → limit), sign with
 * the wallet and send. Returns the network fees paid and the transactions' sizes.
 */
async function runBatch(options: {
  sender: Keypair;
  asset: SolanaTransferAsset;
  rows: BatchRow[];
  fee: SolanaServiceFee;
  missing?: Set<string>;
  microLamports?: bigint;
}) {
  const { sender, asset, rows, fee, missing, microLamports } = options;
  const plan = planSolanaTransfers(rows, {
    asset: asset.kind,
    hasFee: true,
    hasReferrer: !!fee.referrer,
    hasPriorityFee: !!microLamports,
    missingAccounts: missing,
  });
  const tables = new Map<number, AddressLookupTableAccount>();
  let setupTransactions = 0;
  let tableCount = 0;
  if (plan.format === 'v0') {
    const groups = plan.chunks.map((chunk) => ({
      chunkId: chunk.id,
      addresses: rowLookupAddresses(asset, transferRowsOf(chunk, missing)),
    }));
    for (const planned of planLookupTables(groups, sharedLookupAddresses(sender.publicKey, asset, fee))) {
      const setup = lookupTableSetup({
        authority: sender.publicKey,
        payer: sender.publicKey,
        recentSlot: await chain.rpc.getSlot(),
        addresses: planned.addresses,
      });
      for (const instructions of setup.transactions) {
        const { blockhash } = await chain.rpc.getLatestBlockhash();
        await signAndSend(chain, buildLookupTableTransaction(sender.publicKey, instructions, blockhash), [sender]);
        setupTransactions += 1;
      }
      chain.rpc.advanceBlocks(1);
      const table = await loadLookupTable(chain.rpc, setup.address, planned.addresses, { pollMs: 1 });
      for (const chunkId of planned.chunkIds) tables.set(chunkId, table);
      tableCount += 1;
    }
  }
  let networkFees = 0n;
  const sizes: number[] = [];
  for (const chunk of plan.chunks) {
    const prepared = await prepareBatchSendTransaction(chain.rpc, {
      payer: sender.publicKey,
      asset,
      rows: transferRowsOf(chunk, missing),
      fee,
      lookupTable: tables.get(chunk.id),
      microLamports,
    });
    sizes.push(transactionSize(prepared.transaction));
    await signAndSend(chain, prepared.transaction, [sender]);
    networkFees += prepared.networkFee;
  }
  return { plan, networkFees, sizes, setupTransactions, tableCount };
}

describe('batch send of SOL on litesvm', () => {
  it('packs 45 transfers into legacy transactions of 19 and pays each recipient and the fee receiver', async () => {
    const sender = Keypair.generate();
    const feeReceiver = Keypair.generate().publicKey;
    setLamports(chain, sender.publicKey, 100n * SOL);
    setLamports(chain, feeReceiver, SOL);
    const recipients = Array.from({ length: 45 }, () => Keypair.generate().publicKey);
    const rows = batchOf(recipients, (index) => SOL / 100n + BigInt(index));
    const fee = { receiver: feeReceiver, lamports: batchSendFeeLamports() };

    const { plan, networkFees, sizes } = await runBatch({
      sender,
      asset: { kind: 'sol' },
      rows,
      fee,
      microLamports: 50_000n,
    });

    expect(plan.format).toBe('legacy');
    expect(plan.chunks.map((chunk) => chunk.rows.length)).toEqual([19, 19, 7]);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PACKET_DATA_SIZE);
    recipients.forEach((to, index) => {
      expect(lamportsOf(chain, to)).toBe(SOL / 100n + BigInt(index));
    });
    expect(lamportsOf(chain, feeReceiver)).toBe(SOL + 3n * 8_000_000n);
    const sent = rows.reduce((sum, row) => sum + (row.amount ?? 0n), 0n);
    // The network fee computed before signing is exactly what the chain charged (5,000 per signature + priority).
    expect(lamportsOf(chain, sender.publicKey)).toBe(100n * SOL - sent - 3n * 8_000_000n - networkFees);
  });

  it('switches to v0 with a lookup table for 159 transfers (53 per transaction) and splits the fee with an inviter', async () => {
    const sender = Keypair.generate();
    const feeReceiver = Keypair.generate().publicKey;
    const inviter = Keypair.generate().publicKey;
    setLamports(chain, sender.publicKey, 1_000n * SOL);
    setLamports(chain, feeReceiver, SOL);
    setLamports(chain, inviter, SOL);
    const recipients = Array.from({ length: 159 }, () => Keypair.generate().publicKey);
    const rows = batchOf(recipients, (index) => SOL + BigInt(index));
    const fee = { receiver: feeReceiver, lamports: batchSendFeeLamports(), referrer: inviter };

    const { plan, sizes, setupTransactions } = await runBatch({ sender, asset: { kind: 'sol' }, rows, fee });

    expect(plan.format).toBe('v0');
    expect(plan.chunks.map((chunk) => chunk.rows.length)).toEqual([53, 53, 53]);
    expect(setupTransactions).toBeGreaterThan(1);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PACKET_DATA_SIZE);
    expect(Math.max(...sizes)).toBeGreaterThan(PACKET_DATA_SIZE - 18);
    recipients.forEach((to, index) => {
      expect(lamportsOf(chain, to)).toBe(SOL + BigInt(index));
    });
    const share = referralShareLamports(batchSendFeeLamports());
    expect(share).toBe(2_400_000n);
    expect(lamportsOf(chain, inviter)).toBe(SOL + 3n * share);
    expect(lamportsOf(chain, feeReceiver)).toBe(SOL + 3n * (batchSendFeeLamports() - share));
  });

  it('spreads a 300-transfer batch over two lookup tables of at most 256 addresses', async () => {
    const sender = Keypair.generate();
    const feeReceiver = Keypair.generate().publicKey;
    setLamports(chain, sender.publicKey, 1_000n * SOL);
    const recipients = Array.from({ length: 300 }, () => Keypair.generate().publicKey);
    const rows = batchOf(recipients, (index) => SOL / 1000n + BigInt(index));
    const fee = { receiver: feeReceiver, lamports: batchSendFeeLamports() };

    const { plan, tableCount } = await runBatch({ sender, asset: { kind: 'sol' }, rows, fee });

    expect(plan.chunks.map((chunk) => chunk.rows.length)).toEqual([54, 54, 54, 54, 54, 30]);
    expect(tableCount).toBe(2);
    recipients.forEach((to, index) => {
      expect(lamportsOf(chain, to)).toBe(SOL / 1000n + BigInt(index));
    });
    expect(lamportsOf(chain, feeReceiver)).toBe(6n * batchSendFeeLamports());
  });

  it('fails in simulation, before signing, when the sender cannot pay', async () => {
    const sender = Keypair.generate();
    setLamports(chain, sender.publicKey, SOL);
    const rows = batchOf([Keypair.generate().publicKey], () => 2n * SOL);
    await expect(
      runBatch({ sender, asset: { kind: 'sol' }, rows, fee: { receiver: chain.bank.publicKey, lamports: 1n } }),
    ).rejects.toThrow(SolanaSimulationError);
  });
});

describe('batch send of tokens on litesvm', () => {
  it('sends an SPL token in legacy transactions, creating the missing associated accounts', async () => {
    const sender = Keypair.generate();
    const feeReceiver = Keypair.generate().publicKey;
    setLamports(chain, sender.publicKey, 10n * SOL);
    const mint = await createMint(chain, TOKEN_PROGRAM_ID, 6);
    await mintTo(chain, { owner: sender.publicKey, mint, programId: TOKEN_PROGRAM_ID, amount: 10n ** 12n });
    const recipients = Array.from({ length: 30 }, () => Keypair.generate().publicKey);
    // Every third recipient already has an account.
    recipients.forEach((owner, index) => {
      if (index % 3 === 0) setTokenAccount(chain, { owner, mint, programId: TOKEN_PROGRAM_ID, amount: 5n });
    });
    const before = await readSolanaBalances({
      connection: chain.rpc,
      owners: recipients.map(String),
      mint: mint.toBase58(),
    });
    const missing = new Set(before.balances.filter((row) => !row.hasTokenAccount).map((row) => row.owner));
    expect(missing.size).toBe(20);
    const asset = tokenAssetOf(before.mintInfo as NonNullable<typeof before.mintInfo>);
    const rows = batchOf(recipients, (index) => 1_000_000n * BigInt(index + 1));

    const { plan, sizes } = await runBatch({
      sender,
      asset,
      rows,
      fee: { receiver: feeReceiver, lamports: batchSendFeeLamports() },
      missing,
    });

    expect(plan.format).toBe('legacy');
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PACKET_DATA_SIZE);
    const after = await readSolanaBalances({
      connection: chain.rpc,
      owners: recipients.map(String),
      mint: mint.toBase58(),
    });
    after.balances.forEach((row, index) => {
      expect(row.balance).toBe(1_000_000n * BigInt(index + 1) + (index % 3 === 0 ? 5n : 0n));
      expect(row.hasTokenAccount).toBe(true);
    });
    expect(lamportsOf(chain, feeReceiver)).toBe(BigInt(plan.chunks.length) * batchSendFeeLamports());
  });

  it('sends a Token-2022 token with transferChecked in v0 transactions, 26 account creations each', async () => {
    const sender = Keypair.generate();
    const feeReceiver = Keypair.generate().publicKey;
    setLamports(chain, sender.publicKey, 10n * SOL);
    const mint = await createMint(chain, TOKEN_2022_PROGRAM_ID, 9);
    const source = await mintTo(chain, {
      owner: sender.publicKey,
      mint,
      programId: TOKEN_2022_PROGRAM_ID,
      amount: 10n ** 15n,
    });
    const recipients = Array.from({ length: 60 }, () => Keypair.generate().publicKey);
    const missing = new Set(recipients.map(String));
    const mintInfo = decodeMint(mint, (await chain.rpc.getMultipleAccountsInfo([mint]))[0]);
    const rows = batchOf(recipients, (index) => 10n ** 9n * BigInt(index + 1));

    const { plan, sizes } = await runBatch({
      sender,
      asset: tokenAssetOf(mintInfo),
      rows,
      fee: { receiver: feeReceiver, lamports: batchSendFeeLamports() },
      missing,
      microLamports: 10_000n,
    });

    expect(plan.format).toBe('v0');
    expect(plan.chunks.map((chunk) => chunk.rows.length)).toEqual([26, 26, 8]);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PACKET_DATA_SIZE);
    recipients.forEach((owner, index) => {
      const account = associatedTokenAddress(owner, mint, TOKEN_2022_PROGRAM_ID);
      expect(tokenBalanceOf(chain, account)).toBe(10n ** 9n * BigInt(index + 1));
      expect(chain.svm.getAccount(account)?.data.length).toBe(170);
    });
    const sent = rows.reduce((sum, row) => sum + (row.amount ?? 0n), 0n);
    expect(tokenBalanceOf(chain, source)).toBe(10n ** 15n - sent);
  });

  it('refuses mints with a transfer hook', () => {
    const mint = { address: Keypair.generate().publicKey, hasTransferHook: true } as Parameters<typeof tokenAssetOf>[0];
    expect(() => tokenAssetOf(mint)).toThrow(TransferHookNotSupportedError);
  });
});
