import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  parseAbi,
  parseEther,
  parseGwei,
  zeroAddress,
} from 'viem';
import nft721Artifact from '@/contracts/test/TestNFT721.json';
import nft1155Artifact from '@/contracts/test/TestNFT1155.json';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS, deployTestToken, type TestToken } from '@/test/erc20';
import { rpcCall } from '@/test/multicall';
import { MULTISEND_ABI } from '../multisend/abi';
import { MULTISEND_ADDRESS } from '../multisend/address';
import {
  connectLocalChain,
  deployArtifact,
  deployMultisend,
  freshAddresses,
  type LocalChain,
} from '../multisend/test-support';
import { decodeCall } from './known-calls';
import { lookupTransaction } from './lookup';
import { hasNonceGap, planCancelLowest, planGapFill, readNonces, readPool } from './nonces';
import { bumpFee, planReplacement, readNetworkFees, toRpcTransaction } from './replace';

// Lookups checked against real transactions made on anvil, and replacements of transactions held in anvil's mempool
// (automine off): a speed-up, a cancel, a legacy cancel, a refused under-priced replacement, a nonce-gap fill and a
// cancel of the lowest pending transaction.

jest.setTimeout(60_000);

let anvil: AnvilInstance;
let local: LocalChain;
let token: TestToken;
const [deployer, alice, bob] = ANVIL_ACCOUNTS;

beforeAll(async () => {
  anvil = await startAnvil();
  local = await connectLocalChain(anvil.rpcUrl);
  token = await deployTestToken(anvil.rpcUrl);
});

afterAll(async () => {
  await anvil?.stop();
});

/** eth_sendTransaction from one of anvil's unlocked accounts, as a browser wallet passes it on. */
function send(transaction: Record<string, string>): Promise<Hash> {
  return rpcCall<Hash>(anvil.rpcUrl, 'eth_sendTransaction', [transaction]);
}

async function mined(hash: Hash) {
  return local.publicClient.waitForTransactionReceipt({ hash });
}

const lookup = (hash: Hash) => lookupTransaction(local.publicClient, anvil.chainId, hash);

describe('lookup of mined transactions', () => {
  it('decodes an ERC-20 transfer, names the token from its logs and states the fee paid', async () => {
    const [recipient] = freshAddresses(1, 'lookup-erc20');
    await token.mint(alice.address, 5_000_000n);
    const before = await local.publicClient.getBalance({ address: alice.address });
    const hash = await token.transfer(alice, recipient, 1_250_000n);
    await mined(hash);
    const found = await lookup(hash);
    const after = await local.publicClient.getBalance({ address: alice.address });

    expect(found?.status).toBe('success');
    expect(found?.from).toBe(alice.address);
    expect(found?.to).toBe(token.address);
    expect(found?.call).toEqual({
      kind: 'call',
      functionName: 'transfer',
      signature: 'transfer(address recipient, uint256 amount)',
      sources: ['ERC-20'],
      args: [
        { name: 'recipient', type: 'address', value: recipient },
        { name: 'amount', type: 'uint256', value: '1250000' },
      ],
    });
    expect(found?.transfers).toEqual([
      expect.objectContaining({
        standard: 'ERC-20',
        token: token.address,
        from: alice.address,
        to: recipient,
        amount: 1_250_000n,
        symbol: 'tUSDT',
        decimals: 6,
      }),
    ]);
    // The fee is what left the sender's balance (the transfer moved no native coin).
    expect(found?.fees?.total).toBe(before - after);
    expect(found?.fees?.total).toBe((found?.fees?.gasUsed ?? 0n) * (found?.fees?.effectiveGasPrice ?? 0n));
    expect(typeof found?.timestamp).toBe('number');
  });

  it('reads ERC-721 and ERC-1155 transfers (single and batch) from the logs', async () => {
    const nft721 = await deployArtifact(local, nft721Artifact as never);
    const nft1155 = await deployArtifact(local, nft1155Artifact as never);
    const wallet = local.walletFor(deployer);
    const abi721 = parseAbi([
      'function mint(address to, uint256 tokenId)',
      'function safeTransferFrom(address from, address to, uint256 tokenId)',
    ]);
    const abi1155 = parseAbi([
      'function mint(address to, uint256 id, uint256 value)',
      'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
    ]);
    await mined(
      await wallet.writeContract({ address: nft721, abi: abi721, functionName: 'mint', args: [deployer.address, 7n] }),
    );
    const nftHash = await wallet.writeContract({
      address: nft721,
      abi: abi721,
      functionName: 'safeTransferFrom',
      args: [deployer.address, bob.address, 7n],
    });
    await mined(nftHash);
    const nft = await lookup(nftHash);
    expect(nft?.call).toMatchObject({ kind: 'call', functionName: 'safeTransferFrom', sources: ['ERC-721'] });
    expect(nft?.transfers).toEqual([
      expect.objectContaining({
        standard: 'ERC-721',
        token: nft721,
        from: deployer.address,
        to: bob.address,
        tokenId: 7n,
      }),
    ]);

    await mined(
      await wallet.writeContract({
        address: nft1155,
        abi: abi1155,
        functionName: 'mint',
        args: [deployer.address, 1n, 10n],
      }),
    );
    await mined(
      await wallet.writeContract({
        address: nft1155,
        abi: abi1155,
        functionName: 'mint',
        args: [deployer.address, 2n, 20n],
      }),
    );
    const batchHash = await wallet.writeContract({
      address: nft1155,
      abi: abi1155,
      functionName: 'safeBatchTransferFrom',
      args: [deployer.address, bob.address, [1n, 2n], [3n, 4n], '0x'],
    });
    await mined(batchHash);
    const batch = await lookup(batchHash);
    expect(batch?.call).toMatchObject({ kind: 'call', functionName: 'safeBatchTransferFrom', sources: ['ERC-1155'] });
    expect(batch?.transfers.map(({ standard, tokenId, amount, to }) => ({ standard, tokenId, amount, to }))).toEqual([
      { standard: 'ERC-1155', tokenId: 1n, amount: 3n, to: bob.address },
      { standard: 'ERC-1155', tokenId: 2n, amount: 4n, to: bob.address },
    ]);
  });

  it('decodes our Multisend, a plain transfer, a deployment and a reverted call; an unknown hash is null', async () => {
    await deployMultisend(local);
    const recipients = freshAddresses(2, 'lookup-multisend');
    const multiHash = await local.walletFor(deployer).writeContract({
      address: MULTISEND_ADDRESS,
      abi: MULTISEND_ABI,
      functionName: 'sendNativeWide',
      args: [recipients, [1n, 2n], zeroAddress, 0n],
      value: 3n,
    });
    await mined(multiHash);
    const multi = await lookup(multiHash);
    expect(multi?.call).toMatchObject({ kind: 'call', functionName: 'sendNativeWide', sources: ['Multisend'] });
    expect(multi?.value).toBe(3n);

    const plainHash = await local.walletFor(alice).sendTransaction({ to: bob.address, value: parseEther('0.5') });
    await mined(plainHash);
    expect((await lookup(plainHash))?.call).toEqual({ kind: 'transfer' });

    const deployment = await local.walletFor(deployer).deployContract({
      abi: nft721Artifact.abi as never,
      bytecode: nft721Artifact.bytecode as Hex,
    });
    const deployed = await mined(deployment);
    const created = await lookup(deployment);
    expect(created?.call).toEqual({ kind: 'deployment' });
    expect(created?.contractAddress?.toLowerCase()).toBe(deployed.contractAddress?.toLowerCase());

    // More than bob holds: mined as reverted (the gas is given, so nothing refuses it up front).
    const revertedHash = await token.transfer(bob, alice.address, 10n ** 18n, { gas: 100_000n });
    await local.publicClient.waitForTransactionReceipt({ hash: revertedHash });
    const reverted = await lookup(revertedHash);
    expect(reverted?.status).toBe('reverted');
    expect(reverted?.transfers).toEqual([]);

    const unknownSelector = await local.walletFor(alice).sendTransaction({ to: bob.address, data: '0xdeadbeef00' });
    await mined(unknownSelector);
    expect((await lookup(unknownSelector))?.call).toEqual({ kind: 'unknown', selector: '0xdeadbeef' });

    expect(await lookup(`0x${'ab'.repeat(32)}`)).toBeNull();
  });
});

describe('pending transactions held in the mempool (automine off)', () => {
  beforeEach(async () => {
    await rpcCall(anvil.rpcUrl, 'evm_setAutomine', [false]);
  });
  afterEach(async () => {
    await rpcCall(anvil.rpcUrl, 'evm_mine', []);
    await rpcCall(anvil.rpcUrl, 'evm_setAutomine', [true]);
  });

  const mine = () => rpcCall(anvil.rpcUrl, 'evm_mine', []);
  const stuckFees = { maxFeePerGas: parseGwei('3'), maxPriorityFeePerGas: parseGwei('1') };
  const hex = (value: bigint) => `0x${value.toString(16)}`;

  function sendStuck(from: Address, to: Address, value: bigint, extra: Record<string, string> = {}): Promise<Hash> {
    return send({
      from,
      to,
      value: hex(value),
      maxFeePerGas: hex(stuckFees.maxFeePerGas),
      maxPriorityFeePerGas: hex(stuckFees.maxPriorityFeePerGas),
      ...extra,
    });
  }

  it('speeds up a pending transfer: same nonce and call, both fees +10%, the replacement is mined', async () => {
    const [recipient] = freshAddresses(1, 'speed-up');
    const stuck = await sendStuck(alice.address, recipient, 12345n);
    const pending = await lookup(stuck);
    expect(pending?.status).toBe('pending');

    const network = await readNetworkFees(local.publicClient);
    const plan = planReplacement(
      { ...(pending as NonNullable<typeof pending>), ...pending?.offered, gasLimit: pending?.gasLimit ?? 0n },
      network,
      'speed-up',
    );
    expect(plan.request.nonce).toBe(pending?.nonce);
    expect(plan.request.to).toBe(recipient);
    expect(plan.request.value).toBe(12345n);
    if (plan.request.fees.kind !== 'eip1559') throw new Error('expected EIP-1559 fees');
    expect(plan.request.fees.maxFeePerGas).toBeGreaterThanOrEqual(bumpFee(stuckFees.maxFeePerGas));
    expect(plan.request.fees.maxPriorityFeePerGas).toBeGreaterThanOrEqual(bumpFee(stuckFees.maxPriorityFeePerGas));
    expect(plan.maxCost).toBe(plan.request.gas * plan.request.fees.maxFeePerGas);

    const replacement = await send(toRpcTransaction(plan.request));
    expect(replacement).not.toBe(stuck);
    await mine();
    expect((await lookup(replacement))?.status).toBe('success');
    expect(await lookup(stuck)).toBeNull();
    expect(await local.publicClient.getBalance({ address: recipient })).toBe(12345n);
  });

  it('cancels a pending transfer with nothing sent to oneself; the recipient never gets it', async () => {
    const [recipient] = freshAddresses(1, 'cancel');
    const nonceBefore = await local.publicClient.getTransactionCount({ address: bob.address });
    const stuck = await sendStuck(bob.address, recipient, parseEther('1'));
    const pending = await lookup(stuck);
    const plan = planReplacement(
      { ...(pending as NonNullable<typeof pending>), ...pending?.offered },
      await readNetworkFees(local.publicClient),
      'cancel',
    );
    expect(plan.request).toMatchObject({ from: bob.address, to: bob.address, value: 0n, data: '0x', gas: 21_000n });
    const replacement = await send(toRpcTransaction(plan.request));
    await mine();
    const cancel = await lookup(replacement);
    expect(cancel).toMatchObject({ status: 'success', to: bob.address, value: 0n, nonce: nonceBefore });
    expect(await local.publicClient.getBalance({ address: recipient })).toBe(0n);
    expect(await local.publicClient.getTransactionCount({ address: bob.address })).toBe(nonceBefore + 1);
  });

  it('cancels a legacy transaction by raising its gas price', async () => {
    const [recipient] = freshAddresses(1, 'legacy');
    const stuck = await send({
      from: alice.address,
      to: recipient,
      value: '0x1',
      gasPrice: hex(parseGwei('4')),
      type: '0x0',
    });
    const pending = await lookup(stuck);
    expect(pending?.type).toBe('legacy');
    const plan = planReplacement(
      { ...(pending as NonNullable<typeof pending>), ...pending?.offered },
      { kind: 'legacy', gasPrice: parseGwei('1') },
      'cancel',
    );
    expect(plan.request.fees).toEqual({ kind: 'legacy', gasPrice: bumpFee(parseGwei('4')) });
    const replacement = await send(toRpcTransaction(plan.request));
    await mine();
    expect((await lookup(replacement))?.status).toBe('success');
    expect(await local.publicClient.getBalance({ address: recipient })).toBe(0n);
  });

  it('the node refuses a replacement that does not pay more (anvil: equal fees; geth-family nodes: under +10%)', async () => {
    const [recipient] = freshAddresses(1, 'underpriced');
    const stuck = await sendStuck(alice.address, recipient, 1n);
    const pending = await lookup(stuck);
    const underpriced = {
      from: alice.address,
      to: alice.address,
      value: '0x0',
      nonce: hex(BigInt(pending?.nonce ?? 0)),
      gas: hex(21_000n),
      maxFeePerGas: hex(stuckFees.maxFeePerGas),
      maxPriorityFeePerGas: hex(stuckFees.maxPriorityFeePerGas),
    };
    await expect(send(underpriced)).rejects.toThrow(/underpriced/i);
  });

  it('fills a nonce gap: a transaction held behind a missing nonce goes through once the gap is filled', async () => {
    const [recipient] = freshAddresses(1, 'gap');
    const start = await local.publicClient.getTransactionCount({ address: bob.address });
    const held = await sendStuck(bob.address, recipient, 777n, { nonce: hex(BigInt(start + 1)) });
    const nonces = await readNonces(local.publicClient, bob.address);
    expect(nonces).toEqual({ latest: start, pending: start });
    const pool = await readPool(local.publicClient, bob.address);
    expect(pool).toEqual([expect.objectContaining({ hash: held, nonce: start + 1, state: 'queued' })]);
    expect(hasNonceGap(nonces, pool)).toBe(true);

    const plan = planGapFill(bob.address, nonces, await readNetworkFees(local.publicClient));
    expect(plan.request).toMatchObject({ nonce: start, to: bob.address, value: 0n });
    await send(toRpcTransaction(plan.request));
    await mine();
    expect((await lookup(held))?.status).toBe('success');
    expect(await local.publicClient.getBalance({ address: recipient })).toBe(777n);
    expect(await readNonces(local.publicClient, bob.address)).toEqual({ latest: start + 2, pending: start + 2 });
  });

  it('cancels the lowest of several pending transactions, its fees read from the pool', async () => {
    const [first, second] = freshAddresses(2, 'lowest');
    const start = await local.publicClient.getTransactionCount({ address: alice.address });
    const lowest = await sendStuck(alice.address, first, 5n);
    await sendStuck(alice.address, second, 6n);
    const nonces = await readNonces(local.publicClient, alice.address);
    expect(nonces).toEqual({ latest: start, pending: start + 2 });
    const pool = await readPool(local.publicClient, alice.address);
    expect(pool?.map((entry) => entry.nonce)).toEqual([start, start + 1]);
    expect(pool?.[0]).toMatchObject({ hash: lowest, maxFeePerGas: stuckFees.maxFeePerGas });

    const plan = planCancelLowest(alice.address, nonces, await readNetworkFees(local.publicClient), pool);
    expect(plan?.request.nonce).toBe(start);
    await send(toRpcTransaction(plan?.request as NonNullable<typeof plan>['request']));
    await mine();
    expect(await lookup(lowest)).toBeNull();
    expect(await local.publicClient.getBalance({ address: first })).toBe(0n);
    expect(await local.publicClient.getBalance({ address: second })).toBe(6n);
    expect(
      planCancelLowest(
        alice.address,
        await readNonces(local.publicClient, alice.address),
        { kind: 'legacy', gasPrice: 1n },
        [],
      ),
    ).toBeNull();
  });
});

it('names every standard that shares a selector (ERC-20 and ERC-721 approve)', () => {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [bob.address, 5n] });
  expect(decodeCall(token.address, data)).toMatchObject({
    kind: 'call',
    functionName: 'approve',
    sources: ['ERC-20', 'ERC-721'],
    args: [
      { type: 'address', value: bob.address },
      { type: 'uint256', value: '5' },
    ],
  });
});
