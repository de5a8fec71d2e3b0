'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { normalizeSuiAddress } from '@/chains/sui/address';
import { InvalidSuiCoinTypeError } from '@/chains/sui/balances';
import { SUI_CHAIN_ID } from '@/chains/sui/chain';
import { suiExplorerLink } from '@/chains/sui/explorer';
import { BatchInput } from '@/components/batch/batch-input';
import { BalanceResults } from '@/components/tools/check-balance/balance-results';
import { LimitNotice } from '@/components/tools/check-balance/limit-notice';
import { addressLimit } from '@/components/tools/check-balance/limits';
import { type RunBlocker, RunPanel } from '@/components/tools/check-balance/run-panel';
import type { RowSchema, ValidationResult } from '@/lib/batch';
import { useToolDraft } from '@/lib/client/tool-draft';
import { useUser } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { SuiGraphqlField } from '../rpc/sui-graphql-field';
import { SuiReadError, useSuiErrorText } from '../rpc/sui-read-error';
import { SUI_PROXY_PATH, useSuiGraphql } from '../rpc/use-sui-graphql';
import { SuiCoinPicker } from './coin-picker';
import { useSuiBalanceCheck } from './use-sui-balance-check';

export interface SuiCheckBalanceViewProps {
  locale: Locale;
  /** This page's address (for the way back after signing in). */
  currentPath: string;
  /** The GraphQL endpoint our relay forwards to (Sui's mainnet GraphQL). */
  upstream: string;
  /** Our relay's path (tests: a local one). */
  proxyPath?: string;
  isCompact?: boolean;
}

interface SuiCheckDraft {
  includeSui: boolean;
  coins: string[];
  addresses: string;
}

export const SUI_CHECK_DRAFT_TOOL = 'sui-check-balance';
const EMPTY_DRAFT: SuiCheckDraft = { includeSui: true, coins: [], addresses: '' };

function parseCheckDraft(raw: unknown): SuiCheckDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { includeSui, coins, addresses } = raw as Record<string, unknown>;
  if (typeof includeSui !== 'boolean' || typeof addresses !== 'string') return null;
  if (!Array.isArray(coins) || coins.some((coin) => typeof coin !== 'string')) return null;
  return { includeSui, coins, addresses };
}

/** 0x + 64 hex; repeats are flagged and left out, so each address is read (and counted) once. */
const ADDRESS_SCHEMA: RowSchema = { address: (text) => normalizeSuiAddress(text), duplicates: 'error' };

const explorerLink = (address: string) => suiExplorerLink(SUI_CHAIN_ID, 'address', address);

/** The Sui balance checker: endpoint, SUI and coin columns, addresses, the limit, the run and its results. */
export function SuiCheckBalanceView({
  locale,
  currentPath,
  upstream,
  proxyPath = SUI_PROXY_PATH,
  isCompact = false,
}: SuiCheckBalanceViewProps) {
  const t = useTranslations('suiCheckBalance');
  const run = useTranslations('checkBalance.run');
  const describeError = useSuiErrorText(locale);
  const { isLoggedIn, isFaskRPCVIP } = useUser();
  const api = useSuiGraphql(upstream, proxyPath);
  // The columns and the addresses are the page's draft: back after a language switch or a reload.
  const [draft, setDraft] = useToolDraft(SUI_CHECK_DRAFT_TOOL, EMPTY_DRAFT, parseCheckDraft);
  const { includeSui, coins, addresses } = draft;
  const setIncludeSui = (include: boolean) => setDraft((current) => ({ ...current, includeSui: include }));
  const setCoins = (next: string[]) => setDraft((current) => ({ ...current, coins: next }));
  const setAddresses = (text: string) => setDraft((current) => ({ ...current, addresses: text }));
  const [input, setInput] = useState<ValidationResult | null>(null);
  const { state, start, cancel } = useSuiBalanceCheck();

  const access = { isLoggedIn, isFastRpcVip: isFaskRPCVIP };
  const limit = addressLimit(access);
  const rows = input?.rows ?? [];
  const columns = useMemo(() => [...(includeSui ? ['native'] : []), ...coins], [includeSui, coins]);
  let blocker: RunBlocker = null;
  if (rows.length > limit) blocker = 'overLimit';
  else if (rows.length === 0) blocker = 'noAddresses';
  else if (columns.length === 0) blocker = 'noColumns';

  function check() {
    // The limit and every other precondition are checked here, before the first request.
    if (blocker !== null) return;
    void start({
      url: api.resolveUrl(),
      owners: rows.map((row) => row.address),
      lines: rows.map((row) => row.line),
      columns,
    });
  }

  const coinError = state.phase === 'failed' && state.error instanceof InvalidSuiCoinTypeError ? state.error : null;

  return (
    <article className={isCompact ? 'check-balance check-balance--compact' : 'check-balance'}>
      {!isCompact && (
        <header>
          <h1>{t('title')}</h1>
          <p className="account-card__muted">{t('intro')}</p>
        </header>
      )}
      <div className="check-balance__setup">
        <SuiGraphqlField api={api} disabled={state.phase === 'running'} />
        <SuiCoinPicker includeSui={includeSui} onIncludeSui={setIncludeSui} coins={coins} onCoins={setCoins} />
      </div>
      <BatchInput schema={ADDRESS_SCHEMA} onChange={setInput} text={addresses} onTextChange={setAddresses} />
      <LimitNotice count={rows.length} limit={limit} access={access} locale={locale} currentPath={currentPath} />
      <RunPanel
        state={state}
        blocker={blocker}
        locale={locale}
        onRun={check}
        onCancel={cancel}
        failure={(error) =>
          error instanceof InvalidSuiCoinTypeError ? null : (
            <SuiReadError
              api={api}
              message={run('failed', { message: describeError(error) })}
              onRetry={check}
              testId="sui-check-error"
            />
          )
        }
      />
      {coinError && (
        <p className="account-alert account-alert--error" role="alert">
          {t('columns.coinError', {
            coin: coinError.coinType,
            reason: coinError.message.replace(`Coin type ${coinError.coinType}: `, ''),
          })}
        </p>
      )}
      {state.result && state.result.columns.length > 0 && (
        <BalanceResults result={state.result} isCompact={isCompact} explorerLink={explorerLink} />
      )}
    </article>
  );
}
