import { type Address, getAddress, type Hex, type PublicClient } from 'viem';
import { minAmount } from '@/lib/fees/decimal';
import { multicall3Address } from '../chains';
import { ERC20_APPROVE_ABI, OPERATOR_ABI, PERMIT2_ABI, PERMIT2_ADDRESS, TOPIC } from './abi';
import type { RawLog } from './log-scan';

/** What an owner granted: an ERC-20 allowance, an NFT operator approval, or a Permit2 allowance. */
export type GrantKind = 'erc20' | 'operator' | 'permit2';

/** A pair found in the logs: `token` is the ERC-20 or the NFT collection, `spender` the spender or the operator. */
export interface GrantCandidate {
  kind: GrantKind;
  token: Address;
  spender: Address;
}

/** A grant confirmed by current state. */
export interface Grant extends GrantCandidate {
  /** ERC-20 / Permit2: the allowance now (base units); operator: 1 when approved. */
  allowance: bigint;
  /** The owner's balance of the token or collection now (undefined when the read failed). */
  balance: bigint | undefined;
  /** ERC-20 / Permit2 only. */
  decimals: number | undefined;
  symbol: string | undefined;
  /** Permit2 only: the allowance's expiry (unix seconds). */
  expiration?: number;
  /** What the spender could take now: min(allowance, balance) for tokens, the balance for collections. */
  atRisk: bigint | undefined;
}

const topicAddress = (topic: Hex): Address => getAddress(`0x${topic.slice(26)}`);
const keyOf = (candidate: GrantCandidate) =>
  `${candidate.kind}:${candidate.token.toLowerCase()}:${candidate.spender.toLowerCase()}`;

/**
 * The distinct (kind, token, spender) pairs the logs name. ERC-721's per-token Approval (four topics) is not an
 * operator grant and is skipped; Permit2's events count only from Permit2's own address.
 */
export function candidatesFromLogs(logs: readonly RawLog[]): GrantCandidate[] {
  const found = new Map<string, GrantCandidate>();
  for (const log of logs) {
    const [topic0, , topic2, topic3] = log.topics;
    let candidate: GrantCandidate | undefined;
    if (topic0 === TOPIC.erc20Approval && log.topics.length === 3 && topic2) {
      candidate = { kind: 'erc20', token: getAddress(log.address), spender: topicAddress(topic2) };
    } else if (topic0 === TOPIC.approvalForAll && log.topics.length === 3 && topic2) {
      candidate = { kind: 'operator', token: getAddress(log.address), spender: topicAddress(topic2) };
    } else if (
      (topic0 === TOPIC.permit2Approval || topic0 === TOPIC.permit2Permit) &&
      log.address.toLowerCase() === PERMIT2_ADDRESS.toLowerCase() &&
      topic2 &&
      topic3
    ) {
      candidate = { kind: 'permit2', token: topicAddress(topic2), spender: topicAddress(topic3) };
    }
    if (candidate) found.set(keyOf(candidate), candidate);
  }
  return [...found.values()];
}

type Read = { status: 'success'; result: unknown } | { status: 'failure'; error: Error };

/**
 * Current state of every candidate in one eth_call of Multicall3's aggregate3 (allowFailure: a token that reverts
 * spoils nothing): the allowance or operator flag of each pair, and the balance, decimals and symbol of each token
 * once. Only live grants come back: allowance > 0, operator still approved, Permit2 amount > 0 and not expired.
 */
export async function confirmGrants(
  client: PublicClient,
  chainId: number,
  owner: Address,
  candidates: readonly GrantCandidate[],
): Promise<{ grants: Grant[]; timestamp: bigint }> {
  const tokens = [...new Set(candidates.map((c) => c.token))];
  const fungible = new Set(candidates.filter((c) => c.kind !== 'operator').map((c) => c.token));
  const pairCalls: unknown[] = candidates.map((c) =>
    c.kind === 'erc20'
      ? { address: c.token, abi: ERC20_APPROVE_ABI, functionName: 'allowance', args: [owner, c.spender] }
      : c.kind === 'operator'
        ? { address: c.token, abi: OPERATOR_ABI, functionName: 'isApprovedForAll', args: [owner, c.spender] }
        : { address: PERMIT2_ADDRESS, abi: PERMIT2_ABI, functionName: 'allowance', args: [owner, c.token, c.spender] },
  );
  const tokenCalls: unknown[] = tokens.flatMap((token): unknown[] =>
    fungible.has(token)
      ? [
          { address: token, abi: ERC20_APPROVE_ABI, functionName: 'balanceOf', args: [owner] },
          { address: token, abi: ERC20_APPROVE_ABI, functionName: 'decimals' },
          { address: token, abi: ERC20_APPROVE_ABI, functionName: 'symbol' },
        ]
      : [
          { address: token, abi: OPERATOR_ABI, functionName: 'balanceOf', args: [owner] },
          { address: token, abi: OPERATOR_ABI, functionName: 'symbol' },
          { address: token, abi: OPERATOR_ABI, functionName: 'symbol' },
        ],
  );
  const [results, block] = await Promise.all([
    candidates.length === 0
      ? Promise.resolve([] as Read[])
      : (client.multicall({
          contracts: [...pairCalls, ...tokenCalls] as never,
          allowFailure: true,
          batchSize: 0,
          multicallAddress: multicall3Address(chainId),
        }) as Promise<Read[]>),
    client.getBlock({ blockTag: 'latest' }),
  ]);
  const value = (read: Read | undefined) => (read?.status === 'success' ? read.result : undefined);
  const info = new Map<Address, { balance?: bigint; decimals?: number; symbol?: string }>();
  tokens.forEach((token, index) => {
    const base = candidates.length + index * 3;
    const balance = value(results[base]);
    const decimals = value(results[base + 1]);
    const symbol = value(results[base + 2]);
    info.set(token, {
      balance: typeof balance === 'bigint' ? balance : undefined,
      decimals: fungible.has(token) && typeof decimals === 'number' ? decimals : undefined,
      symbol: typeof symbol === 'string' ? symbol : undefined,
    });
  });
  const grants: Grant[] = [];
  candidates.forEach((candidate, index) => {
    const read = value(results[index]);
    const { balance, decimals, symbol } = info.get(candidate.token) ?? {};
    const base = { ...candidate, balance, decimals, symbol };
    if (candidate.kind === 'erc20') {
      if (typeof read !== 'bigint' || read === 0n) return;
      const atRisk = balance === undefined ? undefined : minAmount(read, balance);
      grants.push({ ...base, allowance: read, atRisk });
    } else if (candidate.kind === 'operator') {
      if (read !== true) return;
      grants.push({ ...base, allowance: 1n, atRisk: balance });
    } else {
      if (!Array.isArray(read)) return;
      const [amount, expiration] = read as [bigint, number, number];
      if (amount === 0n || BigInt(expiration) < block.timestamp) return;
      const atRisk = balance === undefined ? undefined : minAmount(amount, balance);
      grants.push({ ...base, allowance: amount, expiration: Number(expiration), atRisk });
    }
  });
  return { grants, timestamp: block.timestamp };
}
