import { Address, beginCell, type Cell, SendMode, toNano } from '@ton/core';
import { TonClient, type WalletContractV5R1 } from '@ton/ton';
import { deployTestJetton, type TestJetton } from '@/test/ton-stand-in/jetton';
import { startTonStandIn, type TonStandIn } from '@/test/ton-stand-in/server';
import { computeJettonWalletAddress } from './jetton-wallets';
import { tonKeyPairFromPrivateKey } from './keys';
import { readRequestOutcome } from './outcomes';
import { type PlannedTonRequest, planTonSend, requestMessages, type TonSendRow } from './packing';
import { tonWalletContract } from './wallets';

// Per-row outcomes read back from the chain through toncenter v2 (getTransactions, tryLocateResultTx) on the stand-in:
// a bounceable TON row to an undeployed account bounces, a jetton row with too little TON fails in the sender's jetton
// wallet; the others are delivered, and only the failed rows are planned again.

const pair = tonKeyPairFromPrivateKey('5'.repeat(64)) as NonNullable<ReturnType<typeof tonKeyPairFromPrivateKey>>;
const secretKey = Buffer.from(pair.secretKey);
const FEE_RECEIVER = new Address(0, Buffer.alloc(32, 0xfe));
const account = (index: number) => new Address(0, Buffer.alloc(32, index));

let standIn: TonStandIn;
let client: TonClient;
let wallet: WalletContractV5R1;
let jetton: TestJetton;
let walletCode: Cell;

beforeAll(async () => {
  standIn = await startTonStandIn();
  client = new TonClient({ endpoint: standIn.jsonRpcUrl });
  wallet = tonWalletContract('v5r1', pair.publicKey) as WalletContractV5R1;
  const funder = await standIn.blockchain.treasury('funder');
  await funder.send({ to: wallet.address, value: toNano('100'), bounce: false });
  jetton = await deployTestJetton(standIn);
  await jetton.mint(wallet.address, 1_000_000n);
  walletCode = (await jetton.minter.getData()).jettonWalletCode;
}, 60_000);

afterAll(async () => {
  await standIn?.stop();
});

async function send(request: PlannedTonRequest) {
  const opened = client.open(wallet);
  const body = wallet.createTransfer({
    seqno: await opened.getSeqno(),
    secretKey,
    messages: requestMessages(request),
    sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
  });
  await opened.send(body);
  return body;
}

const read = (request: PlannedTonRequest, body: Cell, isJetton: boolean) =>
  readRequestOutcome({ wallet: wallet.address, body, request, isJetton }, { jsonRpcUrl: standIn.jsonRpcUrl });

describe('readRequestOutcome on the stand-in', () => {
  it('finds a bounced TON row among delivered ones, and plans the failed row alone', async () => {
    const rows: TonSendRow[] = [1, 2, 3, 4].map((index) => ({
      to: account(index).toString({ bounceable: index === 3 }),
      amount: toNano('0.5'),
    }));
    const plan = planTonSend({
      rows,
      asset: { kind: 'ton' },
      sender: wallet.address.toString(),
      walletVersion: 'v5r1',
      feeReceiver: FEE_RECEIVER.toString(),
    });
    const [request] = plan.requests;
    const body = await send(request);
    const outcome = await read(request, body, false);
    expect(outcome.isAccepted).toBe(true);
    expect(outcome.rows.map((row) => row.status)).toEqual(['delivered', 'delivered', 'bounced', 'delivered']);
    expect(outcome.fee).toEqual({ status: 'delivered' });
    expect((await standIn.blockchain.getContract(account(3))).balance).toBe(0n);
    expect((await standIn.blockchain.getContract(account(4))).balance).toBe(toNano('0.5'));
    // The retry carries the failed row only, with no second fee (its fee landed with the first request).
    const failed = outcome.rows.flatMap((row, index) =>
      row.status === 'bounced' ? [rows[request.rowIndexes[index]]] : [],
    );
    const retry = planTonSend({
      rows: failed,
      asset: { kind: 'ton' },
      sender: wallet.address.toString(),
      walletVersion: 'v5r1',
    });
    expect(retry.requests.map((item) => item.messages.length)).toEqual([1]);
    expect(retry.serviceFee).toBe(0n);
  }, 60_000);

  it('finds a jetton row its jetton wallet refused (too little TON), the others delivered', async () => {
    const senderJettonWallet = computeJettonWalletAddress('reference', wallet.address, jetton.address, walletCode);
    const rows: TonSendRow[] = [11, 12, 13].map((index) => ({
      to: account(index).toString({ bounceable: false }),
      amount: 100n,
    }));
    const plan = planTonSend({
      rows,
      asset: { kind: 'jetton', senderJettonWallet: senderJettonWallet.toString() },
      sender: wallet.address.toString(),
      walletVersion: 'v5r1',
    });
    const [request] = plan.requests;
    // Forced failure: the second transfer leaves with 0.03 TON, below what the jetton wallet requires.
    request.messages[1] = { ...request.messages[1], value: toNano('0.03') };
    const body = await send(request);
    const outcome = await read(request, body, true);
    expect(outcome.rows.map((row) => row.status)).toEqual(['delivered', 'failed', 'delivered']);
    expect(outcome.rows[1]).toMatchObject({
      reason: expect.stringMatching(/sender's jetton wallet refused: exit code/),
    });
    const balanceOf = async (owner: Address) => {
      const contract = await standIn.blockchain.getContract(
        computeJettonWalletAddress('reference', owner, jetton.address, walletCode),
      );
      return contract.accountState?.type === 'active'
        ? (await contract.get('get_wallet_data')).stackReader.readBigNumber()
        : 0n;
    };
    expect(await balanceOf(account(11))).toBe(100n);
    expect(await balanceOf(account(12))).toBe(0n);
    expect(await balanceOf(wallet.address)).toBe(1_000_000n - 200n);
  }, 60_000);

  it('says pending for a request the chain has not seen', async () => {
    const plan = planTonSend({
      rows: [{ to: account(20).toString({ bounceable: false }), amount: 1n }],
      asset: { kind: 'ton' },
      sender: wallet.address.toString(),
      walletVersion: 'v5r1',
    });
    const never = beginCell().storeUint(42, 32).endCell();
    const outcome = await read(plan.requests[0], never, false);
    expect(outcome).toEqual({ isAccepted: false, rows: [{ status: 'pending' }] });
  }, 30_000);
});
