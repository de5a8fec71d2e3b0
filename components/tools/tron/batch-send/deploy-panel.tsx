'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PreparedTronCall } from '@/chains/tron/batch-send';
import { sendPreparedCall } from '@/chains/tron/batch-send';
import { prepareMultisendDeployment } from '@/chains/tron/deploy';
import { readTronChainParameters } from '@/chains/tron/resources';
import type { TronWalletState } from '@/components/wallet/tron/use-tron-wallet';
import { createLocalStore } from '@/lib/http/local-store';
import { PreparedCost } from './tron-send-review';

/** A Multisend this browser deployed where the site has none configured, per API endpoint. */
export const OWN_MULTISEND_STORAGE_KEY = 'chainkit:tron:multisend';

export function readOwnMultisend(endpoint: string): string | null {
  try {
    return createLocalStore().getJson<Record<string, string>>(OWN_MULTISEND_STORAGE_KEY)?.[endpoint] ?? null;
  } catch {
    return null;
  }
}

function saveOwnMultisend(endpoint: string, address: string): void {
  try {
    const store = createLocalStore();
    store.setJson(OWN_MULTISEND_STORAGE_KEY, {
      ...store.getJson<Record<string, string>>(OWN_MULTISEND_STORAGE_KEY),
      [endpoint]: address,
    });
  } catch {
    // The address is also shown, to be set as TRON_MULTISEND_ADDRESS.
  }
}

type Phase =
  | { step: 'idle' }
  | { step: 'busy' }
  | { step: 'ready'; prepared: PreparedTronCall & { address: string } }
  | { step: 'failed'; message: string };

/**
 * No Multisend on this network yet: the connected wallet deploys ours (the checked-in artifact), its cost shown
 * before signing; the address is then used in this browser and shown for the site's TRON_MULTISEND_ADDRESS.
 */
export function DeployPanel({
  wallet,
  apiOptions,
  endpoint,
  describeError,
  onDeployed,
}: {
  wallet: TronWalletState;
  apiOptions: () => { apiUrl: string; intervalMs: number };
  endpoint: string;
  describeError: (error: unknown) => string;
  onDeployed: (address: string) => void;
}) {
  const t = useTranslations('tronBatchSendToken.deploy');
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });

  async function prepare() {
    setPhase({ step: 'busy' });
    try {
      const owner = wallet.connected?.address ?? (await wallet.connect());
      const parameters = await readTronChainParameters(apiOptions());
      setPhase({ step: 'ready', prepared: await prepareMultisendDeployment(owner, parameters, apiOptions()) });
    } catch (error) {
      setPhase({ step: 'failed', message: describeError(error) });
    }
  }

  async function deploy(prepared: PreparedTronCall & { address: string }) {
    setPhase({ step: 'busy' });
    try {
      const sent = await sendPreparedCall(prepared, { ...apiOptions(), signer: wallet.signer });
      if (sent.outcome.status !== 'success') throw new Error(sent.error ?? t('failedOnChain'));
      saveOwnMultisend(endpoint, prepared.address);
      onDeployed(prepared.address);
    } catch (error) {
      setPhase({ step: 'failed', message: describeError(error) });
    }
  }

  return (
    <section className="send-token__panel" data-testid="tron-deploy">
      <h2>{t('title')}</h2>
      <p className="account-card__muted">{t('explain')}</p>
      {phase.step === 'ready' ? (
        <>
          <PreparedCost prepared={phase.prepared} />
          <button type="button" className="button" onClick={() => void deploy(phase.prepared)}>
            {t('deploy')}
          </button>
        </>
      ) : (
        <button type="button" className="button" disabled={phase.step === 'busy'} onClick={() => void prepare()}>
          {t('review')}
        </button>
      )}
      {phase.step === 'failed' && (
        <p className="account-alert account-alert--error" role="alert">
          {t('failed', { message: phase.message })}
        </p>
      )}
    </section>
  );
}
