import { createPublicClient, http, type PublicClient } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { findApprovals } from '@/chains/evm/approvals/find';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { approvalChain, fundedAccount, seedApprovals } from '@/test/approvals';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { type RpcProxy, startRpcProxy } from '@/test/multicall';

// The approvals scan (approve/check) of an address with 200 live approvals across ERC-20 (a plain token and a
// USDT-like one), NFT operators and Permit2, on a local anvil (one block per transaction, ~230 blocks: an anvil_mine of 10,000 empty blocks got no answer within 5 minutes on the shared machine): HTTP requests, JSON-RPC calls and
// wall time of findApprovals through a counting proxy, for a node that answers any range and for nodes that refuse
// eth_getLogs over 64 and 16 blocks (public endpoints refuse over 1,000–10,000 blocks; the scan halves a refused range until it passes).
// The client batches calls made together, as the page's does. Prints one JSON object; asserts that every variant
// finds the same 200 approvals.

const PLAN = { erc20: 100, strict: 20, operators: 40, permit2: 40 };
const APPROVALS = PLAN.erc20 + PLAN.strict + PLAN.operators + PLAN.permit2;

let anvil: AnvilInstance;
let owner: Awaited<ReturnType<typeof fundedAccount>>;

beforeAll(async () => {
  anvil = await startAnvil();
  const chain = await approvalChain(anvil.rpcUrl, anvil.chainId);
  owner = await fundedAccount(anvil.rpcUrl, generatePrivateKey());
  await seedApprovals(chain, ANVIL_ACCOUNTS[0], owner, { ...PLAN, revoked: 10 });
}, 600_000);

afterAll(async () => {
  await anvil?.stop();
});

async function scanThrough(maxRange: number | undefined) {
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
    const result = await findApprovals(client, { chainId: anvil.chainId, owner: owner.address });
    const wallMs = Math.round(performance.now() - started);
    const getLogs = proxy.calls().filter((call) => call.method === 'eth_getLogs').length;
    return {
      result,
      figures: {
        nodeMaxBlockRange: maxRange ?? 'none',
        httpRequests: proxy.httpRequests(),
        jsonRpcCalls: proxy.calls().length,
        getLogsCalls: getLogs,
        refusedRanges: result.splits,
        multicallCalls: proxy.calls().filter((call) => call.method === 'eth_call').length,
        largestRequestBytes: proxy.largestBody(),
        wallMs,
      },
    };
  } finally {
    await proxy.close();
  }
}

it(`scans an address with ${APPROVALS} approvals`, async () => {
  const wide = await scanThrough(undefined);
  const tenK = await scanThrough(64);
  const twoK = await scanThrough(16);
  for (const variant of [wide, tenK, twoK]) {
    expect(variant.result.grants).toHaveLength(APPROVALS);
    expect(variant.result.candidates).toBe(APPROVALS + 10);
  }
  console.log(
    JSON.stringify({
      benchmark: 'approvals scan (approve/check)',
      chain: 'anvil (local)',
      blocks: Number(wide.result.toBlock) + 1,
      approvals: { live: APPROVALS, ...PLAN, revokedAgain: 10, logs: wide.result.logs },
      variants: [wide.figures, tenK.figures, twoK.figures],
    }),
  );
}, 600_000);
