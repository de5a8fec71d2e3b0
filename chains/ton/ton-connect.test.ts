import { Address, toNano } from '@ton/core';
import { TonClient } from '@ton/ton';
import { z } from 'zod';
import { startTonStandIn, type TonStandIn } from '@/test/ton-stand-in/server';
import { signTonConnectRequest } from '@/test/ton-stand-in/ton-connect-wallet';
import { tonRpc } from './api';
import { onchainJettonContent, planJettonPublish } from './jetton-admin';
import { readJettonData } from './jetton-wallets';
import { tonKeyPairFromPrivateKey } from './keys';
import { readRequestOutcome } from './outcomes';
import { planTonSend } from './packing';
import { externalBodyFromBoc, tonConnectMaxMessages, tonConnectTransaction } from './ton-connect';
import { tonWalletAddress, tonWalletContract } from './wallets';

const pair = tonKeyPairFromPrivateKey('4'.repeat(64)) as NonNullable<ReturnType<typeof tonKeyPairFromPrivateKey>>;
const walletAddress = tonWalletAddress('v5r1', pair.publicKey);
const FEE_RECEIVER = new Address(0, Buffer.alloc(32, 0xfe));

describe('TON Connect shapes', () => {
  it("reads a wallet's message limit from its SendTransaction feature", () => {
    // The object decides; the legacy bare string listed beside it is for older dApps (Tonkeeper lists both).
    expect(tonConnectMaxMessages(['SendTransaction', { name: 'SendTransaction', maxMessages: 255 }])).toBe(255);
    expect(tonConnectMaxMessages(['SendTransaction'])).toBe(4);
    expect(tonConnectMaxMessages([{ name: 'SignData' }, { name: 'SendTransaction', maxMessages: 255 }])).toBe(255);
    expect(tonConnectMaxMessages([{ name: 'SendTransaction', maxMessages: 1000 }])).toBe(255);
    expect(tonConnectMaxMessages([{ name: 'SendTransaction', maxMessages: 4 }], 4)).toBe(4);
    expect(tonConnectMaxMessages([{ name: 'SignData' }])).toBeUndefined();
    expect(tonConnectMaxMessages('nope')).toBeUndefined();
  });

  it('writes each message’s bounce into its address flag, amounts as strings, payload and StateInit as BoCs', () => {
    const plan = planTonSend({
      rows: [
        { to: new Address(0, Buffer.alloc(32, 1)).toString({ bounceable: true }), amount: 5n, comment: 'x' },
        { to: new Address(0, Buffer.alloc(32, 2)).toRawString(), amount: 6n },
      ],
      asset: { kind: 'ton' },
      sender: walletAddress.toString(),
      walletVersion: 'v5r1',
    });
    const transaction = tonConnectTransaction(plan.requests[0], { from: walletAddress, now: 1_000 });
    expect(transaction).toMatchObject({ validUntil: 1_300, network: '-239', from: walletAddress.toRawString() });
    const [first, second] = transaction.messages;
    expect(Address.parseFriendly(first.address)).toMatchObject({ isBounceable: true, isTestOnly: false });
    expect(Address.parseFriendly(second.address).isBounceable).toBe(false);
    expect([first.amount, second.amount]).toEqual(['5', '6']);
    expect(first.payload).toEqual(expect.any(String));
    expect(second.payload).toBeUndefined();
    const { request } = planJettonPublish({
      creator: walletAddress,
      content: onchainJettonContent({ name: 'A', symbol: 'A', decimals: 9 }),
      supply: 1n,
    });
    expect(tonConnectTransaction(request).messages[0].stateInit).toEqual(expect.any(String));
  });
});

describe('a TON Connect wallet (emulated) on the stand-in', () => {
  let standIn: TonStandIn;
  let client: TonClient;
  beforeAll(async () => {
    standIn = await startTonStandIn();
    client = new TonClient({ endpoint: standIn.jsonRpcUrl });
    const funder = await standIn.blockchain.treasury('funder');
    await funder.send({ to: walletAddress, value: toNano('50'), bounce: false });
  });
  afterAll(async () => {
    await standIn?.stop();
  });

  const wallet = { version: 'v5r1' as const, publicKey: pair.publicKey, secretKey: pair.secretKey, maxMessages: 4 };
  const api = () => ({ jsonRpcUrl: standIn.jsonRpcUrl });

  async function signAndSend(json: unknown) {
    const opened = client.open(tonWalletContract('v5r1', pair.publicKey));
    const state = { seqno: await opened.getSeqno(), isDeployed: await client.isContractDeployed(walletAddress) };
    const { boc } = signTonConnectRequest(wallet, json, state);
    await tonRpc('sendBocReturnHash', { boc }, z.object({ hash: z.string() }), api());
    return boc;
  }

  it('sends a planned batch request and publishes a jetton; the answered BoC finds the outcome', async () => {
    const plan = planTonSend({
      rows: [1, 2, 3].map((index) => ({
        to: new Address(0, Buffer.alloc(32, 0x30 + index)).toString({ bounceable: false }),
        amount: toNano('1'),
      })),
      asset: { kind: 'ton' },
      sender: walletAddress.toString(),
      walletVersion: 'v5r1',
      walletMaxMessages: tonConnectMaxMessages([{ name: 'SendTransaction', maxMessages: 4 }]),
      feeReceiver: FEE_RECEIVER.toString(),
    });
    expect(plan.requests).toHaveLength(1);
    const [request] = plan.requests;
    const boc = await signAndSend(tonConnectTransaction(request));
    const outcome = await readRequestOutcome(
      { wallet: walletAddress, body: externalBodyFromBoc(boc, walletAddress), request, isJetton: false },
      api(),
    );
    expect(outcome.rows).toEqual([{ status: 'delivered' }, { status: 'delivered' }, { status: 'delivered' }]);
    expect(outcome.fee).toEqual({ status: 'delivered' });

    const publish = planJettonPublish({
      creator: walletAddress,
      content: onchainJettonContent({ name: 'Connect', symbol: 'TC', decimals: 9 }),
      supply: 77n,
      feeReceiver: FEE_RECEIVER,
    });
    await signAndSend(tonConnectTransaction(publish.request));
    expect((await readJettonData(publish.minter, api())).totalSupply).toBe(77n);
  }, 60_000);

  it('is refused past validUntil and beyond the wallet’s message limit', () => {
    const plan = planTonSend({
      rows: Array.from({ length: 5 }, (_, index) => ({
        to: new Address(0, Buffer.alloc(32, 0x40 + index)).toRawString(),
        amount: 1n,
      })),
      asset: { kind: 'ton' },
      sender: walletAddress.toString(),
      walletVersion: 'v5r1',
    });
    const state = { seqno: 1, isDeployed: true };
    expect(() => signTonConnectRequest(wallet, tonConnectTransaction(plan.requests[0]), state)).toThrow(/More than 4/);
    const old = tonConnectTransaction(plan.requests[0], { now: 1_000 });
    expect(() => signTonConnectRequest({ ...wallet, maxMessages: 255 }, old, state)).toThrow(/expired/);
    expect(() => externalBodyFromBoc('AAAA', walletAddress)).toThrow(/no message/);
  });
});
