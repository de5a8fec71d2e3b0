import type { Address, Hex, PublicClient } from 'viem';

// eth_getLogs over block ranges with no indexer, shared by the tools that find things in logs (approvals, NFT
// holdings): a range the node refuses is halved, recursively, down to a single block.

/** A raw log as eth_getLogs answers it (only the fields the scans read). */
export interface RawLog {
  address: Address;
  topics: Hex[];
  data: Hex;
  blockNumber: Hex;
  logIndex: Hex;
}

/** An eth_getLogs filter without its block range: `null` in topics matches anything, an array any of its values. */
export interface LogFilter {
  address?: Address | Address[];
  topics: (Hex | Hex[] | null)[];
}

export interface RangeScanOptions {
  fromBlock: bigint;
  toBlock: bigint;
  /** Blocks per first request; a refused range is halved until the node answers. Default: the whole range. */
  initialSpan?: bigint;
  /** eth_getLogs in flight at once (default 4). */
  concurrency?: number;
  /** Stops a scan against a node that refuses everything: at most this many eth_getLogs (default 10,000). */
  maxRequests?: number;
  signal?: AbortSignal;
  onProgress?: (progress: { scannedBlocks: bigint; totalBlocks: bigint; requests: number }) => void;
}

export interface LogScanResult {
  logs: RawLog[];
  /** eth_getLogs made, refused ones included. */
  requests: number;
  /** Ranges the node refused (each was split in two). */
  splits: number;
}

/**
 * Words nodes use when a range is too large or yields too many logs (geth/erigon "query returned more than 10000
 * results", Alchemy "Log response size exceeded", Infura "query returned more than", BSC public "exceed maximum block
 * range", Ankr/QuickNode "block range is too wide", and timeouts on a heavy range). Other failures are not retried by
 * splitting: they would fail again at every size.
 */
const RANGE_REFUSAL =
  /range|too (many|large|wide|big)|more than|exceed|limit|response size|max(imum)? (block|result)|timed? ?out|query timeout/i;

function messagesOf(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth += 1) {
    const node = current as { message?: unknown; details?: unknown; shortMessage?: unknown; cause?: unknown };
    for (const part of [node.shortMessage, node.details, node.message]) if (typeof part === 'string') parts.push(part);
    current = node.cause;
  }
  return parts.join(' | ');
}

export function isRangeRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === -32005 || RANGE_REFUSAL.test(messagesOf(error));
}

const toQuantity = (value: bigint) => `0x${value.toString(16)}`;

/**
 * Every log matching `filter` in [fromBlock, toBlock], in chain order: eth_getLogs over block ranges, a range the
 * node refuses split in two, recursively, down to a single block (a single block refused is an error).
 */
export async function scanLogs(
  client: PublicClient,
  filter: LogFilter,
  options: RangeScanOptions,
): Promise<LogScanResult> {
  const { fromBlock, toBlock, signal } = options;
  const concurrency = options.concurrency ?? 4;
  const maxRequests = options.maxRequests ?? 10_000;
  const span = options.initialSpan && options.initialSpan > 0n ? options.initialSpan : toBlock - fromBlock + 1n;
  const pending: [bigint, bigint][] = [];
  for (let start = fromBlock; start <= toBlock; start += span) {
    const end = start + span - 1n;
    pending.push([start, end < toBlock ? end : toBlock]);
  }
  const totalBlocks = toBlock >= fromBlock ? toBlock - fromBlock + 1n : 0n;
  const logs: RawLog[] = [];
  let requests = 0;
  let splits = 0;
  let scannedBlocks = 0n;

  async function scan(from: bigint, to: bigint): Promise<void> {
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    if (requests >= maxRequests) throw new Error(`eth_getLogs: the node refused ranges ${maxRequests} times`);
    requests += 1;
    try {
      const found = (await client.request({
        method: 'eth_getLogs',
        params: [{ ...filter, fromBlock: toQuantity(from), toBlock: toQuantity(to) }],
      } as never)) as RawLog[];
      logs.push(...found);
      scannedBlocks += to - from + 1n;
      options.onProgress?.({ scannedBlocks, totalBlocks, requests });
    } catch (error) {
      if (from === to || !isRangeRefusal(error)) throw error;
      splits += 1;
      const middle = from + (to - from) / 2n;
      pending.unshift([from, middle], [middle + 1n, to]);
    }
  }

  // A pool of workers over a shared queue: halves of a refused range go to the front and are taken next.
  let active = 0;
  await new Promise<void>((resolve, reject) => {
    let failed = false;
    const next = () => {
      if (failed) return;
      if (pending.length === 0 && active === 0) {
        resolve();
        return;
      }
      while (active < concurrency && pending.length > 0) {
        const [from, to] = pending.shift() as [bigint, bigint];
        active += 1;
        scan(from, to).then(
          () => {
            active -= 1;
            next();
          },
          (error) => {
            failed = true;
            reject(error);
          },
        );
      }
    };
    next();
  });
  logs.sort(
    (a, b) => Number(BigInt(a.blockNumber) - BigInt(b.blockNumber)) || Number(BigInt(a.logIndex) - BigInt(b.logIndex)),
  );
  return { logs, requests, splits };
}
