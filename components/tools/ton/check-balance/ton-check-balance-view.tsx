'use client';

import { Address } from '@ton/core';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { parseTonAddress, tonWalletDisplay } from '@/chains/ton/address';
import { InvalidTonTokenError } from '@/chains/ton/balances';
import { tonviewerAddressUrl } from '@/chains/ton/chain';
import { BatchInput } from '@/components/batch/batch-input';
import { BalanceResults } from '@/components/tools/check-balance/balance-results';
import { LimitNotice } from '@/components/tools/check-balance/limit-notice';
import { addressLimit } from '@/components/tools/check-balance/limits';
import { type RunBlocker, RunPanel } from '@/components/tools/check-balance/run-panel';
import type { RowSchema, ValidationResult } from '@/lib/batch';
import { useToolDraft } from '@/lib/client/tool-draft';
import { useUser } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { TonApiField } from '../rpc/ton-api-field';
import { TonReadError, useTonErrorText } from '../rpc/ton-read-error';
import { type TonApiPaths, useTonApi } from '../rpc/use-ton-api';
import { TonJettonPicker } from './jetton-picker';
import { useTonBalanceCheck } from './use-ton-balance-check';

export interface TonCheckBalanceViewProps {
  locale: Locale;
  /** This page's address (for the way back after signing in). */
  currentPath: string;
  /** The host our passthrough relays to (named when a read fails). */
  upstream: string;
  /** Whether our v3 accountStates relay has an upstream (else balances go through v2, one call per account). */
  hasV3Relay: boolean;
  /** Our passthrough's paths (tests: a local server's). */
  paths?: TonApiPaths;
  isCompact?: boolean;
}

interface TonCheckDraft {
  includeTon: boolean;
  jettons: string[];
  addresses: string;
}

export const TON_CHECK_DRAFT_TOOL = 'ton-check-balance';
const EMPTY_DRAFT: TonCheckDraft = { includeTon: true, jettons: [], addresses: '' };

function parseCheckDraft(raw: unknown): TonCheckDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { includeTon, jettons, addresses } = raw as Record<string, unknown>;
  if (typeof includeTon !== 'boolean' || typeof addresses !== 'string') return null;
  if (!Array.isArray(jettons) || jettons.some((jetton) => typeof jetton !== 'string')) return null;
  return { includeTon, jettons, addresses };
}

/**
 * Any spelling of a TON account (raw, EQ…, UQ…) shown one way, as wallets show wallets (UQ…): the same account pasted
 * twice is then a repeat, flagged and read once.
 */
function displayTonAddress(text: string): string | undefined {
  const check = parseTonAddress(text);
  return check.ok ? tonWalletDisplay(Address.parse(check.details.raw)) : undefined;
}

const ADDRESS_SCHEMA: RowSchema = { address: displayTonAddress, duplicates: 'error' };

const explorerLink = tonviewerAddressUrl;

/** The TON balance checker: endpoint, TON and jetton columns, addresses, the limit, the run and its results. */
export function TonCheckBalanceView({
  locale,
  currentPath,
  upstream,
  hasV3Relay,
  paths,
  isCompact = false,
}: TonCheckBalanceViewProps) {
  const t = useTranslations('tonCheckBalance');
  const run = useTranslations('checkBalance.run');
  const describeError = useTonErrorText(locale);
  const { isLoggedIn, isFaskRPCVIP } = useUser();
  const api = useTonApi(upstream, hasV3Relay, paths);
  const [draft, setDraft] = useToolDraft(TON_CHECK_DRAFT_TOOL, EMPTY_DRAFT, parseCheckDraft);
  const { includeTon, jettons, addresses } = draft;
  const setIncludeTon = (include: boolean) => setDraft((current) => ({ ...current, includeTon: include }));
  const setJettons = (next: string[]) => setDraft((current) => ({ ...current, jettons: next }));
  const setAddresses = (text: string) => setDraft((current) => ({ ...current, addresses: text }));
  const [input, setInput] = useState<ValidationResult | null>(null);
  const { state, start, cancel } = useTonBalanceCheck();

  const access = { isLoggedIn, isFastRpcVip: isFaskRPCVIP };
  const limit = addressLimit(access);
  const rows = input?.rows ?? [];
  const columns = useMemo(() => [...(includeTon ? ['native'] : []), ...jettons], [includeTon, jettons]);
  let blocker: RunBlocker = null;
  if (rows.length > limit) blocker = 'overLimit';
  else if (rows.length === 0) blocker = 'noAddresses';
  else if (columns.length === 0) blocker = 'noColumns';

  function check() {
    // The limit and every other precondition are checked here, before the first request.
    if (blocker !== null) return;
    void start({
      api: api.apiOptions(),
      owners: rows.map((row) => row.address),
      lines: rows.map((row) => row.line),
      columns,
    });
  }

  const tokenError = state.phase === 'failed' && state.error instanceof InvalidTonTokenError ? state.error : null;

  return (
    <article className={isCompact ? 'check-balance check-balance--compact' : 'check-balance'}>
      {!isCompact && (
        <header>
          <h1>{t('title')}</h1>
          <p className="account-card__muted">{t('intro')}</p>
        </header>
      )}
      <div className="check-balance__setup">
        <TonApiField api={api} disabled={state.phase === 'running'} />
        <TonJettonPicker
          includeTon={includeTon}
          onIncludeTon={setIncludeTon}
          jettons={jettons}
          onJettons={setJettons}
        />
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
          error instanceof InvalidTonTokenError ? null : (
            <TonReadError
              api={api}
              message={run('failed', { message: describeError(error) })}
              onRetry={check}
              testId="ton-check-error"
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
