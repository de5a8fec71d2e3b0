'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { zeroAddress } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { evmExplorerLink } from '@/chains/evm/chain-info';
import { readTokenState } from '@/chains/evm/token/read-back';
import type { ChainAccess } from '@/components/tools/evm/send-token/chain-access';
import type { ReadClient } from '@/components/tools/evm/send-token/use-chain-access';
import { TextField } from '@/components/tools/solana/token/shared/text-field';
import { isUserRejection, localizeError } from '@/lib/errors';
import { formatBaseUnits, tryParseDecimal } from '@/lib/fees/decimal';
import type { Locale } from '@/lib/i18n/config';
import { launchOf, type PublishedToken } from './publish-chain';
import { type ActionState, useTokenAction } from './use-token-action';

interface ManagePanelProps {
  locale: Locale;
  token: PublishedToken;
  read: ReadClient;
  /** The wallet on the token's chain (undefined: not connected, or on another chain). */
  access: ChainAccess | undefined;
  onConnect: () => void;
}

function ActionStatus({ state, locale, chainId }: { state: ActionState; locale: Locale; chainId: number }) {
  const t = useTranslations('tokenPublish.manage');
  if (state.phase === 'idle') return null;
  const link = 'hash' in state && state.hash ? evmExplorerLink(chainId, 'tx', state.hash) : undefined;
  const action = t(`actions.${state.action}`);
  const text =
    state.phase === 'signing'
      ? t('signing', { action })
      : state.phase === 'confirming'
        ? t('confirming', { action })
        : state.phase === 'done'
          ? t('done', { action })
          : isUserRejection(state.error)
            ? t('rejected', { action })
            : t('failed', { action, message: localizeError(state.error, locale) });
  return (
    <p
      className={state.phase === 'failed' ? 'account-field__error' : 'account-field__hint'}
      role={state.phase === 'failed' ? 'alert' : 'status'}
      data-testid="manage-status"
      data-phase={state.phase}
    >
      {text}{' '}
      {link && (
        <a href={link} target="_blank" rel="noreferrer">
          {t('viewTransaction')}
        </a>
      )}
    </p>
  );
}

/** The token as it is now, and what its owner can do: mint, pause or unpause, renounce ownership. */
export function ManagePanel({ locale, token, read, access, onConnect }: ManagePanelProps) {
  const t = useTranslations('tokenPublish.manage');
  const launch = launchOf(token);
  const holder = access?.from ?? token.receiver;
  const current = useQuery({
    queryKey: ['token-publish-state', token.chainId, read.url, token.address, holder],
    queryFn: () => readTokenState(read.client, token.address, launch, holder),
    retry: 1,
  });
  const refetch = current.refetch;
  const onSettled = useCallback(() => void refetch(), [refetch]);
  const { state: actionState, run } = useTokenAction(token.address, access, onSettled);
  const [mintTo, setMintTo] = useState('');
  const [mintAmount, setMintAmount] = useState('');
  const [isRenouncing, setIsRenouncing] = useState(false);

  const state = current.data;
  const amount = (value: bigint) => `${formatBaseUnits(value, token.decimals)} ${token.symbol}`;
  const owner = state?.owner;
  const isOwner = access !== undefined && owner !== undefined && owner.toLowerCase() === access.from.toLowerCase();
  const isBusy = actionState.phase === 'signing' || actionState.phase === 'confirming';
  const mintTarget = mintTo.trim() ? checksumEvmAddress(mintTo.trim()) : access?.from;
  const mintValue = tryParseDecimal(mintAmount.trim(), token.decimals);
  const room = state?.cap !== undefined ? state.cap - state.totalSupply : undefined;
  const mintIssue =
    mintTo.trim() && !mintTarget
      ? t('mintToInvalid')
      : mintAmount.trim() && (mintValue === undefined || mintValue === 0n)
        ? t('mintAmountInvalid')
        : mintValue !== undefined && room !== undefined && mintValue > room
          ? t('mintOverCap', { room: amount(room) })
          : undefined;
  const tokenLink = evmExplorerLink(token.chainId, 'token', token.address);

  return (
    <section
      className="send-token__panel"
      aria-label={t('legend')}
      data-testid="manage-panel"
      data-token={token.address}
    >
      <h2>{t('title', { symbol: token.symbol })}</h2>
      <p className="check-balance__mono">
        {tokenLink ? (
          <a href={tokenLink} target="_blank" rel="noreferrer">
            {token.address}
          </a>
        ) : (
          token.address
        )}
      </p>
      {current.error ? (
        <p className="account-field__error" role="alert">
          {t('readError', { message: localizeError(current.error, locale) })}{' '}
          <button type="button" className="wallet-link-button" onClick={() => void refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : !state ? (
        <p className="account-card__muted">{t('reading')}</p>
      ) : (
        <dl className="token-publish__facts">
          <dt>{t('totalSupply')}</dt>
          <dd data-testid="state-supply">{amount(state.totalSupply)}</dd>
          {state.cap !== undefined && (
            <>
              <dt>{t('cap')}</dt>
              <dd data-testid="state-cap">{amount(state.cap)}</dd>
            </>
          )}
          {owner !== undefined && (
            <>
              <dt>{t('owner')}</dt>
              <dd data-testid="state-owner" className="check-balance__mono">
                {owner === zeroAddress ? t('renounced') : owner}
              </dd>
            </>
          )}
          {state.paused !== undefined && (
            <>
              <dt>{t('paused')}</dt>
              <dd data-testid="state-paused">{state.paused ? t('yes') : t('no')}</dd>
            </>
          )}
          <dt>{t('parts')}</dt>
          <dd>
            {[
              token.isMintable && t('part.mintable'),
              token.isCapped && t('part.capped'),
              token.isBurnable && t('part.burnable'),
              token.isPausable && t('part.pausable'),
            ]
              .filter(Boolean)
              .join(' · ') || t('part.none')}
          </dd>
        </dl>
      )}
      {state && owner !== undefined && owner !== zeroAddress && !isOwner && (
        <p className="account-card__muted">
          {access ? (
            t('notOwner')
          ) : (
            <>
              {t('connectToManage')}{' '}
              <button type="button" className="wallet-link-button" onClick={onConnect}>
                {t('connect')}
              </button>
            </>
          )}
        </p>
      )}
      {state && isOwner && (
        <div className="token-publish__actions">
          {token.isMintable && (
            <fieldset className="token-publish__parts" disabled={isBusy}>
              <legend>{t('mintLegend')}</legend>
              <TextField
                label={t('mintTo')}
                hint={t('mintToHint')}
                value={mintTo}
                onChange={setMintTo}
                placeholder={access?.from}
                testId="mint-to"
                isMono
              />
              <TextField
                label={t('mintAmount', { symbol: token.symbol })}
                value={mintAmount}
                onChange={setMintAmount}
                error={mintIssue}
                inputMode="decimal"
                testId="mint-amount"
              />
              <button
                type="button"
                className="button"
                disabled={isBusy || !mintTarget || !mintValue || mintIssue !== undefined}
                onClick={() => mintTarget && mintValue && void run({ kind: 'mint', to: mintTarget, amount: mintValue })}
              >
                {t('mint')}
              </button>
            </fieldset>
          )}
          {token.isPausable && state.paused !== undefined && (
            <button
              type="button"
              className="button account-button--secondary"
              disabled={isBusy}
              onClick={() => void run({ kind: state.paused ? 'unpause' : 'pause' })}
            >
              {state.paused ? t('unpause') : t('pause')}
            </button>
          )}
          {isRenouncing ? (
            <div className="account-alert account-alert--error" role="alert">
              <p>{state.paused ? t('renounceWarningPaused') : t('renounceWarning')}</p>
              <div className="send-token__row">
                <button
                  type="button"
                  className="button"
                  disabled={isBusy}
                  onClick={() => {
                    setIsRenouncing(false);
                    void run({ kind: 'renounceOwnership' });
                  }}
                >
                  {t('renounceConfirm')}
                </button>
                <button
                  type="button"
                  className="button account-button--secondary"
                  onClick={() => setIsRenouncing(false)}
                >
                  {t('renounceCancel')}
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              className="button account-button--secondary"
              disabled={isBusy}
              onClick={() => setIsRenouncing(true)}
            >
              {t('renounce')}
            </button>
          )}
        </div>
      )}
      <ActionStatus state={actionState} locale={locale} chainId={token.chainId} />
    </section>
  );
}
