import {
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem';

// The chain as the send tool sees it: reads through a viem public client (in the page, wagmi's client for the
// wallet's chain), transactions through whatever signs for the sender (the browser wallet, or a test account).

export interface TransactionRequest {
  /** Undefined: a contract creation (token/publish deploys through the same wallet bridge). */
  to?: Address;
  data: Hex;
  value: bigint;
  /** Only when the tool manages nonces itself; a browser wallet assigns its own. */
  nonce?: number;
  gas?: bigint;
}

/** What a transaction came to: mined and succeeded or reverted, or replaced by a cancel (the same nonce, no call). */
export type ReceiptOutcome = 'success' | 'reverted' | 'cancelled';

/** Where a transaction stands now: mined (success or reverted), still in the mempool, or unknown to the node. */
export type TransactionStanding = 'success' | 'reverted' | 'pending' | 'unknown';

export interface PlanReader {
  blockGasLimit(): Promise<bigint>;
  gasPrice(): Promise<bigint>;
  /** eth_estimateGas of a call from the sender: it throws when the call would revert (the simulation). */
  estimateGas(call: { to: Address; data: Hex; value: bigint }): Promise<bigint>;
}

/**
 * The plan's reads before a wallet is connected: the block gas limit and the gas price need no sender; a simulation
 * does, and is never asked for without one (buildSendPlan figures the gas instead).
 */
export function createPlanReader(publicClient: Pick<PublicClient, 'getBlock' | 'getGasPrice'>): PlanReader {
  return {
    async blockGasLimit() {
      return (await publicClient.getBlock({ blockTag: 'latest' })).gasLimit;
    },
    gasPrice: () => publicClient.getGasPrice(),
    estimateGas: () => Promise.reject(new Error('A simulation needs the sender: connect a wallet first')),
  };
}

export interface ChainAccess extends PlanReader {
  readonly chainId: number;
  readonly from: Address;
  sendTransaction(request: TransactionRequest): Promise<Hash>;
  waitForReceipt(hash: Hash): Promise<ReceiptOutcome>;
  standing(hash: Hash): Promise<TransactionStanding>;
  /** The sender's next nonce: counting pending transactions, or only mined ones ('latest'). */
  readNonce(blockTag?: 'pending' | 'latest'): Promise<number>;
  blockNumber(): Promise<bigint>;
  /** The sender's mined transaction with this nonce, looked for from `fromBlock` on (at most `maxBlocks` blocks). */
  findMined(nonce: number, fromBlock: bigint, maxBlocks: number): Promise<MinedTransaction | undefined | 'too-far'>;
}

export interface MinedTransaction {
  hash: Hash;
  to: Address | null;
  input: Hex;
}

/** Receipts are polled every second; a transaction not mined within 5 minutes is left to a later retry's check. */
const RECEIPT_POLLING_MS = 1_000;
const RECEIPT_TIMEOUT_MS = 300_000;

export interface ChainAccessOptions {
  publicClient: PublicClient;
  chainId: number;
  from: Address;
  send: (request: TransactionRequest) => Promise<Hash>;
  receiptPollingMs?: number;
}

export function createChainAccess({
  publicClient,
  chainId,
  from,
  send,
  receiptPollingMs = RECEIPT_POLLING_MS,
}: ChainAccessOptions): ChainAccess {
  return {
    chainId,
    from,
    sendTransaction: send,
    async blockGasLimit() {
      return (await publicClient.getBlock({ blockTag: 'latest' })).gasLimit;
    },
    gasPrice: () => publicClient.getGasPrice(),
    estimateGas: (call) => publicClient.estimateGas({ account: from, ...call }),
    async waitForReceipt(hash) {
      let isCancelled = false;
      const receipt = await publicClient.waitForTransactionReceipt({
        hash,
        pollingInterval: receiptPollingMs,
        timeout: RECEIPT_TIMEOUT_MS,
        // A "speed up" keeps the call and counts; a "cancel" replaces it with an empty transfer to oneself.
        onReplaced: (replacement) => {
          isCancelled = replacement.reason === 'cancelled';
        },
      });
      if (isCancelled) return 'cancelled';
      return receipt.status === 'success' ? 'success' : 'reverted';
    },
    async standing(hash) {
      try {
        return (await publicClient.getTransactionReceipt({ hash })).status;
      } catch (error) {
        if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
      }
      try {
        await publicClient.getTransaction({ hash });
        return 'pending';
      } catch (error) {
        if (error instanceof TransactionNotFoundError) return 'unknown';
        throw error;
      }
    },
    readNonce: (blockTag = 'pending') => publicClient.getTransactionCount({ address: from, blockTag }),
    blockNumber: () => publicClient.getBlockNumber({ cacheTime: 0 }),
    async findMined(nonce, fromBlock, maxBlocks) {
      const latest = await publicClient.getBlockNumber({ cacheTime: 0 });
      if (latest - fromBlock >= BigInt(maxBlocks)) return 'too-far';
      const sender = from.toLowerCase();
      for (let number = fromBlock; number <= latest; number += 1n) {
        const block = await publicClient.getBlock({ blockNumber: number, includeTransactions: true });
        const found = block.transactions.find((tx) => tx.from.toLowerCase() === sender && tx.nonce === nonce);
        if (found) return { hash: found.hash, to: found.to, input: found.input };
      }
      return undefined;
    },
  };
}
