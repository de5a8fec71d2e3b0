import { Address, toNano } from '@ton/core';
import { TonClient } from '@ton/ton';
import { deployTestJetton, type TestJetton } from '@/test/ton-stand-in/jetton';
import { startTonStandIn, type TonStandIn } from '@/test/ton-stand-in/server';
import { findCollectionSources, planWalletSweep, signSweepRequest } from './collection';
import { computeJettonWalletAddress } from './jetton-wallets';
import { tonKeyPairFromPrivateKey } from './keys';
import { type TonWalletVersion, tonWalletAddress } from './wallets';

// Collection from 20 wallets (10 v4r2, 10 v5r1; some never deployed, some deployed, 8 holding a jetton, 3 of those
// with no TON at all) to one address, through TonClient and the stand-in: every wallet ends at exactly 0 TON and 0
// jetton, the collector holds every jetton, and the TON it received is the wallets' TON plus top-ups minus fees.

const KEYS = Array.from({ length: 20 }, (_, index) => {
  const pair = tonKeyPairFromPrivateKey((index + 1).toString(16).padStart(64, 'c'));
  if (!pair) throw new Error('bad test key');
  return pair;
});
const versionOf = (index: number): TonWalletVersion => (index % 2 === 0 ? 'v4r2' : 'v5r1');
const COLLECTOR = new Address(0, Buffer.alloc(32, 0xcc));

let standIn: TonStandIn;
let client: TonClient;
let jetton: TestJetton;

const tonOf = async (address: Address) => (await standIn.blockchain.getContract(address)).balance;

beforeAll(async () => {
  standIn = await startTonStandIn();
  client = new TonClient({ endpoint: standIn.jsonRpcUrl });
  jetton = await deployTestJetton(standIn);
  const funder = await standIn.blockchain.treasury('funder', { balance: toNano('10000') });
  for (const [index, pair] of KEYS.entries()) {
    const address = tonWalletAddress(versionOf(index), pair.publicKey);
    if (index % 5 !== 4) await funder.send({ to: address, value: toNano(index + 1), bounce: false });
    if (index % 5 === 4 || index % 7 === 0) await jetton.mint(address, BigInt(index + 1) * 1_000n);
    // Wallets 4, 9 and 14: jettons and not a nanoTON (the mint's excess taken away).
    if (index % 5 === 4 && index < 15) (await standIn.blockchain.getContract(address)).balance = 0n;
  }
}, 120_000);

afterAll(async () => {
  await standIn?.stop();
});

describe('planWalletSweep', () => {
  it('sends the jetton first with its TON, then everything left with mode 128, and tops up what is missing', () => {
    const jettonWallet = new Address(0, Buffer.alloc(32, 1));
    const plan = planWalletSweep(
      {
        version: 'v5r1',
        publicKey: KEYS[0].publicKey,
        tonBalance: toNano('0.02'),
        jetton: { balance: 7n, wallet: jettonWallet },
      },
      COLLECTOR,
    );
    expect(plan.topUp).toBe(toNano('0.05') + 1n + toNano('0.01') - toNano('0.02'));
    expect(plan.requests.map((request) => [request.kind, request.sendMode])).toEqual([
      ['jetton', 3],
      ['ton', 128],
    ]);
    const [transfer] = plan.requests[0].messages;
    expect(transfer.info.dest).toEqual(jettonWallet);
    expect(plan.requests[1].messages[0].info).toMatchObject({ dest: COLLECTOR, bounce: false });
    const rich = planWalletSweep({ version: 'v4r2', publicKey: KEYS[0].publicKey, tonBalance: toNano('5') }, COLLECTOR);
    expect(rich).toMatchObject({ topUp: 0n });
    expect(rich.requests.map((request) => request.kind)).toEqual(['ton']);
    expect(
      planWalletSweep({ version: 'v4r2', publicKey: KEYS[0].publicKey, tonBalance: 0n }, COLLECTOR).requests,
    ).toEqual([]);
  });
});

it('sweeps 20 v4 and v5 wallets to one address, each left with exactly 0', async () => {
  const sources = await findCollectionSources(
    KEYS.map((pair) => pair.publicKey),
    { jsonRpcUrl: standIn.jsonRpcUrl, jettonMinter: jetton.address },
  );
  expect(sources).toHaveLength(20);
  expect(sources.map((source) => source.version)).toEqual(KEYS.map((_, index) => versionOf(index)));
  const holders = sources.filter((source) => source.jetton);
  expect(holders.map((source) => source.keyIndex)).toEqual([0, 4, 7, 9, 14, 19]);
  const walletCode = (await jetton.minter.getData()).jettonWalletCode;
  for (const holder of holders) {
    expect(
      holder.jetton?.wallet.equals(computeJettonWalletAddress('reference', holder.address, jetton.address, walletCode)),
    ).toBe(true);
  }
  const jettonTotal = holders.reduce((sum, source) => sum + (source.jetton?.balance ?? 0n), 0n);
  const tonTotal = sources.reduce((sum, source) => sum + source.tonBalance, 0n);

  const funder = await standIn.blockchain.treasury('funder');
  let topUps = 0n;
  for (const source of sources) {
    const plan = planWalletSweep(source, COLLECTOR);
    if (source.tonBalance === 0n) expect(plan.topUp).toBeGreaterThan(0n);
    if (plan.topUp > 0n) {
      await funder.send({ to: source.address, value: plan.topUp, bounce: false });
      topUps += plan.topUp;
    }
    const opened = client.open(plan.wallet);
    for (const request of plan.requests) {
      const body = signSweepRequest(plan.wallet, request, await opened.getSeqno(), KEYS[source.keyIndex].secretKey);
      await opened.send(body);
    }
  }
  for (const source of sources) {
    expect(await tonOf(source.address)).toBe(0n);
    if (source.jetton) {
      const data = await standIn.blockchain.runGetMethod(source.jetton.wallet, 'get_wallet_data');
      expect(data.stackReader.readBigNumber()).toBe(0n);
    }
  }
  const collectorJetton = await standIn.blockchain.runGetMethod(
    computeJettonWalletAddress('reference', COLLECTOR, jetton.address, walletCode),
    'get_wallet_data',
  );
  expect(collectorJetton.stackReader.readBigNumber()).toBe(jettonTotal);
  const received = await tonOf(COLLECTOR);
  const fees = tonTotal + topUps - received;
  // Fees only: each wallet's external messages, the jetton transfers' hops and new jetton wallets' storage.
  expect(fees > 0n && fees < toNano('0.1') * 20n).toBe(true);
  // Measured: 0.306 TON of fees for these 20 wallets (6 with a jetton).
}, 120_000);
