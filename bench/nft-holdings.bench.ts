import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
} from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { findNftHoldings } from '@/chains/evm/nft/holdings';
import nft721Artifact from '@/contracts/test/TestNFT721.json';
import nft721EnumerableArtifact from '@/contracts/test/TestNFT721Enumerable.json';
import nft1155Artifact from '@/contracts/test/TestNFT1155.json';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { installMulticall3, type RpcProxy, startRpcProxy } from '@/test/multicall';

// batch/collection-nft's holdings read (chains/evm/nft/holdings.ts) for 100 wallets, each holding one id of an
// enumerable ERC-721, one of a plain ERC-721 and two ids of an ERC-1155, on a local anvil (mints sent 50 at a time, ~180
// blocks): HTTP requests, JSON-RPC calls and wall time through a counting proxy, for a node that answers any range and
// for nodes that refuse eth_getLogs over 64 and 16 blocks. Prints one JSON object; asserts every variant finds all.

const WALLETS = 100;
const MINT_ABI = parseAbi([
  'function mint(address to, uint256 tokenId)',
  'function mint(address to, uint256 id, uint256 value)',
]);

let anvil: AnvilInstance;
let contracts: Address[];
const owners = Array.from({ length: WALLETS }, () => privateKeyToAddress(generatePrivateKey()));

beforeAll(async () => {
  anvil = await startAnvil();
  await installMulticall3(anvil.rpcUrl);
  const chain = { ...foundry, id: anvil.chainId, rpcUrls: { default: { http: [anvil.rpcUrl] } } };
  const client = createPublicClient({ chain, transport: http(anvil.rpcUrl), pollingInterval: 50 }) as PublicClient;
  const minter = createWalletClient({ account: ANVIL_ACCOUNTS[0], chain, transport: http(anvil.rpcUrl) });
  contracts = [];
  for (const artifact of [nft721EnumerableArtifact, nft721Artifact, nft1155Artifact]) {
    const hash = await minter.deployContract({ abi: artifact.abi as Abi, bytecode: artifact.bytecode as Hex });
    contracts.push(getAddress((await client.waitForTransactionReceipt({ hash })).contractAddress as Address));
  }
  const [enumerable, plain, multi] = contracts;
  let nonce = await client.getTransactionCount({ address: ANVIL_ACCOUNTS[0].address, blockTag: 'pending' });
  const calls = owners.flatMap((owner, index) => [
    { to: enumerable, args: [owner, BigInt(index + 1)] },
    { to: plain, args: [owner, BigInt(index + 1)] },
    { to: multi, args: [owner, BigInt(2 * index + 1), 3n] },
    { to: multi, args: [owner, BigInt(2 * index + 2), 1n] },
  ]);
  let last: Hex = '0x';
  for (let start = 0; start < calls.length; start += 50) {
    const hashes = await Promise.all(
      calls.slice(start, start + 50).map((call) =>
        minter.sendTransaction({
          to: call.to,
          data: encodeFunctionData({ abi: MINT_ABI, functionName: 'mint', args: call.args } as never),
          nonce: nonce++,
          gas: 200_000n,
        }),
      ),
    );
    last = hashes[hashes.length - 1];
  }
  await client.waitForTransactionReceipt({ hash: last });
}, 600_000);

afterAll(async () => {
  await anvil?.stop();
});

async function readThrough(maxRange: number | undefined) {
  const proxy: RpcProxy = await startRpcProxy(anvil.rpcUrl, {
    rewrite: (call, answer) => {
      if (maxRange === undefined || call.method !== 'eth_getLogs') return answer;
      const [filter] = call.params as [{ fromBlock: string; toBlock: string }];
      const span = Number(BigInt(filter.toBlock) - BigInt(filter.fromBlock) + 1n);
      return span > maxRange
        ? { id: answer.id, jsonrpc: '2.0', error: { code: -32005, message: `exceed maximum block range: ${maxRange}` } }
        : answer;
    },
  });
  try {
    const client = createPublicClient({
      transport: http(proxy.url, { batch: { wait: 10 }, retryCount: 0 }),
      cacheTime: 0,
    }) as PublicClient;
    const started = performance.now();
    const result = await findNftHoldings(client, { chainId: anvil.chainId, contracts, owners });
    const wallMs = Math.round(performance.now() - started);
    return {
      result,
      figures: {
        nodeMaxBlockRange: maxRange ?? 'none',
        httpRequests: proxy.httpRequests(),
        jsonRpcCalls: proxy.calls().length,
        getLogsCalls: proxy.calls().filter((call) => call.method === 'eth_getLogs').length,
        refusedRanges: result.scan.splits,
        ethCalls: proxy.calls().filter((call) => call.method === 'eth_call').length,
        largestRequestBytes: proxy.largestBody(),
        wallMs,
      },
    };
  } finally {
    await proxy.close();
  }
}

it(`reads the NFT holdings of ${WALLETS} wallets`, async () => {
  const variants = [await readThrough(undefined), await readThrough(64), await readThrough(16)];
  for (const variant of variants) expect(variant.result.holdings).toHaveLength(WALLETS * 4);
  console.log(
    JSON.stringify({
      benchmark: 'NFT holdings (batch/collection-nft)',
      chain: 'anvil (local)',
      blocks: Number(variants[0].result.scan.toBlock) + 1,
      wallets: WALLETS,
      holdings: {
        enumerable721: WALLETS,
        plain721: WALLETS,
        erc1155Ids: 2 * WALLETS,
        logs: variants[0].result.scan.logs,
      },
      variants: variants.map((variant) => variant.figures),
    }),
  );
}, 600_000);
