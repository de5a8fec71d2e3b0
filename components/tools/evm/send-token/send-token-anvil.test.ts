import { type Address, erc20Abi, maxUint256, parseEther } from 'viem';
import { MULTISEND_ADDRESS } from '@/chains/evm/multisend/address';
import { multisendGasBudget } from '@/chains/evm/multisend/chunk';
import { multisendDeploymentStatus } from '@/chains/evm/multisend/status';
import {
  connectLocalChain,
  deployMultisend,
  freshAddresses,
  type LocalChain,
  readAll,
} from '@/chains/evm/multisend/test-support';
import { BatchExecutor, type BatchRow, createJob } from '@/lib/batch';
import { CLIENT_CODE } from '@/lib/errors';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNT_3, ANVIL_ACCOUNTS, deployTestToken, type TestToken } from '@/test/erc20';
import { buildSendPlan } from './build-plan';
import { type ChainAccess, createChainAccess, type TransactionRequest } from './chain-access';
import { readAssetState } from './read-chain';
import { createSendDriver } from './send-driver';
import { memoryMarkerStore } from './send-markers';
import { encodeChunkCall } from './send-plan';

// The send tool's chain half on a real anvil: plan (block gas limit, simulated first chunk), Multisend calls per
// chunk through the batch engine, every balance read back from the chain, and a failed chunk retried alone.

jest.setTimeout(120_000);

/** A small block, so 300 recipients need several calls (the default 30M gas limit takes them in one). */
const BLOCK_GAS_LIMIT = 3_000_000n;
const NATIVE = { symbol: 'ETH', decimals: 18 };
const SENDER = ANVIL_ACCOUNTS[1];

let anvil: AnvilInstance | undefined;
let local: LocalChain;
let token: TestToken;

beforeAll(async () => {
  anvil = await startAnvil();
  local = await connectLocalChain(anvil.rpcUrl);
  await local.testClient.setBlockGasLimit({ gasLimit: BLOCK_GAS_LIMIT });
  // Mine a block so the lower limit is the latest block's.
  await local.testClient.mine({ blocks: 1 });
  token = await deployTestToken(anvil.rpcUrl);
}, 30_000);

afterAll(async () => {
  await anvil?.stop();
});

/** A chain access sending from SENDER; `override` may change one request (to force a failure). */
function accessFor(override?: (request: TransactionRequest) => TransactionRequest): ChainAccess & { sent: number } {
  const wallet = local.walletFor(SENDER);
  const access = createChainAccess({
    publicClient: local.publicClient,
    chainId: local.chain.id,
    from: SENDER.address,
    receiptPollingMs: 50,
    send: (request) => {
      counting.sent += 1;
      return wallet.sendTransaction(override ? override(request) : request);
    },
  });
  const counting = Object.assign(access, { sent: 0 });
  return counting;
}

function rowsFor(recipients: readonly Address[]): BatchRow[] {
  // Distinct amounts, so a row paid twice or paid another's amount shows.
  return recipients.map((address, index) => ({ line: index + 1, address, amount: 1_000_000n + BigInt(index) }));
}

describe('send tool on anvil', () => {
  it('offers the deployment, then sends 300 token transfers in chunks under the block gas limit', async () => {
    expect(await multisendDeploymentStatus(local.publicClient)).toBe('deployable');
    await deployMultisend(local);
    expect(await multisendDeploymentStatus(local.publicClient)).toBe('deployed');

    const recipients = freshAddresses(300, 'send-token-anvil');
    const rows = rowsFor(recipients);
    const total = rows.reduce((sum, row) => sum + (row.amount ?? 0n), 0n);
    await token.mint(SENDER.address, total);
    const access = accessFor();
    const asset = { kind: 'erc20' as const, token: token.address, symbol: 'tUSDT', decimals: 6 };
    const request = (state: Awaited<ReturnType<typeof readAssetState>>) => ({
      rows,
      from: SENDER.address,
      asset,
      native: NATIVE,
      balances: { native: state.nativeBalance, token: state.token?.balance, allowance: state.token?.allowance },
      isMultisendDeployed: true,
    });

    const before = await readAssetState(local.publicClient, SENDER.address, token.address);
    expect(before.token).toMatchObject({ symbol: 'tUSDT', decimals: 6, balance: total, allowance: 0n });
    const unapproved = await buildSendPlan(access, request(before));
    expect(unapproved.isSimulated).toBe(false);
    expect(unapproved.shortfalls).toEqual([]);

    await local.walletFor(SENDER).writeContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [MULTISEND_ADDRESS, total],
    });
    const plan = await buildSendPlan(
      access,
      request(await readAssetState(local.publicClient, SENDER.address, token.address)),
    );
    expect(plan).toMatchObject({ isSimulated: true, method: 'erc20Pooled', blockGasLimit: BLOCK_GAS_LIMIT });
    expect(plan.cost.simulationFailures).toEqual([]);
    expect(plan.chunks.length).toBeGreaterThan(1);
    expect(plan.chunks.flatMap((chunk) => chunk.rowIndexes)).toEqual(rows.map((_, index) => index));
    const budget = multisendGasBudget(BLOCK_GAS_LIMIT);
    const gasUsed: bigint[] = [];

    // The third chunk's first send gets too little gas: it is mined, and reverts.
    const doomed = encodeChunkCall(plan.chunks[2], plan.method, token.address).data;
    let isDoomedSent = false;
    const failingAccess = accessFor((sent) => {
      if (sent.data !== doomed || isDoomedSent) return sent;
      isDoomedSent = true;
      return { ...sent, gas: 100_000n };
    });
    const driver = createSendDriver({
      access: failingAccess,
      method: plan.method,
      token: token.address,
      nonces: 'wallet',
      markers: memoryMarkerStore(),
    });
    const executor = new BatchExecutor(createJob(rows, plan.chunks), driver);
    await executor.run();
    const afterRun = executor.getSnapshot().job.chunks;
    expect(afterRun.map((chunk) => chunk.status)).toEqual(
      plan.chunks.map((chunk) => (chunk.id === 2 ? 'failed' : 'confirmed')),
    );
    expect(afterRun[2].error?.code).toBe(CLIENT_CODE.EXECUTION_REVERTED);
    const revertedHash = afterRun[2].txHash;
    expect(failingAccess.sent).toBe(plan.chunks.length);

    await executor.retryFailed();
    const retried = executor.getSnapshot().job.chunks;
    expect(retried.every((chunk) => chunk.status === 'confirmed')).toBe(true);
    // Only the failed chunk went out again, with a new transaction; the others kept theirs.
    expect(failingAccess.sent).toBe(plan.chunks.length + 1);
    expect(retried[2].txHash).not.toBe(revertedHash);
    expect(retried.filter((_, index) => index !== 2).map((chunk) => chunk.txHash)).toEqual(
      afterRun.filter((_, index) => index !== 2).map((chunk) => chunk.txHash),
    );
    for (const chunk of retried) {
      const receipt = await local.publicClient.getTransactionReceipt({ hash: chunk.txHash as `0x${string}` });
      expect(receipt.status).toBe('success');
      gasUsed.push(receipt.gasUsed);
    }
    expect(gasUsed.every((gas) => gas < budget)).toBe(true);

    const balances = await readAll(recipients, (address) => token.balanceOf(address));
    expect(balances).toEqual(rows.map((row) => row.amount));
    expect(await token.balanceOf(SENDER.address)).toBe(0n);
    // Figures for the report: chunks and gas per chunk for 300 fresh recipients.
    console.info(
      `300 recipients, block gas limit ${BLOCK_GAS_LIMIT}: ${plan.chunks.length} chunks of ` +
        `${plan.chunks.map((chunk) => chunk.rows.length).join('/')}, ${plan.gasPerRecipient} gas per recipient ` +
        `planned, gas used ${gasUsed.join('/')}`,
    );
  });

  it('sends native coin with nonces counted by the tool', async () => {
    const recipients = freshAddresses(40, 'send-token-native');
    const rows = recipients.map((address, index) => ({
      line: index + 1,
      address,
      amount: parseEther('0.001') + BigInt(index),
    }));
    const access = accessFor();
    const plan = await buildSendPlan(access, {
      rows,
      from: SENDER.address,
      asset: { kind: 'native', ...NATIVE },
      native: NATIVE,
      balances: { native: await local.publicClient.getBalance({ address: SENDER.address }) },
      isMultisendDeployed: true,
      maxPerTransaction: 15,
    });
    expect(plan.chunks.map((chunk) => chunk.rows.length)).toEqual([14, 14, 12]);
    const driver = createSendDriver({ access, method: plan.method, nonces: 'chain' });
    const executor = new BatchExecutor(createJob(rows, plan.chunks), driver);
    await executor.run();
    expect(executor.getSnapshot().counts.confirmed).toBe(40);
    const balances = await readAll(recipients, (address) => local.publicClient.getBalance({ address }));
    expect(balances).toEqual(rows.map((row) => row.amount));
  });

  it('after a reload mid-send, tells a chunk that went out from one that did not', async () => {
    const rows = rowsFor(freshAddresses(5, 'send-token-interrupted'));
    await token.mint(SENDER.address, 10n ** 12n);
    await local.walletFor(SENDER).writeContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [MULTISEND_ADDRESS, maxUint256],
    });
    const access = accessFor();
    const markers = memoryMarkerStore();
    const driver = createSendDriver({ access, method: 'erc20', token: token.address, nonces: 'wallet', markers });
    const chunk = { id: 0, lane: SENDER.address.toLowerCase(), rowIndexes: [0, 1, 2, 3, 4], rows };
    const mark = async () =>
      markers.set(0, { nonce: await access.readNonce(), block: (await access.blockNumber()).toString() });

    await mark();
    expect(await driver.checkOnChain(chunk, undefined)).toBe(false);

    // The wallet broadcast the call, the page never heard back.
    await mark();
    const call = encodeChunkCall(chunk, 'erc20', token.address);
    const hash = await local.walletFor(SENDER).sendTransaction({ to: call.to, data: call.data });
    await local.publicClient.waitForTransactionReceipt({ hash });
    expect(await driver.checkOnChain(chunk, undefined)).toBe(true);

    // The nonce went to something else (the user's own transfer): the chunk did not go out.
    await mark();
    await token.transfer(SENDER, ANVIL_ACCOUNT_3.address, 1n);
    await local.testClient.mine({ blocks: 1 });
    expect(await driver.checkOnChain(chunk, undefined)).toBe(false);
  });
});
