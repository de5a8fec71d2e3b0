'use client';

import { Keypair } from '@solana/web3.js';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { ActionPanel } from '../shared/action-panel';
import { addressKey } from '../shared/addresses';
import type { TokenToolProps, TokenWallet } from '../shared/token-wallet';
import { useTokenAction } from '../shared/use-token-action';
import { MetadataJsonHelper } from './metadata-json-helper';
import { PublishFields } from './publish-fields';
import { preparePublishPlan } from './publish-flow';
import { checkPublishForm, INITIAL_PUBLISH_FORM, type PublishForm, type PublishIssues } from './publish-form';
import { PublishResult } from './publish-result';

export interface PublishViewProps extends TokenToolProps {
  rpc: SolanaRpc;
  wallet: TokenWallet | null;
}

/** solana/token/publish: the form, its checks, the costs, then the wallet's signature and the new mint. */
export function PublishView({ rpc, wallet, feeReceiver, referrer, links }: PublishViewProps) {
  const t = useTranslations('solanaToken');
  const page = useTranslations('solanaTokenPublish');
  const [form, setForm] = useState<PublishForm>(INITIAL_PUBLISH_FORM);
  const [issues, setIssues] = useState<PublishIssues>({});
  const receiver = useMemo(() => addressKey(feeReceiver), [feeReceiver]);
  const action = useTokenAction(rpc, wallet);
  // The mint of the publish under review: generated here, it signs only this transaction.
  const mintRef = useRef<Keypair | null>(null);
  const [published, setPublished] = useState<string | null>(null);

  function change(next: Partial<PublishForm>) {
    setForm((current) => ({ ...current, ...next }));
    // The reviewed costs belong to the old values: review again.
    if (action.state.phase === 'ready' || action.state.phase === 'failed') action.reset();
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
    if (!checked.value || !wallet || !receiver) return;
    const mint = Keypair.generate();
    mintRef.current = mint;
    setPublished(null);
    const request = {
      creator: wallet.publicKey,
      feeReceiver: receiver,
      referrer,
      program: form.program,
      input: checked.value,
      revokeMint: form.revokeMint,
      revokeFreeze: form.revokeFreeze,
      mint,
    };
    void action.review(() => preparePublishPlan(rpc, request));
  }

  async function sign() {
    const mint = mintRef.current;
    const signature = await action.confirm();
    if (signature && mint) setPublished(mint.publicKey.toBase58());
    return signature;
  }

  const isBusy = action.isBusy || action.state.phase === 'done';
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
      <ActionPanel
        action={{ ...action, confirm: sign }}
        onReview={review}
        reviewLabel={page('review')}
        signLabel={page('sign')}
        // Without a wallet the form is still checked (its messages shown); preparing waits for the wallet.
        canReview={!!receiver && action.state.phase !== 'done'}
        rentLabel={form.program === 'spl' ? t('costs.rentMetaplex') : t('costs.rent')}
        done={published ? <PublishResult mint={published} links={links} /> : null}
        testId="token-publish"
      />
      {action.state.phase === 'done' && (
        <button type="button" className="button button--small" onClick={action.reset}>
          {page('another')}
        </button>
      )}
    </section>
  );
}
