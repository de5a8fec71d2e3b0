import { type Address, encodeFunctionData, type Hex, type PublicClient } from 'viem';
import { readBalances } from '@/chains/evm/balances';
import {
  type FindHoldingsResult,
  findNftHoldings,
  type NftContractInfo,
  type NftHolding,
} from '@/chains/evm/nft/holdings';
import { SWEEP_ABI } from '@/chains/evm/nft/holdings-abi';
import { mapBounded } from '@/lib/batch/bounded';
import { createJob } from '@/lib/batch/job';
import type { BatchRow, Chunk, JobState } from '@/lib/batch/types';
import { toAppError } from '@/lib/errors';
import { topUpAmount } from '../collection/collection-plan';
import type { ChainTarget } from '../key-batch/chain';
import { type FeeQuote, gasReserve, readFeeQuote } from '../key-batch/fees';
import { withMargin } from '../key-batch/gas';
import type { KeyEntry } from '../key-batch/keys';

/** A sweep of NFTs: every wallet's tokens of the given contracts to one destination. */
export interface NftSweepSettings {
  chainId: number;
  destination: Address;
  contracts: readonly Address[];
  /** Where the log scan starts (contracts without ERC-721 Enumerable). */
  fromBlock: bigint;
}

/** One transaction of a wallet: an ERC-721 safeTransferFrom, or an ERC-1155 safeBatchTransferFrom of its ids. */
export interface NftTransfer {
  contract: Address;
  standard: NftHolding['standard'];
  items: NftHolding[];
  gasLimit: bigint;
}

export type NftWalletState = 'ready' | 'needs-gas' | 'empty' | 'error';

export interface NftWalletPlan {
  line: number;
  address: Address;
  native: bigint | null;
  holdings: NftHolding[];
  transfers: NftTransfer[];
  /** Sum of its transactions' gas reservations (gas limit × the quote's maximum price). */
  fee: bigint;
  /** Coins to send it first (needs-gas only). */
  topUp: bigint;
  state: NftWalletState;
  error?: string;
}

export interface NftCollectionPlan {
  settings: NftSweepSettings;
  quote: FeeQuote;
  native: { symbol: string; decimals: number };
  contracts: NftContractInfo[];
  wallets: NftWalletPlan[];
  scan: FindHoldingsResult['scan'];
  totals: {
    nfts: number;
    transactions: number;
    fees: bigint;
    topUp: bigint;
    ready: number;
    needsGas: number;
    empty: number;
    errors: number;
  };
}

/** Gas estimates in flight at once: public RPCs rate-limit bursts. */
const ESTIMATE_CONCURRENCY = 4;

/** The call data of one transfer from `from` to `to`, with the amounts given (ERC-1155) or 1 (ERC-721). */
export function transferData(from: Address, to: Address, transfer: Pick<NftTransfer, 'standard' | 'items'>): Hex {
  if (transfer.standard === 'erc721') {
    return encodeFunctionData({
      abi: SWEEP_ABI,
      functionName: 'safeTransferFrom',
      args: [from, to, transfer.items[0].tokenId],
    });
  }
  return encodeFunctionData({
    abi: SWEEP_ABI,
    functionName: 'safeBatchTransferFrom',
    args: [from, to, transfer.items.map((item) => item.tokenId), transfer.items.map((item) => item.amount), '0x'],
  });
}

/** A wallet's holdings as transactions: one per ERC-721 token, one per ERC-1155 contract. */
export function groupTransfers(holdings: readonly NftHolding[]): Omit<NftTransfer, 'gasLimit'>[] {
  const transfers: Omit<NftTransfer, 'gasLimit'>[] = [];
  const batches = new Map<string, Omit<NftTransfer, 'gasLimit'>>();
  for (const holding of holdings) {
    if (holding.standard === 'erc721') {
      transfers.push({ contract: holding.contract, standard: 'erc721', items: [holding] });
      continue;
    }
    const id = holding.contract.toLowerCase();
    const batch = batches.get(id);
    if (batch) batch.items.push(holding);
    else {
      const created = { contract: holding.contract, standard: 'erc1155' as const, items: [holding] };
      batches.set(id, created);
      transfers.push(created);
    }
  }
  return transfers;
}

interface PlanInput {
  target: ChainTarget;
  client: PublicClient;
  entries: readonly KeyEntry[];
  settings: NftSweepSettings;
  quote?: FeeQuote;
  /** Blocks per first eth_getLogs (default: the whole range, halved while the node refuses). */
  initialSpan?: bigint;
}

/**
 * Before signing: the NFTs each wallet holds (chains/evm/nft/holdings.ts), each transfer simulated (estimateGas from
 * the wallet: one that would revert is an error here), the fee reservations, and the top-ups of wallets short of gas.
 */
export async function planNftCollection(input: PlanInput): Promise<NftCollectionPlan> {
  const { target, client, entries, settings } = input;
  const owners = entries.map((entry) => entry.address);
  const [found, nativeRead, quote] = await Promise.all([
    findNftHoldings(client, {
      chainId: target.chainId,
      contracts: settings.contracts,
      owners,
      fromBlock: settings.fromBlock,
      initialSpan: input.initialSpan,
    }),
    readBalances({ chainId: target.chainId, rpcUrl: target.rpcUrl, owners, token: 'native' }),
    input.quote ? Promise.resolve(input.quote) : readFeeQuote(client),
  ]);
  const byOwner = new Map<string, NftHolding[]>();
  for (const holding of found.holdings) {
    const id = holding.owner.toLowerCase();
    byOwner.set(id, [...(byOwner.get(id) ?? []), holding]);
  }
  const { destination } = settings;
  const wallets = await mapBounded(entries, ESTIMATE_CONCURRENCY, async ({ line, address }, index) => {
    const native = nativeRead.balances[index].balance;
    const isDestination = address.toLowerCase() === destination.toLowerCase();
    const holdings = isDestination ? [] : (byOwner.get(address.toLowerCase()) ?? []);
    const base = { line, address, native, holdings, transfers: [] as NftTransfer[], fee: 0n, topUp: 0n };
    if (native === null) return { ...base, state: 'error' as const, error: nativeRead.balances[index].error };
    if (holdings.length === 0) return { ...base, state: 'empty' as const };
    try {
      const transfers: NftTransfer[] = [];
      for (const transfer of groupTransfers(holdings)) {
        const data = transferData(address, destination, transfer);
        const estimate = await client.estimateGas({ account: address, to: transfer.contract, data });
        transfers.push({ ...transfer, gasLimit: withMargin(estimate) });
      }
      const fee = transfers.reduce((sum, transfer) => sum + gasReserve(transfer.gasLimit, quote), 0n);
      const topUp = topUpAmount(native, fee);
      return { ...base, transfers, fee, topUp, state: topUp > 0n ? ('needs-gas' as const) : ('ready' as const) };
    } catch (error) {
      return { ...base, state: 'error' as const, error: toAppError(error).message };
    }
  });
  const totals = { nfts: 0, transactions: 0, fees: 0n, topUp: 0n, ready: 0, needsGas: 0, empty: 0, errors: 0 };
  for (const wallet of wallets) {
    if (wallet.state === 'ready' || wallet.state === 'needs-gas') {
      totals.nfts += wallet.holdings.length;
      totals.transactions += wallet.transfers.length;
      totals.fees += wallet.fee;
    }
    totals.topUp += wallet.topUp;
    if (wallet.state === 'ready') totals.ready += 1;
    else if (wallet.state === 'needs-gas') totals.needsGas += 1;
    else if (wallet.state === 'empty') totals.empty += 1;
    else totals.errors += 1;
  }
  return {
    settings,
    quote,
    native: { symbol: nativeRead.symbol, decimals: nativeRead.decimals },
    contracts: found.contracts,
    wallets,
    scan: found.scan,
    totals,
  };
}

/** A row's token, kept in the row's note: `<standard>:<contract>:<token id>` (identifiers only). */
export function rowNote(holding: Pick<NftHolding, 'standard' | 'contract' | 'tokenId'>): string {
  return `${holding.standard}:${holding.contract}:${holding.tokenId}`;
}

export function parseRowNote(note: string | undefined): Pick<NftHolding, 'standard' | 'contract' | 'tokenId'> {
  const [standard, contract, tokenId] = (note ?? '').split(':');
  if ((standard !== 'erc721' && standard !== 'erc1155') || !contract || !tokenId) {
    throw new Error(`Not an NFT row: ${note}`);
  }
  return { standard, contract: contract as Address, tokenId: BigInt(tokenId) };
}

/**
 * The job of a plan: one row per token of the ready wallets, one chunk per transaction (an ERC-721 token, or an
 * ERC-1155 contract's ids), each wallet its own lane. Identifiers only, never keys.
 */
export function nftCollectionJob(plan: NftCollectionPlan, target: ChainTarget): { job: JobState; chunks: Chunk[] } {
  const rows: BatchRow[] = [];
  const chunks: Chunk[] = [];
  for (const wallet of plan.wallets) {
    if (wallet.state !== 'ready') continue;
    for (const transfer of wallet.transfers) {
      const rowIndexes = transfer.items.map((item) => {
        rows.push({ line: wallet.line, address: wallet.address, amount: item.amount, note: rowNote(item) });
        return rows.length - 1;
      });
      chunks.push({ id: chunks.length, lane: wallet.address, rowIndexes, rows: rowIndexes.map((at) => rows[at]) });
    }
  }
  const meta = {
    tool: 'collection-nft',
    chainId: String(target.chainId),
    rpcUrl: target.rpcUrl,
    destination: plan.settings.destination,
    contracts: plan.settings.contracts.join(','),
    fromBlock: plan.settings.fromBlock.toString(),
    decimals: '0',
    symbol: '',
  };
  return { job: createJob(rows, chunks, meta), chunks };
}
