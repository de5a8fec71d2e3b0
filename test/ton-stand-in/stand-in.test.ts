import { Address, beginCell, internal, SendMode, toNano } from '@ton/core';
import { TonClient, type WalletContractV5R1 } from '@ton/ton';
import { JETTON_TRANSFER_NOTIFICATION_OP, jettonTransferBody, minimumJettonTransferTon } from '@/chains/ton/jetton';
import { tonKeyPairFromMnemonic } from '@/chains/ton/keys';
import { planTonSend, requestMessages } from '@/chains/ton/packing';
import { tonWalletContract } from '@/chains/ton/wallets';
import { deployTestJetton, type TestJetton } from './jetton';
import { startTonStandIn, type TonStandIn } from './server';

// TonClient, unchanged, against the stand-in: a v5r1 wallet sends TON to 254 addresses plus our fee in one external
// message, and jetton transfers to 100 owners in another; every balance is read back over HTTP.

const MNEMONIC =
  'quality truck inmate balcony orchard opera tired found author gravity ritual real sunset cruel wolf trick loop bulb cruise abuse surprise glow hamster nut';
const keys = tonKeyPairFromMnemonic(MNEMONIC);
const secretKey = Buffer.from(keys.secretKey);
const recipient = (index: number) =>
  new Address(
    0,
    Buffer.alloc(32, 0)
      .fill(index % 256, 0, 1)
      .fill(index >> 8, 1, 2)
      .fill(7, 2),
  );
const FEE_RECEIVER = new Address(0, Buffer.alloc(32, 0xfe));

let standIn: TonStandIn;
let client: TonClient;
let wallet: WalletContractV5R1;
let jetton: TestJetton;

const rpcCalls = (name: string) => standIn.requests.filter((request) => request.rpcMethod === name).length;

beforeAll(async () => {
  standIn = await startTonStandIn();
  client = new TonClient({ endpoint: standIn.jsonRpcUrl });
  wallet = tonWalletContract('v5r1', keys.publicKey) as WalletContractV5R1;
  const funder = await standIn.blockchain.treasury('funder');
  await funder.send({ to: wallet.address, value: toNano('1000'), bounce: false });
  jetton = await deployTestJetton(standIn);
  await jetton.mint(wallet.address, 1_000_000_000n);
}, 60_000);

afterAll(async () => {
  await standIn?.stop();
});

async function jettonWalletOf(owner: Address): Promise<Address> {
  const { stack } = await client.runMethod(jetton.address, 'get_wallet_address', [
    { type: 'slice', cell: beginCell().storeAddress(owner).endCell() },
  ]);
  return stack.readAddress();
}

async function jettonBalanceOf(owner: Address): Promise<bigint> {
  const address = await jettonWalletOf(owner);
  if (!(await client.isContractDeployed(address))) return 0n;
  return (await client.runMethod(address, 'get_wallet_data')).stack.readBigNumber();
}

describe('the TON stand-in behind TonClient', () => {
  it('sends TON to 254 addresses and the fee in one external message of a new v5r1 wallet', async () => {
    const opened = client.open(wallet);
    const initial = (await standIn.blockchain.getContract(wallet.address)).balance;
    expect(initial).toBeGreaterThan(toNano('1000'));
    expect(await opened.getBalance()).toBe(initial);
    expect(await client.isContractDeployed(wallet.address)).toBe(false);
    const seqno = await opened.getSeqno();
    expect(seqno).toBe(0);
    const rows = Array.from({ length: 254 }, (_, index) => ({
      to: recipient(index).toString({ bounceable: false }),
      amount: 1_000_000n + BigInt(index),
    }));
    const plan = planTonSend({
      rows,
      asset: { kind: 'ton' },
      sender: wallet.address.toString(),
      walletVersion: 'v5r1',
      feeReceiver: FEE_RECEIVER.toString(),
    });
    expect(plan.requests).toHaveLength(1);
    expect(plan.requests[0].messages).toHaveLength(255);
    const sentBefore = standIn.transactions().length;
    await opened.sendTransfer({
      seqno,
      secretKey,
      messages: requestMessages(plan.requests[0]),
      sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
    });
    // One wallet transaction, then one per message.
    expect(standIn.transactions().length - sentBefore).toBe(256);
    for (const [index, row] of rows.entries()) {
      expect(await client.getBalance(recipient(index))).toBe(row.amount);
    }
    expect(await client.getBalance(FEE_RECEIVER)).toBe(plan.serviceFee);
    expect(await opened.getSeqno()).toBe(1);
    const left = await opened.getBalance();
    const networkFee = initial - plan.tonOut - left;
    expect(networkFee > 0n && networkFee < toNano('0.5')).toBe(true);
    // The wallet's transaction, read back through getTransactions, carries the 255 messages.
    const [last] = await client.getTransactions(wallet.address, { limit: 1 });
    expect(last.outMessagesCount).toBe(255);
    const information = await standIn.blockchain.getContract(wallet.address);
    expect(information.accountState?.type).toBe('active');
  }, 60_000);

  it('refuses an external message with a used seqno, as a node does', async () => {
    const opened = client.open(wallet);
    const transfer = opened.sendTransfer({
      seqno: 0,
      secretKey,
      messages: [internal({ to: FEE_RECEIVER, value: 1n })],
      sendMode: SendMode.PAY_GAS_SEPARATELY,
    });
    await expect(transfer).rejects.toThrow(/500/);
    expect(await opened.getSeqno()).toBe(1);
  }, 30_000);

  it('answers getWalletInformation, getAddressInformation, v3 accountStates and a 429', async () => {
    const post = (method: string, params: object) =>
      fetch(standIn.jsonRpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 1, jsonrpc: '2.0', method, params }),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    const walletInfo = await post('getWalletInformation', { address: wallet.address.toString() });
    expect(walletInfo.body.result).toMatchObject({
      wallet: true,
      wallet_type: 'wallet v5 r1',
      seqno: 1,
      account_state: 'active',
    });
    const plain = await post('getWalletInformation', { address: recipient(3).toString() });
    expect(plain.body.result).toMatchObject({ wallet: false, account_state: 'uninitialized', balance: '1000003' });
    const bad = await post('getAddressBalance', { address: 'EQ-nope' });
    expect(bad).toMatchObject({ status: 422, body: { ok: false } });
    const balance = await post('getAddressBalance', { address: recipient(5).toRawString() });
    expect(balance.body.result).toBe('1000005');

    const never = new Address(0, Buffer.alloc(32, 0x99));
    const query = [recipient(1), wallet.address, never].map(
      (address) => `address=${encodeURIComponent(address.toString())}`,
    );
    const states = await fetch(`${standIn.url}/v3/accountStates?${query.join('&')}&include_boc=false`).then(
      (response) => response.json(),
    );
    expect(states.accounts).toHaveLength(2);
    expect(states.accounts[0]).toMatchObject({
      address: recipient(1).toRawString().toUpperCase(),
      balance: '1000001',
      status: 'uninit',
    });
    expect(states.accounts[1]).toMatchObject({ status: 'active' });
    expect(states.accounts[1].data_boc).toBeUndefined();

    standIn.rateLimitNext(1);
    expect((await post('getAddressBalance', { address: recipient(5).toString() })).status).toBe(429);
  }, 30_000);

  it('transfers a jetton to 100 owners in one external message; balances read through get methods', async () => {
    const opened = client.open(wallet);
    const senderJettonWallet = await jettonWalletOf(wallet.address);
    expect(await jettonBalanceOf(wallet.address)).toBe(1_000_000_000n);
    const rows = Array.from({ length: 100 }, (_, index) => ({
      to: recipient(1000 + index).toString({ bounceable: false }),
      amount: 1_000n + BigInt(index),
      comment: index % 10 === 0 ? `row ${index}` : undefined,
    }));
    const plan = planTonSend({
      rows,
      asset: { kind: 'jetton', senderJettonWallet: senderJettonWallet.toString() },
      sender: wallet.address.toString(),
      walletVersion: 'v5r1',
      feeReceiver: FEE_RECEIVER.toString(),
    });
    expect(plan.requests).toHaveLength(1);
    const tonBefore = await opened.getBalance();
    const sentBefore = standIn.transactions().length;
    await opened.sendTransfer({
      seqno: await opened.getSeqno(),
      secretKey,
      messages: requestMessages(plan.requests[0]),
      sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
    });
    const transactions = standIn.transactions().slice(sentBefore);
    // wallet + fee receiver + 100 × (sender jetton wallet, recipient jetton wallet, notification to the owner,
    // excesses back to the wallet).
    expect(transactions.length).toBe(2 + 100 * 4);
    // Nothing failed: each compute phase succeeded, or was skipped where the 1-nanoTON transfer notification reached
    // an owner whose wallet is not deployed (no code, or too little value to buy gas), as did our fee (op 0, a
    // comment) at its undeployed receiver; nothing bounced.
    const outcomes = transactions.map((transaction) => {
      const description = transaction.description;
      if (description.type !== 'generic') return description.type;
      const compute = description.computePhase;
      if (compute.type === 'skipped') return `skipped:${compute.reason}`;
      return compute.success ? 'ok' : `failed:${compute.exitCode}`;
    });
    const skipped = transactions.filter((_, index) => outcomes[index].startsWith('skipped'));
    expect(outcomes.filter((outcome) => outcome !== 'ok' && !outcome.startsWith('skipped'))).toEqual([]);
    expect(skipped.map((transaction) => transaction.inMessage?.body.beginParse().loadUint(32))).toEqual([
      0,
      ...Array(100).fill(JETTON_TRANSFER_NOTIFICATION_OP),
    ]);
    const bounced = transactions.filter(
      (transaction) => transaction.inMessage?.info.type === 'internal' && transaction.inMessage.info.bounced,
    );
    expect(bounced).toHaveLength(0);
    for (const [index, row] of rows.entries()) {
      expect(await jettonBalanceOf(recipient(1000 + index))).toBe(row.amount);
    }
    const sent = rows.reduce((sum, row) => sum + row.amount, 0n);
    expect(await jettonBalanceOf(wallet.address)).toBe(1_000_000_000n - sent);
    // Attached TON beyond what the transfers used came back as excesses.
    const spent = tonBefore - (await opened.getBalance());
    expect(spent < plan.tonOut).toBe(true);
    expect(spent > plan.serviceFee).toBe(true);
    expect(rpcCalls('runGetMethod')).toBeGreaterThan(0);
  }, 120_000);

  it('fails a jetton transfer at 0.037 TON plus the forward amount (the issue’s figure) and lands one at our floor', async () => {
    const opened = client.open(wallet);
    const senderJettonWallet = await jettonWalletOf(wallet.address);
    const before = await jettonBalanceOf(wallet.address);
    const transfer = async (to: Address, value: bigint) => {
      const body = jettonTransferBody({
        queryId: 1n,
        amount: 5n,
        destination: to,
        responseDestination: wallet.address,
        forwardTonAmount: 1n,
      });
      await opened.sendTransfer({
        seqno: await opened.getSeqno(),
        secretKey,
        messages: [internal({ to: senderJettonWallet, value, bounce: true, body })],
        sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
      });
    };
    await transfer(recipient(2000), 37_000_000n + 1n);
    expect(await jettonBalanceOf(recipient(2000))).toBe(0n);
    expect(await jettonBalanceOf(wallet.address)).toBe(before);
    await transfer(recipient(2001), minimumJettonTransferTon(1n));
    expect(await jettonBalanceOf(recipient(2001))).toBe(5n);
    expect(await jettonBalanceOf(wallet.address)).toBe(before - 5n);
  }, 60_000);
});
