import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, type PublicKey, type VersionedTransaction } from '@solana/web3.js';
import type { TransactionsSigner } from '@/chains/solana';
import {
  closeAccountFeeLamports,
  closeAccountsCapacity,
  encodeBase58,
  PACKET_DATA_SIZE,
  referralShareLamports,
  transactionSize,
} from '@/chains/solana';
import {
  createTestChain,
  lamportsOf,
  SOL,
  setLamports,
  setTokenAccount,
  type TestChain,
} from '@/chains/solana/testing/fixtures';
import { parseSolanaKeyList } from '@/components/tools/solana/key-ring/key-ring';
import { usableReferrer } from '@/components/tools/solana/referral/usable-referrer';
import { testWallet } from '@/components/tools/solana/testing/test-wallet';
import { planBatchClose, scanWallets } from '../batch-close-account/batch-scan';
import { closeCapacity } from './close-capacity';
import { keyRingSigner } from './close-driver';
import { createCloseExecutor } from './close-executor';
import { type ClosePlan, planClose } from './close-plan';
import { scanWallet } from './scan';

/** The inviter's share of the close-account fee (8 % of the rent), paid by the page's own functions on litesvm. */

let chain: TestChain;
let feeReceiver: PublicKey;
let inviter: PublicKey;

beforeEach(() => {
  chain = createTestChain();
  feeReceiver = Keypair.generate().publicKey;
  inviter = Keypair.generate().publicKey;
  setLamports(chain, feeReceiver, SOL);
  setLamports(chain, inviter, SOL);
});

function emptyAccounts(owner: PublicKey, count: number, programId = TOKEN_PROGRAM_ID): PublicKey[] {
  const made = Array.from({ length: count }, () =>
    setTokenAccount(chain, { owner, mint: Keypair.generate().publicKey, programId }),
  );
  chain.rpc.watch(...made);
  return made;
}

/** What the inviter is owed: 30 % of each transaction's fee, rounded down per transaction. */
function expectedShare(plan: ClosePlan): bigint {
  return plan.chunks.reduce((sum, chunk) => {
    const fee = chunk.rows.reduce((total, row) => {
      const account = plan.accounts.get(row.address);
      return total + closeAccountFeeLamports(account?.lamports ?? 0n);
    }, 0n);
    return sum + referralShareLamports(fee);
  }, 0n);
}

/** Records each transaction's wire size as it is signed. */
function recording(sign: TransactionsSigner, sizes: number[]): TransactionsSigner {
  return async (transactions: VersionedTransaction[]) => {
    for (const transaction of transactions) sizes.push(transactionSize(transaction));
    return sign(transactions);
  };
}

describe('close accounts pays the inviter 30 % of each fee', () => {
  it('a connected wallet: chunks sized for the share, the inviter gets 30 % per transaction, the receiver the rest', async () => {
    const owner = Keypair.generate();
    setLamports(chain, owner.publicKey, SOL);
    emptyAccounts(owner.publicKey, 30);
    emptyAccounts(owner.publicKey, 3, TOKEN_2022_PROGRAM_ID);
    const scan = await scanWallet(chain.rpc, owner.publicKey);
    const referrer = await usableReferrer(chain.rpc, inviter.toBase58(), [feeReceiver, owner.publicKey]);
    expect(referrer?.toBase58()).toBe(inviter.toBase58());

    const plan = planClose([{ owner: owner.publicKey, accounts: scan.empty }], { referrer });
    const withShare = closeAccountsCapacity({ hasFee: true, hasReferrer: true }).plain;
    expect(withShare).toBeLessThan(closeAccountsCapacity({ hasFee: true }).plain);
    expect(plan.chunks.map((chunk) => chunk.rows.length)).toEqual([withShare, 30 - withShare, 3]);
    const share = expectedShare(plan);
    expect(plan.totals.referralShare).toBe(share);
    // 30 % of 8 % of 2,039,280 lamports per account, rounded down once per transaction.
    expect(share).toBeGreaterThan(0n);
    expect(share).toBeLessThanOrEqual((plan.totals.serviceFee * 3n) / 10n);

    const sizes: number[] = [];
    const executor = createCloseExecutor({
      rpc: chain.rpc,
      plan,
      feeReceiver,
      sign: recording(testWallet(owner).signAll, sizes),
      isWallet: true,
      pollIntervalMs: 1,
    });
    await executor.run();

    expect(executor.getSnapshot().counts).toMatchObject({ confirmed: 33, failed: 0 });
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PACKET_DATA_SIZE);
    expect(lamportsOf(chain, inviter) - SOL).toBe(share);
    expect(lamportsOf(chain, feeReceiver) - SOL).toBe(plan.totals.serviceFee - share);
    expect(lamportsOf(chain, owner.publicKey)).toBe(SOL + plan.totals.net);
  }, 60_000);

  it('pasted keys sending the rent on to a receiver: both extra transfers fit, the inviter gets its 30 %', async () => {
    const owners = [Keypair.generate(), Keypair.generate()];
    const rentReceiver = Keypair.generate().publicKey;
    for (const owner of owners) {
      setLamports(chain, owner.publicKey, SOL / 100n);
      emptyAccounts(owner.publicKey, 26);
    }
    const keys = parseSolanaKeyList(owners.map((owner) => encodeBase58(owner.secretKey)).join('\n'));
    const results = await scanWallets(chain.rpc, keys.entries);
    const { plan, problems } = planBatchClose(results, { burnDust: false, rentReceiver, referrer: inviter });
    const both = closeCapacity({ hasReferrer: true, forwardsRent: true }).plain;
    expect(problems.size).toBe(0);
    expect(both).toBeLessThan(closeCapacity({ hasReferrer: true, forwardsRent: false }).plain);
    expect(Math.max(...plan.chunks.map((chunk) => chunk.rows.length))).toBe(both);

    const sizes: number[] = [];
    const executor = createCloseExecutor({
      rpc: chain.rpc,
      plan,
      feeReceiver,
      rentReceiver,
      sign: recording(keyRingSigner(keys.ring), sizes),
      isWallet: false,
      pollIntervalMs: 1,
    });
    await executor.run();

    const share = expectedShare(plan);
    expect(executor.getSnapshot().counts).toMatchObject({ confirmed: 52, failed: 0 });
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PACKET_DATA_SIZE);
    expect(plan.totals.referralShare).toBe(share);
    expect(lamportsOf(chain, inviter) - SOL).toBe(share);
    expect(lamportsOf(chain, feeReceiver) - SOL).toBe(plan.totals.serviceFee - share);
    expect(lamportsOf(chain, rentReceiver)).toBe(plan.totals.reclaimed - plan.totals.serviceFee);
  }, 60_000);

  it('a share to a fresh address would fail the transaction: none is planned, the receiver gets the whole fee', async () => {
    const owner = Keypair.generate();
    setLamports(chain, owner.publicKey, SOL);
    emptyAccounts(owner.publicKey, 2);
    const fresh = Keypair.generate().publicKey;
    // ~49,000 lamports could not open an account: the transaction would fail, so no share is planned.
    expect(await usableReferrer(chain.rpc, fresh.toBase58(), [feeReceiver])).toBeUndefined();
    const scan = await scanWallet(chain.rpc, owner.publicKey);
    const forced = planClose([{ owner: owner.publicKey, accounts: scan.empty }], { referrer: fresh });
    const failing = createCloseExecutor({
      rpc: chain.rpc,
      plan: forced,
      feeReceiver,
      sign: testWallet(owner).signAll,
      isWallet: true,
      pollIntervalMs: 1,
    });
    await failing.run();
    expect(failing.getSnapshot().counts).toMatchObject({ confirmed: 0, failed: 2 });

    const plan = planClose([{ owner: owner.publicKey, accounts: scan.empty }], { referrer: undefined });
    expect(plan.totals.referralShare).toBe(0n);
    const executor = createCloseExecutor({
      rpc: chain.rpc,
      plan,
      feeReceiver,
      sign: testWallet(owner).signAll,
      isWallet: true,
      pollIntervalMs: 1,
    });
    await executor.run();
    expect(executor.getSnapshot().counts.confirmed).toBe(2);
    expect(lamportsOf(chain, fresh)).toBe(0n);
    expect(lamportsOf(chain, feeReceiver) - SOL).toBe(plan.totals.serviceFee);
  }, 60_000);
});
