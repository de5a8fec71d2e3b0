import { createHash } from 'node:crypto';
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Connection, Keypair, type PublicKey } from '@solana/web3.js';
import { associatedTokenAddress, readSolanaBalances } from '@/chains/solana';
import { type RpcProxy, startRpcProxy } from '@/test/multicall';
import { E2eSolanaChain } from '@/test/solana-rpc-server/e2e-chain';
import { type SolanaRpcServer, startSolanaRpcServer } from '@/test/solana-rpc-server/server';

// Balance check of 2,000 Solana owners (the spec's limit without RPC VIP), SOL and one SPL token, against a local
// litesvm node over HTTP: requests and wall time for readSolanaBalances (getMultipleAccounts by 100, token accounts
// derived locally) beside one request per owner per asset. A counting proxy sits in front of the node for every
// variant alike. Prints one JSON object; asserts only that both read the same balances.

const OWNER_COUNT = 2_000;
/** In-flight requests of the one-per-owner baseline (a polite client against a public RPC would use fewer). */
const BASELINE_CONCURRENCY = 8;

const owners: PublicKey[] = Array.from(
  { length: OWNER_COUNT },
  (_, index) => Keypair.fromSeed(createHash('sha256').update(`bench-solana-owner-${index}`).digest()).publicKey,
);

let node: SolanaRpcServer;
let proxy: RpcProxy;
let mint: PublicKey;

beforeAll(async () => {
  const chain = new E2eSolanaChain();
  mint = await chain.createMint(TOKEN_PROGRAM_ID, 6);
  owners.forEach((owner, index) => {
    if (index % 4 === 0) chain.airdrop(owner, BigInt(index + 1) * 1_000_000n);
    if (index % 10 === 0) chain.setTokenAccount(owner, mint, TOKEN_PROGRAM_ID, BigInt(index + 1) * 1_000n);
  });
  node = await startSolanaRpcServer(chain);
  proxy = await startRpcProxy(node.url);
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await node?.stop();
});

async function measure<T>(run: () => Promise<T>) {
  proxy.reset();
  const started = performance.now();
  const value = await run();
  const wallMs = Math.round(performance.now() - started);
  return { value, figures: { httpRequests: proxy.httpRequests(), jsonRpcCalls: proxy.calls().length, wallMs } };
}

async function pool<T>(count: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: BASELINE_CONCURRENCY }, worker));
  return results;
}

async function viaReadSolanaBalances() {
  const addresses = owners.map((owner) => owner.toBase58());
  const sol = await readSolanaBalances({ rpcUrl: proxy.url, owners: addresses });
  const token = await readSolanaBalances({ rpcUrl: proxy.url, owners: addresses, mint: mint.toBase58() });
  return { sol: sol.balances.map((row) => row.balance), token: token.balances.map((row) => row.balance) };
}

/** One getBalance and one getTokenAccountBalance (of the derived account) per owner, no batching. */
async function onePerOwner() {
  const connection = new Connection(proxy.url, 'confirmed');
  const sol = await pool(OWNER_COUNT, async (i) => BigInt(await connection.getBalance(owners[i])));
  const token = await pool(OWNER_COUNT, async (i) => {
    const account = associatedTokenAddress(owners[i], mint, TOKEN_PROGRAM_ID);
    try {
      return BigInt((await connection.getTokenAccountBalance(account)).value.amount);
    } catch {
      return 0n; // no account: nothing held
    }
  });
  return { sol, token };
}

it(`reads ${OWNER_COUNT} SOL and SPL balances in far fewer requests`, async () => {
  const baseline = await measure(onePerOwner);
  const batched = await measure(viaReadSolanaBalances);
  expect(batched.value.sol).toEqual(baseline.value.sol);
  expect(batched.value.token.map((balance) => balance ?? 0n)).toEqual(baseline.value.token);
  console.log(
    JSON.stringify({
      benchmark: 'solana balance check',
      chain: 'litesvm over HTTP (local)',
      owners: OWNER_COUNT,
      assets: ['SOL', 'SPL (6 decimals)'],
      readSolanaBalances: batched.figures,
      onePerOwnerPerAsset: { ...baseline.figures, concurrency: BASELINE_CONCURRENCY },
      requestRatio: Number((baseline.figures.httpRequests / batched.figures.httpRequests).toFixed(1)),
    }),
  );
}, 180_000);
