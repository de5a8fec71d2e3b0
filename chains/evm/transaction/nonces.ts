import type { Address, Hash, PublicClient } from 'viem';
import {
  type NetworkFees,
  type PendingTransaction,
  planReplacement,
  type ReplacementPlan,
  TRANSFER_GAS,
} from './replace';

/** An account's nonces: `latest` counts its mined transactions, `pending` adds those in the node's pool in sequence. */
export interface AccountNonces {
  latest: number;
  pending: number;
}

export async function readNonces(
  client: Pick<PublicClient, 'getTransactionCount'>,
  address: Address,
): Promise<AccountNonces> {
  const [latest, pending] = await Promise.all([
    client.getTransactionCount({ address, blockTag: 'latest' }),
    client.getTransactionCount({ address, blockTag: 'pending' }),
  ]);
  return { latest, pending };
}

/** One of the account's transactions waiting in the node's pool. */
export interface PooledTransaction {
  hash: Hash;
  nonce: number;
  /** 'pending': next in line (or in sequence after it); 'queued': held behind a missing nonce. */
  state: 'pending' | 'queued';
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
}

interface RawPoolTransaction {
  hash: Hash;
  nonce: string;
  gasPrice?: string | null;
  maxFeePerGas?: string | null;
  maxPriorityFeePerGas?: string | null;
}
type RawPoolSection = Record<string, RawPoolTransaction>;
interface RawPoolContent {
  pending?: Record<string, RawPoolSection>;
  queued?: Record<string, RawPoolSection>;
}

const quantity = (value: string | null | undefined) => (value ? BigInt(value) : undefined);

function pooled(section: RawPoolSection | undefined, state: PooledTransaction['state']): PooledTransaction[] {
  return Object.values(section ?? {}).map((raw) => ({
    hash: raw.hash,
    nonce: Number(BigInt(raw.nonce)),
    state,
    gasPrice: raw.maxFeePerGas ? undefined : quantity(raw.gasPrice),
    maxFeePerGas: quantity(raw.maxFeePerGas),
    maxPriorityFeePerGas: quantity(raw.maxPriorityFeePerGas),
  }));
}

function sectionOf(content: Record<string, RawPoolSection> | undefined, address: Address): RawPoolSection | undefined {
  const wanted = address.toLowerCase();
  const key = Object.keys(content ?? {}).find((candidate) => candidate.toLowerCase() === wanted);
  return key ? content?.[key] : undefined;
}

/**
 * The account's transactions in the node's pool, from geth's txpool namespace (txpool_contentFrom, else txpool_content;
 * anvil, geth, BSC and many self-hosted nodes answer it). Public RPCs mostly refuse it: then undefined, and the page
 * works from the nonces alone.
 */
export async function readPool(
  client: Pick<PublicClient, 'request'>,
  address: Address,
): Promise<PooledTransaction[] | undefined> {
  const request = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>;
  let pending: RawPoolSection | undefined;
  let queued: RawPoolSection | undefined;
  try {
    const own = (await request({ method: 'txpool_contentFrom', params: [address] })) as {
      pending?: RawPoolSection;
      queued?: RawPoolSection;
    };
    pending = own.pending;
    queued = own.queued;
  } catch {
    try {
      const all = (await request({ method: 'txpool_content', params: [] })) as RawPoolContent;
      pending = sectionOf(all.pending, address);
      queued = sectionOf(all.queued, address);
    } catch {
      return undefined;
    }
  }
  return [...pooled(pending, 'pending'), ...pooled(queued, 'queued')].sort((a, b) => a.nonce - b.nonce);
}

/** A queue is stuck behind a gap when the pool holds a transaction above the next nonce the node expects. */
export function hasNonceGap(nonces: AccountNonces, pool: readonly PooledTransaction[] | undefined): boolean {
  return pool?.some((transaction) => transaction.nonce > nonces.pending) ?? false;
}

/**
 * Fills the first missing nonce (the node's pending count) with nothing sent to oneself at the network's price, so the
 * transactions held behind it go through.
 */
export function planGapFill(address: Address, nonces: AccountNonces, network: NetworkFees): ReplacementPlan {
  const fees =
    network.kind === 'eip1559'
      ? {
          kind: 'eip1559' as const,
          maxFeePerGas: network.maxFeePerGas,
          maxPriorityFeePerGas: network.maxPriorityFeePerGas,
        }
      : { kind: 'legacy' as const, gasPrice: network.gasPrice };
  const perGas = fees.kind === 'eip1559' ? fees.maxFeePerGas : fees.gasPrice;
  return {
    kind: 'cancel',
    request: { from: address, to: address, value: 0n, data: '0x', nonce: nonces.pending, gas: TRANSFER_GAS, fees },
    maxCost: TRANSFER_GAS * perGas,
  };
}

/**
 * Cancels the lowest pending transaction (nonce = the mined count). Its fees come from the pool when the node shows
 * them; otherwise the replacement offers the network's price raised by 10% twice (a stuck transaction usually pays
 * less than the network does now, and a node refuses a replacement that does not beat it by 10%).
 */
export function planCancelLowest(
  address: Address,
  nonces: AccountNonces,
  network: NetworkFees,
  pool: readonly PooledTransaction[] | undefined,
): ReplacementPlan | null {
  if (nonces.pending <= nonces.latest) return null;
  const stuck = pool?.find((transaction) => transaction.nonce === nonces.latest);
  const guess: Pick<PendingTransaction, 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas'> = stuck ?? {
    ...(network.kind === 'eip1559'
      ? { maxFeePerGas: bumpTwice(network.maxFeePerGas), maxPriorityFeePerGas: bumpTwice(network.maxPriorityFeePerGas) }
      : { gasPrice: bumpTwice(network.gasPrice) }),
  };
  const pending: PendingTransaction = {
    from: address,
    to: address,
    value: 0n,
    input: '0x',
    nonce: nonces.latest,
    type: guess.maxFeePerGas !== undefined ? 'eip1559' : 'legacy',
    gasLimit: TRANSFER_GAS,
    ...guess,
  };
  return planReplacement(pending, network, 'cancel');
}

/** The guess stands in for the stuck transaction's own fees, which planReplacement raises once more. */
function bumpTwice(value: bigint): bigint {
  return (value * 110n + 99n) / 100n;
}
