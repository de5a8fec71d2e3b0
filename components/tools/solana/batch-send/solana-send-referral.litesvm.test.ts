import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, PublicKey } from '@solana/web3.js';
import {
  batchSendFeeLamports,
  memorySentStore,
  PACKET_DATA_SIZE,
  referralShareLamports,
  transactionSize,
  transferCapacity,
} from '@/chains/solana';
import {
  createMint,
  createTestChain,
  lamportsOf,
  mintTo,
  SOL,
  setLamports,
  setTokenAccount,
  type TestChain,
} from '@/chains/solana/testing/fixtures';
import type { LiteSvmRpc } from '@/chains/solana/testing/litesvm-rpc';
import { clockedRpc, testWallet } from '@/components/tools/solana/testing/test-wallet';
import { type BatchRow, deserializeJob, serializeJob } from '@/lib/batch';
import { prepareSendJob } from './prepare-job';
import { readSendAsset, type SendAssetChoice } from './read-asset';
import { createSolanaSendExecutor } from './send-executor';
import { fromStoredMeta } from './send-meta';
import { buildSolanaSendPlan } from './send-plan';

/** The inviter's share of the batch-send fee, paid by the page's own functions on litesvm. */

let chain: TestChain;
let rpc: LiteSvmRpc;
let sender: Keypair;
let feeReceiver: PublicKey;
let inviter: PublicKey;
const FEE = batchSendFeeLamports();
const SHARE = referralShareLamports(FEE);

beforeEach(() => {
  chain = createTestChain();
  rpc = clockedRpc(chain.rpc);
  sender = Keypair.generate();
  feeReceiver = Keypair.generate().publicKey;
  inviter = Keypair.generate().publicKey;
  setLamports(chain, sender.publicKey, 100n * SOL);
  // The inviter's payout wallet is in use: it holds some SOL.
  setLamports(chain, inviter, SOL);
});

const rowsFor = (recipients: readonly PublicKey[], amount: bigint): BatchRow[] =>
  recipients.map((to, index) => ({ line: index + 1, address: to.toBase58(), amount }));

async function planWithInviter(choice: SendAssetChoice, rows: BatchRow[], referrer: string) {
  const asset = await readSendAsset(rpc, sender.publicKey, choice);
  const request = { payer: sender.publicKey, asset, rows, feeReceiver, referrer, microLamports: 0n };
  return { request, plan: await buildSolanaSendPlan(rpc, request) };
}

/** Starts the job as the page does, then runs it from the stored copy, as after a reload. */
async function runThroughStorage(planned: Awaited<ReturnType<typeof planWithInviter>>) {
  const wallet = testWallet(sender);
  const signed: number[] = [];
  const prepared = await prepareSendJob({ rpc, ...planned, signAll: wallet.signAll, pollIntervalMs: 1 });
  const job = deserializeJob(JSON.parse(JSON.stringify(serializeJob(prepared.job))));
  const meta = job && fromStoredMeta(job);
  if (!job || !meta) throw new Error('The stored job did not come back');
  const executor = createSolanaSendExecutor({
    job,
    meta,
    rpc,
    feeReceiver,
    store: memorySentStore(),
    pollIntervalMs: 1,
    signAll: () => async (transactions) => {
      for (const transaction of transactions) signed.push(transactionSize(transaction));
      return wallet.signAll(transactions);
    },
  });
  await executor.run();
  return { executor, meta, signed };
}

describe('solana/batch/send pays the inviter 30 % of each fee', () => {
  it('60 SOL transfers through a lookup table: chunks sized for the share, the inviter gets 30 %, the receiver 70 %', async () => {
    const recipients = Array.from({ length: 60 }, () => Keypair.generate().publicKey);
    const planned = await planWithInviter({ kind: 'sol' }, rowsFor(recipients, SOL / 50n), inviter.toBase58());
    const { plan } = planned;
    const withShare = transferCapacity({ asset: 'sol', format: 'v0', hasFee: true, hasReferrer: true }).plain;
    const withoutShare = transferCapacity({ asset: 'sol', format: 'v0', hasFee: true }).plain;

    expect(plan.referrer?.toBase58()).toBe(inviter.toBase58());
    expect(plan.format).toBe('v0');
    expect(withShare).toBeLessThan(withoutShare);
    expect(plan.chunks.map((chunk) => chunk.rows.length)).toEqual([withShare, 60 - withShare]);
    expect(plan.referralShare).toBe(2n * SHARE);
    expect(SHARE).toBe(2_400_000n);

    const { executor, meta, signed } = await runThroughStorage(planned);
    expect(meta.referrer).toBe(inviter.toBase58());
    expect(executor.getSnapshot().counts).toMatchObject({ confirmed: 60, failed: 0 });
    expect(Math.max(...signed)).toBeLessThanOrEqual(PACKET_DATA_SIZE);
    expect(lamportsOf(chain, inviter) - SOL).toBe(2n * 2_400_000n);
    expect(lamportsOf(chain, feeReceiver)).toBe(2n * (FEE - 2_400_000n));
    expect(lamportsOf(chain, sender.publicKey)).toBe(100n * SOL - plan.cost.totals[0].amount);
  });

  it('an SPL token batch in legacy transactions: each one splits its fee the same way', async () => {
    const mint = await createMint(chain, TOKEN_PROGRAM_ID, 6);
    await mintTo(chain, { owner: sender.publicKey, mint, programId: TOKEN_PROGRAM_ID, amount: 10n ** 12n });
    const recipients = Array.from({ length: 20 }, () => Keypair.generate().publicKey);
    for (const owner of recipients) setTokenAccount(chain, { owner, mint, programId: TOKEN_PROGRAM_ID });
    const choice: SendAssetChoice = { kind: 'token', mint: mint.toBase58() };
    const planned = await planWithInviter(choice, rowsFor(recipients, 1_000n), inviter.toBase58());
    const { plan } = planned;
    const capacity = transferCapacity({ asset: 'token', format: 'legacy', hasFee: true, hasReferrer: true }).plain;

    expect(plan.format).toBe('legacy');
    expect(plan.cost.simulationFailures).toEqual([]);
    expect(plan.chunks[0].rows).toHaveLength(capacity);
    const transactions = BigInt(plan.chunks.length);

    const { executor, signed } = await runThroughStorage(planned);
    expect(executor.getSnapshot().counts).toMatchObject({ confirmed: 20, failed: 0 });
    expect(Math.max(...signed)).toBeLessThanOrEqual(PACKET_DATA_SIZE);
    expect(lamportsOf(chain, inviter) - SOL).toBe(transactions * SHARE);
    expect(lamportsOf(chain, feeReceiver)).toBe(transactions * (FEE - SHARE));
  });

  it('pays the receiver the whole fee when the inviter address is not on chain, or is the sender', async () => {
    const unknown = Keypair.generate().publicKey.toBase58();
    const recipients = Array.from({ length: 3 }, () => Keypair.generate().publicKey);
    for (const referrer of [unknown, sender.publicKey.toBase58()]) {
      const planned = await planWithInviter({ kind: 'sol' }, rowsFor(recipients, SOL / 50n), referrer);
      expect(planned.plan.referrer).toBeUndefined();
      expect(planned.plan.referralShare).toBe(0n);
    }
    const planned = await planWithInviter({ kind: 'sol' }, rowsFor(recipients, SOL / 50n), unknown);
    const { executor, meta } = await runThroughStorage(planned);
    expect(meta.referrer).toBeUndefined();
    expect(executor.getSnapshot().counts.confirmed).toBe(3);
    expect(lamportsOf(chain, feeReceiver)).toBe(FEE);
    expect(lamportsOf(chain, new PublicKey(unknown))).toBe(0n);
  });
});
