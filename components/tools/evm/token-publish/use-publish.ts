'use client';

import { useCallback, useState } from 'react';
import { getAddress, type Hash } from 'viem';
import type { PublishFee } from '@/chains/evm/token/deploy';
import type { ChainAccess } from '@/components/tools/evm/send-token/chain-access';
import type { ReadClient } from '@/components/tools/evm/send-token/use-chain-access';
import { type PublishedToken, prepareDeployment, publishedRecord, type ReadBack, readBack } from './publish-chain';
import { completeLaunch, type LaunchDraft } from './publish-form';

export type PublishState =
  | { phase: 'idle' }
  | { phase: 'signing' }
  | { phase: 'confirming'; hash: Hash }
  | { phase: 'reading'; hash: Hash }
  | { phase: 'done'; token: PublishedToken; readBack: ReadBack }
  | { phase: 'failed'; error: unknown; hash?: Hash };

/** Signs the deployment in the wallet, waits for it, and reads the new token back from the chain. */
export function usePublish(onPublished: (token: PublishedToken) => void) {
  const [state, setState] = useState<PublishState>({ phase: 'idle' });

  const publish = useCallback(
    async (draft: LaunchDraft, fee: PublishFee | undefined, access: ChainAccess, read: ReadClient) => {
      setState({ phase: 'signing' });
      let hash: Hash | undefined;
      try {
        const launch = completeLaunch(draft, access.from);
        const deployment = await prepareDeployment(launch, fee);
        hash = await access.sendTransaction({ data: deployment.data, value: deployment.value });
        setState({ phase: 'confirming', hash });
        const receipt = await read.client.waitForTransactionReceipt({ hash, pollingInterval: 1_000 });
        if (receipt.status !== 'success' || !receipt.contractAddress) {
          setState({ phase: 'failed', error: new Error('The deployment reverted'), hash });
          return;
        }
        setState({ phase: 'reading', hash });
        const address = getAddress(receipt.contractAddress);
        const token = publishedRecord(access.chainId, launch, deployment, address, hash);
        onPublished(token);
        setState({ phase: 'done', token, readBack: await readBack(read.client, token) });
      } catch (error) {
        setState({ phase: 'failed', error, hash });
      }
    },
    [onPublished],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, publish, reset };
}
