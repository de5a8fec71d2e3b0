import type { Address, Hex, PublicClient } from 'viem';
import { maxRecipientsPerCall } from '@/chains/evm/multisend/chunk';
import { encodeNativeSend } from '@/chains/evm/multisend/encode';
import type { MultisendDeploymentStatus } from '@/chains/evm/multisend/status';
import type { BatchDriver } from '@/lib/batch/executor';
import { createJob } from '@/lib/batch/job';
import { planChunks } from '@/lib/batch/plan';
import type { BatchRow, JobState } from '@/lib/batch/types';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import type { AttemptLog } from '../key-batch/attempts';
import { checkAttempts, keyMissing, signAndBroadcast, waitForOutcome } from '../key-batch/broadcast';
import { cachedFeeQuote, readFeeQuote, TRANSFER_GAS } from '../key-batch/fees';
import { withMargin } from '../key-batch/gas';
import type { KeyRing } from '../key-batch/keys';
import type { RunContext } from './collection-driver';
import type { WalletPlan } from './collection-plan';

// Gas top-ups before an ERC-20 collection: the funding wallet sends each wallet short of gas what it lacks, in
// Multisend calls (many wallets per transaction) where the contract is deployed, else one plain transfer each.

export type TopUpMode = 'multisend' | 'transfers';

/** One row per wallet short of gas: address and top-up amount. The funding wallet is the only lane. */
export function topUpJob(
  wallets: readonly Pick<WalletPlan, 'line' | 'address' | 'topUp'>[],
  funding: Address,
  mode: TopUpMode,
  blockGasLimit: bigint,
  native: { chainId: number; symbol: string; decimals: number },
): JobState {
  const rows: BatchRow[] = wallets
    .filter((wallet) => wallet.topUp > 0n)
    .map(({ line, address, topUp }) => ({ line, address, amount: topUp }));
  const capacity = mode === 'multisend' ? maxRecipientsPerCall({ blockGasLimit, kind: 'native' }) : 1;
  const chunks = planChunks(rows, { capacity, lane: () => funding });
  return createJob(rows, chunks, {
    tool: 'collection-top-up',
    funding,
    mode,
    chainId: String(native.chainId),
    symbol: native.symbol,
    decimals: String(native.decimals),
  });
}

export interface TopUpOptions extends RunContext {
  chainId: number;
  mode: TopUpMode;
  /** Coins each wallet must hold for its own transfer: a wallet that has them counts as topped up. */
  needs: ReadonlyMap<string, bigint>;
}

export function createTopUpDriver(options: TopUpOptions): BatchDriver {
  const { client, ring, attempts, chainId, mode, needs } = options;
  const feeQuote = options.feeQuote ?? cachedFeeQuote(client);

  async function request(funding: Address, rows: readonly BatchRow[]) {
    const transfers = rows.map((row) => ({ to: row.address as Address, amount: row.amount ?? 0n }));
    if (mode === 'transfers') {
      const [{ to, amount }] = transfers;
      const estimate = await client.estimateGas({ account: funding, to, value: amount });
      const gas = estimate === TRANSFER_GAS ? estimate : withMargin(estimate);
      return { request: { to, value: amount, gas }, amount };
    }
    const call = encodeNativeSend({ transfers });
    const gas = withMargin(
      await client.estimateGas({ account: funding, to: call.to, data: call.data, value: call.value }),
    );
    return { request: { to: call.to, data: call.data, value: call.value, gas }, amount: call.value };
  }

  return {
    async send(chunk, { nonce, signal }) {
      const funding = chunk.lane as Address;
      const account = ring.account(funding);
      if (!account) throw keyMissing(funding);
      const [prepared, quote] = await Promise.all([request(funding, chunk.rows), feeQuote()]);
      return signAndBroadcast({
        client,
        account,
        chainId,
        chunkId: chunk.id,
        nonce: nonce ?? (await client.getTransactionCount({ address: funding, blockTag: 'pending' })),
        request: prepared.request,
        quote,
        amount: prepared.amount,
        attempts,
        signal,
      });
    },
    wait: (txHash) => waitForOutcome(client, txHash),
    async checkOnChain(chunk, lastTxHash) {
      const hashes = [...attempts.of(chunk.id).map((attempt) => attempt.hash), lastTxHash];
      if (await checkAttempts(client, chunk.lane as Address, hashes)) return true;
      const balances = await Promise.all(
        chunk.rows.map((row) => client.getBalance({ address: row.address as Address })),
      );
      return chunk.rows.every((row, index) => balances[index] >= (needs.get(row.address.toLowerCase()) ?? 1n));
    },
    readNonce: (lane) => client.getTransactionCount({ address: lane as Address, blockTag: 'pending' }),
  };
}

/**
 * Deploys Multisend from the funding wallet through the CREATE2 deployer (same address on every chain), and waits.
 * Resolves with the transaction hash; throws when it reverted.
 */
export async function deployMultisendFrom(options: {
  client: PublicClient;
  ring: KeyRing;
  funding: Address;
  chainId: number;
  attempts: AttemptLog;
}): Promise<Hex> {
  const { client, ring, funding } = options;
  const account = ring.account(funding);
  if (!account) throw keyMissing(funding);
  // The creation code is loaded only when someone deploys: pages that merely use Multisend never ship it.
  const { deployMultisendRequest } = await import('@/chains/evm/multisend/deploy');
  const deploy = deployMultisendRequest();
  const [gas, quote, nonce] = await Promise.all([
    client.estimateGas({ account: funding, ...deploy }),
    readFeeQuote(client),
    client.getTransactionCount({ address: funding, blockTag: 'pending' }),
  ]);
  const hash = await signAndBroadcast({
    client,
    account,
    chainId: options.chainId,
    chunkId: -1,
    nonce,
    request: { ...deploy, gas: withMargin(gas) },
    quote,
    amount: 0n,
    attempts: options.attempts,
    signal: new AbortController().signal,
  });
  if ((await waitForOutcome(client, hash)) !== 'confirmed') throw new AppError(CLIENT_CODE.EXECUTION_REVERTED);
  return hash;
}

/** Multisend where it is, plain transfers otherwise (also while a deployment is only offered). */
export function topUpModeFor(status: MultisendDeploymentStatus | undefined): TopUpMode {
  return status === 'deployed' ? 'multisend' : 'transfers';
}
