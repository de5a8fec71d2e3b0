'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { normalizeTronAddress } from '@/chains/tron/address';
import { InvalidTronTokenError, TronMulticallError } from '@/chains/tron/balances';
import { TRON_CHAIN_ID } from '@/chains/tron/chain';
import { tronExplorerLink } from '@/chains/tron/explorer';
import { BatchInput } from '@/components/batch/batch-input';
import { BalanceResults } from '@/components/tools/check-balance/balance-results';
import { LimitNotice } from '@/components/tools/check-balance/limit-notice';
import { addressLimit } from '@/components/tools/check-balance/limits';
import { type RunBlocker, RunPanel } from '@/components/tools/check-balance/run-panel';
import type { RowSchema, ValidationResult } from '@/lib/batch';
import { useToolDraft } from '@/lib/client/tool-draft';
import { useUser } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { TronApiField } from '../rpc/tron-api-field';
import { TronReadError, useTronErrorText } from '../rpc/tron-read-error';
import { TRON_RELAY_PATH, useTronApi } from '../rpc/use-tron-api';
import { TronTokenPicker } from './token-picker';
import { useTronBalanceCheck } from './use-tron-balance-check';

export interface TronCheckBalanceViewProps {
  locale: Locale;
  /** This page's address (for the way back after signing in). */
  currentPath: string;
  /** The API our relay forwards to (the server's TRON_API_URL, else TronGrid). */
  upstream: string;
  /** Multicall3 on Tron (the server's TRON_MULTICALL_ADDRESS, else mainnet's). */
  multicall: string;
  /** Our relay's path (tests: a local one). */
  relayPath?: string;
  isCompact?: boolean;
}

interface TronCheckDraft {
  includeTrx: boolean;
  tokens: string[];
  addresses: string;
}

export const TRON_CHECK_DRAFT_TOOL = 'tron-check-balance';
const EMPTY_DRAFT: TronCheckDraft = { includeTrx: true, tokens: [], addresses: '' };

function parseCheckDraft(raw: unknown): TronCheckDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { includeTrx, tokens, addresses } = raw as Record<string, unknown>;
  if (typeof includeTrx !== 'boolean' || typeof addresses !== 'string') return null;
  if (!Array.isArray(tokens) || tokens.some((token) => typeof token !== 'string')) return null;
  return { includeTrx, tokens, addresses };
}

/** T-addresses or their 41-hex form; repeats are flagged and left out, so each address is read (and counted) once. */
const ADDRESS_SCHEMA: RowSchema = { address: (text) => normalizeTronAddress(text), duplicates: 'error' };

/** A token that is none is said with its address; a multicall that answers nothing is the endpoint's trouble. */
const isTokenError = (error: unknown): error is InvalidTronTokenError =>
  error instanceof InvalidTronTokenError && !(error instanceof TronMulticallError);

const explorerLink = (address: string) => tronExplorerLink(TRON_CHAIN_ID, 'address', address);

/** The Tron balance checker: endpoint, TRX and TRC-20 columns, addresses, the limit, the run and its results. */
export function TronCheckBalanceView({
  locale,
  currentPath,
  upstream,
  multicall,
  relayPath = TRON_RELAY_PATH,
  isCompact = false,
}: TronCheckBalanceViewProps) {
  const t = useTranslations('tronCheckBalance');
  const run = useTranslations('checkBalance.run');
  const describeError = useTronErrorText(locale);
  const { isLoggedIn, isFaskRPCVIP } = useUser();
  const api = useTronApi(upstream, relayPath);
  // The columns and the addresses are the page's draft: back after a language switch or a reload.
  const [draft, setDraft] = useToolDraft(TRON_CHECK_DRAFT_TOOL, EMPTY_DRAFT, parseCheckDraft);
  const { includeTrx, tokens, addresses } = draft;
  const setIncludeTrx = (include: boolean) => setDraft((current) => ({ ...current, includeTrx: include }));
  const setTokens = (next: string[]) => setDraft((current) => ({ ...current, tokens: next }));
  const setAddresses = (text: string) => setDraft((current) => ({ ...current, addresses: text }));
  const [input, setInput] = useState<ValidationResult | null>(null);
  const { state, start, cancel } = useTronBalanceCheck();

  const access = { isLoggedIn, isFastRpcVip: isFaskRPCVIP };
  const limit = addressLimit(access);
  const rows = input?.rows ?? [];
  const columns = useMemo(() => [...(includeTrx ? ['native'] : []), ...tokens], [includeTrx, tokens]);
  let blocker: RunBlocker = null;
  if (rows.length > limit) blocker = 'overLimit';
  else if (rows.length === 0) blocker = 'noAddresses';
  else if (columns.length === 0) blocker = 'noColumns';

  function check() {
    // The limit and every other precondition are checked here, before the first request.
    if (blocker !== null) return;
    void start({
      apiUrl: api.resolveUrl(),
      multicall,
      owners: rows.map((row) => row.address),
      lines: rows.map((row) => row.line),
      columns,
    });
  }

  const tokenError = state.phase === 'failed' && isTokenError(state.error) ? state.error : null;

  return (
    <article className={isCompact ? 'check-balance check-balance--compact' : 'check-balance'}>
      {!isCompact && (
        <header>
          <h1>{t('title')}</h1>
          <p className="account-card__muted">{t('intro')}</p>
        </header>
      )}
      <div className="check-balance__setup">
        <TronApiField api={api} disabled={state.phase === 'running'} />
        <TronTokenPicker includeTrx={includeTrx} onIncludeTrx={setIncludeTrx} tokens={tokens} onTokens={setTokens} />
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
          isTokenError(error) ? null : (
            <TronReadError
              api={api}
              message={run('failed', { message: describeError(error) })}
              onRetry={check}
              testId="tron-check-error"
            />
          )
        }
      />
      {tokenError && (
        <p className="account-alert account-alert--error" role="alert">
          {t('columns.tokenError', {
            token: tokenError.token,
            reason: tokenError.message.replace(`Token ${tokenError.token}: `, ''),
          })}
        </p>
      )}
      {state.result && state.result.columns.length > 0 && (
        <BalanceResults result={state.result} isCompact={isCompact} explorerLink={explorerLink} />
      )}
    </article>
  );
}
