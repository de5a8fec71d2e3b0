import { TronWeb } from 'tronweb';
import multisendArtifact from '@/contracts/multisend/Multisend.json';
import { ANVIL_ACCOUNTS, deployTestToken, type TestToken } from '@/test/erc20';
import { rpcCall } from '@/test/multicall';
import { waitForReceipt } from '@/test/tron-stand-in/anvil-executor';
import { startTronStandIn, type TronStandIn } from '@/test/tron-stand-in/server';
import { tronAddressFromHex, tronAddressToEvmHex } from './address';
import {
  decideRetry,
  planTrc20Approval,
  planTronSend,
  sendTronBatch,
  sendTronCall,
  TronApprovalNeededError,
  type TronSendRow,
} from './batch-send';
import { tronBatchSendFeeSun } from './fees';
import { generateTronPrivateKey, tronAddressFromPrivateKey } from './keys';
import { readTronAccountResources } from './resources';
import type { TronSigner } from './transaction';

// 500 rows on the TronGrid stand-in through our Multisend run by TVM's stand-in (anvil): 300 TRX rows (two thirds to
// addresses that are no account yet) and 200 TRC-20 rows, a batch per 100 rows, our 5 TRX per batch in the same call.
// One broadcast is refused (a busy node): only that batch's rows fail, the chain is asked, and they are sent again
// alone. Every batch's planned cost equals what the stand-in charged, to the sun.

jest.setTimeout(120_000);

let standIn: TronStandIn;
let multisend: string;
let token: TestToken;
let tokenAddress: string;
const key = generateTronPrivateKey();
const owner = tronAddressFromPrivateKey(key);
const feeRecipient = tronAddressFromPrivateKey(generateTronPrivateKey());
const tronWeb = new TronWeb({ fullHost: 'http://127.0.0.1:1' });
const signer: TronSigner = async (transaction) => (await tronWeb.trx.sign(transaction as never, key)) as never;
const api = () => ({ apiUrl: standIn.url, retryDelayMs: 5, intervalMs: 20, timeoutMs: 20_000 });
const START_TRX = 100_000_000_000n;

const newAddress = () => tronAddressFromPrivateKey(generateTronPrivateKey());
const TRX_ROWS: TronSendRow[] = Array.from({ length: 300 }, (_, index) => ({
  index,
  to: newAddress(),
  amount: 1_000_000n + BigInt(index) * 1_001n,
}));
const TOKEN_ROWS: TronSendRow[] = Array.from({ length: 200 }, (_, index) => ({
  index: 300 + index,
  to: newAddress(),
  amount: 5_000_000n + BigInt(index) * 7n,
}));

beforeAll(async () => {
  standIn = await startTronStandIn();
  const hash = await rpcCall<string>(standIn.anvilRpcUrl, 'eth_sendTransaction', [
    { from: ANVIL_ACCOUNTS[0].address, data: multisendArtifact.bytecode, gas: '0x1000000' },
  ]);
  const receipt = await waitForReceipt<{ contractAddress: string }>(standIn.anvilRpcUrl, hash);
  multisend = tronAddressFromHex(receipt.contractAddress) as string;
  standIn.registerContract(multisend);
  token = await deployTestToken(standIn.anvilRpcUrl);
  tokenAddress = tronAddressFromHex(token.address) as string;
  await token.mint(tronAddressToEvmHex(owner) as `0x${string}`, 10n ** 12n);
  await standIn.setBalance(owner, START_TRX);
  // Every third TRX recipient already is an account; the others are created by the batch.
  for (const row of TRX_ROWS.filter((_, index) => index % 3 === 0)) await standIn.setBalance(row.to, 1n);
}, 120_000);

afterAll(async () => {
  await standIn?.stop();
});

/** What the stand-in burnt for a transaction (bandwidth and energy), from its record. */
function charged(txId: string): bigint {
  return BigInt(chargedFees.get(txId) ?? -1);
}
const chargedFees = new Map<string, number>();
async function recordFee(sent: { txId: string }) {
  const response = await fetch(`${standIn.url}/wallet/gettransactioninfobyid`, {
    method: 'POST',
    body: JSON.stringify({ value: sent.txId }),
  });
  const info = (await response.json()) as { fee?: number };
  chargedFees.set(sent.txId, info.fee ?? 0);
}

describe('batch send on the stand-in', () => {
  it('sends 300 TRX rows in 3 batches, one refused and retried alone after asking the chain, costs to the sun', async () => {
    type Sent = Awaited<ReturnType<typeof sendTronBatch>>;
    const setup = { ...api(), owner, multisend, token: 'native', feeRecipient };
    const plan = await planTronSend(setup, TRX_ROWS);
    expect(plan.batches.map((batch) => batch.rows.length)).toEqual([100, 100, 100]);
    expect(plan.serviceFeeSun).toBe(3n * tronBatchSendFeeSun());
    expect(plan.shortfallSun).toBe(0n);
    for (const batch of plan.batches) {
      expect(batch.rowCostsSun.reduce((total, cost) => total + cost, 0n)).toBe(batch.cost.totalSun);
      expect(batch.feeLimit).toBeGreaterThan(BigInt(batch.energy) * plan.parameters.energyPriceSun);
    }

    const results: Sent[] = [];
    for (const [index, batch] of plan.batches.entries()) {
      if (index === 1) standIn.refuseNextBroadcasts(1);
      results.push(await sendTronBatch(batch, plan.parameters, { ...api(), signer }));
    }
    expect(results.map((sent) => sent.outcome.status)).toEqual(['success', 'unknown', 'success']);
    expect(results[1]).toMatchObject({ isRefused: true, error: expect.stringMatching(/^SERVER_BUSY/) });

    // Before sending the failed batch again, the chain is asked: not there and refused, so it cannot pay twice.
    const decision = await decideRetry(results[1], api());
    expect(decision.action).toBe('resend');
    // A landed batch is never sent again.
    expect((await decideRetry(results[0], api())).action).toBe('done');
    const beforeRetry = standIn.requests.filter((request) => request.path === '/wallet/broadcasttransaction').length;
    results[1] = await sendTronBatch(plan.batches[1], plan.parameters, { ...api(), signer });
    expect(results[1].outcome.status).toBe('success');
    expect(standIn.requests.filter((request) => request.path === '/wallet/broadcasttransaction')).toHaveLength(
      beforeRetry + 1,
    );

    for (const [index, sent] of results.entries()) {
      await recordFee(sent);
      // The estimate made just before signing is what the stand-in burnt, to the sun.
      expect(charged(sent.txId)).toBe(sent.prepared.cost.totalSun);
      expect(sent.outcome).toMatchObject({ status: 'success', feeSun: sent.prepared.cost.totalSun });
      // The plan's upfront estimate differs only by what earlier batches changed (the fee receiver's creation).
      const drift = plan.batches[index].cost.totalSun - sent.prepared.cost.totalSun;
      expect(drift).toBe(index === 0 ? 0n : 25_000n * plan.parameters.energyPriceSun);
    }
    for (const [index, row] of TRX_ROWS.entries()) {
      expect(await standIn.balance(row.to)).toBe(row.amount + (index % 3 === 0 ? 1n : 0n));
      expect((await readTronAccountResources(row.to, api())).exists).toBe(true);
    }
    expect(await standIn.balance(feeRecipient)).toBe(3n * tronBatchSendFeeSun());
    const sent = TRX_ROWS.reduce((total, row) => total + row.amount, 0n);
    const burnt = results.reduce((total, result) => total + result.prepared.cost.totalSun, 0n);
    expect(await standIn.balance(owner)).toBe(START_TRX - sent - plan.serviceFeeSun - burnt);
  });

  it('sends 200 TRC-20 rows after the approval the plan asks for, each batch charged its estimate', async () => {
    const setup = { ...api(), owner, multisend, token: tokenAddress, feeRecipient };
    const total = TOKEN_ROWS.reduce((sum, row) => sum + row.amount, 0n);
    await expect(planTronSend(setup, TOKEN_ROWS)).rejects.toThrow(TronApprovalNeededError);
    const approval = await planTrc20Approval(setup, total);
    const approved = await sendTronCall(approval.call, approval.parameters, { ...api(), signer });
    expect(approved.outcome).toMatchObject({ status: 'success', feeSun: approved.prepared.cost.totalSun });

    const feesBefore = await standIn.balance(feeRecipient);
    const plan = await planTronSend(setup, TOKEN_ROWS);
    expect(plan.batches.map((batch) => batch.rows.length)).toEqual([100, 100]);
    for (const batch of plan.batches) {
      const shown: bigint[] = [];
      const sent = await sendTronBatch(batch, plan.parameters, {
        ...api(),
        signer,
        onPrepared: (prepared) => void shown.push(prepared.cost.totalSun),
      });
      expect(sent.outcome).toMatchObject({ status: 'success', feeSun: shown[0] });
    }
    for (const row of TOKEN_ROWS) {
      const balance = await rpcCall<string>(standIn.anvilRpcUrl, 'eth_call', [
        {
          to: token.address,
          data: `0x70a08231${(tronAddressToEvmHex(row.to) as string).slice(2).padStart(64, '0')}`,
        },
        'latest',
      ]);
      expect(BigInt(balance)).toBe(row.amount);
    }
    expect((await standIn.balance(feeRecipient)) - feesBefore).toBe(2n * tronBatchSendFeeSun());
  });

  it('halves a batch whose energy would need more than the fee limit allowed', async () => {
    const setup = { ...api(), owner, multisend, token: 'native', feeRecipient };
    const rows = Array.from({ length: 40 }, (_, index) => ({ index, to: newAddress(), amount: 1n }));
    const plan = await planTronSend(setup, rows, { rowsPerBatch: 40, maxFeeLimitSun: 100_000_000n });
    expect(plan.batches.length).toBeGreaterThan(1);
    for (const batch of plan.batches) expect(batch.feeLimit).toBeLessThanOrEqual(100_000_000n);
    expect(plan.batches.flatMap((batch) => batch.rows.map((row) => row.index))).toEqual(rows.map((row) => row.index));
  });
});
