import { type Address, encodeFunctionData, getAddress, type Hex, type PublicClient } from 'viem';
import { multicall3Address } from '../chains';
import { ERC721_INTERFACE_ID, ERC1155_INTERFACE_ID, NFT_ABI } from './abi';

// Reads shared by the NFT tools (batch/send-nft, batch/collection-nft): what a contract is (ERC-721 or ERC-1155,
// by ERC-165), who owns which token ids, balances of ERC-1155 ids, and operator approval — each set in ONE multicall
// (Multicall3 at the chain's address when it has code there, else viem's deployless multicall, which any node runs as
// an eth_call). No indexer, no wallet: a public client of the chain is enough.

export type NftStandard = 'erc721' | 'erc1155';

/** Only the reads used here, so a wagmi or viem public client both fit. */
export type NftReader = Pick<PublicClient, 'multicall' | 'getCode'>;

export interface NftContractInfo {
  standard: NftStandard;
  name: string;
  symbol: string;
}

export class NotAnNftError extends Error {
  constructor(readonly token: Address) {
    super(`${token} is not an ERC-721 or ERC-1155 contract on this chain`);
    this.name = 'NotAnNftError';
  }
}

type Read = { status: 'success'; result: unknown } | { status: 'failure'; error: Error };

/** Where the multicall goes: the chain's Multicall3 when deployed, else deployless (one eth_call either way). */
async function multicallTarget(client: NftReader, chainId: number) {
  const address = multicall3Address(chainId);
  const code = await client.getCode({ address });
  return code && code !== '0x' ? { multicallAddress: address } : { deployless: true as const };
}

async function multicall(client: NftReader, chainId: number, contracts: readonly unknown[]): Promise<Read[]> {
  if (contracts.length === 0) return [];
  const target = await multicallTarget(client, chainId);
  return (await client.multicall({
    contracts: contracts as never,
    allowFailure: true,
    batchSize: 0,
    ...target,
  })) as Read[];
}

const resultOf = (read: Read | undefined) => (read?.status === 'success' ? read.result : undefined);

/**
 * ERC-721 or ERC-1155, by ERC-165 supportsInterface; name and symbol when the contract has them (ERC-1155 usually
 * has neither: empty). A contract answering neither interface is refused with NotAnNftError.
 */
export async function readNftContract(client: NftReader, chainId: number, token: Address): Promise<NftContractInfo> {
  const code = await client.getCode({ address: token });
  if (!code || code === '0x') throw new NotAnNftError(token);
  const [is721, is1155, name, symbol] = await multicall(client, chainId, [
    { address: token, abi: NFT_ABI, functionName: 'supportsInterface', args: [ERC721_INTERFACE_ID] },
    { address: token, abi: NFT_ABI, functionName: 'supportsInterface', args: [ERC1155_INTERFACE_ID] },
    { address: token, abi: NFT_ABI, functionName: 'name' },
    { address: token, abi: NFT_ABI, functionName: 'symbol' },
  ]);
  const standard: NftStandard | undefined =
    resultOf(is721) === true ? 'erc721' : resultOf(is1155) === true ? 'erc1155' : undefined;
  if (!standard) throw new NotAnNftError(token);
  const text = (read: Read | undefined) => {
    const value = resultOf(read);
    return typeof value === 'string' ? value : '';
  };
  return { standard, name: text(name), symbol: text(symbol) };
}

export interface NftHoldingsRequest {
  standard: NftStandard;
  token: Address;
  owner: Address;
  /** Whose operator approval is read (our Multisend). */
  operator: Address;
  /** The token ids asked about (repeats are read once). */
  tokenIds: readonly bigint[];
}

export interface NftHoldings {
  /** isApprovedForAll(owner, operator). */
  isApproved: boolean;
  /** ERC-721: each id's current owner (undefined: ownerOf reverted — no such token, or burnt). */
  owners: Map<bigint, Address | undefined>;
  /** ERC-1155: the owner's balance of each id. */
  balances: Map<bigint, bigint>;
}

/**
 * Owners (ERC-721) or the owner's balances (ERC-1155) of every id, and the operator approval, in one multicall.
 * A failed approval read is an error (the contract answered nothing usable); a failed ownerOf means no such token.
 */
export async function readNftHoldings(
  client: NftReader,
  chainId: number,
  request: NftHoldingsRequest,
): Promise<NftHoldings> {
  const { standard, token, owner, operator } = request;
  const ids = [...new Set(request.tokenIds)];
  const approval = { address: token, abi: NFT_ABI, functionName: 'isApprovedForAll', args: [owner, operator] };
  const perId = ids.map((id) =>
    standard === 'erc721'
      ? { address: token, abi: NFT_ABI, functionName: 'ownerOf', args: [id] }
      : { address: token, abi: NFT_ABI, functionName: 'balanceOf', args: [owner, id] },
  );
  const [approved, ...reads] = await multicall(client, chainId, [approval, ...perId]);
  if (approved?.status !== 'success') throw approved?.error ?? new NotAnNftError(token);
  const owners = new Map<bigint, Address | undefined>();
  const balances = new Map<bigint, bigint>();
  ids.forEach((id, index) => {
    const value = resultOf(reads[index]);
    if (standard === 'erc721') owners.set(id, typeof value === 'string' ? getAddress(value) : undefined);
    else {
      if (typeof value !== 'bigint') throw (reads[index] as { error?: Error }).error ?? new NotAnNftError(token);
      balances.set(id, value);
    }
  });
  return { isApproved: approved.result === true, owners, balances };
}

/** The call that lets `operator` move all of the sender's tokens of the collection (one transaction, any count). */
export function setApprovalForAllCall(token: Address, operator: Address): { to: Address; data: Hex; value: bigint } {
  return {
    to: token,
    data: encodeFunctionData({ abi: NFT_ABI, functionName: 'setApprovalForAll', args: [operator, true] }),
    value: 0n,
  };
}
