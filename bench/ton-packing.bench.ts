import { Address, internal, SendMode, toNano } from '@ton/core';
import { TonClient } from '@ton/ton';
import {
  computeJettonWalletAddress,
  MAX_MESSAGES_PER_EXTERNAL,
  planTonSend,
  requestMessages,
  type TonSendPlan,
  type TonWalletContract,
  type TonWalletVersion,
  tonKeyPairFromPrivateKey,
  tonWalletContract,
} from '@/chains/ton';
import { deployTestJetton, type TestJetton } from '@/test/ton-stand-in/jetton';
import { startTonStandIn, type TonStandIn } from '@/test/ton-stand-in/server';

// TON message packing, measured on @ton/sandbox through the toncenter stand-in and TonClient (the app's path): how
// many messages one external message (one wallet approval) carries per wallet version — the contract's limit and one
// past it — and what a batch of 600 TON rows and 300 jetton rows costs per recipient (network fees, the TON the
// jetton transfers keep, our fee of spec §9), every row's balance checked. Prints one JSON object.

const TON_ROWS = 600;
const JETTON_ROWS = 300;
const FEE_RECEIVER = new Address(0, Buffer.alloc(32, 0xfe));
const recipient = (tag: number, index: number) =>
  new Address(
    0,
    Buffer.from(`${tag.toString(16).padStart(2, '0')}${index.toString(16).padStart(6, '0')}`.repeat(8), 'hex'),
  );

let standIn: TonStandIn;
let client: TonClient;
let jetton: TestJetton;
let walletNumber = 0;

beforeAll(async () => {
  standIn = await startTonStandIn();
  client = new TonClient({ endpoint: standIn.jsonRpcUrl });
  jetton = await deployTestJetton(standIn);
}, 60_000);

afterAll(async () => {
  await standIn?.stop();
});

async function newWallet(version: TonWalletVersion) {
  walletNumber += 1;
  const pair = tonKeyPairFromPrivateKey(walletNumber.toString(16).padStart(64, 'a')) as NonNullable<
    ReturnType<typeof tonKeyPairFromPrivateKey>
  >;
  const wallet = tonWalletContract(version, pair.publicKey);
  const funder = await standIn.blockchain.treasury(`funder-${walletNumber}`, { balance: toNano('100000') });
  await funder.send({ to: wallet.address, value: toNano('10000'), bounce: false });
  return { wallet, secretKey: Buffer.from(pair.secretKey) };
}

const balanceOf = async (address: Address) => (await standIn.blockchain.getContract(address)).balance;

async function send(wallet: TonWalletContract, secretKey: Buffer, messages: ReturnType<typeof requestMessages>) {
  const opened = client.open(wallet);
  const seqno = await opened.getSeqno();
  await opened.sendTransfer({
    seqno,
    secretKey,
    messages,
    sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
  });
}

/** Messages delivered by one external carrying `count` messages of 0.01 TON to new addresses (or why it failed). */
async function deliver(version: TonWalletVersion, count: number) {
  const { wallet, secretKey } = await newWallet(version);
  const tag = 0x10 + walletNumber;
  const messages = Array.from({ length: count }, (_, index) =>
    internal({ to: recipient(tag, index), value: toNano('0.01'), bounce: false }),
  );
  try {
    await send(wallet, secretKey, messages);
  } catch (error) {
    return { delivered: 0, refused: (error as Error).message.split('\n')[0].slice(0, 120) };
  }
  let delivered = 0;
  for (let index = 0; index < count; index += 1) if ((await balanceOf(recipient(tag, index))) > 0n) delivered += 1;
  return { delivered };
}

const perRecipient = (total: bigint, rows: number) => Number(total / BigInt(rows)) / 1e9;

async function tonBatch(version: TonWalletVersion) {
  const { wallet, secretKey } = await newWallet(version);
  const tag = 0x40 + walletNumber;
  const rows = Array.from({ length: TON_ROWS }, (_, index) => ({
    to: recipient(tag, index).toString({ bounceable: false }),
    amount: toNano('0.1') + BigInt(index),
  }));
  const plan = planTonSend({
    rows,
    asset: { kind: 'ton' },
    sender: wallet.address.toString(),
    walletVersion: version,
    feeReceiver: FEE_RECEIVER.toString(),
  });
  const before = await balanceOf(wallet.address);
  for (const request of plan.requests) await send(wallet, secretKey, requestMessages(request));
  for (const [index, row] of rows.entries()) expect(await balanceOf(recipient(tag, index))).toBe(row.amount);
  const networkFee = before - (await balanceOf(wallet.address)) - plan.tonOut;
  return figures(plan, TON_ROWS, networkFee, 0n);
}

async function jettonBatch(version: TonWalletVersion) {
  const { wallet, secretKey } = await newWallet(version);
  await jetton.mint(wallet.address, 10n ** 15n);
  const { jettonWalletCode: walletCode } = await jetton.minter.getData();
  const jettonWallet = (owner: Address) => computeJettonWalletAddress('reference', owner, jetton.address, walletCode);
  const tag = 0x80 + walletNumber;
  const rows = Array.from({ length: JETTON_ROWS }, (_, index) => ({
    to: recipient(tag, index).toString({ bounceable: false }),
    amount: 1_000n + BigInt(index),
  }));
  const plan = planTonSend({
    rows,
    asset: { kind: 'jetton', senderJettonWallet: jettonWallet(wallet.address).toString() },
    sender: wallet.address.toString(),
    walletVersion: version,
    feeReceiver: FEE_RECEIVER.toString(),
  });
  const before = await balanceOf(wallet.address);
  for (const request of plan.requests) await send(wallet, secretKey, requestMessages(request));
  for (const [index, row] of rows.entries()) {
    const data = await standIn.blockchain.runGetMethod(jettonWallet(recipient(tag, index)), 'get_wallet_data');
    expect(data.stackReader.readBigNumber()).toBe(row.amount);
  }
  // What the rows cost in TON beyond our fee: network fees of every hop, storage of new jetton wallets, the forward
  // amount; the rest of the attached TON came back as excesses.
  const spent = before - (await balanceOf(wallet.address)) - plan.serviceFee;
  const attached = plan.tonOut - plan.serviceFee;
  return {
    ...figures(plan, JETTON_ROWS, spent, attached),
    tonAttachedPerRow: perRecipient(attached, JETTON_ROWS),
    excessReturnedPerRow: perRecipient(attached - spent, JETTON_ROWS),
  };
}

function figures(plan: TonSendPlan, rows: number, cost: bigint, attached: bigint) {
  return {
    rows,
    walletApprovals: plan.requests.length,
    messagesPerApproval: plan.messagesPerRequest,
    serviceFeeTon: Number(plan.serviceFee) / 1e9,
    [attached > 0n ? 'tonCostPerRowExcludingServiceFee' : 'networkFeePerRowTon']: perRecipient(cost, rows),
    serviceFeePerRowTon: perRecipient(plan.serviceFee, rows),
  };
}

it('measures messages per external and fees per recipient for TON and jetton batches', async () => {
  const limits = {
    v4r2: { atLimit: await deliver('v4r2', MAX_MESSAGES_PER_EXTERNAL.v4r2), pastLimit: await deliver('v4r2', 5) },
    v5r1: { atLimit: await deliver('v5r1', MAX_MESSAGES_PER_EXTERNAL.v5r1), pastLimit: await deliver('v5r1', 256) },
  };
  expect(limits.v4r2.atLimit.delivered).toBe(4);
  expect(limits.v5r1.atLimit.delivered).toBe(255);
  expect(limits.v4r2.pastLimit.delivered).toBe(0);
  expect(limits.v5r1.pastLimit.delivered).toBe(0);
  const batches = {
    v5r1: { ton: await tonBatch('v5r1'), jetton: await jettonBatch('v5r1') },
    v4r2: { ton: await tonBatch('v4r2'), jetton: await jettonBatch('v4r2') },
  };
  console.log(
    JSON.stringify({
      benchmark: 'ton message packing',
      chain: '@ton/sandbox behind the toncenter stand-in, sent with TonClient (local)',
      messagesPerExternal: limits,
      batches,
    }),
  );
}, 600_000);
