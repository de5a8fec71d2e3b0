import {
  type Address,
  decodeEventLog,
  erc20Abi,
  getAddress,
  type Hex,
  hexToBigInt,
  type Log,
  type PublicClient,
  parseAbi,
} from 'viem';
import { multicall3Address } from '../chains';

/** Token transfers a transaction's logs record: ERC-20 amounts, ERC-721 token ids, ERC-1155 ids and amounts. */
export interface TokenTransfer {
  standard: 'ERC-20' | 'ERC-721' | 'ERC-1155';
  token: Address;
  from: Address;
  to: Address;
  /** ERC-20 and ERC-1155: the amount in the token's smallest unit; ERC-721: 1. */
  amount: bigint;
  /** ERC-721 and ERC-1155. */
  tokenId?: bigint;
  logIndex: number;
}

const TRANSFER_EVENTS = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
]);
const ERC721_TRANSFER = parseAbi(['event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)']);
/** keccak256("Transfer(address,address,uint256)"): ERC-20 (3 topics) and ERC-721 (4 topics) share it. */
const TRANSFER_TOPIC: Hex = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

type RawLog = Pick<Log, 'address' | 'topics' | 'data' | 'logIndex'>;

function fromLog(log: RawLog): TokenTransfer[] {
  const token = getAddress(log.address);
  const logIndex = log.logIndex ?? 0;
  const topics = log.topics as [Hex, ...Hex[]];
  try {
    if (topics[0] === TRANSFER_TOPIC && topics.length === 4) {
      const { args } = decodeEventLog({ abi: ERC721_TRANSFER, topics, data: log.data });
      return [
        { standard: 'ERC-721', token, from: args.from, to: args.to, amount: 1n, tokenId: args.tokenId, logIndex },
      ];
    }
    const event = decodeEventLog({ abi: TRANSFER_EVENTS, topics, data: log.data });
    if (event.eventName === 'Transfer') {
      return [
        { standard: 'ERC-20', token, from: event.args.from, to: event.args.to, amount: event.args.value, logIndex },
      ];
    }
    if (event.eventName === 'TransferSingle') {
      const { from, to, id, value } = event.args;
      return [{ standard: 'ERC-1155', token, from, to, amount: value, tokenId: id, logIndex }];
    }
    const { from, to, ids, values } = event.args;
    return ids.map((id, index) => ({
      standard: 'ERC-1155' as const,
      token,
      from,
      to,
      amount: values[index] ?? 0n,
      tokenId: id,
      logIndex,
    }));
  } catch {
    // Another event, or one whose layout differs from the standard's (an odd token): not a transfer we can read.
    return [];
  }
}

export function transfersFromLogs(logs: readonly RawLog[]): TokenTransfer[] {
  return logs.flatMap(fromLog);
}

export interface TokenLabel {
  symbol?: string;
  /** ERC-20 only. */
  decimals?: number;
}

/**
 * The symbol (and, for ERC-20, the decimals) of each token in one multicall: the chain's Multicall3 when it has one,
 * else viem's deployless multicall (any chain that answers eth_call, a local anvil too). A token that does not answer
 * is left unnamed.
 */
export async function readTokenLabels(
  client: Pick<PublicClient, 'multicall' | 'getCode'>,
  chainId: number,
  transfers: readonly TokenTransfer[],
): Promise<Map<Address, TokenLabel>> {
  const tokens = [...new Map(transfers.map((transfer) => [transfer.token, transfer.standard])).entries()];
  const labels = new Map<Address, TokenLabel>();
  if (tokens.length === 0) return labels;
  const contracts = tokens.flatMap(([address, standard]) => [
    { address, abi: erc20Abi, functionName: 'symbol' as const },
    ...(standard === 'ERC-20' ? [{ address, abi: erc20Abi, functionName: 'decimals' as const }] : []),
  ]);
  const multicallAddress = multicall3Address(chainId);
  const code = await client.getCode({ address: multicallAddress }).catch(() => undefined);
  const results = await client.multicall({
    contracts,
    allowFailure: true,
    ...(code && code !== '0x' ? { multicallAddress } : { deployless: true }),
  });
  let index = 0;
  for (const [address, standard] of tokens) {
    const symbol = results[index++];
    const decimals = standard === 'ERC-20' ? results[index++] : undefined;
    labels.set(address, {
      symbol: symbol?.status === 'success' ? String(symbol.result) : undefined,
      decimals: decimals?.status === 'success' ? Number(decimals.result) : undefined,
    });
  }
  return labels;
}

/** A hex quantity or bigint a node's receipt may carry beyond the standard fields (L2 fee fields). */
export function optionalQuantity(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return hexToBigInt(value as Hex);
  return undefined;
}
