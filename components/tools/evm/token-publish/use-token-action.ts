'use client';

import { useCallback, useState } from 'react';
import { type Address, encodeFunctionData, type Hash } from 'viem';
import { TOKEN_ABI } from '@/chains/evm/token/abi';
import type { ChainAccess } from '@/components/tools/evm/send-token/chain-access';

export type TokenAction =
  | { kind: 'mint'; to: Address; amount: bigint }
  | { kind: 'pause' }
  | { kind: 'unpause' }
  | { kind: 'renounceOwnership' };

export type ActionState =
  | { phase: 'idle' }
  | { phase: 'signing'; action: TokenAction['kind'] }
  | { phase: 'confirming'; action: TokenAction['kind']; hash: Hash }
  | { phase: 'done'; action: TokenAction['kind']; hash: Hash }
  | { phase: 'failed'; action: TokenAction['kind']; error: unknown; hash?: Hash };

export function encodeTokenAction(action: TokenAction) {
  return action.kind === 'mint'
    ? encodeFunctionData({ abi: TOKEN_ABI, functionName: 'mint', args: [action.to, action.amount] })
    : encodeFunctionData({ abi: TOKEN_ABI, functionName: action.kind });
}

/** The owner's calls on the token, one at a time, each waited for before the state is read again. */
export function useTokenAction(token: Address, access: ChainAccess | undefined, onSettled: () => void) {
  const [state, setState] = useState<ActionState>({ phase: 'idle' });
  const run = useCallback(
    async (action: TokenAction) => {
      if (!access) return;
      setState({ phase: 'signing', action: action.kind });
      let hash: Hash | undefined;
      try {
        const data = encodeTokenAction(action);
        // Simulated first: a refusal (not the owner, over the cap, paused) is shown before the wallet opens.
        await access.estimateGas({ to: token, data, value: 0n });
        hash = await access.sendTransaction({ to: token, data, value: 0n });
        setState({ phase: 'confirming', action: action.kind, hash });
        const outcome = await access.waitForReceipt(hash);
        setState(
          outcome === 'success'
            ? { phase: 'done', action: action.kind, hash }
            : { phase: 'failed', action: action.kind, error: new Error(`The transaction ${outcome}`), hash },
        );
      } catch (error) {
        setState({ phase: 'failed', action: action.kind, error, hash });
      } finally {
        onSettled();
      }
    },
    [access, token, onSettled],
  );
  return { state, run };
}
