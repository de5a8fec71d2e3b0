import type { Address, PublicClient } from 'viem';
import { ERC1155_READ_ABI, HOLDINGS_ABI } from '@/chains/evm/nft/holdings-abi';
import type { BatchDriver } from '@/lib/batch/executor';
import type { BatchRow } from '@/lib/batch/types';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import type { AttemptLog } from '../key-batch/attempts';
import { nothingToSend } from '../key-batch/broadcast';
import { cachedFeeQuote, type FeeQuote, gasReserve } from '../key-batch/fees';
import { withMargin } from '../key-batch/gas';
import type { KeyRing } from '../key-batch/keys';
import { laneDriver } from '../key-batch/lane-driver';
import { type NftSweepSettings, parseRowNote, transferData } from './collection-nft-plan';

export interface NftRunContext {
  client: PublicClient;
  /** The pasted keys, by address: the only place they are. */
  ring: KeyRing;
  attempts: AttemptLog;
  /** Defaults to a quote shared for a few seconds. */
  feeQuote?: () => Promise<FeeQuote>;
}

export type SweepSettings = Pick<NftSweepSettings, 'chainId' | 'destination'>;

/** The chunk's tokens: one contract and standard (the plan groups them so), the ids in row order. */
function chunkTokens(rows: readonly BatchRow[]) {
  const tokens = rows.map((row) => parseRowNote(row.note));
  const [{ standard, contract }] = tokens;
  return { standard, contract, ids: tokens.map((token) => token.tokenId) };
}

/**
 * The NFT sweep's steps for the batch engine: each chunk is one transaction of its wallet (the lane), signed in the
 * page. What is sent is read at the moment of sending (the owner of an ERC-721 id, the balances of ERC-1155 ids), and
 * a retry asks the chain first: a token no longer in the wallet counts as collected.
 */
export function createNftCollectionDriver(settings: SweepSettings, context: NftRunContext): BatchDriver {
  const { client, ring, attempts } = context;
  const feeQuote = context.feeQuote ?? cachedFeeQuote(client);
  const { destination } = settings;

  /** What the wallet still holds of the chunk's tokens: 1 or 0 per ERC-721 id, the balance per ERC-1155 id. */
  async function heldNow(source: Address, rows: readonly BatchRow[]): Promise<bigint[]> {
    const { standard, contract, ids } = chunkTokens(rows);
    if (standard === 'erc1155') {
      const balances = await client.readContract({
        address: contract,
        abi: ERC1155_READ_ABI,
        functionName: 'balanceOfBatch',
        args: [ids.map(() => source), ids],
      });
      return [...balances];
    }
    const owner = await client
      .readContract({ address: contract, abi: HOLDINGS_ABI, functionName: 'ownerOf', args: [ids[0]] })
      .catch(() => undefined);
    return [owner?.toLowerCase() === source.toLowerCase() ? 1n : 0n];
  }

  async function request(source: Address, rows: readonly BatchRow[]) {
    const { standard, contract, ids } = chunkTokens(rows);
    const held = await heldNow(source, rows);
    const items = ids
      .map((tokenId, index) => ({ tokenId, amount: held[index] }))
      .filter((item) => item.amount > 0n)
      .map((item) => ({ ...item, owner: source, contract, standard }));
    if (items.length === 0) throw nothingToSend(source);
    const data = transferData(source, destination, { standard, items });
    const [estimate, quote, coins] = await Promise.all([
      client.estimateGas({ account: source, to: contract, data }),
      feeQuote(),
      client.getBalance({ address: source }),
    ]);
    const gas = withMargin(estimate);
    if (coins < gasReserve(gas, quote)) throw new AppError(CLIENT_CODE.INSUFFICIENT_GAS_BALANCE);
    const amount = items.reduce((sum, item) => sum + item.amount, 0n);
    return { request: { to: contract, data, gas }, quote, amount };
  }

  return laneDriver({
    chainId: settings.chainId,
    client,
    ring,
    attempts,
    prepare: (source, chunk) => request(source, chunk.rows),
    // Nothing of ours will land: done only if the wallet holds none of the chunk's tokens any more.
    isDone: async (source, chunk) => (await heldNow(source, chunk.rows)).every((amount) => amount === 0n),
  });
}
