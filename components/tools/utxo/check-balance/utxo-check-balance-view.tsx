'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { btcExplorerLink, dogeExplorerLink } from '@/chains/utxo/explorer';
import type { UtxoChain } from '@/chains/utxo/networks';
import { BatchInput } from '@/components/batch/batch-input';
import { BalanceResults } from '@/components/tools/check-balance/balance-results';
import { LimitNotice } from '@/components/tools/check-balance/limit-notice';
import { addressLimit } from '@/components/tools/check-balance/limits';
import { type RunBlocker, RunPanel } from '@/components/tools/check-balance/run-panel';
import type { RowSchema, ValidationResult } from '@/lib/batch';
import { useToolDraft } from '@/lib/client/tool-draft';
import { useUser } from '@/lib/client/user';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { checkUtxoEntry, normalizeUtxoEntry } from './entries';
import { useUtxoBalanceCheck } from './use-utxo-balance-check';

export interface UtxoCheckBalanceViewProps {
  chain: UtxoChain;
  locale: Locale;
  /** This page's address (for the way back after signing in). */
  currentPath: string;
  /** Our relay's path (tests: a local one). */
  relayUrl?: string;
}

/** The explorer page of an address (mempool.space, dogechain.info: the registry's explorers). */
const explorerLink = (chain: UtxoChain) => (address: string) =>
  chain === 'btc' ? btcExplorerLink(0, 'address', address) : dogeExplorerLink(3, 'address', address);

/** How many refused lines are explained at once (the input lists them all; these say why). */
const REASONS_SHOWN = 50;

function parseDraft(raw: unknown): { addresses: string } | null {
  if (!raw || typeof raw !== 'object') return null;
  const { addresses } = raw as Record<string, unknown>;
  return typeof addresses === 'string' ? { addresses } : null;
}

/** The Bitcoin or Dogecoin balance checker: addresses and extended keys, the limit, the run, the reasons, the results. */
export function UtxoCheckBalanceView({ chain, locale, currentPath, relayUrl }: UtxoCheckBalanceViewProps) {
  const t = useTranslations('utxoCheckBalance');
  const run = useTranslations('checkBalance.run');
  const { isLoggedIn, isFaskRPCVIP } = useUser();
  const [draft, setDraft] = useToolDraft(`utxo-check-balance-${chain}`, { addresses: '' }, parseDraft);
  const [input, setInput] = useState<ValidationResult | null>(null);
  const { state, xpubs, start, cancel } = useUtxoBalanceCheck();
  const schema: RowSchema = useMemo(
    () => ({ address: (text) => normalizeUtxoEntry(chain, text), duplicates: 'error' }),
    [chain],
  );

  const access = { isLoggedIn, isFastRpcVip: isFaskRPCVIP };
  const limit = addressLimit(access);
  const rows = input?.rows ?? [];
  let blocker: RunBlocker = null;
  if (rows.length > limit) blocker = 'overLimit';
  else if (rows.length === 0) blocker = 'noAddresses';

  const reasons = useMemo(
    () =>
      (input?.checked ?? [])
        .filter((entry) => entry.issues.some((issue) => issue.code === 'invalid-address'))
        .slice(0, REASONS_SHOWN)
        .map((entry) => {
          const check = checkUtxoEntry(chain, entry.columns[0] ?? '');
          return {
            line: entry.line,
            issue: check.ok ? 'format' : check.issue,
            network: check.ok ? undefined : check.network,
          };
        }),
    [input, chain],
  );

  const describeError = useCallback(
    (slug: string) =>
      t.has(`readErrors.${slug}`) ? t(`readErrors.${slug}` as 'readErrors.upstream unreachable') : slug,
    [t],
  );

  function check() {
    if (blocker !== null) return;
    void start({
      chain,
      url: relayUrl,
      entries: rows.map((row) => row.address),
      lines: rows.map((row) => row.line),
      labels: { confirmed: t('columns.confirmed'), unconfirmed: t('columns.unconfirmed'), total: t('columns.total') },
      describeError,
    });
  }

  return (
    <article className="check-balance">
      <header>
        <h1>{t(`title.${chain}`)}</h1>
        <p className="account-card__muted">{t(`intro.${chain}`)}</p>
      </header>
      <BatchInput
        schema={schema}
        onChange={setInput}
        text={draft.addresses}
        onTextChange={(addresses) => setDraft({ addresses })}
      />
      {reasons.length > 0 && (
        <ul className="account-field__error" aria-label={t('reasonsLabel')} data-testid="utxo-reasons">
          {reasons.map((reason) => (
            <li key={reason.line}>
              {t('reason', {
                line: reason.line,
                reason: t(`issues.${reason.issue}`, { network: reason.network ?? '' }),
              })}
            </li>
          ))}
        </ul>
      )}
      <LimitNotice count={rows.length} limit={limit} access={access} locale={locale} currentPath={currentPath} />
      <RunPanel
        state={state}
        blocker={blocker}
        locale={locale}
        onRun={check}
        onCancel={cancel}
        failure={(error) => (
          <p className="account-alert account-alert--error" role="alert" data-testid="utxo-check-error">
            {run('failed', { message: localizeError(error, locale) })}{' '}
            <button type="button" className="button button--small" onClick={check}>
              {t('retry')}
            </button>
          </p>
        )}
      />
      {xpubs.length > 0 && (
        <ul className="account-card__muted" data-testid="utxo-xpubs">
          {xpubs.map((xpub) => (
            <li key={xpub.line}>
              {xpub.error
                ? t('xpub.error', { line: xpub.line, reason: describeError(xpub.error) })
                : t(xpub.isTruncated ? 'xpub.truncated' : 'xpub.summary', {
                    line: xpub.line,
                    used: xpub.used,
                    scanned: xpub.scanned,
                  })}
            </li>
          ))}
        </ul>
      )}
      {state.result && <BalanceResults result={state.result} isCompact={false} explorerLink={explorerLink(chain)} />}
    </article>
  );
}
