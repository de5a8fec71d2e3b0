'use client';

import { useTranslations } from 'next-intl';
import { normalizeAptosAddress } from '@/chains/aptos/address';
import { InvalidAptosAssetError } from '@/chains/aptos/balances';
import { APTOS_CHAIN_ID } from '@/chains/aptos/chain';
import { aptosExplorerLink } from '@/chains/aptos/explorer';
import { ColumnsCheckerLayout, useColumnsChecker } from '@/components/tools/check-balance/columns-checker';
import type { RowSchema } from '@/lib/batch';
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

export const APTOS_CHECK_DRAFT_TOOL = 'aptos-check-balance';

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
  const api = useAptosApi(upstream, proxyPaths);
  const checker = useColumnsChecker(APTOS_CHECK_DRAFT_TOOL);
  const { includeNative, tokens } = checker.draft;
  const { state, start, cancel } = useAptosBalanceCheck();

  function check() {
    // The limit and every other precondition are checked here, before the first request.
    if (checker.blocker !== null) return;
    void start({
      endpoint: api.resolveEndpoint(),
      owners: checker.owners,
      lines: checker.lines,
      columns: checker.columns,
    });
  }

  const assetError = state.phase === 'failed' && state.error instanceof InvalidAptosAssetError ? state.error : null;

  return (
    <ColumnsCheckerLayout
      checker={checker}
      namespace="aptosCheckBalance"
      locale={locale}
      currentPath={currentPath}
      isCompact={isCompact}
      setup={
        <>
          <AptosApiField api={api} disabled={state.phase === 'running'} />
          <AptosAssetPicker
            includeApt={includeNative}
            onIncludeApt={checker.setIncludeNative}
            assets={tokens}
            onAssets={checker.setTokens}
          />
        </>
      }
      schema={ADDRESS_SCHEMA}
      state={state}
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
      notice={
        assetError && (
          <p className="account-alert account-alert--error" role="alert">
            {t('columns.assetError', {
              asset: assetError.asset,
              reason: assetError.message.replace(`Token ${assetError.asset}: `, ''),
            })}
          </p>
        )
      }
      explorerLink={explorerLink}
    />
  );
}
