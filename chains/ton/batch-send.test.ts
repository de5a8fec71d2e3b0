import { Address, type Cell, SendMode, toNano } from '@ton/core';
import { TonClient, type WalletContractV5R1 } from '@ton/ton';
import { deployTestJetton, type TestJetton } from '@/test/ton-stand-in/jetton';
import { startTonStandIn, type TonStandIn } from '@/test/ton-stand-in/server';
import { batchSendFeeNano } from './fees';
import { computeJettonWalletAddress } from './jetton-wallets';
import { tonKeyPairFromPrivateKey } from './keys';
import { readRequestOutcome, type TonRowStatus } from './outcomes';
import { type PlannedTonRequest, planTonSend, requestMessages, type TonSendRow } from './packing';
import { tonWalletContract } from './wallets';

// Issue 16's batch: 600 TON rows and 300 jetton rows from one v5r1 wallet, planned, sent through TonClient, each
// request's rows read back from the chain; one jetton row is forced to fail (too little TON attached), is found, and
// is retried alone with no second fee. Every balance is checked on the sandbox.

const pair = tonKeyPairFromPrivateKey('9'.repeat(64)) as NonNullable<ReturnType<typeof tonKeyPairFromPrivateKey>>;
const FEE_RECEIVER = new Address(0, Buffer.alloc(32, 0xfe));
const recipient = (tag: number, index: number) =>
  new Address(
    0,
    Buffer.from(`${tag.toString(16).padStart(2, '0')}${index.toString(16).padStart(6, '0')}`.repeat(8), 'hex'),
  );
const FORCED = 137;

let standIn: TonStandIn;
let client: TonClient;
let wallet: WalletContractV5R1;
let jetton: TestJetton;

beforeAll(async () => {
  standIn = await startTonStandIn();
  client = new TonClient({ endpoint: standIn.jsonRpcUrl });
  wallet = tonWalletContract('v5r1', pair.publicKey) as WalletContractV5R1;
  const funder = await standIn.blockchain.treasury('funder', { balance: toNano('10000') });
  await funder.send({ to: wallet.address, value: toNano('1000'), bounce: false });
  jetton = await deployTestJetton(standIn);
  await jetton.mint(wallet.address, 10n ** 12n);
}, 60_000);

afterAll(async () => {
  await standIn?.stop();
});

async function send(request: PlannedTonRequest): Promise<Cell> {
  const opened = client.open(wallet);
  const body = wallet.createTransfer({
    seqno: await opened.getSeqno(),
    secretKey: Buffer.from(pair.secretKey),
    messages: requestMessages(request),
    sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
  });
  await opened.send(body);
  return body;
}

async function run(requests: PlannedTonRequest[], isJetton: boolean): Promise<TonRowStatus[]> {
  const statuses: TonRowStatus[] = [];
  for (const request of requests) {
    const body = await send(request);
    const outcome = await readRequestOutcome(
      { wallet: wallet.address, body, request, isJetton },
      { jsonRpcUrl: standIn.jsonRpcUrl },
    );
    expect(outcome.isAccepted).toBe(true);
    if (request.serviceFee > 0n) expect(outcome.fee).toEqual({ status: 'delivered' });
    statuses.push(...outcome.rows);
  }
  return statuses;
}

it('sends 600 TON rows and 300 jetton rows, finds the one failed row and retries it alone', async () => {
  const tonRows: TonSendRow[] = Array.from({ length: 600 }, (_, index) => ({
    to: recipient(1, index).toString({ bounceable: false }),
    amount: toNano('0.01') + BigInt(index),
    comment: index % 100 === 0 ? `row ${index + 1}` : undefined,
  }));
  const base = {
    sender: wallet.address.toString(),
    walletVersion: 'v5r1' as const,
    feeReceiver: FEE_RECEIVER.toString(),
  };
  const tonPlan = planTonSend({ ...base, rows: tonRows, asset: { kind: 'ton' } });
  expect(tonPlan.requests).toHaveLength(3);
  const tonStatuses = await run(tonPlan.requests, false);
  expect(tonStatuses.filter((status) => status.status !== 'delivered')).toEqual([]);
  for (const [index, row] of tonRows.entries()) {
    expect((await standIn.blockchain.getContract(recipient(1, index))).balance).toBe(row.amount);
  }

  const walletCode = (await jetton.minter.getData()).jettonWalletCode;
  const jettonWallet = (owner: Address) => computeJettonWalletAddress('reference', owner, jetton.address, walletCode);
  const jettonRows: TonSendRow[] = Array.from({ length: 300 }, (_, index) => ({
    to: recipient(2, index).toString({ bounceable: false }),
    amount: 1_000n + BigInt(index),
  }));
  const asset = { kind: 'jetton' as const, senderJettonWallet: jettonWallet(wallet.address).toString() };
  const jettonPlan = planTonSend({ ...base, rows: jettonRows, asset });
  expect(jettonPlan.requests).toHaveLength(2);
  // The forced failure: row 138 leaves with 0.03 TON, below what the jetton wallet requires.
  const forcedRequest = jettonPlan.requests.find((request) => request.rowIndexes.includes(FORCED)) as PlannedTonRequest;
  const position = forcedRequest.rowIndexes.indexOf(FORCED);
  forcedRequest.messages[position] = { ...forcedRequest.messages[position], value: toNano('0.03') };
  const jettonStatuses = await run(jettonPlan.requests, true);
  const failed = jettonStatuses.flatMap((status, index) => (status.status === 'delivered' ? [] : [index]));
  expect(failed).toEqual([FORCED]);
  expect(jettonStatuses[FORCED]).toMatchObject({ status: 'failed' });

  const jettonOf = async (owner: Address) => {
    const contract = await standIn.blockchain.getContract(jettonWallet(owner));
    if (contract.accountState?.type !== 'active') return 0n;
    return (await contract.get('get_wallet_data')).stackReader.readBigNumber();
  };
  expect(await jettonOf(recipient(2, FORCED))).toBe(0n);

  // The retry: the failed row alone, its row number kept, no fee (the batch paid its cap).
  const retry = planTonSend({
    ...base,
    feeReceiver: undefined,
    rows: [jettonRows[FORCED]],
    asset,
    firstRowNumber: FORCED,
  });
  expect(retry.serviceFee).toBe(0n);
  expect(await run(retry.requests, true)).toEqual([{ status: 'delivered' }]);
  for (const [index, row] of jettonRows.entries()) expect(await jettonOf(recipient(2, index))).toBe(row.amount);
  const sent = jettonRows.reduce((sum, row) => sum + row.amount, 0n);
  expect(await jettonOf(wallet.address)).toBe(10n ** 12n - sent);
  // Our fee: the cap for each batch, nothing for the retry.
  const feeReceived = (await standIn.blockchain.getContract(FEE_RECEIVER)).balance;
  expect(feeReceived <= 2n * batchSendFeeNano(600) && feeReceived > 2n * batchSendFeeNano(600) - 1_000n).toBe(true);
}, 300_000);
