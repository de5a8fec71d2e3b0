import { type Address, decodeAbiParameters, getAddress, type Hex, type PublicClient, pad } from 'viem';
import { type RangeScanOptions, type RawLog, scanLogs } from '../log-scan';
import { NFT_TOPIC } from './holdings-abi';

/** A token a wallet once received, by the logs: still to be confirmed by current state. */
export interface ReceivedToken {
  contract: Address;
  standard: 'erc721' | 'erc1155';
  tokenId: bigint;
  /** The receiving wallet. */
  to: Address;
}

/** Owners per eth_getLogs filter: nodes cap the size of a topic list (a few hundred on common providers). */
export const OWNERS_PER_FILTER = 100;

export interface TransferScanResult {
  received: ReceivedToken[];
  logs: number;
  requests: number;
  splits: number;
}

const topicOf = (address: Address) => pad(address.toLowerCase() as Hex, { size: 32 });
const addressOf = (topic: Hex) => getAddress(`0x${topic.slice(26)}`);

/** The (contract, id, receiver) triples of ERC-721 Transfer, ERC-1155 TransferSingle and TransferBatch logs. */
export function receivedFromLogs(logs: readonly RawLog[], standards: ReadonlyMap<string, 'erc721' | 'erc1155'>) {
  const found = new Map<string, ReceivedToken>();
  const add = (token: ReceivedToken) =>
    found.set(`${token.contract.toLowerCase()}:${token.tokenId}:${token.to.toLowerCase()}`, token);
  for (const log of logs) {
    const standard = standards.get(log.address.toLowerCase());
    const [topic0, , topic2, topic3] = log.topics;
    const contract = getAddress(log.address);
    if (standard === 'erc721' && topic0 === NFT_TOPIC.transfer && log.topics.length === 4 && topic2 && topic3) {
      add({ contract, standard, tokenId: BigInt(topic3), to: addressOf(topic2) });
    } else if (standard === 'erc1155' && topic0 === NFT_TOPIC.transferSingle && topic3) {
      const [id] = decodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], log.data);
      add({ contract, standard, tokenId: id, to: addressOf(topic3) });
    } else if (standard === 'erc1155' && topic0 === NFT_TOPIC.transferBatch && topic3) {
      const [ids] = decodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], log.data);
      for (const id of ids) add({ contract, standard, tokenId: id, to: addressOf(topic3) });
    }
  }
  return [...found.values()];
}

/**
 * Every NFT of `contracts` transferred to one of `owners` in the range, from logs with no indexer: ERC-721 `Transfer`
 * (receiver in topic 2) and ERC-1155 `TransferSingle` / `TransferBatch` (receiver in topic 3), through the shared
 * range scan (chains/evm/log-scan.ts: a refused range is halved, recursively). Owners go OWNERS_PER_FILTER at a time.
 */
export async function scanReceivedTokens(
  client: PublicClient,
  input: {
    contracts: readonly { address: Address; standard: 'erc721' | 'erc1155' }[];
    owners: readonly Address[];
  } & RangeScanOptions,
): Promise<TransferScanResult> {
  const { contracts, owners, ...range } = input;
  const standards = new Map(contracts.map((c) => [c.address.toLowerCase(), c.standard]));
  const erc721 = contracts.filter((c) => c.standard === 'erc721').map((c) => c.address);
  const erc1155 = contracts.filter((c) => c.standard === 'erc1155').map((c) => c.address);
  const scans: Promise<{ logs: RawLog[]; requests: number; splits: number }>[] = [];
  for (let start = 0; start < owners.length; start += OWNERS_PER_FILTER) {
    const topics = owners.slice(start, start + OWNERS_PER_FILTER).map(topicOf);
    if (erc721.length > 0) {
      scans.push(scanLogs(client, { address: erc721, topics: [NFT_TOPIC.transfer, null, topics] }, range));
    }
    if (erc1155.length > 0) {
      const events = [NFT_TOPIC.transferSingle, NFT_TOPIC.transferBatch];
      scans.push(scanLogs(client, { address: erc1155, topics: [events, null, null, topics] }, range));
    }
  }
  const results = await Promise.all(scans);
  const logs = results.flatMap((result) => result.logs);
  return {
    received: receivedFromLogs(logs, standards),
    logs: logs.length,
    requests: results.reduce((sum, result) => sum + result.requests, 0),
    splits: results.reduce((sum, result) => sum + result.splits, 0),
  };
}
