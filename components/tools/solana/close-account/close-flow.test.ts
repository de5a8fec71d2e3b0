import { getMint, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, type PublicKey, type VersionedTransaction } from '@solana/web3.js';
import { closeAccountFeeLamports, encodeBase58, PACKET_DATA_SIZE, transactionSize } from '@/chains/solana';
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
import { parseSolanaKeyList } from '@/components/tools/solana/key-ring/key-ring';
import { testWallet } from '@/components/tools/solana/testing/test-wallet';
import { planBatchClose, scanWallets } from '../batch-close-account/batch-scan';
import { keyRingSigner } from './close-driver';
import { createCloseExecutor } from './close-executor';
import { planClose } from './close-plan';
import { scanWallet } from './scan';

let chain: TestChain;
let feeReceiver: PublicKey;

beforeEach(() => {
  chain = createTestChain();
  feeReceiver = Keypair.generate().publicKey;
  setLamports(chain, feeReceiver, SOL);
});

/** Empty accounts of fresh mints (written directly) and dust of real mints (real MintTo), all watched. */
async function fillWallet(owner: PublicKey, layout: { spl: number; token2022: number; dust: PublicKey[] }) {
  const made: PublicKey[] = [];
  for (let index = 0; index < layout.spl + layout.token2022; index += 1) {
    const programId = index < layout.spl ? TOKEN_PROGRAM_ID : TOKEN_2022_PROGRAM_ID;
    made.push(setTokenAccount(chain, { owner, mint: Keypair.generate().publicKey, programId }));
  }
  for (const [index, mint] of layout.dust.entries()) {
    const programId = (await chain.rpc.getMultipleAccountsInfo([mint]))[0]?.owner ?? TOKEN_PROGRAM_ID;
    made.push(await mintTo(chain, { owner, mint, programId, amount: BigInt(index + 1) * 1_000n + 7n }));
  }
  chain.rpc.watch(...made);
  return made;
}

const gone = (address: PublicKey) => (chain.svm.getAccount(address)?.lamports ?? 0) === 0;

describe('close accounts of a connected wallet on litesvm', () => {
  it('closes 30 empty SPL/Token-2022 accounts and burns 3 dust ones, in one wallet approval, fees exact', async () => {
    const owner = Keypair.generate();
    setLamports(chain, owner.publicKey, SOL);
    const dustMints = [
      await createMint(chain, TOKEN_PROGRAM_ID, 6),
      await createMint(chain, TOKEN_PROGRAM_ID, 9),
      await createMint(chain, TOKEN_2022_PROGRAM_ID, 2),
    ];
    const made = await fillWallet(owner.publicKey, { spl: 25, token2022: 5, dust: dustMints });
    const frozen = setTokenAccount(chain, {
      owner: owner.publicKey,
      mint: Keypair.generate().publicKey,
      programId: TOKEN_2022_PROGRAM_ID,
      frozen: true,
    });
    chain.rpc.watch(frozen);

    const scan = await scanWallet(chain.rpc, owner.publicKey, { readMintInfo: true });
    expect(scan.empty).toHaveLength(30);
    expect(scan.dust.map((dust) => [dust.decimals, dust.account.amount])).toEqual([
      [6, 1_007n],
      [9, 2_007n],
      [2, 3_007n],
    ]);
    expect(scan.skipped.map((item) => [item.account.address.toBase58(), item.reason])).toEqual([
      [frozen.toBase58(), 'frozen'],
    ]);

    const accounts = [...scan.empty, ...scan.dust.map((dust) => dust.account)];
    const plan = planClose([{ owner: owner.publicKey, accounts }]);
    // SPL: 25 empty + 2 burned do not fit one transaction; Token-2022: 5 + 1 do.
    expect(plan.chunks.map((chunk) => chunk.rows.length)).toEqual([24, 3, 6]);
    const expectedFee = accounts.reduce((sum, account) => sum + closeAccountFeeLamports(account.lamports), 0n);
    expect(plan.totals).toMatchObject({ accounts: 33, burned: 3, transactions: 3, serviceFee: expectedFee });
    expect(plan.totals.networkFee).toBe(15_000n);
    expect(plan.totals.net).toBe(plan.totals.reclaimed - expectedFee - 15_000n);

    const wallet = testWallet(owner);
    const sent: VersionedTransaction[] = [];
    const executor = createCloseExecutor({
      rpc: chain.rpc,
      plan,
      feeReceiver,
      sign: async (transactions) => {
        sent.push(...transactions);
        return wallet.signAll(transactions);
      },
      isWallet: true,
      pollIntervalMs: 1,
    });
    await executor.run();

    expect(executor.getSnapshot().counts).toMatchObject({ confirmed: 33, failed: 0, total: 33 });
    expect(wallet.approvals).toEqual([3]);
    for (const transaction of sent) expect(transactionSize(transaction)).toBeLessThanOrEqual(PACKET_DATA_SIZE);
    for (const address of made) expect(gone(address)).toBe(true);
    expect(gone(frozen)).toBe(false);
    const supplies = await Promise.all(
      dustMints.map(async (mint, index) => {
        const programId = index === 2 ? TOKEN_2022_PROGRAM_ID : TOKEN_PROGRAM_ID;
        const info = (await chain.rpc.getMultipleAccountsInfo([mint]))[0];
        return info && getMint({ getAccountInfo: async () => info } as never, mint, 'confirmed', programId);
      }),
    );
    expect(supplies.map((mint) => mint?.supply)).toEqual([0n, 0n, 0n]);
    expect(lamportsOf(chain, feeReceiver) - SOL).toBe(expectedFee);
    expect(lamportsOf(chain, owner.publicKey)).toBe(SOL + plan.totals.reclaimed - expectedFee - 15_000n);

    // Rescan: only the frozen account is left.
    const after = await scanWallet(chain.rpc, owner.publicKey, { readMintInfo: true });
    expect([after.empty.length, after.dust.length, after.skipped.length]).toEqual([0, 0, 1]);
  }, 60_000);

  it('fails the whole group at once when the wallet refuses, and signs again once on retry', async () => {
    const owner = Keypair.generate();
    setLamports(chain, owner.publicKey, SOL);
    const made = await fillWallet(owner.publicKey, { spl: 30, token2022: 2, dust: [] });
    const scan = await scanWallet(chain.rpc, owner.publicKey);
    const plan = planClose([{ owner: owner.publicKey, accounts: scan.empty }]);
    expect(plan.chunks).toHaveLength(3);
    const wallet = testWallet(owner);
    wallet.declineNext(1);
    const executor = createCloseExecutor({
      rpc: chain.rpc,
      plan,
      feeReceiver,
      sign: wallet.signAll,
      isWallet: true,
      pollIntervalMs: 1,
    });
    await executor.run();
    expect(executor.getSnapshot().counts).toMatchObject({ failed: 32, confirmed: 0 });
    // One approval asked for the three transactions, and refused.
    expect(wallet.approvals).toEqual([3]);
    expect(made.every((address) => !gone(address))).toBe(true);

    await executor.retryFailed();
    expect(executor.getSnapshot().counts).toMatchObject({ failed: 0, confirmed: 32 });
    expect(wallet.approvals).toEqual([3, 3]);
    expect(made.every(gone)).toBe(true);
  }, 60_000);
});

describe('close accounts of pasted keys on litesvm', () => {
  it('closes the accounts of 5 pasted wallets, each keeping its own rent', async () => {
    const owners = Array.from({ length: 5 }, () => Keypair.generate());
    const dustMint = await createMint(chain, TOKEN_PROGRAM_ID, 6);
    const made = new Map<string, PublicKey[]>();
    for (const [index, owner] of owners.entries()) {
      setLamports(chain, owner.publicKey, SOL / 100n);
      made.set(
        owner.publicKey.toBase58(),
        await fillWallet(owner.publicKey, { spl: 3 + index, token2022: index % 2, dust: [dustMint] }),
      );
    }
    // Keys in the forms wallets export: base58, a solana-keygen byte array, hex.
    const text = [
      encodeBase58(owners[0].secretKey),
      JSON.stringify(Array.from(owners[1].secretKey)),
      Buffer.from(owners[2].secretKey).toString('hex'),
      `  ${encodeBase58(owners[3].secretKey)}  `,
      encodeBase58(owners[4].secretKey),
    ].join('\n');
    const keys = parseSolanaKeyList(text);
    expect(keys.issues).toEqual([]);
    expect(keys.entries.map((entry) => entry.address)).toEqual(owners.map((owner) => owner.publicKey.toBase58()));

    const results = await scanWallets(chain.rpc, keys.entries);
    expect(results.map((result) => result.scan?.dust.length)).toEqual([1, 1, 1, 1, 1]);
    const withoutBurn = planBatchClose(results, { burnDust: false });
    expect(withoutBurn.plan.totals.accounts).toBe(3 + 4 + 5 + 6 + 7 + 2);
    const { plan, problems } = planBatchClose(results, { burnDust: true });
    expect(problems.size).toBe(0);
    expect(plan.totals.accounts).toBe(27 + 5);
    const before = owners.map((owner) => lamportsOf(chain, owner.publicKey));

    const executor = createCloseExecutor({
      rpc: chain.rpc,
      plan,
      feeReceiver,
      sign: keyRingSigner(keys.ring),
      isWallet: false,
      pollIntervalMs: 1,
    });
    await executor.run();

    expect(executor.getSnapshot().counts).toMatchObject({ confirmed: 32, failed: 0 });
    for (const [index, owner] of owners.entries()) {
      const address = owner.publicKey.toBase58();
      expect((made.get(address) ?? []).every(gone)).toBe(true);
      const totals = plan.walletTotals.get(address);
      expect(lamportsOf(chain, owner.publicKey) - before[index]).toBe(totals?.net);
    }
    expect(lamportsOf(chain, feeReceiver) - SOL).toBe(plan.totals.serviceFee);
    // Rows carry the pasted key's line; nothing of a key is in the job.
    expect(new Set(plan.job.rows.map((row) => row.line))).toEqual(new Set([1, 2, 3, 4, 5]));
    const saved = JSON.stringify({ job: plan.job, ring: keys.ring }, (_, value) =>
      typeof value === 'bigint' ? String(value) : value,
    );
    for (const owner of owners) expect(saved).not.toContain(encodeBase58(owner.secretKey).slice(0, 20));
  }, 60_000);

  it('sends the rent to one receiver, leaves out a wallet without SOL for fees, and reports bad key lines', async () => {
    const owners = Array.from({ length: 3 }, () => Keypair.generate());
    const receiver = Keypair.generate().publicKey;
    setLamports(chain, owners[0].publicKey, SOL / 100n);
    setLamports(chain, owners[1].publicKey, 10_000n);
    for (const owner of owners) await fillWallet(owner.publicKey, { spl: 26, token2022: 0, dust: [] });
    const text = [
      encodeBase58(owners[0].secretKey),
      'not a key',
      encodeBase58(owners[1].secretKey),
      owners[2].publicKey.toBase58(),
      encodeBase58(owners[0].secretKey),
      encodeBase58(owners[2].secretKey),
    ].join('\n');
    const keys = parseSolanaKeyList(text);
    expect(keys.issues).toEqual([
      { line: 2, code: 'invalid-key' },
      { line: 4, code: 'invalid-key' },
      { line: 5, code: 'duplicate-key', duplicateOf: 1 },
    ]);
    const results = await scanWallets(chain.rpc, keys.entries);
    const { plan, problems } = planBatchClose(results, { burnDust: false, rentReceiver: receiver });
    // 26 accounts take two transactions: 10,000 lamports pay for them; no SOL at all pays for nothing.
    expect([...problems]).toEqual([[owners[2].publicKey.toBase58(), 'noSolForFees']]);
    expect(plan.totals).toMatchObject({ accounts: 52, transactions: 4 });
    const before = owners.map((owner) => lamportsOf(chain, owner.publicKey));
    const executor = createCloseExecutor({
      rpc: chain.rpc,
      plan,
      feeReceiver,
      rentReceiver: receiver,
      sign: keyRingSigner(keys.ring),
      isWallet: false,
      pollIntervalMs: 1,
    });
    await executor.run();
    expect(executor.getSnapshot().counts).toMatchObject({ confirmed: 52, failed: 0 });
    expect(lamportsOf(chain, receiver)).toBe(plan.totals.reclaimed - plan.totals.serviceFee);
    expect(lamportsOf(chain, feeReceiver) - SOL).toBe(plan.totals.serviceFee);
    expect(before[0] - lamportsOf(chain, owners[0].publicKey)).toBe(10_000n);
    expect(lamportsOf(chain, owners[1].publicKey)).toBe(0n);
  }, 60_000);
});
