import {
  type Address,
  getAddress,
  type Hash,
  type Hex,
  type PublicClient,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem';
import { type DecodedCall, decodeCall } from './known-calls';
import { optionalQuantity, readTokenLabels, type TokenLabel, type TokenTransfer, transfersFromLogs } from './transfers';

export type TransactionStatus = 'pending' | 'success' | 'reverted';

/** The fee fields a transaction offers: a gas price (legacy, EIP-2930) or EIP-1559's two caps. */
export interface OfferedFees {
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
}

/** What was paid, once mined. L2 fields are shown where the node's receipt gives them (OP Stack, Arbitrum). */
export interface PaidFees {
  gasUsed: bigint;
  effectiveGasPrice: bigint;
  /** gasUsed × effectiveGasPrice, plus the L1 data fee on OP Stack chains. */
  total: bigint;
  /** OP Stack: the L1 data fee, charged on top of the L2 execution. */
  l1Fee?: bigint;
  l1GasUsed?: bigint;
  l1GasPrice?: bigint;
  /** Arbitrum: the part of gasUsed that pays for L1 data (already inside gasUsed). */
  gasUsedForL1?: bigint;
  /** EIP-4844 blob fee, when the transaction carried blobs. */
  blobFee?: bigint;
}

export interface TransactionLookup {
  hash: Hash;
  chainId: number;
  status: TransactionStatus;
  from: Address;
  to: Address | null;
  value: bigint;
  nonce: number;
  input: Hex;
  /** 'legacy' | 'eip2930' | 'eip1559' | 'eip4844' | 'eip7702' */
  type: string;
  gasLimit: bigint;
  offered: OfferedFees;
  blockNumber?: bigint;
  /** Unix seconds of the block. */
  timestamp?: number;
  contractAddress?: Address;
  fees?: PaidFees;
  call: DecodedCall;
  transfers: (TokenTransfer & TokenLabel)[];
}

type LookupClient = Pick<
  PublicClient,
  'getTransaction' | 'getTransactionReceipt' | 'getBlock' | 'multicall' | 'getCode'
>;

function paidFees(receipt: Awaited<ReturnType<PublicClient['getTransactionReceipt']>>): PaidFees {
  const extra = receipt as unknown as Record<string, unknown>;
  const l1Fee = optionalQuantity(extra.l1Fee);
  const blobGasUsed = optionalQuantity(receipt.blobGasUsed);
  const blobGasPrice = optionalQuantity(receipt.blobGasPrice);
  const blobFee = blobGasUsed !== undefined && blobGasPrice !== undefined ? blobGasUsed * blobGasPrice : undefined;
  const execution = receipt.gasUsed * receipt.effectiveGasPrice;
  return {
    gasUsed: receipt.gasUsed,
    effectiveGasPrice: receipt.effectiveGasPrice,
    total: execution + (l1Fee ?? 0n) + (blobFee ?? 0n),
    l1Fee,
    l1GasUsed: optionalQuantity(extra.l1GasUsed),
    l1GasPrice: optionalQuantity(extra.l1GasPrice),
    gasUsedForL1: optionalQuantity(extra.gasUsedForL1),
    blobFee,
  };
}

/**
 * Everything a lookup shows about one transaction hash, read from the chain's RPC: the transaction (null when the node
 * does not know it), and once mined its receipt, block time, fees and the token transfers its logs record, with the
 * tokens' symbols and decimals read in one multicall.
 */
export async function lookupTransaction(
  client: LookupClient,
  chainId: number,
  hash: Hash,
): Promise<TransactionLookup | null> {
  let transaction: Awaited<ReturnType<PublicClient['getTransaction']>>;
  try {
    transaction = await client.getTransaction({ hash });
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return null;
    throw error;
  }
  const base: TransactionLookup = {
    hash: transaction.hash,
    chainId,
    status: 'pending',
    // Nodes answer lowercase addresses: checksummed, as the rest of the page shows them.
    from: getAddress(transaction.from),
    to: transaction.to ? getAddress(transaction.to) : null,
    value: transaction.value,
    nonce: transaction.nonce,
    input: transaction.input,
    type: transaction.type,
    gasLimit: transaction.gas,
    offered: {
      gasPrice: transaction.type === 'legacy' || transaction.type === 'eip2930' ? transaction.gasPrice : undefined,
      maxFeePerGas: transaction.maxFeePerGas ?? undefined,
      maxPriorityFeePerGas: transaction.maxPriorityFeePerGas ?? undefined,
    },
    call: decodeCall(transaction.to ?? null, transaction.input),
    transfers: [],
  };
  if (transaction.blockNumber === null) return base;
  let receipt: Awaited<ReturnType<PublicClient['getTransactionReceipt']>>;
  try {
    receipt = await client.getTransactionReceipt({ hash });
  } catch (error) {
    // Mined a moment ago on a node behind its peers: shown as pending until the receipt is there.
    if (error instanceof TransactionReceiptNotFoundError) return base;
    throw error;
  }
  const transfers = transfersFromLogs(receipt.logs);
  const [block, labels] = await Promise.all([
    client.getBlock({ blockNumber: receipt.blockNumber }),
    readTokenLabels(client, chainId, transfers).catch(() => new Map<Address, TokenLabel>()),
  ]);
  return {
    ...base,
    status: receipt.status,
    blockNumber: receipt.blockNumber,
    timestamp: Number(block.timestamp),
    contractAddress: receipt.contractAddress ?? undefined,
    fees: paidFees(receipt),
    transfers: transfers.map((transfer) => ({ ...transfer, ...labels.get(transfer.token) })),
  };
}
