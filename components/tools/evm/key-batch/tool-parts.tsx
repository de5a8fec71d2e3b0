'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import { IssueList } from '@/components/tools/key-batch/issue-list';
import { KeyNotice } from '@/components/tools/key-batch/key-notice';
import { maskLeadingKey } from '@/components/tools/key-batch/secret-input';
import { SecretTextarea } from '@/components/tools/key-batch/secret-textarea';
import { useKeyIssueText } from '@/components/tools/key-batch/use-key-issue-text';
import { localizeError } from '@/lib/errors';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { RpcEndpoint } from '../check-balance/use-rpc-endpoint';
import type { KeyRing, ParsedKeys } from './keys';
import { lanesWithKeys } from './resume';
import { ResumeNotice } from './resume-notice';
import type { AssetState } from './use-asset';
import type { KeyBatchTool, PlanReviewState } from './use-key-batch-tool';

interface KeyToolIntroProps {
  title: string;
  intro: string;
  /** The tool's run, the chain chosen now (a saved job resumes only on its own), and how it resumes. */
  tool: Pick<KeyBatchTool<unknown>, 'runState' | 'target' | 'resume'>;
  /** The keys pasted now: how many of the saved job's lanes they cover is shown, and a resume signs with them. */
  ring: KeyRing;
}

/** A key tool's heading, the notice that keys stay in the page, and the offer to resume an unfinished run. */
export function KeyToolIntro({ title, intro, tool, ring }: KeyToolIntroProps) {
  const { runState } = tool;
  return (
    <>
      <header>
        <h1>{title}</h1>
        <p className="account-card__muted">{intro}</p>
      </header>
      <KeyNotice />
      {runState.stored && !runState.run && (
        <ResumeNotice
          job={runState.stored}
          chainId={tool.target?.chainId}
          keys={lanesWithKeys(runState.stored, ring)}
          onResume={() => tool.resume(ring)}
          onDiscard={runState.discard}
        />
      )}
    </>
  );
}

interface KeyListFieldProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  keys: ParsedKeys;
  /** The count line under the field (the keys read). */
  status: string;
  disabled: boolean;
}

/** The pasted private keys (masked as typed) and the lines that are not keys or repeat one. */
export function KeyListField({ label, hint, value, onChange, keys, status, disabled }: KeyListFieldProps) {
  const issueText = useKeyIssueText();
  return (
    <>
      <SecretTextarea
        label={label}
        hint={hint}
        value={value}
        onChange={onChange}
        maskLine={maskLeadingKey}
        placeholder="0x…"
        status={status}
        disabled={disabled}
      />
      <IssueList issues={keys.issues.map((issue) => ({ line: issue.line, text: issueText(issue) }))} />
    </>
  );
}

interface ActionButtonProps {
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A key tool's main button, in its own action row. */
export function ActionButton({ disabled, onClick, children }: ActionButtonProps) {
  return (
    <div className="key-batch__actions">
      <button type="button" className="button key-batch__button" disabled={disabled} onClick={onClick}>
        {children}
      </button>
    </div>
  );
}

interface PlanReviewProps<P> {
  /** The tool's endpoint (named when the read fails) and whether a run is busy. */
  tool: Pick<KeyBatchTool<unknown>, 'endpoint' | 'isBusy'>;
  /** The plan read (usePlanReview): its state, whether the inputs are complete, and the read itself. */
  read: Pick<PlanReviewState<P>, 'plan' | 'canReview' | 'review'>;
  /** The button's texts; the batch namespace's review and reviewing when not given. */
  label?: string;
  busyLabel?: string;
  /** The failed read's message, given the error in the user's words. */
  failedMessage: (message: string) => string;
}

/** The button that reads a plan from the chain, and the read's error with a retry and the RPC to change. */
export function PlanReview<P>({ tool, read, label, busyLabel, failedMessage }: PlanReviewProps<P>) {
  const t = useTranslations('batch');
  const locale = useSiteLocale();
  const { endpoint, isBusy } = tool;
  const { plan, canReview, review: onReview } = read;
  return (
    <>
      <ActionButton disabled={!canReview || plan.phase === 'reading' || isBusy} onClick={onReview}>
        {plan.phase === 'reading' ? (busyLabel ?? t('reviewing')) : (label ?? t('review'))}
      </ActionButton>
      {plan.phase === 'failed' && (
        <RpcReadError
          endpoint={endpoint}
          message={failedMessage(localizeError(plan.error, locale))}
          onRetry={onReview}
          disabled={isBusy}
        />
      )}
    </>
  );
}

interface AssetReadErrorProps {
  endpoint: RpcEndpoint;
  asset: AssetState;
  disabled: boolean;
}

/** The token's read failed (symbol, decimals): the error, a retry, and the RPC to change. */
export function AssetReadError({ endpoint, asset, disabled }: AssetReadErrorProps) {
  const t = useTranslations('keyBatch.asset');
  const locale = useSiteLocale();
  if (asset.status.kind !== 'error') return null;
  return (
    <RpcReadError
      endpoint={endpoint}
      message={t('readError', { message: localizeError(asset.status.error, locale) })}
      onRetry={asset.retry}
      disabled={disabled}
    />
  );
}
