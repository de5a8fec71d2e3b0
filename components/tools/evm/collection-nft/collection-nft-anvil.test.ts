import {
  type Abi,
  type Address,
  createPublicClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
} from 'viem';
import { findNftHoldings } from '@/chains/evm/nft/holdings';
import nft721Artifact from '@/contracts/test/TestNFT721.json';
import nft721EnumerableArtifact from '@/contracts/test/TestNFT721Enumerable.json';
import nft1155Artifact from '@/contracts/test/TestNFT1155.json';
import { type ApprovalChain, approvalChain } from '@/test/approvals';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { type RpcProxy, startRpcProxy } from '@/test/multicall';
import { createTopUpDriver, topUpJob } from '../collection/top-up';
import { AttemptLog } from '../key-batch/attempts';
import { parseKeyList } from '../key-batch/keys';
import {
  faultyClient,
  freshWallets,
  fund,
  type LocalRun,
  randomAddress,
  runJob,
  startLocalRun,
} from '../key-batch/test-support';
import { createNftCollectionDriver } from './collection-nft-driver';
import { nftCollectionJob, planNftCollection } from './collection-nft-plan';
import { nftRunCsv, nftRunRows } from './nft-run-rows';

// batch/collection-nft on anvil: holdings found by ERC-721 Enumerable and, for a plain ERC-721 and an ERC-1155, from
// transfer logs through a node that refuses eth_getLogs over 8 blocks (the scan splits); then swept from several
// wallets, one of them topped up with gas first, with a retry that asks the chain before sending again.

jest.setTimeout(120_000);

const MAX_RANGE = 8n;
const MINT_ABI = parseAbi([
  'function mint(address to, uint256 tokenId)',
  'function mint(address to, uint256 id, uint256 value)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] values, bytes data)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function balanceOf(address account, uint256 id) view returns (uint256)',
]);

let local: LocalRun;
let chain: ApprovalChain;
let proxy: RpcProxy;
/** Through the proxy: eth_getLogs over more than MAX_RANGE blocks is refused, as public endpoints do. */
let narrow: PublicClient;
const minter = ANVIL_ACCOUNTS[0];
let plain721: Address;
let enumerable721: Address;
let multi1155: Address;

const call = (to: Address, functionName: string, args: readonly unknown[]) =>
  chain.send(minter, to, encodeFunctionData({ abi: MINT_ABI, functionName, args } as never) as Hex);

beforeAll(async () => {
  local = await startLocalRun();
  chain = await approvalChain(local.target.rpcUrl, local.target.chainId);
  plain721 = getAddress(await chain.deploy(minter, nft721Artifact as { abi: Abi; bytecode: Hex }));
  enumerable721 = getAddress(await chain.deploy(minter, nft721EnumerableArtifact as { abi: Abi; bytecode: Hex }));
  multi1155 = getAddress(await chain.deploy(minter, nft1155Artifact as { abi: Abi; bytecode: Hex }));
  proxy = await startRpcProxy(local.target.rpcUrl, {
    rewrite: (rpcCall, answer) => {
      if (rpcCall.method !== 'eth_getLogs') return answer;
      const [filter] = rpcCall.params as [{ fromBlock: string; toBlock: string }];
      const span = BigInt(filter.toBlock) - BigInt(filter.fromBlock) + 1n;
      return span > MAX_RANGE
        ? {
            id: answer.id,
            jsonrpc: '2.0',
            error: { code: -32005, message: `query exceeds max block range ${MAX_RANGE}` },
          }
        : answer;
    },
  });
  narrow = createPublicClient({
    transport: http(proxy.url, { batch: true, retryCount: 0 }),
    pollingInterval: 50,
    cacheTime: 0,
  }) as PublicClient;
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await local?.anvil.stop();
});

let nextId = 1n;
/** Mints to each wallet: `plain` and `enumerable` ERC-721 ids, and ERC-1155 ids with amounts (one batch mint). */
async function seed(wallet: Address, counts: { plain: number; enumerable: number; multi: bigint[] }) {
  const minted = { plain: [] as bigint[], enumerable: [] as bigint[], multi: [] as bigint[] };
  for (let index = 0; index < counts.plain; index += 1) {
    await call(plain721, 'mint', [wallet, nextId]);
    minted.plain.push(nextId++);
  }
  for (let index = 0; index < counts.enumerable; index += 1) {
    await call(enumerable721, 'mint', [wallet, nextId]);
    minted.enumerable.push(nextId++);
  }
  if (counts.multi.length > 0) {
    // Minted to the minter, then sent in one safeBatchTransferFrom: the wallet's log is a TransferBatch.
    const ids = counts.multi.map(() => nextId++);
    for (const [index, id] of ids.entries()) await call(multi1155, 'mint', [minter.address, id, counts.multi[index]]);
    await call(multi1155, 'safeBatchTransferFrom', [minter.address, wallet, ids, counts.multi, '0x']);
    minted.multi.push(...ids);
  }
  return minted;
}

const ownerOf = (contract: Address, id: bigint) =>
  local.client.readContract({ address: contract, abi: MINT_ABI, functionName: 'ownerOf', args: [id] });
const balance1155 = (owner: Address, id: bigint) =>
  local.client.readContract({ address: multi1155, abi: MINT_ABI, functionName: 'balanceOf', args: [owner, id] });

describe('NFT holdings on anvil', () => {
  it('finds enumerable holdings by index and the others from logs, splitting refused ranges, confirmed by state', async () => {
    const [a, b] = freshWallets(2);
    const outsider = randomAddress();
    const first = await seed(a.address, { plain: 2, enumerable: 2, multi: [5n, 1n] });
    const second = await seed(b.address, { plain: 1, enumerable: 1, multi: [] });
    // A single ERC-1155 mint straight to b: its log is a TransferSingle.
    const single = nextId++;
    await call(multi1155, 'mint', [b.address, single, 3n]);
    // Moved on since: a's first plain id to an outsider (its log names a, its owner is no longer ours), b's
    // enumerable id to a (a's holding now, found by index), and 2 of a's first ERC-1155 balance to the outsider.
    // The fresh wallets have no coins: fund them for these moves.
    await fund(
      local.target.rpcUrl,
      new Map([
        [a.address, 10n ** 18n],
        [b.address, 10n ** 18n],
      ]),
    );
    const { privateKeyToAccount } = await import('viem/accounts');
    const accountA = privateKeyToAccount(a.key);
    const accountB = privateKeyToAccount(b.key);
    await chain.send(
      accountA,
      plain721,
      encodeFunctionData({
        abi: MINT_ABI,
        functionName: 'safeTransferFrom',
        args: [a.address, outsider, first.plain[0]],
      }),
    );
    await chain.send(
      accountB,
      enumerable721,
      encodeFunctionData({
        abi: MINT_ABI,
        functionName: 'safeTransferFrom',
        args: [b.address, a.address, second.enumerable[0]],
      }),
    );
    await chain.send(
      accountA,
      multi1155,
      encodeFunctionData({
        abi: MINT_ABI,
        functionName: 'safeTransferFrom',
        args: [a.address, outsider, first.multi[0], 2n, '0x'],
      }),
    );

    proxy.reset();
    const found = await findNftHoldings(narrow, {
      chainId: local.target.chainId,
      contracts: [plain721, enumerable721, multi1155],
      owners: [a.address, b.address],
    });
    expect(found.contracts.map((c) => [c.standard, c.isEnumerable])).toEqual([
      ['erc721', false],
      ['erc721', true],
      ['erc1155', false],
    ]);
    const held = found.holdings.map((h) => [h.owner, h.contract, h.tokenId, h.amount]);
    expect(held).toEqual([
      [a.address, plain721, first.plain[1], 1n],
      [a.address, enumerable721, first.enumerable[0], 1n],
      [a.address, enumerable721, first.enumerable[1], 1n],
      [a.address, enumerable721, second.enumerable[0], 1n],
      [a.address, multi1155, first.multi[0], 3n],
      [a.address, multi1155, first.multi[1], 1n],
      [b.address, plain721, second.plain[0], 1n],
      [b.address, multi1155, single, 3n],
    ]);
    // The chain is longer than the node allows: ranges were refused and halved, and no enumerable contract was
    // scanned (only the plain ERC-721 and the ERC-1155 filters went to eth_getLogs).
    expect(found.scan.splits).toBeGreaterThan(0);
    const getLogs = proxy.calls().filter((c) => c.method === 'eth_getLogs');
    expect(getLogs.length).toBe(found.scan.requests);
    for (const request of getLogs) {
      const [filter] = request.params as [{ address: string[] }];
      expect(filter.address.map((x) => x.toLowerCase())).not.toContain(enumerable721.toLowerCase());
    }
  });

  it('skips a contract that is neither ERC-721 nor ERC-1155, and reports it', async () => {
    const [wallet] = freshWallets(1);
    const found = await findNftHoldings(local.client, {
      chainId: local.target.chainId,
      contracts: [randomAddress()],
      owners: [wallet.address],
    });
    expect(found.contracts[0].standard).toBeNull();
    expect(found.holdings).toEqual([]);
  });
});

describe('NFT sweep on anvil', () => {
  it('sweeps several wallets, tops up one without gas, retries by asking the chain first, and exports by token', async () => {
    const wallets = freshWallets(4);
    const minted = [];
    for (const [index, wallet] of wallets.entries()) {
      minted.push(await seed(wallet.address, { plain: index % 2, enumerable: 1, multi: [BigInt(index + 2), 7n] }));
    }
    // The last wallet has no coins at all: it must be topped up first.
    await fund(local.target.rpcUrl, new Map(wallets.slice(0, 3).map((w) => [w.address, 10n ** 17n])));
    const destination = randomAddress();
    const { entries, ring, issues } = parseKeyList(wallets.map((w) => w.key).join('\n'));
    expect(issues).toEqual([]);
    const settings = {
      chainId: local.target.chainId,
      destination,
      contracts: [plain721, enumerable721, multi1155],
      fromBlock: 0n,
    };
    const plan = await planNftCollection({ target: local.target, client: narrow, entries, settings });
    expect(plan.totals).toMatchObject({ ready: 3, needsGas: 1, empty: 0, errors: 0 });
    const poor = plan.wallets[3];
    expect(poor).toMatchObject({ state: 'needs-gas', native: 0n });
    expect(poor.topUp).toBeGreaterThanOrEqual(poor.fee);

    // The top-up, as the token collection does it: the funding key sends each short wallet what it lacks.
    const funding = freshWallets(1)[0];
    await fund(local.target.rpcUrl, new Map([[funding.address, 10n ** 18n]]));
    const fundingKeys = parseKeyList(funding.key);
    const topUps = await runJob(
      topUpJob(plan.wallets, funding.address, 'transfers', 30_000_000n, {
        chainId: local.target.chainId,
        symbol: 'ETH',
        decimals: 18,
      }),
      createTopUpDriver({
        client: local.client,
        ring: fundingKeys.ring,
        attempts: new AttemptLog(),
        chainId: local.target.chainId,
        mode: 'transfers',
        needs: new Map(plan.wallets.map((w) => [w.address.toLowerCase(), w.fee])),
      }),
    );
    expect(topUps.getSnapshot().counts).toMatchObject({ confirmed: 1, total: 1 });
    expect(await local.client.getBalance({ address: poor.address })).toBe(poor.topUp);

    const ready = await planNftCollection({ target: local.target, client: narrow, entries, settings });
    expect(ready.totals).toMatchObject({ ready: 4, needsGas: 0 });
    const { job, chunks } = nftCollectionJob(ready, local.target);
    // One transaction per ERC-721 id and one per wallet's ERC-1155 contract: 2 + 4 + 4.
    expect(chunks).toHaveLength(10);
    expect(JSON.stringify(job, (_, value) => (typeof value === 'bigint' ? String(value) : value))).not.toContain(
      wallets[0].key.slice(2),
    );

    // The first broadcast's answer is lost: the row fails, and its retry finds the transfer on chain, sending nothing.
    let isFirstLost = true;
    const broadcasts: string[] = [];
    const flaky = faultyClient(local.target, (method) => {
      if (method !== 'eth_sendRawTransaction') return 'pass';
      broadcasts.push(method);
      if (isFirstLost) {
        isFirstLost = false;
        return 'fail-after';
      }
      return 'pass';
    });
    const attempts = new AttemptLog();
    const driver = createNftCollectionDriver(ready.settings, { client: flaky, ring, attempts });
    const executor = await runJob(job, driver);
    expect(executor.getSnapshot().counts.failed).toBeGreaterThan(0);
    const sentBeforeRetry = broadcasts.length;
    await executor.retryFailed();
    const { counts, job: finished } = executor.getSnapshot();
    expect(counts).toMatchObject({ confirmed: finished.rows.length, failed: 0 });
    expect(broadcasts.length).toBe(sentBeforeRetry);

    for (const [index, wallet] of wallets.entries()) {
      for (const id of minted[index].plain) expect(await ownerOf(plain721, id)).toBe(destination);
      for (const id of minted[index].enumerable) expect(await ownerOf(enumerable721, id)).toBe(destination);
      const [first, second] = minted[index].multi;
      expect(await balance1155(destination, first)).toBe(BigInt(index + 2));
      expect(await balance1155(destination, second)).toBe(7n);
      expect(await balance1155(wallet.address, first)).toBe(0n);
    }

    const rows = nftRunRows(finished, attempts);
    const csv = nftRunCsv(rows, (failure) => failure.message);
    expect(csv.split('\r\n')[0]).toBe('line,from,to,contract,standard,tokenId,amount,status,txHash,error');
    expect(rows.every((row) => row.status === 'confirmed' && row.txHash && row.to === destination)).toBe(true);
    for (const wallet of wallets) expect(csv.toLowerCase()).not.toContain(wallet.key.slice(2).toLowerCase());
  });

  it('marks a wallet whose transfer would revert as an error before anything is signed', async () => {
    const [wallet] = freshWallets(1);
    await fund(local.target.rpcUrl, new Map([[wallet.address, 10n ** 17n]]));
    await seed(wallet.address, { plain: 1, enumerable: 0, multi: [] });
    const { entries } = parseKeyList(wallet.key);
    // The zero address as destination: every standard transfer refuses it.
    const settings = {
      chainId: local.target.chainId,
      destination: '0x0000000000000000000000000000000000000000' as Address,
      contracts: [plain721],
      fromBlock: 0n,
    };
    const plan = await planNftCollection({ target: local.target, client: local.client, entries, settings });
    expect(plan.wallets[0]).toMatchObject({ state: 'error' });
    expect(plan.wallets[0].error).toBeTruthy();
    expect(nftCollectionJob(plan, local.target).chunks).toHaveLength(0);
  });
});
