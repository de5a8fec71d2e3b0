import { type Address, type BaseError, decodeErrorResult, type Hash, type Hex } from 'viem';
import { MULTISEND_ABI } from '@/chains/evm/multisend/abi';
import { MULTISEND_ADDRESS } from '@/chains/evm/multisend/address';
import { TRANSACTION_GAS_CAP } from '@/chains/evm/multisend/chunk';
import {
  connectLocalChain,
  deployMultisend,
  freshAddresses,
  type LocalChain,
} from '@/chains/evm/multisend/test-support';
import { NotAnNftError, readNftContract, readNftHoldings, setApprovalForAllCall } from '@/chains/evm/nft/reads';
import {
  balancesOf1155,
  deployTestNft721,
  deployTestNft1155,
  mintNft721,
  mintNft1155,
  ownersOf,
  TEST_NFT721,
} from '@/chains/evm/nft/test-support';
import { BatchExecutor, createJob } from '@/lib/batch';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS, deployTestToken } from '@/test/erc20';
import { installMulticall3 } from '@/test/multicall';
import { type ChainAccess, createChainAccess } from '../send-token/chain-access';
import { memoryMarkerStore } from '../send-token/send-markers';
import { checkNftRows, linesWithIssues } from './nft-checks';
import { createNftDriver } from './nft-driver';
import { buildNftPlan, encodeNftChunk, toBatchRow } from './nft-plan';
import { parseNftRows } from './nft-rows';

// batch/send-nft's chain half on a real anvil with EIP-7825's cap enforced: the contract recognised, rows read
// against owners, balances and approval in one multicall, the approval, chunks planned and simulated, sent through
// the batch engine, and every owner and balance read back from the chain.

jest.setTimeout(180_000);

const NATIVE = { symbol: 'ETH', decimals: 18 };
const SENDER = ANVIL_ACCOUNTS[1];
const OTHER = ANVIL_ACCOUNTS[2];

let anvil: AnvilInstance | undefined;
let local: LocalChain;
let nft721: Address;
let nft1155: Address;

beforeAll(async () => {
  anvil = await startAnvil({ transactionGasCap: true });
  local = await connectLocalChain(anvil.rpcUrl);
  await installMulticall3(anvil.rpcUrl);
  await deployMultisend(local);
  nft721 = await deployTestNft721(local, ANVIL_ACCOUNTS[0]);
  nft1155 = await deployTestNft1155(local, ANVIL_ACCOUNTS[0]);
}, 60_000);

afterAll(async () => {
  await anvil?.stop();
});

function accessFor(): ChainAccess & { sent: number } {
  const wallet = local.walletFor(SENDER);
  const counting = Object.assign(
    createChainAccess({
      publicClient: local.publicClient,
      chainId: local.chain.id,
      from: SENDER.address,
      receiptPollingMs: 50,
      send: (request) => {
        counting.sent += 1;
        return wallet.sendTransaction(request);
      },
    }),
    { sent: 0 },
  );
  return counting;
}

async function approveMultisend(token: Address): Promise<void> {
  const call = setApprovalForAllCall(token, MULTISEND_ADDRESS);
  const hash = await local.walletFor(SENDER).sendTransaction({ to: call.to, data: call.data });
  await local.publicClient.waitForTransactionReceipt({ hash });
}

const holdingsOf = (standard: 'erc721' | 'erc1155', token: Address, tokenIds: readonly bigint[]) =>
  readNftHoldings(local.publicClient, local.chain.id, {
    standard,
    token,
    owner: SENDER.address,
    operator: MULTISEND_ADDRESS,
    tokenIds,
  });

describe('send-nft on anvil (EIP-7825 cap enforced)', () => {
  it('recognises ERC-721 and ERC-1155 contracts and refuses anything else', async () => {
    await expect(readNftContract(local.publicClient, local.chain.id, nft721)).resolves.toEqual({
      standard: 'erc721',
      name: 'Test NFT',
      symbol: 'tNFT',
    });
    await expect(readNftContract(local.publicClient, local.chain.id, nft1155)).resolves.toMatchObject({
      standard: 'erc1155',
    });
    const erc20 = await deployTestToken(anvil?.rpcUrl as string);
    await expect(readNftContract(local.publicClient, local.chain.id, erc20.address)).rejects.toBeInstanceOf(
      NotAnNftError,
    );
    await expect(readNftContract(local.publicClient, local.chain.id, OTHER.address)).rejects.toBeInstanceOf(
      NotAnNftError,
    );
  });

  it('sends 120 ERC-721 ids in chunks after one approval; a row sent without approval fails and is retried', async () => {
    const ids = Array.from({ length: 120 }, (_, index) => 1_000n + BigInt(index));
    await mintNft721(local, ANVIL_ACCOUNTS[0], nft721, SENDER.address, ids);
    const recipients = freshAddresses(ids.length, 'send-nft-721');
    const text = ['recipient,tokenId', ...recipients.map((to, index) => `${to},${ids[index]}`)].join('\n');
    const parsed = parseNftRows(text, 'erc721');
    expect(parsed.issues).toEqual([]);
    expect(parsed.rows).toHaveLength(120);

    const before = await holdingsOf('erc721', nft721, ids);
    expect(before.isApproved).toBe(false);
    expect(linesWithIssues(checkNftRows(parsed.rows, 'erc721', SENDER.address, before))).toEqual([]);
    const rows = parsed.rows.map(toBatchRow);
    const access = accessFor();
    const request = {
      rows,
      standard: 'erc721' as const,
      token: nft721,
      native: NATIVE,
      from: SENDER.address,
      nativeBalance: await local.publicClient.getBalance({ address: SENDER.address }),
      maxPerTransaction: 50,
    };
    // Without the approval the plan is figured, not simulated.
    const figured = await buildNftPlan(access, { ...request, canSimulate: false });
    expect(figured.isSimulated).toBe(false);
    expect(figured.chunks.map((chunk) => chunk.rows.length)).toEqual([40, 40, 40]);

    // Sent without the approval anyway: Multisend's transferFrom is refused, the chunk fails and nothing moves.
    const driver = createNftDriver({
      access,
      standard: 'erc721',
      token: nft721,
      nonces: 'wallet',
      markers: memoryMarkerStore(),
      reader: () => local.publicClient,
    });
    const executor = new BatchExecutor(createJob(rows, figured.chunks), driver);
    await executor.run();
    expect(executor.getSnapshot().counts).toMatchObject({ failed: 120, confirmed: 0 });
    expect(new Set(await ownersOf(local, nft721, ids))).toEqual(new Set([SENDER.address]));

    // One setApprovalForAll, then the retry asks the chain (nothing went out) and sends every chunk.
    await approveMultisend(nft721);
    expect((await holdingsOf('erc721', nft721, ids)).isApproved).toBe(true);
    const plan = await buildNftPlan(access, { ...request, canSimulate: true });
    expect(plan.isSimulated).toBe(true);
    expect(plan.cost.simulationFailures).toEqual([]);
    expect(plan.cost.networkFee).toBeGreaterThan(0n);
    const sentBefore = access.sent;
    await executor.retryFailed();
    expect(executor.getSnapshot().counts).toMatchObject({ confirmed: 120, failed: 0 });
    expect(access.sent - sentBefore).toBe(3);
    expect(await ownersOf(local, nft721, ids)).toEqual(recipients);

    // A retry of chunks already on chain asks the chain and sends nothing: the owners are the recipients.
    const chunk = { ...figured.chunks[0] };
    expect(await driver.checkOnChain(chunk, undefined)).toBe(true);
  });

  it('sends ERC-1155 ids with amounts, one recipient taking several ids in one batch transfer', async () => {
    const items = Array.from({ length: 30 }, (_, index) => ({ id: BigInt(index + 1), amount: 10n }));
    await mintNft1155(local, ANVIL_ACCOUNTS[0], nft1155, SENDER.address, items);
    await approveMultisend(nft1155);
    const recipients = freshAddresses(20, 'send-nft-1155');
    // 20 recipients each take id n (amount n mod 7 + 1); the first recipient also takes ids 21–30 (amount 3).
    const lines = recipients.map((to, index) => `${to} ${index + 1} ${(index % 7) + 1}`);
    for (let id = 21; id <= 30; id += 1) lines.push(`${recipients[0]};${id};3`);
    const parsed = parseNftRows(lines.join('\n'), 'erc1155');
    expect(parsed.issues).toEqual([]);
    const holdings = await holdingsOf(
      'erc1155',
      nft1155,
      parsed.rows.map((row) => row.tokenId),
    );
    expect(holdings.isApproved).toBe(true);
    expect(linesWithIssues(checkNftRows(parsed.rows, 'erc1155', SENDER.address, holdings))).toEqual([]);
    const rows = parsed.rows.map(toBatchRow);
    const access = accessFor();
    const plan = await buildNftPlan(access, {
      rows,
      standard: 'erc1155',
      token: nft1155,
      native: NATIVE,
      from: SENDER.address,
      nativeBalance: await local.publicClient.getBalance({ address: SENDER.address }),
      canSimulate: true,
    });
    expect(plan.chunks).toHaveLength(1);
    expect(encodeNftChunk(plan.chunks[0], 'erc1155', nft1155).functionName).toBe('sendERC1155Batch');
    expect(plan.cost.simulationFailures).toEqual([]);
    const executor = new BatchExecutor(
      createJob(rows, plan.chunks),
      createNftDriver({ access, standard: 'erc1155', token: nft1155, nonces: 'chain' }),
    );
    await executor.run();
    expect(executor.getSnapshot().counts.confirmed).toBe(30);
    const pairs = parsed.rows.map((row) => ({ owner: row.to, id: row.tokenId }));
    expect(await balancesOf1155(local, nft1155, pairs)).toEqual(parsed.rows.map((row) => row.amount));
    const left = await balancesOf1155(
      local,
      nft1155,
      items.map(({ id }) => ({ owner: SENDER.address, id })),
    );
    expect(left).toEqual(items.map(({ id }) => (id <= 20n ? 10n - ((id - 1n) % 7n) - 1n : 7n)));

    // Distinct recipients: one safeTransferFrom each (sendERC1155).
    const single = await buildNftPlan(access, {
      rows: [
        toBatchRow({ line: 1, to: recipients[1], tokenId: 21n, amount: 1n }),
        toBatchRow({ line: 2, to: recipients[2], tokenId: 22n, amount: 2n }),
      ],
      standard: 'erc1155',
      token: nft1155,
      native: NATIVE,
      from: SENDER.address,
      canSimulate: true,
    });
    expect(encodeNftChunk(single.chunks[0], 'erc1155', nft1155).functionName).toBe('sendERC1155');
    expect(single.cost.simulationFailures).toEqual([]);
  });

  it('names bad input by line: address, token id, amount, columns, repeated id, wrong owner, over balance', async () => {
    const [good] = freshAddresses(1, 'send-nft-bad');
    const text721 = [
      `${good},1`,
      'not-an-address,2',
      `${good},-3`,
      `${good},1`,
      `${good}`,
      `${good},4,2`,
      '0x0000000000000000000000000000000000000000,5',
      `${good},0x10,1`,
    ].join('\n');
    const parsed721 = parseNftRows(text721, 'erc721');
    expect(parsed721.issues).toEqual([
      { line: 2, code: 'invalid-address' },
      { line: 3, code: 'invalid-token-id' },
      { line: 4, code: 'duplicate-token', firstLine: 1 },
      { line: 5, code: 'columns' },
      { line: 6, code: 'invalid-amount' },
      { line: 7, code: 'zero-address' },
    ]);
    expect(parsed721.rows.map((row) => [row.line, row.tokenId])).toEqual([
      [1, 1n],
      [8, 16n],
    ]);
    const parsed1155 = parseNftRows(`${good},1\n${good},1,0\n${good},1,1.5\n${good},1,2`, 'erc1155');
    expect(parsed1155.issues).toEqual([
      { line: 1, code: 'columns' },
      { line: 2, code: 'invalid-amount' },
      { line: 3, code: 'invalid-amount' },
    ]);

    // On chain: id 9001 is OTHER's, 9002 was never minted, 9003 is the sender's.
    await mintNft721(local, ANVIL_ACCOUNTS[0], nft721, OTHER.address, [9001n]);
    await mintNft721(local, ANVIL_ACCOUNTS[0], nft721, SENDER.address, [9003n]);
    const rows721 = parseNftRows(`${good},9001\n${good},9002\n${good},9003`, 'erc721').rows;
    const checked721 = checkNftRows(
      rows721,
      'erc721',
      SENDER.address,
      await holdingsOf(
        'erc721',
        nft721,
        rows721.map((row) => row.tokenId),
      ),
    );
    expect(checked721.map((row) => row.issue)).toEqual([
      { code: 'not-owner', owner: OTHER.address },
      { code: 'no-token' },
      undefined,
    ]);

    // ERC-1155: the sender holds 5 of id 500; lines 1 and 2 fit (2 + 3), line 3 goes above.
    await mintNft1155(local, ANVIL_ACCOUNTS[0], nft1155, SENDER.address, [{ id: 500n, amount: 5n }]);
    const rows1155 = parseNftRows(`${good},500,2\n${good},500,3\n${good},500,1`, 'erc1155').rows;
    const checked1155 = checkNftRows(rows1155, 'erc1155', SENDER.address, await holdingsOf('erc1155', nft1155, [500n]));
    expect(checked1155.map((row) => row.issue)).toEqual([
      undefined,
      undefined,
      { code: 'over-balance', balance: 5n, needed: 6n },
    ]);

    // What the chain would say, had the rows gone out anyway: the simulation names the failing transfer.
    const access = accessFor();
    const plan = await buildNftPlan(access, {
      rows: rows721.map(toBatchRow),
      standard: 'erc721',
      token: nft721,
      native: NATIVE,
      from: SENDER.address,
      canSimulate: true,
    });
    expect(plan.cost.simulationFailures).toHaveLength(1);
    expect(plan.cost.simulationFailures[0].lines).toEqual([1, 2, 3]);
    // Multisend's TransferFailed(0, WrongOwner(sender, 9001)): the first transfer is the one refused.
    const call = encodeNftChunk(plan.chunks[0], 'erc721', nft721);
    const revertData = await local.publicClient.call({ account: SENDER.address, to: call.to, data: call.data }).then(
      () => undefined,
      (error: BaseError) =>
        (error.walk((cause) => typeof (cause as { data?: unknown }).data === 'string') as { data?: Hex } | null)?.data,
    );
    const failed = decodeErrorResult({ abi: MULTISEND_ABI, data: revertData as Hex });
    expect(failed.errorName).toBe('TransferFailed');
    const [index, reason] = failed.args as [bigint, Hex];
    expect(index).toBe(0n);
    expect(decodeErrorResult({ abi: TEST_NFT721.abi, data: reason })).toMatchObject({
      errorName: 'WrongOwner',
      args: [SENDER.address, 9001n],
    });
  });

  it('chunks 500 ERC-721 transfers under EIP-7825 on a 60M-gas block; every call fits the cap', async () => {
    await local.testClient.setBlockGasLimit({ gasLimit: 60_000_000n });
    await local.testClient.mine({ blocks: 1 });
    const ids = Array.from({ length: 500 }, (_, index) => 20_000n + BigInt(index));
    await mintNft721(local, ANVIL_ACCOUNTS[0], nft721, SENDER.address, ids);
    const recipients = freshAddresses(ids.length, 'send-nft-cap');
    const rows = parseNftRows(recipients.map((to, index) => `${to},${ids[index]}`).join('\n'), 'erc721').rows.map(
      toBatchRow,
    );
    const access = accessFor();
    const plan = await buildNftPlan(access, {
      rows,
      standard: 'erc721',
      token: nft721,
      native: NATIVE,
      from: SENDER.address,
      canSimulate: true,
    });
    // Half of 60M would be 30M a call: the cap (16,777,216, less 5 %) binds instead.
    expect(plan.chunks.length).toBeGreaterThan(1);
    expect(plan.cost.simulationFailures).toEqual([]);
    const executor = new BatchExecutor(
      createJob(rows, plan.chunks),
      createNftDriver({ access, standard: 'erc721', token: nft721, nonces: 'wallet' }),
    );
    await executor.run();
    expect(executor.getSnapshot().counts.confirmed).toBe(500);
    const gasUsed = await Promise.all(
      executor
        .getSnapshot()
        .job.chunks.map(
          async (chunk) => (await local.publicClient.getTransactionReceipt({ hash: chunk.txHash as Hash })).gasUsed,
        ),
    );
    expect(gasUsed.every((gas) => gas < TRANSACTION_GAS_CAP)).toBe(true);
    expect(await ownersOf(local, nft721, ids)).toEqual(recipients);
    console.info(
      `send-nft: 500 ERC-721 on a 60M block: ${plan.chunks.length} chunks of ` +
        `${plan.chunks.map((chunk) => chunk.rows.length).join('/')}, planned ${plan.gasPerRecipient} gas a transfer, ` +
        `gas used ${gasUsed.join('/')}`,
    );
  });
});
