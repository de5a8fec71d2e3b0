import { TronWeb } from 'tronweb';
import multisendArtifact from '@/contracts/multisend/Multisend.json';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { rpcCall } from '@/test/multicall';
import { waitForReceipt } from '@/test/tron-stand-in/anvil-executor';
import { startTronStandIn, type TronStandIn } from '@/test/tron-stand-in/server';
import { tronAddressFromHex } from './address';
import { decideRetry, planTronSend, type TronSendRow } from './batch-send';
import { tronBatchSendFeeSun } from './fees';
import { generateTronPrivateKey, tronAddressFromPrivateKey } from './keys';
import { readTronChainParameters } from './resources';
import { type PreparedTronCall, sendPreparedCall } from './send';
import type { TronSigner } from './transaction';
import { cheaperTrxRoute, planTrxTransfers, prepareTrxTransfer, transfersServiceFeeSun } from './transfers';

// TRX one TransferContract per recipient on the TronGrid stand-in: 120 rows (two thirds to addresses that are no
// account yet, one address twice), planned beside the multisend (the page's choice), then sent one by one; our fee
// in its own transfer at the end. The node refuses one broadcast: that row alone is sent again after asking the
// chain. Every transfer's charge equals its price before signing, and the plan's, to the sun.

jest.setTimeout(120_000);

let standIn: TronStandIn;
let multisend: string;
const key = generateTronPrivateKey();
const owner = tronAddressFromPrivateKey(key);
const feeRecipient = tronAddressFromPrivateKey(generateTronPrivateKey());
const tronWeb = new TronWeb({ fullHost: 'http://127.0.0.1:1' });
const signer: TronSigner = async (transaction) => (await tronWeb.trx.sign(transaction as never, key)) as never;
const api = () => ({ apiUrl: standIn.url, retryDelayMs: 5, intervalMs: 20, timeoutMs: 20_000 });
const START_TRX = 10_000_000_000n;
const newAddress = () => tronAddressFromPrivateKey(generateTronPrivateKey());
const ROWS: TronSendRow[] = Array.from({ length: 120 }, (_, index) => ({
  index,
  to: newAddress(),
  // 1 TRX and up, and one amount of another varint length (≥ 2^28 sun).
  amount: index === 7 ? 300_000_000n : 1_000_000n + BigInt(index) * 1_001n,
}));
ROWS[119] = { ...ROWS[119], to: ROWS[118].to };

beforeAll(async () => {
  standIn = await startTronStandIn();
  const hash = await rpcCall<string>(standIn.anvilRpcUrl, 'eth_sendTransaction', [
    { from: ANVIL_ACCOUNTS[0].address, data: multisendArtifact.bytecode, gas: '0x1000000' },
  ]);
  const receipt = await waitForReceipt<{ contractAddress: string }>(standIn.anvilRpcUrl, hash);
  multisend = tronAddressFromHex(receipt.contractAddress) as string;
  standIn.registerContract(multisend);
  await standIn.setBalance(owner, START_TRX);
  for (const row of ROWS.filter((_, index) => index % 3 === 0)) await standIn.setBalance(row.to, 1n);
}, 120_000);

afterAll(async () => {
  await standIn?.stop();
});

async function chargedFee(txId: string): Promise<bigint> {
  const response = await fetch(`${standIn.url}/wallet/gettransactioninfobyid`, {
    method: 'POST',
    body: JSON.stringify({ value: txId }),
  });
  return BigInt(((await response.json()) as { fee?: number }).fee ?? 0);
}

it('prices 120 TRX transfers below the multisend, sends them one by one with the refused one resent alone, every charge as priced', async () => {
  const setup = { ...api(), owner, feeRecipient };
  const plan = await planTrxTransfers(setup, ROWS);
  const viaMultisend = await planTronSend({ ...setup, multisend, token: 'native' }, ROWS);
  // Without staked energy one transfer each burns less (the bench's finding), so the page offers them first.
  expect(plan.networkSun).toBeLessThan(viaMultisend.networkSun);
  expect(cheaperTrxRoute(viaMultisend, plan)).toBe('transfers');
  expect(plan.serviceFeeSun).toBe(2n * tronBatchSendFeeSun());
  expect(plan.serviceFeeSun).toBe(viaMultisend.serviceFeeSun);
  expect(transfersServiceFeeSun(100)).toBe(tronBatchSendFeeSun());
  expect(transfersServiceFeeSun(101)).toBe(2n * tronBatchSendFeeSun());
  expect(plan.signatures).toBe(121);
  // Two of 600 free bytes a day: the first two existing-account transfers ride free; a new account costs 1.1 TRX.
  expect(plan.transfers.map((transfer) => transfer.createsAccount)).toEqual(
    ROWS.map((_, index) => index % 3 !== 0 && index !== 119),
  );
  expect(plan.transfers[0].cost).toMatchObject({ source: 'free', totalSun: 0n });
  expect(plan.transfers[1].cost.totalSun).toBe(1_100_000n);
  expect(plan.fee.createsAccount).toBe(true);

  const parameters = await readTronChainParameters(api());
  const sent: { txId: string; prepared: PreparedTronCall; row: number }[] = [];
  standIn.requests.length = 0;
  let refusedOnce = false;
  const transfers = [
    ...plan.transfers.map((t) => ({ to: t.row.to, amount: t.row.amount, planned: t.cost, row: t.row.index })),
    {
      to: plan.fee.to,
      amount: plan.fee.amount,
      planned: plan.fee.cost,
      row: -1,
    },
  ];
  for (const transfer of transfers) {
    if (transfer.row === 40 && !refusedOnce) {
      refusedOnce = true;
      standIn.refuseNextBroadcasts(1);
      const prepared = await prepareTrxTransfer({ owner, to: transfer.to, amount: transfer.amount }, parameters, api());
      const refused = await sendPreparedCall(prepared, { ...api(), signer });
      expect(refused).toMatchObject({ isRefused: true, outcome: { status: 'unknown' } });
      expect(await standIn.balance(transfer.to)).toBe(0n);
      // The chain is asked first: refused, not on chain, so it is sent again (alone).
      expect((await decideRetry(refused, api())).action).toBe('resend');
    }
    const prepared = await prepareTrxTransfer({ owner, to: transfer.to, amount: transfer.amount }, parameters, api());
    // Priced just before signing exactly as planned: the plan read the chain the same way.
    expect({ row: transfer.row, totalSun: prepared.cost.totalSun }).toEqual({
      row: transfer.row,
      totalSun: transfer.planned.totalSun,
    });
    const result = await sendPreparedCall(prepared, { ...api(), signer });
    expect(result.outcome).toMatchObject({ status: 'success', feeSun: prepared.cost.totalSun });
    expect(await chargedFee(result.txId)).toBe(prepared.cost.totalSun);
    sent.push({ txId: result.txId, prepared, row: transfer.row });
  }
  expect(sent).toHaveLength(121);
  const broadcasts = standIn.requests.filter((request) => request.path === '/wallet/broadcasttransaction');
  expect(broadcasts).toHaveLength(122);

  for (const [index, row] of ROWS.entries()) {
    if (index >= 118) continue;
    expect(await standIn.balance(row.to)).toBe(row.amount + (index % 3 === 0 ? 1n : 0n));
  }
  expect(await standIn.balance(ROWS[118].to)).toBe(ROWS[118].amount + ROWS[119].amount);
  expect(await standIn.balance(feeRecipient)).toBe(plan.serviceFeeSun);
  const amounts = ROWS.reduce((total, row) => total + row.amount, 0n);
  expect(await standIn.balance(owner)).toBe(START_TRX - amounts - plan.serviceFeeSun - plan.networkSun);
  expect(START_TRX - (await standIn.balance(owner))).toBe(plan.totalTrxSun);
});
