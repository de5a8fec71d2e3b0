import { type Address, type Hex, type PublicClient, pad } from 'viem';
import { type LogScanResult, type RangeScanOptions, scanLogs } from '../log-scan';
import { APPROVAL_TOPICS } from './abi';

export { isRangeRefusal, type LogScanResult, type RawLog } from '../log-scan';

export interface LogScanOptions extends RangeScanOptions {
  owner: Address;
}

/**
 * Every approval log an owner emitted in [fromBlock, toBlock] (ERC-20 Approval, ApprovalForAll, Permit2's Approval and
 * Permit: topic 0 any of them, topic 1 the owner), with no indexer: the shared range scan (chains/evm/log-scan.ts),
 * a range the node refuses split in two, recursively.
 */
export function scanApprovalLogs(client: PublicClient, options: LogScanOptions): Promise<LogScanResult> {
  const ownerTopic = pad(options.owner.toLowerCase() as Hex, { size: 32 });
  return scanLogs(client, { topics: [APPROVAL_TOPICS, ownerTopic] }, options);
}
