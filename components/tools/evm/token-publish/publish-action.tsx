'use client';

import { useTranslations } from 'next-intl';
import { evmExplorerLink } from '@/chains/evm/chain-info';
import type { EvmWallet } from '@/components/tools/evm/send-token/wallet-handle';
import { isUserRejection, localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { PublishState } from './use-publish';

interface PublishActionProps {
  locale: Locale;
  state: PublishState;
  chainId: number | undefined;
  chainName: string;
  symbol: string;
  wallet: EvmWallet | null;
  /** The form is valid and its cost is shown. */
  isReady: boolean;
  /** The wallet is on the chain picked. */
  canSign: boolean;
  customRpcUrl: string | undefined;
  onConnect: () => void;
  onPublish: () => void;
  /** A click while the form is not valid: every field's issue is shown. */
  onAttempt: () => void;
}

function PublishStatus({ locale, state, chainId }: { locale: Locale; state: PublishState; chainId?: number }) {
  const t = useTranslations('tokenPublish.status');
  if (state.phase === 'idle' || state.phase === 'done') return null;
  const hash = 'hash' in state ? state.hash : undefined;
  const link = hash && chainId !== undefined ? evmExplorerLink(chainId, 'tx', hash) : undefined;
  const isFailed = state.phase === 'failed';
  const text = isFailed
    ? isUserRejection(state.error)
      ? t('rejected')
      : t('failed', { message: localizeError(state.error, locale) })
    : t(state.phase);
  return (
    <p
      className={isFailed ? 'account-field__error' : 'account-field__hint'}
      role={isFailed ? 'alert' : 'status'}
      data-testid="publish-status"
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

/** Connect, switch or publish: the one button that moves the page on, and where the deployment stands. */
export function PublishAction(props: PublishActionProps) {
  const { locale, state, chainId, chainName, symbol, wallet, isReady, canSign, customRpcUrl } = props;
  const t = useTranslations('tokenPublish.action');
  const isWorking = state.phase === 'signing' || state.phase === 'confirming' || state.phase === 'reading';
  const isConnected = wallet?.status === 'connected';
  let button: { label: string; onClick: () => void; disabled: boolean };
  if (!isConnected) {
    button = { label: t('connect'), onClick: props.onConnect, disabled: wallet?.status === 'connecting' };
  } else if (!canSign) {
    button = {
      label: t('switch', { chain: chainName }),
      onClick: () => void (chainId !== undefined && wallet?.switchChain(chainId, customRpcUrl).catch(() => undefined)),
      disabled: chainId === undefined,
    };
  } else if (!isReady) {
    button = {
      label: t('publish', { symbol: symbol || '…', chain: chainName }),
      onClick: props.onAttempt,
      disabled: false,
    };
  } else {
    button = { label: t('publish', { symbol, chain: chainName }), onClick: props.onPublish, disabled: isWorking };
  }
  return (
    <div className="send-token__send">
      <button type="button" className="button" disabled={button.disabled || isWorking} onClick={button.onClick}>
        {button.label}
      </button>
      {isConnected && canSign && !isReady && !isWorking && <p className="account-field__hint">{t('notReady')}</p>}
      <PublishStatus locale={locale} state={state} chainId={chainId} />
    </div>
  );
}
