'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useMemo, useState } from 'react';
import { BatchInput } from '@/components/batch/batch-input';
import type { RowSchema, ValidationResult } from '@/lib/batch';
import { useToolDraft } from '@/lib/client/tool-draft';
import { useUser } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { BalanceResults } from './balance-results';
import { LimitNotice } from './limit-notice';
import { addressLimit } from './limits';
import { type RunBlocker, RunPanel } from './run-panel';
import type { CheckState } from './use-columns-check';

/**
 * The Solana, Tron, Sui and TON checkers (and any family read the same way): the native coin and tokens as columns,
 * pasted addresses, the signed-in limit, one run. The family brings its endpoint field, token picker, address rule,
 * reader and error text.
 */

/** A checker's draft: back after a language switch or a reload (addresses are public, never keys). */
export interface ColumnsDraft {
  includeNative: boolean;
  tokens: string[];
  addresses: string;
}

const EMPTY_DRAFT: ColumnsDraft = { includeNative: true, tokens: [], addresses: '' };

export function parseColumnsDraft(raw: unknown): ColumnsDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { includeNative, tokens, addresses } = raw as Record<string, unknown>;
  if (typeof includeNative !== 'boolean' || typeof addresses !== 'string') return null;
  if (!Array.isArray(tokens) || tokens.some((token) => typeof token !== 'string')) return null;
  return { includeNative, tokens, addresses };
}

/** The draft, the validated addresses, the limit for this visitor and what keeps the check from starting. */
export function useColumnsChecker(draftTool: string) {
  const [draft, setDraft] = useToolDraft(draftTool, EMPTY_DRAFT, parseColumnsDraft);
  const { isLoggedIn, isFaskRPCVIP } = useUser();
  const [input, setInput] = useState<ValidationResult | null>(null);
  const access = { isLoggedIn, isFastRpcVip: isFaskRPCVIP };
  const limit = addressLimit(access);
  const rows = input?.rows ?? [];
  const { includeNative, tokens } = draft;
  const columns = useMemo(() => [...(includeNative ? ['native'] : []), ...tokens], [includeNative, tokens]);
  let blocker: RunBlocker = null;
  if (rows.length > limit) blocker = 'overLimit';
  else if (rows.length === 0) blocker = 'noAddresses';
  else if (columns.length === 0) blocker = 'noColumns';
  return {
    draft,
    setIncludeNative: (include: boolean) => setDraft((current) => ({ ...current, includeNative: include })),
    setTokens: (next: string[]) => setDraft((current) => ({ ...current, tokens: next })),
    setAddresses: (text: string) => setDraft((current) => ({ ...current, addresses: text })),
    setInput,
    access,
    limit,
    rows,
    columns,
    blocker,
    /** What a reader takes: the addresses as normalised by the schema, and their input lines. */
    owners: rows.map((row) => row.address),
    lines: rows.map((row) => row.line),
  };
}

export type ColumnsChecker = ReturnType<typeof useColumnsChecker>;

interface ColumnsCheckerLayoutProps {
  checker: ColumnsChecker;
  /** The family's messages with `title` and `intro`. */
  namespace: string;
  locale: Locale;
  /** This page's address (for the way back after signing in). */
  currentPath: string;
  isCompact: boolean;
  /** The endpoint field and the token picker. */
  setup: ReactNode;
  schema: RowSchema;
  state: CheckState;
  onRun: () => void;
  onCancel: () => void;
  /** The family's failure view (its endpoint named, another offered); null leaves it to `notice`. */
  failure: (error: unknown) => ReactNode;
  /** Shown under the run, e.g. a token that is none. */
  notice?: ReactNode;
  explorerLink: (address: string) => string | undefined;
}

/** Title, set-up, addresses, the limit, the run and the results, in that order, at every width. */
export function ColumnsCheckerLayout({
  checker,
  namespace,
  locale,
  currentPath,
  isCompact,
  setup,
  schema,
  state,
  onRun,
  onCancel,
  failure,
  notice,
  explorerLink,
}: ColumnsCheckerLayoutProps) {
  const t = useTranslations(namespace);
  const { rows, limit, access } = checker;
  return (
    <article className={isCompact ? 'check-balance check-balance--compact' : 'check-balance'}>
      {!isCompact && (
        <header>
          <h1>{t('title')}</h1>
          <p className="account-card__muted">{t('intro')}</p>
        </header>
      )}
      <div className="check-balance__setup">{setup}</div>
      <BatchInput
        schema={schema}
        onChange={checker.setInput}
        text={checker.draft.addresses}
        onTextChange={checker.setAddresses}
      />
      <LimitNotice count={rows.length} limit={limit} access={access} locale={locale} currentPath={currentPath} />
      <RunPanel
        state={state}
        blocker={checker.blocker}
        locale={locale}
        onRun={onRun}
        onCancel={onCancel}
        failure={failure}
      />
      {notice}
      {state.result && state.result.columns.length > 0 && (
        <BalanceResults result={state.result} isCompact={isCompact} explorerLink={explorerLink} />
      )}
    </article>
  );
}
