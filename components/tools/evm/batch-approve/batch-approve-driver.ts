import type { Address, PublicClient } from 'viem';
import { ERC20_APPROVE_ABI } from '@/chains/evm/approvals/abi';
import { approveCall, type OwnerCall } from '@/chains/evm/approvals/calls';
import type { BatchDriver } from '@/lib/batch/executor';
import type { Chunk } from '@/lib/batch/types';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import type { AttemptLog } from '../key-batch/attempts';
import { attemptsOnChain, keyMissing, signAndBroadcast, waitForOutcome } from '../key-batch/broadcast';
import { cachedFeeQuote, type FeeQuote, gasReserve } from '../key-batch/fees';
import type { KeyRing } from '../key-batch/keys';
import { pendingNonce } from '../key-batch/lane-driver';

/** Every wallet approves `spender` for exactly `amount` of `token`. */
export interface BatchApproveSettings {
  chainId: number;
  token: Address;
  spender: Address;
  /** Base units; maxUint256 for unlimited, 0 to revoke. */
  amount: bigint;
}

export interface BatchApproveContext {
  client: PublicClient;
  /** The pasted keys, by address: the only place they are. */
  ring: KeyRing;
  attempts: AttemptLog;
  feeQuote?: () => Promise<FeeQuote>;
}

export function readAllowance(client: PublicClient, token: Address, owner: Address, spender: Address) {
  return client.readContract({
    address: token,
    abi: ERC20_APPROVE_ABI,
    functionName: 'allowance',
    args: [owner, spender],
  });
}

/** The gas of a call from `owner`, or undefined when the node says it would revert. */
export async function callGas(client: PublicClient, owner: Address, call: OwnerCall): Promise<bigint | undefined> {
  try {
    return await client.estimateGas({ account: owner, to: call.to, data: call.data });
  } catch {
    return undefined;
  }
}

/**
 * How a wallet gets from its current allowance to `amount`: nothing (already there), one approve, or — on a token
 * that refuses a non-zero to non-zero change (USDT on Ethereum) — approve 0 first. Gas per transaction, from the node.
 */
export async function approveSteps(
  client: PublicClient,
  owner: Address,
  settings: BatchApproveSettings,
): Promise<{ current: bigint; zeroFirst: boolean; gas: bigint[] } | { current: bigint; refused: true }> {
  const { token, spender, amount } = settings;
  const current = await readAllowance(client, token, owner, spender);
  if (current === amount) return { current, zeroFirst: false, gas: [] };
  const direct = await callGas(client, owner, approveCall(token, spender, amount));
  if (direct !== undefined) return { current, zeroFirst: false, gas: [direct] };
  if (current === 0n || amount === 0n) return { current, refused: true };
  const zero = await callGas(client, owner, approveCall(token, spender, 0n));
  if (zero === undefined) return { current, refused: true };
  // The second approve cannot be simulated before the first is mined: from zero it costs what approve 0 costs, or
  // a fresh slot's write more (20,000 instead of 2,900 gas).
  return { current, zeroFirst: true, gas: [zero, zero + 20_000n] };
}

/**
 * The batch approval's steps for the batch engine: one chunk per wallet in its own lane. A wallet whose token needs
 * a zero first sends approve(0) with the lane's nonce, waits for it, then approve(amount) with the next nonce; the
 * chunk's transaction is the last one. A retry asks the chain first: done when the allowance already is `amount`.
 */
export function createBatchApproveDriver(settings: BatchApproveSettings, context: BatchApproveContext): BatchDriver {
  const { client, ring, attempts } = context;
  const feeQuote = context.feeQuote ?? cachedFeeQuote(client);
  const { token, spender, amount } = settings;

  return {
    async send(chunk: Chunk, { nonce, signal }) {
      const owner = chunk.lane as Address;
      const account = ring.account(owner);
      if (!account) throw keyMissing(owner);
      const [steps, quote, coins] = await Promise.all([
        approveSteps(client, owner, settings),
        feeQuote(),
        client.getBalance({ address: owner }),
      ]);
      if ('refused' in steps) throw new AppError(CLIENT_CODE.EXECUTION_REVERTED);
      if (steps.gas.length === 0) throw new AppError(CLIENT_CODE.EXECUTION_REVERTED, 'The allowance already is set');
      const total = steps.gas.reduce((sum, gas) => sum + gas, 0n);
      if (coins < gasReserve(total, quote)) throw new AppError(CLIENT_CODE.INSUFFICIENT_GAS_BALANCE);
      let next = nonce ?? (await pendingNonce(client, owner));
      const base = { client, account, chainId: settings.chainId, chunkId: chunk.id, quote, amount, attempts, signal };
      if (steps.zeroFirst) {
        const zero = approveCall(token, spender, 0n);
        const hash = await signAndBroadcast({ ...base, nonce: next, request: { ...zero, gas: steps.gas[0] } });
        if ((await waitForOutcome(client, hash)) !== 'confirmed') throw new AppError(CLIENT_CODE.EXECUTION_REVERTED);
        next += 1;
      }
      const call = approveCall(token, spender, amount);
      return signAndBroadcast({ ...base, nonce: next, request: { ...call, gas: steps.gas.at(-1) as bigint } });
    },
    wait: (txHash) => waitForOutcome(client, txHash),
    async checkOnChain(chunk, lastTxHash) {
      const owner = chunk.lane as Address;
      const hashes = [...attempts.of(chunk.id).map((attempt) => attempt.hash), lastTxHash];
      if ((await attemptsOnChain(client, owner, hashes)) === 'pending') {
        throw new AppError(CLIENT_CODE.REQUEST_ALREADY_PENDING);
      }
      return (await readAllowance(client, token, owner, spender)) === amount;
    },
    readNonce: (lane) => pendingNonce(client, lane as Address),
  };
}
