import { Address } from '@ton/core';
import { JETTON_TRANSFER_OP } from './jetton';
import { messagesPerRequest, planTonSend, TonSendPlanError, type TonSendRow } from './packing';

const TON = 1_000_000_000n;
const addressOf = (index: number, bounceable = false) =>
  new Address(0, Buffer.alloc(32, index + 1)).toString({ bounceable });
const SENDER = addressOf(250);
const FEE = addressOf(251, true);
const JETTON_WALLET = addressOf(252, true);
const rows = (count: number): TonSendRow[] =>
  Array.from({ length: count }, (_, index) => ({ to: addressOf(index), amount: BigInt(index + 1) * 1_000_000n }));

describe('planTonSend', () => {
  it('packs 600 TON rows into v5r1 requests of 255 messages, the fee riding in the first', () => {
    const plan = planTonSend({
      rows: rows(600),
      asset: { kind: 'ton' },
      sender: SENDER,
      walletVersion: 'v5r1',
      feeReceiver: FEE,
    });
    expect(plan.messagesPerRequest).toBe(255);
    expect(plan.requests.map((request) => request.rowIndexes.length)).toEqual([254, 255, 91]);
    expect(plan.requests.map((request) => request.messages.length)).toEqual([255, 255, 91]);
    expect(plan.requests.map((request) => request.serviceFee)).toEqual([TON / 2n, 0n, 0n]);
    const fee = plan.requests[0].messages[254];
    expect(fee).toMatchObject({ kind: 'fee', value: TON / 2n, bounce: false });
    expect(fee.to.equals(Address.parse(FEE))).toBe(true);
    const sent = rows(600).reduce((sum, row) => sum + row.amount, 0n);
    expect(plan.tonOut).toBe(sent + TON / 2n);
    expect(plan.serviceFee).toBe(TON / 2n);
    // Every row once, in order.
    expect(plan.requests.flatMap((request) => request.rowIndexes)).toEqual([...Array(600).keys()]);
  });

  it('keeps a slot for the fee on a v4 wallet until the batch has paid its cap', () => {
    const plan = planTonSend({
      rows: rows(40),
      asset: { kind: 'ton' },
      sender: SENDER,
      walletVersion: 'v4r2',
      feeReceiver: FEE,
    });
    // 25 rows reach the 0.5 cap: 8 requests of 3 rows + fee, a 9th with 1 paying row (0.02) + 2 more rows, then 4s.
    const sizes = plan.requests.map((request) => request.rowIndexes.length);
    expect(sizes).toEqual([3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 1]);
    expect(plan.requests.every((request) => request.messages.length <= 4)).toBe(true);
    expect(plan.serviceFee).toBe(TON / 2n);
    expect(plan.requests.slice(9).every((request) => request.serviceFee === 0n)).toBe(true);
  });

  it('takes the connected wallet’s lower maxMessages, and sends no fee message without a receiver', () => {
    expect(messagesPerRequest('v5r1', 4)).toBe(4);
    expect(messagesPerRequest('v4r2', 255)).toBe(4);
    expect(() => messagesPerRequest('v5r1', 0)).toThrow(TonSendPlanError);
    const plan = planTonSend({
      rows: rows(9),
      asset: { kind: 'ton' },
      sender: SENDER,
      walletVersion: 'v5r1',
      walletMaxMessages: 4,
    });
    expect(plan.requests.map((request) => request.messages.length)).toEqual([4, 4, 1]);
    expect(plan.serviceFee).toBe(0n);
  });

  it('follows the pasted bounce flag and attaches a comment', () => {
    const plan = planTonSend({
      rows: [
        { to: addressOf(1, true), amount: 5n, comment: 'hi' },
        { to: addressOf(2, false), amount: 6n },
        { to: new Address(0, Buffer.alloc(32, 9)).toRawString(), amount: 7n },
      ],
      asset: { kind: 'ton' },
      sender: SENDER,
      walletVersion: 'v5r1',
    });
    const [bounceable, nonBounceable, raw] = plan.requests[0].messages;
    expect([bounceable.bounce, nonBounceable.bounce, raw.bounce]).toEqual([true, false, false]);
    const body = bounceable.body?.beginParse();
    expect(body?.loadUint(32)).toBe(0);
    expect(body?.loadStringTail()).toBe('hi');
    expect(nonBounceable.body).toBeNull();
  });

  it('builds jetton transfers to the sender’s jetton wallet with the TON they need and the row as query id', () => {
    const plan = planTonSend({
      rows: [{ to: addressOf(3), amount: 123n, comment: 'gm' }],
      asset: { kind: 'jetton', senderJettonWallet: JETTON_WALLET, forwardTonAmount: 10_000_000n },
      sender: SENDER,
      walletVersion: 'v5r1',
      firstRowNumber: 40,
      feeReceiver: FEE,
    });
    const [transfer, fee] = plan.requests[0].messages;
    expect(transfer.to.equals(Address.parse(JETTON_WALLET))).toBe(true);
    expect(transfer.value).toBe(60_000_000n);
    expect(transfer.bounce).toBe(true);
    const body = transfer.body?.beginParse();
    expect(body?.loadUint(32)).toBe(JETTON_TRANSFER_OP);
    expect(body?.loadUintBig(64)).toBe(40n);
    expect(body?.loadCoins()).toBe(123n);
    expect(body?.loadAddress().equals(Address.parse(addressOf(3)))).toBe(true);
    expect(body?.loadAddress().equals(Address.parse(SENDER))).toBe(true);
    expect(body?.loadBit()).toBe(false);
    expect(body?.loadCoins()).toBe(10_000_000n);
    expect(body?.loadBit()).toBe(true);
    const comment = body?.loadRef().beginParse();
    expect(comment?.loadUint(32)).toBe(0);
    expect(comment?.loadStringTail()).toBe('gm');
    expect(fee.value).toBe(TON / 50n);
    expect(plan.jettonOut).toBe(123n);
    expect(plan.tonOut).toBe(60_000_000n + TON / 50n);
  });

  it('refuses a jetton transfer below the jetton wallet’s minimum plus the forward amount', () => {
    const plan = (attachedTon: bigint, minimumTransferTon?: bigint) =>
      planTonSend({
        rows: rows(1),
        asset: {
          kind: 'jetton',
          senderJettonWallet: JETTON_WALLET,
          forwardTonAmount: 5n,
          attachedTon,
          minimumTransferTon,
        },
        sender: SENDER,
        walletVersion: 'v5r1',
      });
    expect(() => plan(42_000_004n)).toThrow(/needs at least 42000005/);
    expect(plan(42_000_005n).tonOut).toBe(42_000_005n);
    // A jetton with a lower minimum of its own.
    expect(plan(37_000_005n, 37_000_000n).tonOut).toBe(37_000_005n);
    expect(() => plan(37_000_004n, 37_000_000n)).toThrow(TonSendPlanError);
  });

  it('names the row of a bad recipient or amount', () => {
    const bad = [...rows(2), { to: 'EQ-nope', amount: 1n }];
    expect(() => planTonSend({ rows: bad, asset: { kind: 'ton' }, sender: SENDER, walletVersion: 'v5r1' })).toThrow(
      /^Row 3: The recipient/,
    );
    expect(() =>
      planTonSend({
        rows: [{ to: addressOf(1), amount: 0n }],
        asset: { kind: 'ton' },
        sender: SENDER,
        walletVersion: 'v5r1',
      }),
    ).toThrow(/Row 1: the amount/);
  });
});
