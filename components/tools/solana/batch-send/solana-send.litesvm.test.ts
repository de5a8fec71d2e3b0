import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, type PublicKey } from '@solana/web3.js';
import { associatedTokenAddress, batchSendFeeLamports, memorySentStore } from '@/chains/solana';
import {
  createMint,
  createTestChain,
  lamportsOf,
  mintTo,
  SOL,
  setLamports,
  setTokenAccount,
  type TestChain,
  tokenBalanceOf,
} from '@/chains/solana/testing/fixtures';
import type { LiteSvmRpc } from '@/chains/solana/testing/litesvm-rpc';
import { clockedRpc, type TestWallet, testWallet } from '@/components/tools/solana/testing/test-wallet';
import { type BatchRow, deserializeJob, serializeJob } from '@/lib/batch';
import { CLIENT_CODE } from '@/lib/errors';
import { prepareSendJob } from './prepare-job';
import { readSendAsset, type SendAssetChoice } from './read-asset';
import { sendBlocker } from './send-blocker';
import { createSolanaSendExecutor, type SolanaSendExecutorOptions } from './send-executor';
import { fromStoredMeta } from './send-meta';
import { buildSolanaSendPlan, type SolanaSendPlan, type SolanaSendPlanRequest } from './send-plan';

/** The page's own functions, in the page's order, on litesvm: read the asset, plan, write tables, run the engine. */

let chain: TestChain;
let rpc: LiteSvmRpc;
let sender: Keypair;
let feeReceiver: PublicKey;
const FEE = batchSendFeeLamports();

beforeEach(() => {
  chain = createTestChain();
  rpc = clockedRpc(chain.rpc);
  sender = Keypair.generate();
  feeReceiver = Keypair.generate().publicKey;
  setLamports(chain, sender.publicKey, 100n * SOL);
});

function rowsFor(recipients: readonly PublicKey[], amount: (index: number) => bigint): BatchRow[] {
  return recipients.map((to, index) => ({ line: index + 1, address: to.toBase58(), amount: amount(index) }));
}

async function planFor(choice: SendAssetChoice, rows: BatchRow[], microLamports = 0n) {
  const asset = await readSendAsset(rpc, sender.publicKey, choice);
  const request = { payer: sender.publicKey, asset, rows, feeReceiver, microLamports };
  return { request, plan: await buildSolanaSendPlan(rpc, request) };
}

/** The engine's executor as the page makes it: the test wallet signs, signatures are kept in memory, fast polling. */
function executorFor(prepared: Pick<SolanaSendExecutorOptions, 'job' | 'meta' | 'tables'>, wallet: TestWallet) {
  const signAll = () => wallet.signAll;
  return createSolanaSendExecutor({
    ...prepared,
    rpc,
    feeReceiver,
    signAll,
    store: memorySentStore(),
    pollIntervalMs: 1,
  });
}

/** The page's start: a fresh wallet writes the plan's lookup tables (v0), then the executor of the prepared job. */
async function startRun(planned: { request: SolanaSendPlanRequest; plan: SolanaSendPlan }) {
  const wallet = testWallet(sender);
  const prepared = await prepareSendJob({ rpc, ...planned, signAll: wallet.signAll, pollIntervalMs: 1 });
  return { wallet, executor: executorFor(prepared, wallet) };
}

describe('solana/batch/send on litesvm', () => {
  it('sends SOL to 60 recipients in 2 v0 transactions through a lookup table the wallet wrote first', async () => {
    const recipients = Array.from({ length: 60 }, () => Keypair.generate().publicKey);
    const rows = rowsFor(recipients, (index) => SOL / 20n + BigInt(index) * 1_001n);
    const { request, plan } = await planFor({ kind: 'sol' }, rows);

    expect(plan.format).toBe('v0');
    expect(plan.chunks.map((chunk) => chunk.rows.length)).toEqual([54, 6]);
    expect(plan.tables).toHaveLength(1);
    expect(plan.setupTransactions).toBe(3);
    expect(plan.cost.transactionCount).toBe(5);
    expect(plan.cost.serviceFee).toBe(2n * FEE);
    expect(plan.shortfalls).toEqual([]);

    const { wallet, executor } = await startRun({ request, plan });
    await executor.run();

    expect(executor.getSnapshot().job.chunks.map((chunk) => chunk.status)).toEqual(['confirmed', 'confirmed']);
    // One approval for the table's three transactions, one for both transfers.
    expect(wallet.approvals).toEqual([3, 2]);
    recipients.forEach((to, index) => {
      expect(lamportsOf(chain, to)).toBe(SOL / 20n + BigInt(index) * 1_001n);
    });
    expect(lamportsOf(chain, feeReceiver)).toBe(2n * FEE);
    // Without a priority fee every estimate is exact: the wallet paid what the plan showed, to the lamport.
    expect(lamportsOf(chain, sender.publicKey)).toBe(100n * SOL - plan.cost.totals[0].amount);
  });

  it('sends an SPL token to 30 recipients, creating the 20 missing accounts, at the cost shown before signing', async () => {
    const mint = await createMint(chain, TOKEN_PROGRAM_ID, 6);
    await mintTo(chain, { owner: sender.publicKey, mint, programId: TOKEN_PROGRAM_ID, amount: 10n ** 12n });
    const recipients = Array.from({ length: 30 }, () => Keypair.generate().publicKey);
    recipients.forEach((owner, index) => {
      if (index % 3 === 0) setTokenAccount(chain, { owner, mint, programId: TOKEN_PROGRAM_ID, amount: 7n });
    });
    const rows = rowsFor(recipients, (index) => 1_000_001n * BigInt(index + 1));
    const { request, plan } = await planFor({ kind: 'token', mint: mint.toBase58() }, rows);

    expect(request.asset.decimals).toBe(6);
    expect(request.asset.balance).toBe(10n ** 12n);
    expect(plan.format).toBe('legacy');
    expect(plan.accountsToCreate).toBe(20);
    expect(plan.accountRent).toBe(20n * BigInt(await rpc.getMinimumBalanceForRentExemption(165)));
    expect(plan.isSimulated).toBe(true);
    expect(plan.cost.simulationFailures).toEqual([]);
    const transactions = plan.chunks.length;
    expect(transactions).toBeGreaterThanOrEqual(2);

    const { wallet, executor } = await startRun({ request, plan });
    await executor.run();

    expect(executor.getSnapshot().counts.confirmed).toBe(30);
    expect(wallet.approvals).toEqual([transactions]);
    recipients.forEach((owner, index) => {
      const account = associatedTokenAddress(owner, mint, TOKEN_PROGRAM_ID);
      expect(tokenBalanceOf(chain, account)).toBe(1_000_001n * BigInt(index + 1) + (index % 3 === 0 ? 7n : 0n));
    });
    const sent = rows.reduce((sum, row) => sum + (row.amount ?? 0n), 0n);
    expect(tokenBalanceOf(chain, associatedTokenAddress(sender.publicKey, mint, TOKEN_PROGRAM_ID))).toBe(
      10n ** 12n - sent,
    );
    expect(lamportsOf(chain, feeReceiver)).toBe(BigInt(transactions) * FEE);
    expect(lamportsOf(chain, sender.publicKey)).toBe(100n * SOL - plan.cost.totals[0].amount);
  });

  it('refuses, by line, SOL that would leave a new recipient below the rent-exempt minimum; 1 lamport to an existing one goes', async () => {
    const [fresh, existing, pair] = Array.from({ length: 3 }, () => Keypair.generate().publicKey);
    setLamports(chain, existing, SOL);
    const rows: BatchRow[] = [
      { line: 1, address: fresh.toBase58(), amount: 100_000n },
      { line: 2, address: existing.toBase58(), amount: 1n },
      { line: 3, address: pair.toBase58(), amount: 500_000n },
      { line: 4, address: pair.toBase58(), amount: 500_000n },
    ];
    const { plan } = await planFor({ kind: 'sol' }, rows);
    expect(plan.reserve).toBe(890_880n);
    expect(plan.rentShortfalls).toEqual([
      { transaction: 0, to: fresh.toBase58(), lines: [1], held: 0n, after: 100_000n },
    ]);
    const facts = {
      isConnected: true,
      hasAsset: true,
      rowCount: 4,
      isAmountInvalid: false,
      isPriorityFeeInvalid: false,
    };
    expect(sendBlocker({ ...facts, plan, planState: { isPlanning: false }, isStarting: false })).toBe('fixRent');

    // Without line 1 the batch goes: 1 lamport to the existing account, and two rows of one transaction that
    // together bring the new account to its minimum.
    const fixed = await planFor({ kind: 'sol' }, rows.slice(1));
    expect(fixed.plan.rentShortfalls).toEqual([]);
    expect(fixed.plan.cost.simulationFailures).toEqual([]);
    const { executor } = await startRun(fixed);
    await executor.run();
    expect(executor.getSnapshot().counts.confirmed).toBe(3);
    expect(lamportsOf(chain, existing)).toBe(SOL + 1n);
    expect(lamportsOf(chain, pair)).toBe(1_000_000n);
    expect(lamportsOf(chain, fresh)).toBe(0n);
  });

  it('reports what the wallet lacks, SOL and token, before anything is signed', async () => {
    const mint = await createMint(chain, TOKEN_2022_PROGRAM_ID, 9);
    await mintTo(chain, { owner: sender.publicKey, mint, programId: TOKEN_2022_PROGRAM_ID, amount: 5n });
    setLamports(chain, sender.publicKey, SOL / 100n);
    const recipients = Array.from({ length: 12 }, () => Keypair.generate().publicKey);
    const { request, plan } = await planFor(
      { kind: 'token', mint: mint.toBase58() },
      rowsFor(recipients, () => 1n),
    );

    expect(request.asset.mint?.program).toBe('token-2022');
    expect(request.asset.tokenAccountSize).toBe(170);
    expect(plan.accountsToCreate).toBe(12);
    expect(plan.shortfalls.map((shortfall) => [shortfall.token.symbol, shortfall.available])).toEqual([
      ['SOL', SOL / 100n],
      ['?', 5n],
    ]);
    expect(plan.shortfalls[1].needed).toBe(12n);
  });

  it('sends nothing more after the wallet declines, and resumes from the stored job, tables read back', async () => {
    const recipients = Array.from({ length: 120 }, () => Keypair.generate().publicKey);
    const rows = rowsFor(recipients, () => SOL / 100n);
    const { request, plan } = await planFor({ kind: 'sol' }, rows);
    expect(plan.format).toBe('v0');
    const { wallet, executor: first } = await startRun({ request, plan });

    wallet.declineNext(1);
    const sendsBefore = chain.rpc.calls.filter((call) => call.method === 'sendRawTransaction').length;
    await first.run();
    const declined = first.getSnapshot().job;
    expect(declined.chunks.map((chunk) => chunk.status)).toEqual(['failed', 'pending', 'pending']);
    expect(declined.chunks[0].error?.code).toBe(CLIENT_CODE.USER_REJECTED);
    expect(chain.rpc.calls.filter((call) => call.method === 'sendRawTransaction').length).toBe(sendsBefore);
    expect(recipients.every((to) => lamportsOf(chain, to) === 0n)).toBe(true);

    // A reload: the job comes back from storage, the table from the chain.
    const job = deserializeJob(JSON.parse(JSON.stringify(serializeJob(declined))));
    const meta = job && fromStoredMeta(job);
    if (!job || !meta) throw new Error('The stored job did not come back');
    const second = executorFor({ job, meta }, wallet);
    await second.retryFailed();

    expect(second.getSnapshot().job.chunks.map((chunk) => chunk.status)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
    ]);
    expect(recipients.every((to) => lamportsOf(chain, to) === SOL / 100n)).toBe(true);
    expect(lamportsOf(chain, feeReceiver)).toBe(3n * FEE);
  });
});
