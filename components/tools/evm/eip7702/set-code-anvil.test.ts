import { createTestClient, type Hex, http, parseEther, zeroAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describeDelegate, KNOWN_DELEGATES, KNOWN_SWEEPERS } from '@/chains/evm/eip7702/known-delegates';
import { readAccountStates } from '@/chains/evm/eip7702/read';
import { signSetCode } from '@/chains/evm/eip7702/set-code';
import { BatchExecutor, createJob } from '@/lib/batch';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { deployTestToken } from '@/test/erc20';
import { startRpcProxy } from '@/test/multicall';
import { AttemptLog } from '../key-batch/attempts';
import { createRpcClient, targetFor } from '../key-batch/chain';
import { readFeeQuote } from '../key-batch/fees';
import { KeyRing } from '../key-batch/keys';
import { createSetCodeDriver, setCodeChunks, setCodeFees } from './set-code-driver';

// EIP-7702 on anvil's default hardfork: a wallet delegates itself to a contract, the page's reader sees the designator
// and names the delegate, the wallet revokes; then five wallets delegated to a known sweeper and drained to 0 are
// revoked in one batch run whose gas a sponsor pays, every row read back from the chain.

jest.setTimeout(120_000);

let anvil: AnvilInstance | undefined;

beforeAll(async () => {
  anvil = await startAnvil();
});

afterAll(async () => {
  await anvil?.stop();
});

function chain() {
  if (!anvil) throw new Error('anvil did not start');
  const target = targetFor(anvil.chainId, anvil.rpcUrl, true);
  return {
    client: createRpcClient(target),
    testClient: createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }),
    chainId: anvil.chainId,
    rpcUrl: anvil.rpcUrl,
  };
}

async function freshFundedKeys(count: number, funds: bigint): Promise<Hex[]> {
  const { testClient } = chain();
  const keys = Array.from({ length: count }, () => generatePrivateKey());
  await Promise.all(
    keys.map((key) => testClient.setBalance({ address: privateKeyToAccount(key).address, value: funds })),
  );
  return keys;
}

describe('EIP-7702 delegate, inspect and revoke on anvil', () => {
  it('a wallet delegates itself to a contract, is seen delegated to it, then revokes back to a plain account', async () => {
    const { client, chainId, rpcUrl } = chain();
    const contract = await deployTestToken(rpcUrl);
    const [key] = await freshFundedKeys(1, parseEther('1'));
    const wallet = privateKeyToAccount(key);
    const fees = setCodeFees(await readFeeQuote(client));

    const [before] = await readAccountStates(client, [wallet.address]);
    expect(before.code).toEqual({ kind: 'plain' });

    const delegation = await signSetCode({
      client,
      chainId,
      sender: wallet,
      authorities: [wallet],
      target: contract.address,
      fees,
    });
    await client.sendRawTransaction({ serializedTransaction: delegation.serializedTransaction });
    const delegated = await client.waitForTransactionReceipt({ hash: delegation.hash });
    expect(delegated.status).toBe('success');
    expect(delegated.type).toBe('eip7702');

    const [after] = await readAccountStates(client, [wallet.address]);
    expect(after.code).toEqual({ kind: 'delegated', delegate: contract.address });
    // The transaction's nonce and the authorization's both count.
    expect(after.nonce).toBe(before.nonce + 2);
    expect(describeDelegate(contract.address)).toEqual({ kind: 'unknown' });
    expect(await client.getCode({ address: wallet.address })).toBe(
      `0xef0100${contract.address.slice(2).toLowerCase()}`,
    );

    const revocation = await signSetCode({
      client,
      chainId,
      sender: wallet,
      authorities: [wallet],
      target: zeroAddress,
      fees,
    });
    await client.sendRawTransaction({ serializedTransaction: revocation.serializedTransaction });
    expect((await client.waitForTransactionReceipt({ hash: revocation.hash })).status).toBe('success');
    const [revoked] = await readAccountStates(client, [wallet.address]);
    expect(revoked.code).toEqual({ kind: 'plain' });
    expect(await client.getCode({ address: wallet.address })).toBeUndefined();
  });

  it('revokes five drained wallets delegated to a sweeper in one run paid by a sponsor, per-row status read back', async () => {
    const { client, chainId, testClient } = chain();
    const sweeper = KNOWN_SWEEPERS[0].address;
    const wallets = await freshFundedKeys(5, parseEther('0.1'));
    const [sponsorKey] = await freshFundedKeys(1, parseEther('1'));
    const sponsor = privateKeyToAccount(sponsorKey);
    const fees = setCodeFees(await readFeeQuote(client));
    // Each wallet is delegated to the sweeper (as a phishing signature would), then emptied.
    for (const key of wallets) {
      const account = privateKeyToAccount(key);
      const signed = await signSetCode({
        client,
        chainId,
        sender: account,
        authorities: [account],
        target: sweeper,
        fees,
      });
      await client.sendRawTransaction({ serializedTransaction: signed.serializedTransaction });
      await client.waitForTransactionReceipt({ hash: signed.hash });
      await testClient.setBalance({ address: account.address, value: 0n });
    }
    const addresses = wallets.map((key) => privateKeyToAccount(key).address);
    const states = await readAccountStates(client, addresses);
    for (const state of states) {
      expect(state.code).toEqual({ kind: 'delegated', delegate: sweeper });
      expect(state.balance).toBe(0n);
      expect(describeDelegate(state.code.kind === 'delegated' ? state.code.delegate : '').kind).toBe('sweeper');
    }

    const ring = new KeyRing();
    for (const key of [...wallets, sponsorKey]) ring.add(key);
    const { rows, chunks } = setCodeChunks(
      addresses.map((address, index) => ({ line: index + 1, address })),
      sponsor.address,
    );
    const job = createJob(rows, chunks, { chainId: String(chainId), target: zeroAddress, sponsor: sponsor.address });
    const attempts = new AttemptLog();
    const settings = { chainId, target: zeroAddress, sponsor: sponsor.address } as const;
    const executor = new BatchExecutor(job, createSetCodeDriver(settings, { client, ring, attempts }), {
      concurrency: 8,
    });
    const sponsorBefore = await client.getBalance({ address: sponsor.address });
    await executor.run();
    expect(executor.getSnapshot().counts).toMatchObject({ confirmed: 5, failed: 0 });

    const revoked = await readAccountStates(client, addresses);
    for (const state of revoked) {
      expect(state.code).toEqual({ kind: 'plain' });
      expect(state.balance).toBe(0n);
    }
    // The sponsor sent one transaction per wallet and paid all the gas.
    expect(await client.getTransactionCount({ address: sponsor.address })).toBe(5);
    expect(await client.getBalance({ address: sponsor.address })).toBeLessThan(sponsorBefore);
    for (const chunk of executor.getSnapshot().job.chunks) {
      const receipt = await client.getTransactionReceipt({ hash: chunk.txHash as Hex });
      expect(receipt.from.toLowerCase()).toBe(sponsor.address.toLowerCase());
    }
  });

  it('a retry of a wallet already revoked finds it done on chain and sends nothing', async () => {
    const { client, chainId } = chain();
    const [walletKey, sponsorKey] = await freshFundedKeys(2, parseEther('1'));
    const wallet = privateKeyToAccount(walletKey);
    const ring = new KeyRing();
    ring.add(walletKey);
    ring.add(sponsorKey);
    const sponsor = privateKeyToAccount(sponsorKey).address;
    const { rows, chunks } = setCodeChunks([{ line: 1, address: wallet.address }], sponsor);
    const driver = createSetCodeDriver(
      { chainId, target: zeroAddress, sponsor },
      { client, ring, attempts: new AttemptLog() },
    );
    const chunk = { ...chunks[0], rows };
    expect(await driver.checkOnChain(chunk, undefined)).toBe(true);
    expect(await client.getTransactionCount({ address: sponsor })).toBe(0);
  });

  it('retries only the failed row: a wallet whose key was missing is revoked once its key is pasted', async () => {
    const { client, chainId, testClient } = chain();
    const sweeper = KNOWN_SWEEPERS[1].address;
    const wallets = await freshFundedKeys(3, parseEther('0.1'));
    const [sponsorKey] = await freshFundedKeys(1, parseEther('1'));
    const sponsor = privateKeyToAccount(sponsorKey).address;
    const fees = setCodeFees(await readFeeQuote(client));
    for (const key of wallets) {
      const account = privateKeyToAccount(key);
      const signed = await signSetCode({
        client,
        chainId,
        sender: account,
        authorities: [account],
        target: sweeper,
        fees,
      });
      await client.sendRawTransaction({ serializedTransaction: signed.serializedTransaction });
      await client.waitForTransactionReceipt({ hash: signed.hash });
      await testClient.setBalance({ address: account.address, value: 0n });
    }
    const addresses = wallets.map((key) => privateKeyToAccount(key).address);
    const ring = new KeyRing();
    ring.add(sponsorKey);
    ring.add(wallets[0]);
    ring.add(wallets[2]);
    const { rows, chunks } = setCodeChunks(
      addresses.map((address, index) => ({ line: index + 1, address })),
      sponsor,
    );
    const job = createJob(rows, chunks, { chainId: String(chainId), target: zeroAddress, sponsor });
    const driver = createSetCodeDriver(
      { chainId, target: zeroAddress, sponsor },
      { client, ring, attempts: new AttemptLog() },
    );
    const executor = new BatchExecutor(job, driver, { concurrency: 8 });
    await executor.run();
    const first = executor.getSnapshot();
    expect(first.counts).toMatchObject({ confirmed: 2, failed: 1 });
    expect(first.job.chunks[1].error?.code).toBe('KEY_MISSING');
    expect(await client.getTransactionCount({ address: sponsor })).toBe(2);

    ring.add(wallets[1]);
    await executor.retryFailed();
    expect(executor.getSnapshot().counts).toMatchObject({ confirmed: 3, failed: 0 });
    // One more transaction: the two rows already done were not sent again.
    expect(await client.getTransactionCount({ address: sponsor })).toBe(3);
    for (const state of await readAccountStates(client, addresses)) expect(state.code).toEqual({ kind: 'plain' });
  });

  it('reads 2,000 addresses in 20 JSON-RPC batch requests, and records the gas of a revocation', async () => {
    const { chainId, rpcUrl, testClient } = chain();
    const proxy = await startRpcProxy(rpcUrl);
    try {
      const client = createRpcClient(targetFor(chainId, proxy.url, true));
      const addresses = Array.from({ length: 2_000 }, () => privateKeyToAccount(generatePrivateKey()).address);
      await testClient.setBalance({ address: addresses[1_999], value: 5n });
      proxy.reset();
      const states = await readAccountStates(client, addresses);
      expect(proxy.httpRequests()).toBe(20);
      expect(proxy.calls()).toHaveLength(6_000);
      expect(states).toHaveLength(2_000);
      expect(states[1_999]).toMatchObject({ address: addresses[1_999], balance: 5n, code: { kind: 'plain' } });

      // Gas: one authorization in a transaction that calls nothing.
      const [walletKey, sponsorKey] = await freshFundedKeys(2, parseEther('1'));
      const wallet = privateKeyToAccount(walletKey);
      const fees = setCodeFees(await readFeeQuote(client));
      const delegated = await signSetCode({
        client,
        chainId,
        sender: wallet,
        authorities: [wallet],
        target: KNOWN_DELEGATES[0].address,
        fees,
      });
      await client.sendRawTransaction({ serializedTransaction: delegated.serializedTransaction });
      const selfPaid = await client.waitForTransactionReceipt({ hash: delegated.hash });
      const revocation = await signSetCode({
        client,
        chainId,
        sender: privateKeyToAccount(sponsorKey),
        authorities: [wallet],
        target: zeroAddress,
        fees,
      });
      await client.sendRawTransaction({ serializedTransaction: revocation.serializedTransaction });
      const sponsored = await client.waitForTransactionReceipt({ hash: revocation.hash });
      console.info(
        `eip7702 gas: delegation paid by the wallet ${selfPaid.gasUsed}, revocation paid by a sponsor ${sponsored.gasUsed} (limit ${revocation.gas})`,
      );
      expect(sponsored.gasUsed).toBeLessThanOrEqual(revocation.gas);
      expect(selfPaid.gasUsed).toBeLessThanOrEqual(delegated.gas);
    } finally {
      await proxy.close();
    }
  });

  it('names every table entry by a checksummed address and never lists a delegate as both known and sweeper', () => {
    const known = new Set(KNOWN_DELEGATES.map((entry) => entry.address.toLowerCase()));
    for (const entry of [...KNOWN_DELEGATES, ...KNOWN_SWEEPERS]) {
      expect(entry.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(entry.source.length).toBeGreaterThan(10);
    }
    for (const sweeper of KNOWN_SWEEPERS) expect(known.has(sweeper.address.toLowerCase())).toBe(false);
    expect(describeDelegate(KNOWN_DELEGATES[0].address.toLowerCase())).toMatchObject({ kind: 'known' });
  });
});
