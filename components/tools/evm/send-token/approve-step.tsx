'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { type Address, encodeFunctionData, erc20Abi } from 'viem';
import { MULTISEND_ADDRESS } from '@/chains/evm/multisend/address';
import { formatDecimal } from '@/lib/fees/decimal';
import type { Locale } from '@/lib/i18n/config';
import type { ChainAccess } from './chain-access';
import { ChainActionButton } from './chain-action-button';
import { type ApprovalMode, approvalAmount, isApprovalNeeded, mayNeedAllowanceReset } from './send-plan';
import { useChainAction } from './use-chain-action';

interface ApproveStepProps {
  locale: Locale;
  access: ChainAccess | undefined;
  token: { address: Address; symbol: string; decimals: number };
  allowance: bigint;
  /** What the batch sends in total. */
  required: bigint;
  /** Reads the allowance again. */
  onDone: () => void;
}

const approveData = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [MULTISEND_ADDRESS, amount] });

/** Lets Multisend move the batch's total (or any amount) of the token; skipped when the allowance covers it. */
export function ApproveStep({ locale, access, token, allowance, required, onDone }: ApproveStepProps) {
  const t = useTranslations('batchSendToken.approve');
  const id = useId();
  const [mode, setMode] = useState<ApprovalMode>('exact');
  const [isResetting, setIsResetting] = useState(false);
  const action = useChainAction(onDone);
  const format = (amount: bigint) => formatDecimal(amount, token.decimals);

  if (!isApprovalNeeded(allowance, required)) {
    return (
      <p className="account-alert account-alert--notice" data-approval="covered">
        {t('covered')}
      </p>
    );
  }

  const approve = () =>
    action.run(async (sendAndConfirm) => {
      if (!access) return;
      const data = approveData(approvalAmount(mode, required));
      const request = { to: token.address, data, value: 0n };
      if (mayNeedAllowanceReset(allowance, required)) {
        const isRefused = await access.estimateGas(request).then(
          () => false,
          () => true,
        );
        if (isRefused) {
          setIsResetting(true);
          try {
            await sendAndConfirm(access, { ...request, data: approveData(0n) });
          } finally {
            setIsResetting(false);
          }
        }
      }
      await sendAndConfirm(access, request);
    });

  return (
    <fieldset className="send-token__panel">
      <legend>{t('legend')}</legend>
      <p className="account-card__muted">{t('explain', { symbol: token.symbol })}</p>
      <p className="account-field__hint">{t('current', { amount: format(allowance), symbol: token.symbol })}</p>
      <div className="send-token__choices">
        <label className="send-token__choice">
          <input type="radio" name={`${id}-mode`} checked={mode === 'exact'} onChange={() => setMode('exact')} />
          {t('exact', { amount: format(required), symbol: token.symbol })}
        </label>
        <label className="send-token__choice">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'unlimited'}
            onChange={() => setMode('unlimited')}
          />
          {t('unlimited')}
        </label>
      </div>
      <ChainActionButton
        namespace="batchSendToken.approve"
        locale={locale}
        action={action}
        canRun={access !== undefined}
        onClick={approve}
        phaseText={isResetting ? t('resetting') : undefined}
      >
        {t('button', { symbol: token.symbol })}
      </ChainActionButton>
    </fieldset>
  );
}
