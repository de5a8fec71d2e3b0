import { createTestClient, http, keccak256, type TestClient, toHex } from 'viem';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS, deployTestToken, type TestToken } from '@/test/erc20';
import { PAY_TAG_MAGIC } from '../pay-tag';
import { readTokenTransfers } from '.';

// A real chain: anvil posing as BSC (chain id 56) through CHAIN_RPC_56, as a deployment pointing BSC at its own
// node would, and a real 6-decimal ERC-20.
const CHAIN_ID = 56;
const [, PAYER, RECEIVER] = ANVIL_ACCOUNTS;

describe('readTokenTransfers on an EVM chain (anvil)', () => {
  let anvil: AnvilInstance | undefined;
  let token: TestToken;
  let testClient: TestClient;

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: CHAIN_ID });
    process.env.CHAIN_RPC_56 = anvil.rpcUrl;
    testClient = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });
    token = await deployTestToken(anvil.rpcUrl);
    await token.mint(PAYER.address, 1_000_000_000n);
  }, 30_000);

  afterAll(async () => {
    delete process.env.CHAIN_RPC_56;
    await anvil?.stop();
  });

  it('reads a successful transfer with its exact amount, and counts confirmations as blocks are mined', async () => {
    const hash = await token.transfer(PAYER, RECEIVER.address, 27_900_000n);
    await token.publicClient.waitForTransactionReceipt({ hash });

    const observed = await readTokenTransfers(CHAIN_ID, hash);
    expect(observed).toEqual({
      status: 'success',
      confirmations: 1,
      from: PAYER.address.toLowerCase(),
      transfers: [
        {
          token: token.address.toLowerCase(),
          from: PAYER.address.toLowerCase(),
          to: RECEIVER.address.toLowerCase(),
          amount: 27_900_000n,
        },
      ],
      payTag: null,
    });

    await testClient.mine({ blocks: 14 });
    expect((await readTokenTransfers(CHAIN_ID, hash)).confirmations).toBe(15);
  });

  it('reports a reverted transfer as failed, with no transfers', async () => {
    // More than the payer holds; an explicit gas limit gets it mined (and reverted) instead of refused by estimation.
    const hash = await token.transfer(PAYER, RECEIVER.address, 10n ** 18n, { gas: 100_000n });
    const receipt = await token.publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('reverted');

    expect(await readTokenTransfers(CHAIN_ID, hash)).toEqual({
      status: 'failed',
      confirmations: 1,
      from: PAYER.address.toLowerCase(),
      transfers: [],
      payTag: null,
    });
  });

  it('reports a hash the chain never saw as not found', async () => {
    const unknown = keccak256(toHex('never sent'));
    expect(await readTokenTransfers(CHAIN_ID, unknown)).toEqual({
      status: 'not-found',
      confirmations: 0,
      from: null,
      transfers: [],
    });
  });

  it('reports a transaction waiting in the mempool as pending, then success once mined', async () => {
    await testClient.setAutomine(false);
    try {
      const hash = await token.transfer(PAYER, RECEIVER.address, 99_000_000n, { gas: 100_000n });
      expect(await readTokenTransfers(CHAIN_ID, hash)).toEqual({
        status: 'pending',
        confirmations: 0,
        from: PAYER.address.toLowerCase(),
        transfers: [],
        payTag: null,
      });
      await testClient.mine({ blocks: 1 });
      const mined = await readTokenTransfers(CHAIN_ID, hash);
      expect(mined.status).toBe('success');
      expect(mined.transfers.map((transfer) => transfer.amount)).toEqual([99_000_000n]);
    } finally {
      await testClient.setAutomine(true);
    }
  });

  it('reads the account tag the VIP page appends to the transfer, and nothing else as one', async () => {
    const tag = 'c0ffee'.padEnd(32, '0');
    const hash = await token.transfer(PAYER, RECEIVER.address, 1n, { dataSuffix: `0x${PAY_TAG_MAGIC}${tag}` });
    await token.publicClient.waitForTransactionReceipt({ hash });
    expect(await readTokenTransfers(CHAIN_ID, hash)).toMatchObject({ status: 'success', payTag: tag });
    // Other trailing data is not a tag.
    const other = await token.transfer(PAYER, RECEIVER.address, 1n, { dataSuffix: `0x${'00'.repeat(20)}` });
    await token.publicClient.waitForTransactionReceipt({ hash: other });
    expect(await readTokenTransfers(CHAIN_ID, other)).toMatchObject({ status: 'success', payTag: null });
  });

  it('rejects a malformed hash and an unknown chain instead of guessing', async () => {
    await expect(readTokenTransfers(CHAIN_ID, '0x1234')).rejects.toThrow(RangeError);
    await expect(readTokenTransfers(999_999, keccak256(toHex('x')))).rejects.toThrow(/CHAIN_RPC_999999/);
  });

  it('throws when the node cannot be reached', async () => {
    process.env.CHAIN_RPC_424243 = 'http://127.0.0.1:9';
    try {
      await expect(readTokenTransfers(424_243, keccak256(toHex('x')))).rejects.toThrow();
    } finally {
      delete process.env.CHAIN_RPC_424243;
    }
  }, 20_000);
});
