'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LAMPORTS_PER_SIGNATURE } from '@/chains/solana/transaction';
import { solText } from './amounts';
import { CostSummary } from './cost-summary';
import { TransactionLink } from './transaction-link';
import type { TokenActionControls } from './use-token-action';
import { useTokenErrorText } from './use-token-texts';

interface ActionPanelProps {
  action: TokenActionControls;
  /** Runs the form's checks, then action.review(...): called by the review button. */
  onReview: () => void;
  reviewLabel: string;
  signLabel: string;
  /** No review while false (no wallet, no permission, bad config): the reason is shown by the section. */
  canReview: boolean;
  /** Label of the rent line (publish also counts Metaplex's creation fee in it). */
  rentLabel?: string;
  /** What to show once confirmed, besides the signature (publish: the mint and its links). */
  done?: ReactNode;
  /** Prefix of the buttons' test ids (sections of one page must differ). */
  testId: string;
  /**
   * No wallet yet, and nothing else in the way: the action connects one (the exact costs are worked out with it), and
   * the costs known without it are said: the service fee and the network fee of one signature.
   */
  connect?: { onConnect: () => void; serviceFee: bigint; signatures?: number };
}

/** Review → costs → sign and send → signature; or the reason it stopped, in the page's language. */
export function ActionPanel({
  action,
  onReview,
  reviewLabel,
  signLabel,
  canReview,
  rentLabel,
  done,
  testId,
  connect,
}: ActionPanelProps) {
  const t = useTranslations('solanaToken.action');
  const errorText = useTokenErrorText();
  const { state } = action;
  if (connect && state.phase === 'idle') {
    const networkFee = LAMPORTS_PER_SIGNATURE * BigInt(connect.signatures ?? 1);
    return (
      <div className="send-token__send">
        <p className="account-field__hint" data-testid={`${testId}-known-costs`}>
          {t('beforeWallet', { fee: solText(connect.serviceFee), network: solText(networkFee) })}
        </p>
        <div className="key-batch__actions">
          <button type="button" className="button" data-testid={`${testId}-connect`} onClick={connect.onConnect}>
            {t('connect')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="send-token__send">
      <div className="key-batch__actions">
        <button
          type="button"
          className="button"
          data-testid={`${testId}-review`}
          disabled={!canReview || action.isBusy}
          onClick={onReview}
        >
          {reviewLabel}
        </button>
      </div>
      {state.phase === 'preparing' && <p role="status">{t('preparing')}</p>}
      {state.phase === 'ready' && (
        <>
          {state.costsChanged && (
            <p className="account-alert account-alert--notice" role="status">
              {t('costsChanged')}
            </p>
          )}
          <CostSummary costs={state.plan.costs} rentLabel={rentLabel} />
          <div className="key-batch__actions">
            <button type="button" className="button" data-testid={`${testId}-sign`} onClick={() => action.confirm()}>
              {signLabel}
            </button>
            <button type="button" className="button button--small account-button--secondary" onClick={action.reset}>
              {t('cancel')}
            </button>
          </div>
        </>
      )}
      {state.phase === 'signing' && <p role="status">{t('signing')}</p>}
      {state.phase === 'sending' && (
        <div role="status">
          <p>{t(state.checking ? 'checking' : 'confirming')}</p>
          <TransactionLink signature={state.signature} />
        </div>
      )}
      {state.phase === 'done' && (
        <div role="status" data-testid={`${testId}-done`}>
          <p>{t('confirmed')}</p>
          <TransactionLink signature={state.signature} />
          {done}
        </div>
      )}
      {state.phase === 'failed' && (
        <p className="account-alert account-alert--error" role="alert" data-testid={`${testId}-error`}>
          {errorText(state.error)}
        </p>
      )}
    </div>
  );
}
