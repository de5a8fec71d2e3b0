'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { ChainOption } from './monitor-api';

export type TokenKind = 'native' | 'erc20';

interface MonitorChainTokenFieldsProps {
  chains: readonly ChainOption[];
  isLoadingChains: boolean;
  chainId: string;
  onChainId: (chainId: string) => void;
  tokenKind: TokenKind;
  onTokenKind: (kind: TokenKind) => void;
  tokenAddress: string;
  onTokenAddress: (address: string) => void;
  tokenError: string | null;
  disabled: boolean;
}

/** What to watch on each address: the chain, and its native coin or an ERC-20 by contract address. */
export function MonitorChainTokenFields(props: MonitorChainTokenFieldsProps) {
  const t = useTranslations('monitor.add');
  const id = useId();
  const { chains, chainId, tokenKind, tokenError, disabled } = props;
  const symbol = chains.find((chain) => String(chain.chainId) === chainId)?.symbol ?? '';
  return (
    <>
      <label className="account-field">
        <span className="account-field__label">{t('chain')}</span>
        <select
          className="account-field__input"
          value={chainId}
          disabled={disabled || chains.length === 0}
          onChange={(event) => props.onChainId(event.target.value)}
        >
          {chains.length === 0 ? (
            <option value="">{props.isLoadingChains ? t('loadingChains') : t('noChains')}</option>
          ) : null}
          {chains.map((chain) => (
            <option key={chain.chainId} value={String(chain.chainId)}>
              {t('chainOption', { name: chain.name, chainId: chain.chainId })}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="account-field monitor-token">
        <legend className="account-field__label">{t('token')}</legend>
        <label>
          <input
            type="radio"
            name="monitor-token-kind"
            value="native"
            checked={tokenKind === 'native'}
            disabled={disabled}
            onChange={() => props.onTokenKind('native')}
          />{' '}
          {symbol ? t('native', { symbol }) : t('nativeNoSymbol')}
        </label>
        <label>
          <input
            type="radio"
            name="monitor-token-kind"
            value="erc20"
            checked={tokenKind === 'erc20'}
            disabled={disabled}
            onChange={() => props.onTokenKind('erc20')}
          />{' '}
          {t('erc20')}
        </label>
        {tokenKind === 'erc20' ? (
          <div className="account-field">
            <label className="account-field__label" htmlFor={`${id}-token`}>
              {t('tokenAddress')}
            </label>
            <input
              id={`${id}-token`}
              className="account-field__input monitor-mono"
              value={props.tokenAddress}
              placeholder="0x…"
              spellCheck={false}
              autoComplete="off"
              disabled={disabled}
              aria-invalid={tokenError ? true : undefined}
              aria-describedby={tokenError ? `${id}-token-error` : undefined}
              onChange={(event) => props.onTokenAddress(event.target.value)}
            />
            {tokenError ? (
              <span id={`${id}-token-error`} className="account-field__error">
                {tokenError}
              </span>
            ) : null}
          </div>
        ) : null}
      </fieldset>
    </>
  );
}
