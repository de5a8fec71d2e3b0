import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import {
  buildSuiBatchSendTransaction,
  executeSuiPtb,
  planSuiBatchSend,
  readSuiCoins,
  readSuiReferenceGasPrice,
  readSuiTransactionStatus,
  SUI_COIN_TYPE_LONG,
  SUI_PROTOCOL_LIMITS,
  type SuiAddress,
  SuiGraphQLError,
  simulateSuiPtb,
  suiGasBudget,
  suiPtbBytes,
  suiTransactionDigest,
} from '.';
import { decodePtb, signerOf } from './testing/decode-ptb';
import { type SuiGraphqlStandIn, startSuiGraphqlStandIn } from './testing/graphql-stand-in';

// A whole batch send over the GraphQL calls the page makes, against the stand-in (documented shapes; gas set by the
// test, execution = signature checked and digest recorded, no Move run): coins read, gas price read, each PTB dry-run,
// its budget from the simulation by the SDK's rule, rebuilt, signed, verified, executed; a lost answer resolved by
// asking the chain for the digest before any retry.

const keypair = Ed25519Keypair.generate();
const SENDER = keypair.toSuiAddress() as SuiAddress;
const FEE_RECEIVER = `0x${'fe'.repeat(32)}` as SuiAddress;
const USDC = '0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7::usdc::USDC';
const DIGEST = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi';
const objectId = (i: number, byte: string) => `0x${i.toString(16).padStart(8, '0')}${byte.repeat(28)}`;

let standIn: SuiGraphqlStandIn;
beforeAll(async () => {
  standIn = await startSuiGraphqlStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.executed.clear();
  standIn.coins.clear();
  standIn.coins.set(`${SENDER}|0x2::coin::Coin<${SUI_COIN_TYPE_LONG}>`, [
    { objectId: objectId(1, '5a'), version: '11', digest: DIGEST, balance: 2_000_000_000n },
    { objectId: objectId(2, '5a'), version: '12', digest: DIGEST, balance: 900_000_000_000n },
  ]);
});

describe('Sui send over GraphQL', () => {
  it('sends 1,000 rows in 2 PTBs: each dry-run, budgeted from its simulation, signed, executed', async () => {
    const url = standIn.url;
    const coins = await readSuiCoins(SENDER, '0x2::sui::SUI', { url });
    expect(coins.map((coin) => coin.balance)).toEqual([900_000_000_000n, 2_000_000_000n]);
    const gasPrice = await readSuiReferenceGasPrice({ url });
    expect(gasPrice).toBe(750n);
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      to: objectId(i + 1, 'ab') as SuiAddress,
      amount: 1_000n + BigInt(i),
    }));
    const digests: string[] = [];
    for (const batch of planSuiBatchSend(rows)) {
      const base = { sender: SENDER, rows: batch, feeReceiver: FEE_RECEIVER, gasPayment: coins, gasPrice };
      const probe = await suiPtbBytes(
        buildSuiBatchSendTransaction({ ...base, gasBudget: SUI_PROTOCOL_LIMITS.maxTxGas }),
      );
      const dryRun = await simulateSuiPtb(probe, { url });
      expect(dryRun.status).toBe('SUCCESS');
      const gasBudget = suiGasBudget(dryRun.gas, gasPrice);
      const commands = batch.length + 2;
      const gas = standIn.gasOf(commands);
      expect(gasBudget).toBe(gas.computationCost + 1000n * 750n + gas.storageCost - gas.storageRebate);
      const bytes = await suiPtbBytes(buildSuiBatchSendTransaction({ ...base, gasBudget }));
      expect(decodePtb(bytes).v1.gasData.budget).toBe(String(gasBudget));
      const { signature } = await keypair.signTransaction(bytes);
      expect(await signerOf(bytes, signature)).toBe(SENDER);
      const executed = await executeSuiPtb(bytes, [signature], { url });
      expect(executed).toMatchObject({ status: 'SUCCESS', digest: suiTransactionDigest(bytes) });
      digests.push(executed.digest);
    }
    expect(digests).toHaveLength(2);
    for (const digest of digests) expect(await readSuiTransactionStatus(digest, { url })).toBe('SUCCESS');
    expect(await readSuiTransactionStatus(DIGEST, { url })).toBe('unknown');
  }, 60_000);

  it('asks the chain by digest when an answer is lost, and does not send again what landed', async () => {
    const url = standIn.url;
    const coins = await readSuiCoins(SENDER, SUI_COIN_TYPE_LONG, { url });
    const tx = buildSuiBatchSendTransaction({
      sender: SENDER,
      rows: [{ to: objectId(7, 'ab') as SuiAddress, amount: 5n }],
      feeReceiver: FEE_RECEIVER,
      gasPayment: coins,
      gasPrice: 750n,
      gasBudget: 10_000_000n,
    });
    const bytes = await suiPtbBytes(tx);
    const { signature } = await keypair.signTransaction(bytes);
    standIn.loseNextExecutions(1);
    await expect(executeSuiPtb(bytes, [signature], { url })).rejects.toMatchObject({ status: 504 });
    // One attempt only: an execution is never retried blindly.
    expect(standIn.requests.filter((request) => request.query.includes('executeTransaction'))).toHaveLength(1);
    expect(await readSuiTransactionStatus(suiTransactionDigest(bytes), { url })).toBe('SUCCESS');
    expect(standIn.executed.size).toBe(1);
  });

  it('refuses bytes signed by another key', async () => {
    const coins = await readSuiCoins(SENDER, SUI_COIN_TYPE_LONG, { url: standIn.url });
    const bytes = await suiPtbBytes(
      buildSuiBatchSendTransaction({
        sender: SENDER,
        rows: [{ to: objectId(7, 'ab') as SuiAddress, amount: 5n }],
        feeReceiver: FEE_RECEIVER,
        gasPayment: coins,
        gasPrice: 750n,
        gasBudget: 10_000_000n,
      }),
    );
    const { signature } = await Ed25519Keypair.generate().signTransaction(bytes);
    await expect(executeSuiPtb(bytes, [signature], { url: standIn.url })).rejects.toThrow(SuiGraphQLError);
    expect(standIn.executed.size).toBe(0);
  });

  it('reads every coin object over pages of 50', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      objectId: objectId(i, 'c1'),
      version: String(i + 1),
      digest: DIGEST,
      balance: BigInt(i),
    }));
    standIn.coins.set(`${SENDER}|0x2::coin::Coin<${USDC}>`, many);
    const coins = await readSuiCoins(SENDER, USDC, { url: standIn.url });
    expect(coins).toHaveLength(120);
    expect(coins[0]).toEqual({ objectId: objectId(119, 'c1'), version: '120', digest: DIGEST, balance: 119n });
    expect(standIn.requests).toHaveLength(3);
    expect(
      suiGasBudget({ computationCost: 1n, storageCost: 0n, storageRebate: 10n, nonRefundableStorageFee: 0n }, 1n),
    ).toBe(1_001n);
  });
});
