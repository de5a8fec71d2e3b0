'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { normalizeAptosAddress } from '@/chains/aptos/address';
import { InvalidAptosAssetError } from '@/chains/aptos/balances';
import { APTOS_CHAIN_ID } from '@/chains/aptos/chain';
import { aptosExplorerLink } from '@/chains/aptos/explorer';
import { BatchInput } from '@/components/batch/batch-input';
import { BalanceResults } from '@/components/tools/check-balance/balance-results';
import { LimitNotice } from '@/components/tools/check-balance/limit-notice';
import { addressLimit } from '@/components/tools/check-balance/limits';
import { type RunBlocker, RunPanel } from '@/components/tools/check-balance/run-panel';
import type { RowSchema, ValidationResult } from '@/lib/batch';
import { useToolDraft } from '@/lib/client/tool-draft';
import { useUser } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { AptosApiField } from '../rpc/aptos-api-field';
import { AptosReadError, useAptosErrorText } from '../rpc/aptos-read-error';
import { APTOS_PROXY_PATHS, useAptosApi } from '../rpc/use-aptos-api';
import { AptosAssetPicker } from './asset-picker';
import { useAptosBalanceCheck } from './use-aptos-balance-check';

export interface AptosCheckBalanceViewProps {
  locale: Locale;
  /** This page's address (for the way back after signing in). */
  currentPath: string;
  /** The REST base our relay forwards to (Aptos Labs' mainnet). */
  upstream: string;
  /** Our relay's paths (tests: a local one). */
  proxyPaths?: { get: string; post: string };
  isCompact?: boolean;
}

interface AptosCheckDraft {
  includeApt: boolean;
  assets: string[];
  addresses: string;
}

export const APTOS_CHECK_DRAFT_TOOL = 'aptos-check-balance';
const EMPTY_DRAFT: AptosCheckDraft = { includeApt: true, assets: [], addresses: '' };

function parseCheckDraft(raw: unknown): AptosCheckDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { includeApt, assets, addresses } = raw as Record<string, unknown>;
  if (typeof includeApt !== 'boolean' || typeof addresses !== 'string') return null;
  if (!Array.isArray(assets) || assets.some((asset) => typeof asset !== 'string')) return null;
  return { includeApt, assets, addresses };
}

/** Long or short forms, read as the long one; repeats (in any form) are flagged and left out, so each is read once. */
const ADDRESS_SCHEMA: RowSchema = { address: (text) => normalizeAptosAddress(text), duplicates: 'error' };

const explorerLink = (address: string) => aptosExplorerLink(APTOS_CHAIN_ID, 'address', address);

/** The Aptos balance checker: endpoint, APT and token columns, addresses, the limit, the run and its results. */
export function AptosCheckBalanceView({
  locale,
  currentPath,
  upstream,
  proxyPaths = APTOS_PROXY_PATHS,
  isCompact = false,
}: AptosCheckBalanceViewProps) {
  const t = useTranslations('aptosCheckBalance');
  const run = useTranslations('checkBalance.run');
  const describeError = useAptosErrorText(locale);
  const { isLoggedIn, isFaskRPCVIP } = useUser();
  const api = useAptosApi(upstream, proxyPaths);
  // The columns and the addresses are the page's draft: back after a language switch or a reload.
  const [draft, setDraft] = useToolDraft(APTOS_CHECK_DRAFT_TOOL, EMPTY_DRAFT, parseCheckDraft);
  const { includeApt, assets, addresses } = draft;
  const setIncludeApt = (include: boolean) => setDraft((current) => ({ ...current, includeApt: include }));
  const setAssets = (next: string[]) => setDraft((current) => ({ ...current, assets: next }));
  const setAddresses = (text: string) => setDraft((current) => ({ ...current, addresses: text }));
  const [input, setInput] = useState<ValidationResult | null>(null);
  const { state, start, cancel } = useAptosBalanceCheck();

  const access = { isLoggedIn, isFastRpcVip: isFaskRPCVIP };
  const limit = addressLimit(access);
  const rows = input?.rows ?? [];
  const columns = useMemo(() => [...(includeApt ? ['native'] : []), ...assets], [includeApt, assets]);
  let blocker: RunBlocker = null;
  if (rows.length > limit) blocker = 'overLimit';
  else if (rows.length === 0) blocker = 'noAddresses';
  else if (columns.length === 0) blocker = 'noColumns';

  function check() {
    // The limit and every other precondition are checked here, before the first request.
    if (blocker !== null) return;
    void start({
      endpoint: api.resolveEndpoint(),
      owners: rows.map((row) => row.address),
      lines: rows.map((row) => row.line),
      columns,
    });
  }

  const assetError = state.phase === 'failed' && state.error instanceof InvalidAptosAssetError ? state.error : null;

  return (
    <article className={isCompact ? 'check-balance check-balance--compact' : 'check-balance'}>
      {!isCompact && (
        <header>
          <h1>{t('title')}</h1>
          <p className="account-card__muted">{t('intro')}</p>
        </header>
      )}
      <div className="check-balance__setup">
        <AptosApiField api={api} disabled={state.phase === 'running'} />
        <AptosAssetPicker includeApt={includeApt} onIncludeApt={setIncludeApt} assets={assets} onAssets={setAssets} />
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
          error instanceof InvalidAptosAssetError ? null : (
            <AptosReadError
              api={api}
              message={run('failed', { message: describeError(error) })}
              onRetry={check}
              testId="aptos-check-error"
            />
          )
        }
      />
      {assetError && (
        <p className="account-alert account-alert--error" role="alert">
          {t('columns.assetError', {
            asset: assetError.asset,
            reason: assetError.message.replace(`Token ${assetError.asset}: `, ''),
          })}
        </p>
      )}
      {state.result && state.result.columns.length > 0 && (
        <BalanceResults result={state.result} isCompact={isCompact} explorerLink={explorerLink} />
      )}
    </article>
  );
}
