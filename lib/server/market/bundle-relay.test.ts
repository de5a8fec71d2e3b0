import { type Hex, serializeTransaction } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { LocalServer } from '@/lib/http/test-server';
import { type BundleInput, checkBundleTransactions, MAX_BUNDLE_TXS, sendBundle } from './bundle-relay';
import type { BundleRelayConfig } from './config';
import { JsonRpcError } from './json-rpc';
import {
  type BuilderMode,
  type BuilderStub,
  bundleHashOf,
  startBlockNumberStub,
  startBuilderStub,
} from './testing/stubs';

const sender = privateKeyToAccount(generatePrivateKey());
const signingKey = generatePrivateKey();

const transfer = (nonce: number, chainId = 1) =>
  ({
    chainId,
    type: 'eip1559',
    to: sender.address,
    value: 1n,
    nonce,
    gas: 21_000n,
    maxFeePerGas: 30_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  }) as const;

const signedTx = (nonce: number, chainId = 1) => sender.signTransaction(transfer(nonce, chainId));

async function refusal(promise: Promise<unknown>): Promise<JsonRpcError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof JsonRpcError)) throw new Error(`expected a JsonRpcError, got ${String(error)}`);
  return error;
}

describe('checkBundleTransactions', () => {
  it('recovers the sender of every signed transaction, legacy ones included', async () => {
    const legacy = await sender.signTransaction({
      type: 'legacy',
      to: sender.address,
      nonce: 2,
      gas: 21_000n,
      gasPrice: 1n,
    });
    const checked = await checkBundleTransactions([await signedTx(0), await signedTx(1), legacy]);
    expect(checked.map((tx) => [tx.from, tx.chainId])).toEqual([
      [sender.address, 1],
      [sender.address, 1],
      [sender.address, undefined],
    ]);
  });

  it('names the index of the first transaction that is not a signed raw transaction', async () => {
    const good = await signedTx(0);
    const unsigned = serializeTransaction(transfer(1));
    const cases: [string[], RegExp][] = [
      [[good, unsigned], /txs\[1\] is not a signed raw transaction \(no signature\)/],
      [[good, good, '0x1234'], /txs\[2\] .*not a valid transaction encoding/],
      [['hello'], /txs\[0\] .*not 0x-prefixed hex bytes/],
      [[good, good.slice(0, -2)], /txs\[1\] .*not a valid transaction encoding/],
      [['0x'], /txs\[0\]/],
    ];
    for (const [txs, message] of cases) {
      const error = await refusal(checkBundleTransactions(txs));
      expect(error).toMatchObject({ code: -32602, options: { status: 400 } });
      expect(error.message).toMatch(message);
    }
  });

  it('refuses transactions for different chains in one bundle', async () => {
    const error = await refusal(checkBundleTransactions([await signedTx(0, 1), await signedTx(1, 56)]));
    expect(error.message).toMatch(/txs\[1\] is for chain 56/);
  });

  it('refuses a bundle over Flashbots’ byte limit', async () => {
    const big = await sender.signTransaction({ ...transfer(0), data: `0x${'ab'.repeat(100_000)}` as Hex });
    const error = await refusal(checkBundleTransactions([big, big, big, big]));
    expect(error.message).toMatch(/more than the 300000 a bundle may have/);
  });
});

describe('sendBundle against builder stubs', () => {
  const servers: LocalServer[] = [];
  const builders = async (...modes: BuilderMode[]) => {
    const stubs = await Promise.all(modes.map((mode) => startBuilderStub(mode)));
    servers.push(...stubs);
    return stubs;
  };
  const configFor = (stubs: BuilderStub[], timeoutMs = 1_000): BundleRelayConfig => ({
    builderUrls: stubs.map((stub) => stub.baseUrl),
    signingKey,
    timeoutMs,
    requestsPerMinute: 60,
  });
  const savedRpc = process.env.CHAIN_RPC_1;

  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    if (savedRpc === undefined) delete process.env.CHAIN_RPC_1;
    else process.env.CHAIN_RPC_1 = savedRpc;
  });

  it('sends the same signed request to every builder and answers the bundle hash', async () => {
    const stubs = await builders('flashbots', 'accept', 'accept');
    const txs = [await signedTx(0), await signedTx(1)];
    const result = await sendBundle({ txs, blockNumber: '0x1312D00' }, { config: configFor(stubs) });
    expect(result).toEqual({ bundleHash: bundleHashOf(txs) });
    // The others were still sent; wait for them to land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const bodies = stubs.map((stub) => JSON.parse(stub.requests[0].body));
    expect(bodies[0]).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendBundle',
      params: [{ txs, blockNumber: '0x1312d00' }],
    });
    expect(new Set(stubs.map((stub) => stub.requests[0].body)).size).toBe(1);
    const signer = privateKeyToAccount(signingKey).address;
    expect(String(stubs[1].requests[0].headers['x-flashbots-signature'])).toMatch(
      new RegExp(`^${signer}:0x[0-9a-f]{130}$`),
    );
  });

  it('answers the first acceptance without waiting for a builder that hangs', async () => {
    const stubs = await builders('hang', 'refuse', 'accept');
    const started = Date.now();
    const txs = [await signedTx(0)];
    expect(await sendBundle({ txs, blockNumber: 20_000_000 }, { config: configFor(stubs, 3_000) })).toEqual({
      bundleHash: bundleHashOf(txs),
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(JSON.parse(stubs[2].requests[0].body).params[0].blockNumber).toBe('0x1312d00');
  });

  it('prefers a bundle hash over a builder that accepts with a null result', async () => {
    const stubs = await builders('accept-null', 'accept');
    const txs = [await signedTx(0)];
    expect(await sendBundle({ txs, blockNumber: '0x1' }, { config: configFor(stubs) })).toEqual({
      bundleHash: bundleHashOf(txs),
    });
    const onlyNull = await builders('accept-null', 'refuse');
    expect(await sendBundle({ txs, blockNumber: '0x1' }, { config: configFor(onlyNull) })).toBeNull();
  });

  it('answers every builder’s refusal when none accepts (HTTP 200, like builders answer it)', async () => {
    const stubs = await builders('refuse', 'html', 'hang');
    const error = await refusal(
      sendBundle({ txs: [await signedTx(0)], blockNumber: '0x1' }, { config: configFor(stubs, 300) }),
    );
    const [refuser, html, hanger] = stubs.map((stub) => new URL(stub.baseUrl).host);
    expect(error.code).toBe(-32000);
    expect(error.options.status).toBe(200);
    expect(error.message).toContain('no builder accepted the bundle');
    expect(error.message).toContain(`${refuser}: bundle simulation failed: nonce too low`);
    expect(error.message).toContain(`${html}: answered HTTP 502 without JSON`);
    expect(error.message).toContain(`${hanger}: timed out after 300 ms`);
    expect(error.options.data).toEqual({
      builders: expect.arrayContaining([
        { builder: refuser, code: -32000, message: 'bundle simulation failed: nonce too low' },
      ]),
    });
  });

  it('answers 502 when no builder answered JSON-RPC at all, without their URLs', async () => {
    const stubs = await builders('html', 'hang');
    const withSecret = stubs.map((stub) => `${stub.baseUrl}/?apikey=secret`);
    const config = { ...configFor(stubs, 200), builderUrls: withSecret };
    const error = await refusal(sendBundle({ txs: [await signedTx(0)], blockNumber: '0x1' }, { config }));
    expect(error.options.status).toBe(502);
    expect(JSON.stringify([error.message, error.options.data])).not.toContain('secret');
  });

  it('fills in the next block from the chain’s RPC when the bundle names none', async () => {
    const node = await startBlockNumberStub(20_000_000);
    servers.push(node);
    process.env.CHAIN_RPC_1 = node.baseUrl;
    const stubs = await builders('flashbots');
    const bundle: BundleInput = { txs: [await signedTx(0)], revertingTxHashes: [] };
    expect(await sendBundle(bundle, { config: configFor(stubs) })).toHaveProperty('bundleHash');
    expect(JSON.parse(stubs[0].requests[0].body).params[0]).toEqual({
      txs: bundle.txs,
      blockNumber: '0x1312d01',
      revertingTxHashes: [],
    });
  });

  it('sends the bundle without a block number when the chain’s RPC cannot tell', async () => {
    const down = await startBuilderStub('hang');
    await down.close();
    process.env.CHAIN_RPC_1 = down.baseUrl;
    const stubs = await builders('flashbots', 'accept');
    const txs = [await signedTx(0)];
    expect(await sendBundle({ txs }, { config: configFor(stubs) })).toEqual({ bundleHash: bundleHashOf(txs) });
    expect(JSON.parse(stubs[1].requests[0].body).params[0]).toEqual({ txs });
  });

  it('keeps to Flashbots’ transaction count limit', () => {
    expect(MAX_BUNDLE_TXS).toBe(100);
  });
});
