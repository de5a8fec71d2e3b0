'use client';

import { useTranslations } from 'next-intl';
import { createSolanaConnection } from '@/chains/solana/rpc';
import { IssueList } from '@/components/tools/key-batch/issue-list';
import { KeyNotice } from '@/components/tools/key-batch/key-notice';
import { useKeyIssueText } from '@/components/tools/key-batch/use-key-issue-text';
import { usePlanRead } from '@/components/tools/key-batch/use-plan-read';
import type { SolanaToolRpc } from '@/components/tools/solana/rpc/priority-fee';
import { PriorityFeeField } from '@/components/tools/solana/rpc/priority-fee-field';
import { RpcReadError } from '@/components/tools/solana/rpc/rpc-read-error';
import { SolanaRpcField } from '@/components/tools/solana/rpc/solana-rpc-field';
import { useSolanaRpc } from '@/components/tools/solana/rpc/use-solana-rpc';
import { writtenAccounts } from '@/components/tools/solana/rpc/written-accounts';
import { createJob } from '@/lib/batch/job';
import { AssetFields } from './asset-fields';
import { createCollectionDriver } from './driver';
import { KeysAndDestination } from './keys-and-destination';
import { PayerFields } from './payer-fields';
import { planSolanaCollection, type SolanaCollectionPlan } from './plan';
import { PlanReview } from './plan-review';
import { PreviousRunNotice } from './previous-run-notice';
import { keysForResume } from './resume';
import { CollectionResumeNotice } from './resume-notice';
import { CollectionRunPanel } from './run-panel';
import { settingsFromMeta, settingsToMeta } from './settings';
import { useCollectionForm } from './use-collection-form';
import { type DriverFactory, useCollectionRun } from './use-collection-run';
import { isInputError, usePlanErrorText } from './use-plan-error-text';

export interface SolanaCollectionViewProps {
  /** Receives the service fee: the server's solanaToolConfig().feeReceiver. */
  feeReceiver: string;
  /** The signed-in user's inviter's payout address (lib/server/solana/fee-target.ts); absent: none. */
  referrer?: string;
  /** How a connection is made for an RPC URL; default a web3.js Connection (tests: the litesvm adapter). */
  connectionFor?: (rpcUrl: string) => SolanaToolRpc;
}

/**
 * Sweeps SOL or a token from many pasted keys into one address: balances and a per-wallet plan first (fees,
 * transactions, skipped wallets and why), then signing in this page and the batch engine's run.
 */
export function SolanaCollectionView({
  feeReceiver,
  referrer,
  connectionFor = createSolanaConnection,
}: SolanaCollectionViewProps) {
  const t = useTranslations('solanaBatchCollection');
  const rpc = useSolanaRpc();
  const form = useCollectionForm(feeReceiver, referrer);
  const run = useCollectionRun();
  const issueText = useKeyIssueText();
  const planErrorText = usePlanErrorText();
  const { state: plan, read, clear } = usePlanRead<SolanaCollectionPlan>(form.inputs);
  const { isBusy } = run;

  function readPlan() {
    const { draft } = form;
    if (!draft || isBusy) return;
    const connection = connectionFor(rpc.resolveUrl());
    const entries = form.keys.entries;
    void read(form.inputs, () => planSolanaCollection(connection, entries, draft));
  }

  // The suggestion asks the page's RPC about what every transaction writes: fee payer, destination (its token
  // account for a token), fee receiver, then the sources.
  const priorityRpc: SolanaToolRpc['getRecentPrioritizationFees'] = (config) =>
    connectionFor(rpc.resolveUrl()).getRecentPrioritizationFees(config);
  const collectionWrites = () =>
    writtenAccounts([
      form.feePayer,
      form.mint ? { owner: form.destination, mint: form.mint } : form.destination,
      feeReceiver,
      referrer,
      ...form.keys.entries.map((entry) => entry.address),
    ]);

  async function start(ready: SolanaCollectionPlan) {
    const connection = connectionFor(rpc.resolveUrl());
    const { ring } = form;
    const job = createJob(ready.rows, ready.chunks, settingsToMeta(ready.settings));
    const makeDriver: DriverFactory = (store) =>
      createCollectionDriver({ rpc: connection, settings: ready.settings, ring, store });
    // Refused while the earlier job may still land: the plan stays on screen with the reason.
    if (await run.start(job, makeDriver, connection)) clear();
  }

  function resume() {
    if (!run.stored) return;
    const connection = connectionFor(rpc.resolveUrl());
    const settings = settingsFromMeta(run.stored.meta, feeReceiver);
    const { ring } = form;
    run.resume((store) => createCollectionDriver({ rpc: connection, settings, ring, store }));
  }

  return (
    <article className="key-batch send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <KeyNotice />
      {run.stored && !run.executor && (
        <CollectionResumeNotice
          job={run.stored}
          keys={keysForResume(run.stored, form.ring)}
          onResume={resume}
          onDiscard={run.discard}
        />
      )}
      <KeysAndDestination form={form} disabled={isBusy} />
      <IssueList issues={form.keys.issues.map((issue) => ({ line: issue.line, text: issueText(issue) }))} />
      <div className="key-batch__setup">
        <AssetFields form={form} disabled={isBusy} />
        <PayerFields form={form} disabled={isBusy}>
          <PriorityFeeField
            text={form.priorityText}
            onText={form.setPriorityText}
            rpc={{ getRecentPrioritizationFees: priorityRpc }}
            writableAccounts={collectionWrites}
            disabled={isBusy}
          />
        </PayerFields>
      </div>
      <SolanaRpcField rpc={rpc} disabled={isBusy} testId="collection-rpc" />
      <div className="key-batch__actions">
        <button
          type="button"
          className="button key-batch__button"
          data-testid="collection-read"
          disabled={!form.draft || plan.phase === 'reading' || isBusy}
          onClick={readPlan}
        >
          {plan.phase === 'reading' ? t('reading') : t('read')}
        </button>
      </div>
      {plan.phase === 'failed' &&
        (isInputError(plan.error) ? (
          <p className="account-field__error" role="alert">
            {planErrorText(plan.error)}
          </p>
        ) : (
          <RpcReadError
            rpc={rpc}
            message={planErrorText(plan.error)}
            onRetry={readPlan}
            disabled={isBusy}
            testId="collection-read-error"
          />
        ))}
      {plan.phase === 'ready' && (
        <PlanReview
          plan={plan.plan}
          walletCount={form.keys.entries.length}
          isBusy={isBusy}
          onStart={() => void start(plan.plan)}
        />
      )}
      <PreviousRunNotice check={run.startCheck} />
      {run.executor && <CollectionRunPanel executor={run.executor} />}
    </article>
  );
}
