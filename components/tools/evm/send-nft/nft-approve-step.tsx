'use client';

import { useTranslations } from 'next-intl';
import type { Address } from 'viem';
import { MULTISEND_ADDRESS } from '@/chains/evm/multisend/address';
import { setApprovalForAllCall } from '@/chains/evm/nft/reads';
import type { Locale } from '@/lib/i18n/config';
import type { ChainAccess } from '../send-token/chain-access';
import { ChainActionButton } from '../send-token/chain-action-button';
import { useChainAction } from '../send-token/use-chain-action';

interface NftApproveStepProps {
  locale: Locale;
  access: ChainAccess | undefined;
  token: Address;
  isApproved: boolean;
  onDone: () => void;
}

/** One setApprovalForAll(Multisend, true) for the collection: every later chunk (and batch) needs no other. */
export function NftApproveStep({ locale, access, token, isApproved, onDone }: NftApproveStepProps) {
  const t = useTranslations('batchSendNft.approve');
  const action = useChainAction(onDone);
  if (isApproved) {
    return (
      <p className="account-alert account-alert--notice" data-approval="given">
        {t('given')}
      </p>
    );
  }
  const approve = () =>
    action.run(async (sendAndConfirm) => {
      if (access) await sendAndConfirm(access, setApprovalForAllCall(token, MULTISEND_ADDRESS));
    });
  return (
    <fieldset className="send-token__panel" data-approval="missing">
      <legend>{t('legend')}</legend>
      <p className="account-card__muted">{t('explain', { address: MULTISEND_ADDRESS })}</p>
      <ChainActionButton
        namespace="batchSendNft.approve"
        locale={locale}
        action={action}
        canRun={access !== undefined}
        onClick={approve}
      >
        {t('button')}
      </ChainActionButton>
    </fieldset>
  );
}
