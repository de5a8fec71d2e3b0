'use client';

import { useTranslations } from 'next-intl';
import { MULTISEND_ADDRESS } from '@/chains/evm/multisend/address';
import type { MultisendDeploymentStatus } from '@/chains/evm/multisend/status';
import type { Locale } from '@/lib/i18n/config';
import type { ChainAccess } from './chain-access';
import { ChainActionButton } from './chain-action-button';
import { useChainAction } from './use-chain-action';

interface DeployStepProps {
  locale: Locale;
  chain: string;
  status: MultisendDeploymentStatus | undefined;
  /** The wallet on this chain; without one the deployment is only announced (it comes after connecting). */
  access: ChainAccess | undefined;
  /** Reads the status again (after the deployment, or when it failed because someone else deployed first). */
  onDone: () => void;
}

/** Multisend is missing on this chain: one transaction through the CREATE2 deployer puts it at its usual address. */
export function DeployStep({ locale, chain, status, access, onDone }: DeployStepProps) {
  const t = useTranslations('batchSendToken.deploy');
  const action = useChainAction(onDone);
  if (status === 'deployed') return null;
  if (status === undefined) return <p className="account-card__muted">{t('checking')}</p>;
  if (status === 'no-deployer') {
    return (
      <p className="account-alert account-alert--error" role="alert">
        {t('noDeployer', { chain })}
      </p>
    );
  }

  if (!access) {
    return (
      <p className="account-alert account-alert--notice" data-multisend="missing">
        {t('afterConnect', { chain })}
      </p>
    );
  }

  const deploy = () =>
    action.run(async (sendAndConfirm) => {
      if (!access) return;
      // The bytecode comes with this import: only the user who deploys downloads it.
      const { deployMultisendRequest } = await import('@/chains/evm/multisend/deploy');
      await sendAndConfirm(access, deployMultisendRequest());
    });

  return (
    <section className="send-token__panel" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <p>{t('missing', { chain, address: MULTISEND_ADDRESS })}</p>
      <ChainActionButton
        namespace="batchSendToken.deploy"
        locale={locale}
        action={action}
        canRun={access !== undefined}
        onClick={deploy}
      >
        {t('button')}
      </ChainActionButton>
    </section>
  );
}
