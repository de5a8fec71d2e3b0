import { type Address, getAddress, type PublicClient } from 'viem';
import { multicall3Address } from '../chains';
import type { RangeScanOptions } from '../log-scan';
import { ERC1155_READ_ABI, HOLDINGS_ABI, INTERFACE_ID } from './holdings-abi';
import { type ReceivedToken, scanReceivedTokens } from './transfer-logs';

// The NFTs many wallets hold in given contracts, found without an indexer: ERC-721 Enumerable's tokenOfOwnerByIndex
// where the contract says it has it (ERC-165), otherwise the transfer logs; every candidate then confirmed by current
// state (ownerOf, balanceOf) in Multicall3 calls.

export type NftStandard = 'erc721' | 'erc1155';

export interface NftContractInfo {
  address: Address;
  /** Null when the contract answers ERC-165 for neither standard. */
  standard: NftStandard | null;
  isEnumerable: boolean;
  name?: string;
  symbol?: string;
}

/** One token a wallet holds now: amount 1 for ERC-721, the balance for ERC-1155. */
export interface NftHolding {
  owner: Address;
  contract: Address;
  standard: NftStandard;
  tokenId: bigint;
  amount: bigint;
}

export interface FindHoldingsInput extends Omit<RangeScanOptions, 'fromBlock' | 'toBlock'> {
  chainId: number;
  contracts: readonly Address[];
  owners: readonly Address[];
  /** Where the log scan starts (default 0: the whole chain). */
  fromBlock?: bigint;
  /** Default: the latest block. */
  toBlock?: bigint;
}

export interface FindHoldingsResult {
  contracts: NftContractInfo[];
  holdings: NftHolding[];
  /** How the holdings were found: the log scan's figures (zero when every contract is enumerable). */
  scan: { logs: number; requests: number; splits: number; toBlock: bigint };
}

type Read = { status: 'success'; result: unknown } | { status: 'failure'; error: Error };

/** Multicall3's aggregate3 with allowFailure, split by viem into calls of a bounded size. */
async function multicall(client: PublicClient, chainId: number, contracts: unknown[]): Promise<Read[]> {
  if (contracts.length === 0) return [];
  return (await client.multicall({
    contracts: contracts as never,
    allowFailure: true,
    multicallAddress: multicall3Address(chainId),
  })) as Read[];
}

const value = (read: Read | undefined) => (read?.status === 'success' ? read.result : undefined);

/** Each contract's standard (ERC-165), whether it is enumerable, its name and symbol: one multicall. */
export async function detectNftContracts(
  client: PublicClient,
  chainId: number,
  contracts: readonly Address[],
): Promise<NftContractInfo[]> {
  const calls = contracts.flatMap((address) => [
    { address, abi: HOLDINGS_ABI, functionName: 'supportsInterface', args: [INTERFACE_ID.erc721] },
    { address, abi: HOLDINGS_ABI, functionName: 'supportsInterface', args: [INTERFACE_ID.erc721Enumerable] },
    { address, abi: HOLDINGS_ABI, functionName: 'supportsInterface', args: [INTERFACE_ID.erc1155] },
    { address, abi: HOLDINGS_ABI, functionName: 'name' },
    { address, abi: HOLDINGS_ABI, functionName: 'symbol' },
  ]);
  const reads = await multicall(client, chainId, calls);
  return contracts.map((address, index) => {
    const [is721, isEnumerable, is1155, name, symbol] = reads.slice(index * 5, index * 5 + 5).map(value);
    const standard: NftStandard | null = is721 === true ? 'erc721' : is1155 === true ? 'erc1155' : null;
    return {
      address: getAddress(address),
      standard,
      isEnumerable: standard === 'erc721' && isEnumerable === true,
      name: typeof name === 'string' ? name : undefined,
      symbol: typeof symbol === 'string' ? symbol : undefined,
    };
  });
}

/** ERC-721 Enumerable: each owner's balance, then each of its tokens by index (two rounds of multicalls). */
async function enumeratedHoldings(
  client: PublicClient,
  chainId: number,
  contracts: readonly Address[],
  owners: readonly Address[],
): Promise<NftHolding[]> {
  const pairs = contracts.flatMap((contract) => owners.map((owner) => ({ contract, owner })));
  const balances = await multicall(
    client,
    chainId,
    pairs.map(({ contract, owner }) => ({
      address: contract,
      abi: HOLDINGS_ABI,
      functionName: 'balanceOf',
      args: [owner],
    })),
  );
  const slots = pairs.flatMap(({ contract, owner }, index) => {
    const balance = value(balances[index]);
    if (typeof balance !== 'bigint') throw new Error(`balanceOf(${owner}) failed on ${contract}`);
    return Array.from({ length: Number(balance) }, (_, position) => ({ contract, owner, position }));
  });
  const ids = await multicall(
    client,
    chainId,
    slots.map(({ contract, owner, position }) => ({
      address: contract,
      abi: HOLDINGS_ABI,
      functionName: 'tokenOfOwnerByIndex',
      args: [owner, BigInt(position)],
    })),
  );
  return slots.map(({ contract, owner }, index) => {
    const tokenId = value(ids[index]);
    if (typeof tokenId !== 'bigint') throw new Error(`tokenOfOwnerByIndex(${owner}) failed on ${contract}`);
    return { owner, contract, standard: 'erc721' as const, tokenId, amount: 1n };
  });
}

/** Candidates from the logs confirmed by state now: ownerOf for ERC-721, balanceOf for ERC-1155 (one multicall). */
export async function confirmReceived(
  client: PublicClient,
  chainId: number,
  received: readonly ReceivedToken[],
  owners: readonly Address[],
): Promise<NftHolding[]> {
  const ours = new Map(owners.map((owner) => [owner.toLowerCase(), owner]));
  // An ERC-721 id is asked once, whoever received it: its owner now may be another of the wallets.
  const seen721 = new Set<string>();
  const candidates = received.filter((token) => {
    if (token.standard === 'erc1155') return true;
    const id = `${token.contract.toLowerCase()}:${token.tokenId}`;
    if (seen721.has(id)) return false;
    seen721.add(id);
    return true;
  });
  const reads = await multicall(
    client,
    chainId,
    candidates.map((token) =>
      token.standard === 'erc721'
        ? { address: token.contract, abi: HOLDINGS_ABI, functionName: 'ownerOf', args: [token.tokenId] }
        : {
            address: token.contract,
            abi: ERC1155_READ_ABI,
            functionName: 'balanceOf',
            args: [token.to, token.tokenId],
          },
    ),
  );
  const holdings: NftHolding[] = [];
  candidates.forEach((token, index) => {
    const read = value(reads[index]);
    if (token.standard === 'erc721') {
      // A burnt id reverts ownerOf: not held by anyone.
      const owner = typeof read === 'string' ? ours.get(read.toLowerCase()) : undefined;
      if (owner)
        holdings.push({ owner, contract: token.contract, standard: 'erc721', tokenId: token.tokenId, amount: 1n });
    } else if (typeof read === 'bigint' && read > 0n) {
      const owner = ours.get(token.to.toLowerCase()) ?? token.to;
      holdings.push({ owner, contract: token.contract, standard: 'erc1155', tokenId: token.tokenId, amount: read });
    }
  });
  return holdings;
}

/**
 * Every NFT the owners hold in the contracts now. Enumerable ERC-721s are read directly; other ERC-721s, every
 * ERC-1155 and an "enumerable" one whose index reads fail are found from their transfer logs over
 * [fromBlock, toBlock] and confirmed by state. A contract that is neither standard is reported (standard null) and
 * skipped.
 */
export async function findNftHoldings(client: PublicClient, input: FindHoldingsInput): Promise<FindHoldingsResult> {
  const { chainId, owners } = input;
  const [contracts, toBlock] = await Promise.all([
    detectNftContracts(client, chainId, input.contracts),
    input.toBlock ?? client.getBlockNumber({ cacheTime: 0 }),
  ]);
  const enumerable = contracts.filter((c) => c.isEnumerable).map((c) => c.address);
  const scanFor = (list: readonly NftContractInfo[]) => {
    const scanned = list.filter((c): c is NftContractInfo & { standard: NftStandard } => c.standard !== null);
    return scanned.length === 0
      ? Promise.resolve({ received: [] as ReceivedToken[], logs: 0, requests: 0, splits: 0 })
      : scanReceivedTokens(client, {
          ...input,
          contracts: scanned.map((c) => ({ address: c.address, standard: c.standard })),
          owners,
          fromBlock: input.fromBlock ?? 0n,
          toBlock,
        });
  };
  const [enumerated, firstScan] = await Promise.all([
    Promise.allSettled(enumerable.map((contract) => enumeratedHoldings(client, chainId, [contract], owners))),
    scanFor(contracts.filter((c) => !c.isEnumerable)),
  ]);
  // A contract that claims Enumerable but whose index reads fail is found from its logs like the others.
  const direct = enumerated.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
  const failed = new Set(enumerable.filter((_, index) => enumerated[index].status === 'rejected'));
  const secondScan = await scanFor(contracts.filter((c) => failed.has(c.address)));
  const scan = {
    received: [...firstScan.received, ...secondScan.received],
    logs: firstScan.logs + secondScan.logs,
    requests: firstScan.requests + secondScan.requests,
    splits: firstScan.splits + secondScan.splits,
  };
  const confirmed = await confirmReceived(client, chainId, scan.received, owners);
  const order = new Map(owners.map((owner, index) => [owner.toLowerCase(), index]));
  const contractOrder = new Map(contracts.map((c, index) => [c.address.toLowerCase(), index]));
  const holdings = [...direct, ...confirmed].sort(
    (a, b) =>
      (order.get(a.owner.toLowerCase()) ?? 0) - (order.get(b.owner.toLowerCase()) ?? 0) ||
      (contractOrder.get(a.contract.toLowerCase()) ?? 0) - (contractOrder.get(b.contract.toLowerCase()) ?? 0) ||
      (a.tokenId < b.tokenId ? -1 : a.tokenId > b.tokenId ? 1 : 0),
  );
  return {
    contracts,
    holdings,
    scan: { logs: scan.logs, requests: scan.requests, splits: scan.splits, toBlock },
  };
}
