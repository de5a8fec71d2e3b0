'use client';

import { Keypair } from '@solana/web3.js';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { RpcReadError } from '@/components/tools/solana/rpc/rpc-read-error';
import { clearDraft, useToolDraft } from '@/lib/client/tool-draft';
import { ActionPanel } from '../shared/action-panel';
import { addressKey } from '../shared/addresses';
import { CostSummary } from '../shared/cost-summary';
import type { TokenCosts } from '../shared/send-token-transaction';
import type { TokenPageControls, TokenToolProps, TokenWallet } from '../shared/token-wallet';
import { useTokenAction } from '../shared/use-token-action';
import { useTokenErrorText } from '../shared/use-token-texts';
import { MetadataJsonHelper } from './metadata-json-helper';
import { estimatePublishCosts } from './publish-estimate';
import { PublishFields } from './publish-fields';
import { preparePublishPlan } from './publish-flow';
import {
  checkPublishForm,
  INITIAL_PUBLISH_FORM,
  PUBLISH_DRAFT_TOOL,
  type PublishForm,
  type PublishIssues,
  parsePublishForm,
} from './publish-form';
import { PublishResult } from './publish-result';

export interface PublishViewProps extends TokenToolProps, TokenPageControls {
  rpc: SolanaRpc;
  wallet: TokenWallet | null;
}

/** The costs worked out before a wallet is connected (no simulation: that needs the wallet). */
type Estimate =
  | { phase: 'idle' }
  | { phase: 'reading' }
  | { phase: 'ready'; costs: TokenCosts }
  | { phase: 'failed'; error: unknown };

/**
 * solana/token/publish: the form (kept as the page's draft), its checks, the costs (estimated before a wallet is
 * connected, exact once it is), then the wallet's signature and the new mint. Connecting is the last step.
 */
export function PublishView({ rpc, wallet, feeReceiver, referrer, links, rpcChoice, onConnect }: PublishViewProps) {
  const t = useTranslations('solanaToken');
  const page = useTranslations('solanaTokenPublish');
  const errorText = useTokenErrorText();
  const [form, setForm] = useToolDraft(PUBLISH_DRAFT_TOOL, INITIAL_PUBLISH_FORM, parsePublishForm);
  const [issues, setIssues] = useState<PublishIssues>({});
  const [estimate, setEstimate] = useState<Estimate>({ phase: 'idle' });
  const estimateRequest = useRef(0);
  const receiver = useMemo(() => addressKey(feeReceiver), [feeReceiver]);
  const action = useTokenAction(rpc, wallet);
  // The mint of the publish under review: generated here, it signs only this transaction.
  const mintRef = useRef<Keypair | null>(null);
  const [published, setPublished] = useState<string | null>(null);

  function change(next: Partial<PublishForm>) {
    setForm((current) => ({ ...current, ...next }));
    // The reviewed costs belong to the old values: review again.
    if (action.state.phase === 'ready' || action.state.phase === 'failed') action.reset();
    estimateRequest.current += 1;
    setEstimate({ phase: 'idle' });
    setIssues((current) => {
      const remaining = { ...current };
      for (const key of Object.keys(next)) delete remaining[key as keyof PublishIssues];
      return remaining;
    });
  }

  function review() {
    const checked = checkPublishForm(form);
    setIssues(checked.issues);
    // Bad input: the messages are shown and nothing is read or sent.
    if (!checked.value || !receiver) return;
    const common = {
      feeReceiver: receiver,
      referrer,
      program: form.program,
      input: checked.value,
      revokeMint: form.revokeMint,
      revokeFreeze: form.revokeFreeze,
    };
    if (!wallet) {
      // Before connecting: the costs through the read-only RPC; the wallet is asked for next.
      const id = ++estimateRequest.current;
      setEstimate({ phase: 'reading' });
      estimatePublishCosts(rpc, common).then(
        (costs) => id === estimateRequest.current && setEstimate({ phase: 'ready', costs }),
        (error: unknown) => id === estimateRequest.current && setEstimate({ phase: 'failed', error }),
      );
      return;
    }
    const mint = Keypair.generate();
    mintRef.current = mint;
    setPublished(null);
    void action.review(() => preparePublishPlan(rpc, { ...common, creator: wallet.publicKey, mint }));
  }

  // The wallet connected after the estimate: the exact costs are worked out with it at once.
  const reviewRef = useRef(review);
  reviewRef.current = review;
  const hadEstimate = estimate.phase === 'ready';
  useEffect(() => {
    if (wallet && hadEstimate) {
      setEstimate({ phase: 'idle' });
      reviewRef.current();
    }
  }, [wallet, hadEstimate]);

  async function sign() {
    const mint = mintRef.current;
    const signature = await action.confirm();
    if (signature && mint) {
      setPublished(mint.publicKey.toBase58());
      // Published: the form stays on screen, but a reload must not offer the same token again.
      clearDraft(PUBLISH_DRAFT_TOOL);
    }
    return signature;
  }

  const isBusy = action.isBusy || action.state.phase === 'done';
  const rentLabel = form.program === 'spl' ? t('costs.rentMetaplex') : t('costs.rent');
  return (
    <section className="send-token" aria-label={page('title')}>
      {!receiver && (
        <p className="account-alert account-alert--error" role="alert">
          {t('badConfig')}
        </p>
      )}
      {!wallet && <p className="account-card__muted">{t('connectFirst')}</p>}
      <PublishFields form={form} issues={issues} onChange={change} disabled={isBusy} />
      <MetadataJsonHelper name={form.name} symbol={form.symbol} />
      {wallet ? (
        <ActionPanel
          action={{ ...action, confirm: sign }}
          onReview={review}
          reviewLabel={page('review')}
          signLabel={page('sign')}
          canReview={!!receiver && action.state.phase !== 'done'}
          rentLabel={rentLabel}
          done={published ? <PublishResult mint={published} links={links} /> : null}
          testId="token-publish"
        />
      ) : (
        <div className="send-token__send">
          <div className="key-batch__actions">
            <button
              type="button"
              className="button"
              data-testid="token-publish-review"
              disabled={!receiver || estimate.phase === 'reading'}
              onClick={review}
            >
              {page('review')}
            </button>
          </div>
          {estimate.phase === 'reading' && <p role="status">{t('action.preparing')}</p>}
          {estimate.phase === 'failed' &&
            (rpcChoice ? (
              <RpcReadError
                rpc={rpcChoice}
                message={errorText(estimate.error)}
                onRetry={review}
                testId="token-publish-error"
              />
            ) : (
              <p className="account-alert account-alert--error" role="alert" data-testid="token-publish-error">
                {errorText(estimate.error)}
              </p>
            ))}
          {estimate.phase === 'ready' && (
            <>
              <CostSummary costs={estimate.costs} rentLabel={rentLabel} />
              <p className="account-field__hint">{t('action.estimated')}</p>
              <div className="key-batch__actions">
                <button
                  type="button"
                  className="button"
                  data-testid="token-publish-connect"
                  disabled={!onConnect}
                  onClick={onConnect}
                >
                  {t('action.connectPublish')}
                </button>
              </div>
            </>
          )}
        </div>
      )}
      {action.state.phase === 'done' && (
        <button type="button" className="button button--small" onClick={action.reset}>
          {page('another')}
        </button>
      )}
    </section>
  );
}
