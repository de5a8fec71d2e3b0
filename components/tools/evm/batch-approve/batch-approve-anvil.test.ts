import { encodeFunctionData, maxUint256, parseAbi } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { chunkRows } from '@/lib/batch/job';
import { type ApprovalChain, approvalChain, type Seeded, seedApprovals, spenderAddress } from '@/test/approvals';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { AttemptLog } from '../key-batch/attempts';
import { parseKeyList } from '../key-batch/keys';
import { freshWallets, fund, type LocalRun, runJob, startLocalRun } from '../key-batch/test-support';
import { createBatchApproveDriver } from './batch-approve-driver';
import { batchApproveJob, planBatchApprove } from './batch-approve-plan';

// batch/approve on anvil: pasted wallets each approve one spender, a USDT-like token's non-zero allowance set to 0
// first, a wallet without gas and one already at the amount left out, every allowance read back; a retry of a done
// row asks the chain and sends nothing.

jest.setTimeout(90_000);

const ERC20 = parseAbi([
  'function allowance(address, address) view returns (uint256)',
  'function approve(address, uint256)',
]);

let local: LocalRun;
let chain: ApprovalChain;
let seeded: Seeded;

beforeAll(async () => {
  local = await startLocalRun();
  chain = await approvalChain(local.anvil.rpcUrl, local.anvil.chainId);
  const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
  seeded = await seedApprovals(chain, ANVIL_ACCOUNTS[0], owner, { erc20: 0, strict: 0, operators: 0, permit2: 0 });
}, 120_000);

afterAll(async () => {
  await local?.anvil.stop();
});

const allowance = (token: `0x${string}`, owner: `0x${string}`, spender: `0x${string}`) =>
  local.client.readContract({ address: token, abi: ERC20, functionName: 'allowance', args: [owner, spender] });

describe('batch approve on anvil', () => {
  it('approves from every ready wallet, zero first where the token needs it, and reads each back', async () => {
    const spender = spenderAddress(300);
    const wallets = freshWallets(5);
    // #0, #1 fresh; #2 holds 5 already (zero first); #3 already at the amount; #4 has no coins.
    await fund(local.target.rpcUrl, new Map(wallets.slice(0, 4).map((wallet) => [wallet.address, 10n ** 18n])));
    for (const [index, value] of [
      [2, 5_000_000n],
      [3, 9_000_000n],
    ] as const) {
      await chain.send(
        privateKeyToAccount(wallets[index].key),
        seeded.strict,
        encodeFunctionData({ abi: ERC20, functionName: 'approve', args: [spender, value] }),
      );
    }
    const { entries, ring, issues } = parseKeyList(
      [...wallets.map((wallet) => wallet.key), 'not a key', wallets[0].key].join('\n'),
    );
    expect(issues.map((issue) => issue.line)).toEqual([6, 7]);
    const settings = { chainId: local.target.chainId, token: seeded.strict, spender, amount: 9_000_000n };
    const plan = await planBatchApprove({
      client: local.client,
      entries,
      settings,
      token: { symbol: 'tsUSDT', decimals: 6 },
    });
    expect(plan.wallets.map((wallet) => wallet.state)).toEqual(['ready', 'ready', 'ready', 'done', 'needs-gas']);
    expect(plan.wallets.map((wallet) => wallet.zeroFirst)).toEqual([false, false, true, false, false]);
    expect(plan.totals.fees).toBeGreaterThan(0n);

    const job = batchApproveJob(plan, local.target);
    expect(job.rows).toHaveLength(3);
    expect(JSON.stringify(job, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))).not.toContain(
      wallets[0].key.slice(2),
    );
    const attempts = new AttemptLog();
    const driver = createBatchApproveDriver(settings, { client: local.client, ring, attempts });
    const executor = await runJob(job, driver);
    expect(executor.getSnapshot().counts.confirmed).toBe(3);
    for (const wallet of wallets.slice(0, 4)) {
      expect(await allowance(seeded.strict, wallet.address, spender)).toBe(9_000_000n);
    }
    expect(await allowance(seeded.strict, wallets[4].address, spender)).toBe(0n);
    // The zero-first wallet sent two transactions; the others one.
    expect(await local.client.getTransactionCount({ address: wallets[2].address })).toBe(3);
    expect(await local.client.getTransactionCount({ address: wallets[0].address })).toBe(1);

    // A retry asks the chain first: the allowance is there, nothing is sent.
    expect(await driver.checkOnChain(chunkRows(job, job.chunks[0]), undefined)).toBe(true);
  });

  it('approves unlimited on a plain token, and refuses a token that rejects the approve', async () => {
    const spender = spenderAddress(301);
    const wallets = freshWallets(2);
    await fund(local.target.rpcUrl, new Map(wallets.map((wallet) => [wallet.address, 10n ** 18n])));
    const { entries, ring } = parseKeyList(wallets.map((wallet) => wallet.key).join('\n'));
    const settings = { chainId: local.target.chainId, token: seeded.usdt, spender, amount: maxUint256 };
    const plan = await planBatchApprove({
      client: local.client,
      entries,
      settings,
      token: { symbol: 'tUSDT', decimals: 6 },
    });
    const executor = await runJob(
      batchApproveJob(plan, local.target),
      createBatchApproveDriver(settings, { client: local.client, ring, attempts: new AttemptLog() }),
    );
    expect(executor.getSnapshot().counts.confirmed).toBe(2);
    for (const wallet of wallets) expect(await allowance(seeded.usdt, wallet.address, spender)).toBe(maxUint256);

    // TestUSDT refuses the zero address as spender: every wallet is "refused" before anything is sent.
    const refused = await planBatchApprove({
      client: local.client,
      entries,
      settings: { ...settings, spender: '0x0000000000000000000000000000000000000000' },
      token: { symbol: 'tUSDT', decimals: 6 },
    });
    expect(refused.wallets.map((wallet) => wallet.state)).toEqual(['refused', 'refused']);
    expect(batchApproveJob(refused, local.target).rows).toEqual([]);
  });
});
