'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type Address, maxUint256, type PublicClient } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { TextField } from '@/components/tools/key-batch/text-field';
import { tryParseDecimal } from '@/lib/fees/decimal';
import { SpenderLabel } from './spender-label';
import { type TokenInfo, useTokenInfo } from './use-token-info';

/** An allowance to set: the token (read from the chain), the spender, and the amount or unlimited (maxUint256). */
export interface ApprovalInputs {
  tokenText: string;
  setTokenText: (text: string) => void;
  spenderText: string;
  setSpenderText: (text: string) => void;
  amountText: string;
  setAmountText: (text: string) => void;
  isUnlimited: boolean;
  setIsUnlimited: (value: boolean) => void;
  token: Address | undefined;
  spender: Address | undefined;
  info: TokenInfo;
  decimals: number | undefined;
  /** Undefined while it cannot be read (no token yet, or not a number in the token's decimals). */
  amount: bigint | undefined;
}

export function useApprovalInputs(client: PublicClient | undefined): ApprovalInputs {
  const [tokenText, setTokenText] = useState('');
  const [spenderText, setSpenderText] = useState('');
  const [amountText, setAmountText] = useState('');
  const [isUnlimited, setIsUnlimited] = useState(false);
  const token = checksumEvmAddress(tokenText);
  const spender = checksumEvmAddress(spenderText);
  const info = useTokenInfo(client, token);
  const decimals = info.kind === 'ready' ? info.decimals : undefined;
  const amount = isUnlimited
    ? maxUint256
    : decimals === undefined || amountText.trim() === ''
      ? undefined
      : tryParseDecimal(amountText.trim(), decimals);
  return {
    tokenText,
    setTokenText,
    spenderText,
    setSpenderText,
    amountText,
    setAmountText,
    isUnlimited,
    setIsUnlimited,
    token,
    spender,
    info,
    decimals,
    amount,
  };
}

interface ApprovalFieldsProps {
  /** The tool's texts: tokenLabel (tokenHint), addressInvalid, notToken, tokenInfo, spenderLabel, spenderHint,
   * amountLabel, amountHint, amountInvalid, unlimited, unlimitedLabel. */
  namespace: 'batchApprove' | 'approveCustom';
  inputs: ApprovalInputs;
  /** The chain the spender is named on (known spenders). */
  chainId: number | undefined;
  disabled: boolean;
  /** Called after any edit (e.g. a review of other inputs is dropped). */
  onEdit?: () => void;
}

/** Token, spender (named when known), amount and "unlimited": the fields of an allowance to set. */
export function ApprovalFields({ namespace, inputs, chainId, disabled, onEdit }: ApprovalFieldsProps) {
  const t = useTranslations(namespace as 'approveCustom');
  const { tokenText, spenderText, amountText, isUnlimited, token, spender, info, decimals, amount } = inputs;
  const edited =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      onEdit?.();
    };
  return (
    <>
      <TextField
        label={t('tokenLabel')}
        hint={namespace === 'approveCustom' ? t('tokenHint') : undefined}
        value={tokenText}
        onChange={edited(inputs.setTokenText)}
        placeholder="0x…"
        disabled={disabled}
        error={
          tokenText.trim() !== '' && !token
            ? t('addressInvalid')
            : info.kind === 'not-token'
              ? t('notToken')
              : undefined
        }
      />
      {info.kind === 'ready' && (
        <p className="account-field__hint" role="status">
          {t('tokenInfo', { symbol: info.symbol, decimals: info.decimals })}
        </p>
      )}
      <TextField
        label={t('spenderLabel')}
        hint={t('spenderHint')}
        value={spenderText}
        onChange={edited(inputs.setSpenderText)}
        placeholder="0x…"
        disabled={disabled}
        error={spenderText.trim() !== '' && !spender ? t('addressInvalid') : undefined}
      />
      {spender && <SpenderLabel spender={spender} chainId={chainId} />}
      <TextField
        label={t('amountLabel')}
        hint={t('amountHint')}
        value={isUnlimited ? '' : amountText}
        onChange={edited(inputs.setAmountText)}
        placeholder={isUnlimited ? t('unlimited') : '0'}
        inputMode="decimal"
        disabled={disabled || isUnlimited}
        error={
          !isUnlimited && amountText.trim() !== '' && decimals !== undefined && amount === undefined
            ? t('amountInvalid', { decimals })
            : undefined
        }
      />
      <label className="key-batch__check">
        <input
          type="checkbox"
          checked={isUnlimited}
          disabled={disabled}
          onChange={(event) => edited(inputs.setIsUnlimited)(event.target.checked)}
        />
        {t('unlimitedLabel')}
      </label>
    </>
  );
}
