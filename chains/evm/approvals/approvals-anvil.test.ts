import { createPublicClient, http, maxUint256, type PublicClient, parseAbi } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import {
  type ApprovalChain,
  approvalChain,
  fundedAccount,
  type Seeded,
  seedApprovals,
  spenderAddress,
} from '@/test/approvals';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { type RpcProxy, startRpcProxy } from '@/test/multicall';
import { PERMIT2_ABI, PERMIT2_ADDRESS } from './abi';
import { planCustomApproval, revokeCall } from './calls';
import { findApprovals } from './find';
import { knownSpender } from './known-spenders';
import { isRangeRefusal } from './log-scan';

// The approval scan and its calls on a real anvil: 16 grants of four kinds seeded by one owner (two more set and
// revoked), found from logs through a node that refuses wide ranges, confirmed by state, revoked, and set exactly on a
// token that refuses non-zero to non-zero changes.

const ERC20 = parseAbi(['function allowance(address, address) view returns (uint256)']);
const OPERATOR = parseAbi(['function isApprovedForAll(address, address) view returns (bool)']);
const MAX_RANGE = 16n;

let anvil: AnvilInstance;
let chain: ApprovalChain;
let seeded: Seeded;
let owner: Awaited<ReturnType<typeof fundedAccount>>;
let proxy: RpcProxy;
let narrow: PublicClient;

beforeAll(async () => {
  anvil = await startAnvil();
  chain = await approvalChain(anvil.rpcUrl, anvil.chainId);
  owner = await fundedAccount(anvil.rpcUrl, generatePrivateKey());
  seeded = await seedApprovals(chain, ANVIL_ACCOUNTS[0], owner, {
    erc20: 5,
    strict: 3,
    operators: 4,
    permit2: 4,
    revoked: 2,
  });
  // A node that refuses eth_getLogs over more than 16 blocks, as public endpoints refuse wide ranges.
  proxy = await startRpcProxy(anvil.rpcUrl, {
    rewrite: (call, answer) => {
      if (call.method !== 'eth_getLogs') return answer;
      const [filter] = call.params as [{ fromBlock: string; toBlock: string }];
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
  narrow = createPublicClient({ transport: http(proxy.url, { batch: true, retryCount: 0 }) }) as PublicClient;
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await anvil?.stop();
});

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const key = (grant: { kind: string; token: string; spender: string }) =>
  `${grant.kind}:${grant.token.toLowerCase()}:${grant.spender.toLowerCase()}`;

describe('approvals on anvil', () => {
  it('finds every live grant from the logs, split ranges and all, and confirms it by state', async () => {
    const found = await findApprovals(narrow, { chainId: anvil.chainId, owner: owner.address });
    expect(found.splits).toBeGreaterThan(0);
    expect(found.candidates).toBe(18);
    expect(found.grants.map(key).sort()).toEqual(seeded.grants.map(key).sort());
    for (const revoked of seeded.revoked) expect(found.grants.map(key)).not.toContain(key(revoked));
    for (const grant of found.grants) {
      const seed = seeded.grants.find((s) => key(s) === key(grant));
      expect(grant.allowance).toBe(seed?.amount);
    }
    const unlimited = found.grants.find((g) => g.allowance === maxUint256);
    expect(unlimited?.atRisk).toBe(1_000_000_000n);
    expect(unlimited?.symbol).toBe('tUSDT');
    expect(unlimited?.decimals).toBe(6);
    const strict = found.grants.find((g) => same(g.token, seeded.strict));
    expect(strict?.atRisk).toBe(strict?.allowance);
    const operator = found.grants.find((g) => g.kind === 'operator');
    expect(operator?.atRisk).toBe(1n);
    const permit2 = found.grants.filter((g) => g.kind === 'permit2');
    expect(permit2).toHaveLength(4);
    expect(permit2[0].expiration).toBe(4_102_444_800);
  });

  it('reads the same through one wide request when the node allows it', async () => {
    const found = await findApprovals(chain.publicClient, { chainId: anvil.chainId, owner: owner.address });
    expect(found.requests).toBe(1);
    expect(found.splits).toBe(0);
    expect(found.grants).toHaveLength(16);
  });

  it('stops on a failure that is not a refused range, without splitting', async () => {
    const dead = createPublicClient({ transport: http('http://127.0.0.1:9/', { retryCount: 0 }) }) as PublicClient;
    await expect(
      findApprovals(dead, { chainId: anvil.chainId, owner: owner.address, toBlock: 1_000n }),
    ).rejects.toThrow();
    expect(isRangeRefusal(new Error('fetch failed: ECONNREFUSED'))).toBe(false);
    expect(isRangeRefusal({ code: -32005, message: 'limit exceeded' })).toBe(true);
    expect(isRangeRefusal(new Error('query returned more than 10000 results'))).toBe(true);
  });

  it('finds nothing for an address that granted nothing', async () => {
    const found = await findApprovals(narrow, { chainId: anvil.chainId, owner: spenderAddress(999) });
    expect(found.grants).toEqual([]);
  });

  it('revokes an ERC-20, a USDT-like, an operator and a Permit2 grant: each reads 0 on chain', async () => {
    const found = await findApprovals(chain.publicClient, { chainId: anvil.chainId, owner: owner.address });
    const picks = [
      found.grants.find((g) => same(g.token, seeded.usdt) && g.kind === 'erc20'),
      found.grants.find((g) => same(g.token, seeded.strict)),
      found.grants.find((g) => g.kind === 'operator'),
      found.grants.find((g) => g.kind === 'permit2'),
    ];
    for (const grant of picks) {
      if (!grant) throw new Error('seeded grant missing');
      const call = revokeCall(grant);
      await chain.send(owner, call.to, call.data);
    }
    const [erc20, strict, operator, permit2] = picks as NonNullable<(typeof picks)[number]>[];
    const read = chain.publicClient;
    expect(
      await read.readContract({
        address: erc20.token,
        abi: ERC20,
        functionName: 'allowance',
        args: [owner.address, erc20.spender],
      }),
    ).toBe(0n);
    expect(
      await read.readContract({
        address: strict.token,
        abi: ERC20,
        functionName: 'allowance',
        args: [owner.address, strict.spender],
      }),
    ).toBe(0n);
    expect(
      await read.readContract({
        address: operator.token,
        abi: OPERATOR,
        functionName: 'isApprovedForAll',
        args: [owner.address, operator.spender],
      }),
    ).toBe(false);
    const [amount] = await read.readContract({
      address: PERMIT2_ADDRESS,
      abi: PERMIT2_ABI,
      functionName: 'allowance',
      args: [owner.address, permit2.token, permit2.spender],
    });
    expect(amount).toBe(0n);
    const after = await findApprovals(chain.publicClient, { chainId: anvil.chainId, owner: owner.address });
    expect(after.grants).toHaveLength(12);
    for (const grant of picks) expect(after.grants.map(key)).not.toContain(key(grant as NonNullable<typeof grant>));
  });

  it('sets an exact allowance on a USDT-like token by approving 0 first, and refuses nothing on a plain one', async () => {
    const spender = spenderAddress(500);
    const strictApprove = (amount: bigint) =>
      planCustomApproval(read(), { owner: owner.address, token: seeded.strict, spender, amount });
    const read = () => chain.publicClient;
    const first = await strictApprove(7_000_000n);
    expect(first.zeroFirst).toBe(false);
    expect(first.calls).toHaveLength(1);
    for (const call of first.calls) await chain.send(owner, call.to, call.data);

    // Non-zero to non-zero: the token refuses it directly (bad input without the plan) …
    const direct = (await strictApprove(9_000_000n)).calls.at(-1);
    if (!direct) throw new Error('no call');
    await expect(chain.send(owner, direct.to, direct.data)).rejects.toThrow();
    // … and the plan approves 0 first.
    const change = await strictApprove(9_000_000n);
    expect(change.zeroFirst).toBe(true);
    expect(change.current).toBe(7_000_000n);
    expect(change.calls).toHaveLength(2);
    for (const call of change.calls) await chain.send(owner, call.to, call.data);
    const now = await read().readContract({
      address: seeded.strict,
      abi: ERC20,
      functionName: 'allowance',
      args: [owner.address, spender],
    });
    expect(now).toBe(9_000_000n);
    expect((await strictApprove(9_000_000n)).calls).toEqual([]);

    const plain = await planCustomApproval(read(), {
      owner: owner.address,
      token: seeded.usdt,
      spender: spenderAddress(1),
      amount: 42n,
    });
    expect(plain.zeroFirst).toBe(false);
    expect(plain.calls).toHaveLength(1);
  });

  it('names known spenders only on the chains they are listed for', () => {
    expect(knownSpender(PERMIT2_ADDRESS.toLowerCase(), 56)?.name).toBe('Uniswap Permit2');
    expect(knownSpender('0x10ED43C718714eb63d5aA57B78B54704E256024E', 56)?.name).toBe('PancakeSwap Router v2');
    expect(knownSpender('0x10ED43C718714eb63d5aA57B78B54704E256024E', 1)).toBeUndefined();
    expect(knownSpender(spenderAddress(1), 1)).toBeUndefined();
  });
});
