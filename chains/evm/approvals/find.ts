import type { Address, PublicClient } from 'viem';
import { candidatesFromLogs, confirmGrants, type Grant } from './grants';
import { type LogScanOptions, scanApprovalLogs } from './log-scan';

export interface FindApprovalsOptions extends Omit<LogScanOptions, 'owner' | 'fromBlock' | 'toBlock'> {
  chainId: number;
  owner: Address;
  /** Default 0 (the whole chain). */
  fromBlock?: bigint;
  /** Default: the latest block. */
  toBlock?: bigint;
}

export interface FindApprovalsResult {
  grants: Grant[];
  /** Distinct pairs the logs named (revoked ones included). */
  candidates: number;
  logs: number;
  requests: number;
  splits: number;
  toBlock: bigint;
}

/** Every live grant of an owner: logs scanned over the range, then confirmed by current state in one multicall. */
export async function findApprovals(client: PublicClient, options: FindApprovalsOptions): Promise<FindApprovalsResult> {
  const toBlock = options.toBlock ?? (await client.getBlockNumber({ cacheTime: 0 }));
  const scan = await scanApprovalLogs(client, { ...options, fromBlock: options.fromBlock ?? 0n, toBlock });
  const candidates = candidatesFromLogs(scan.logs);
  const { grants } = await confirmGrants(client, options.chainId, options.owner, candidates);
  return {
    grants,
    candidates: candidates.length,
    logs: scan.logs.length,
    requests: scan.requests,
    splits: scan.splits,
    toBlock,
  };
}
