'use client';

import { Address } from '@ton/core';
import { useTranslations } from 'next-intl';
import { parseTonAddress, tonWalletDisplay } from '@/chains/ton/address';
import { InvalidTonTokenError } from '@/chains/ton/balances';
import { tonviewerAddressUrl } from '@/chains/ton/chain';
import { ColumnsCheckerLayout, useColumnsChecker } from '@/components/tools/check-balance/columns-checker';
import type { RowSchema } from '@/lib/batch';
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

export const TON_CHECK_DRAFT_TOOL = 'ton-check-balance';

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
  const api = useTonApi(upstream, hasV3Relay, paths);
  const checker = useColumnsChecker(TON_CHECK_DRAFT_TOOL);
  const { includeNative, tokens } = checker.draft;
  const { state, start, cancel } = useTonBalanceCheck();

  function check() {
    // The limit and every other precondition are checked here, before the first request.
    if (checker.blocker !== null) return;
    void start({ api: api.apiOptions(), owners: checker.owners, lines: checker.lines, columns: checker.columns });
  }

  const tokenError = state.phase === 'failed' && state.error instanceof InvalidTonTokenError ? state.error : null;

  return (
    <ColumnsCheckerLayout
      checker={checker}
      namespace="tonCheckBalance"
      locale={locale}
      currentPath={currentPath}
      isCompact={isCompact}
      setup={
        <>
          <TonApiField api={api} disabled={state.phase === 'running'} />
          <TonJettonPicker
            includeTon={includeNative}
            onIncludeTon={checker.setIncludeNative}
            jettons={tokens}
            onJettons={checker.setTokens}
          />
        </>
      }
      schema={ADDRESS_SCHEMA}
      state={state}
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
      notice={
        tokenError && (
          <p className="account-alert account-alert--error" role="alert">
            {t('columns.tokenError', {
              token: tokenError.token,
              reason: tokenError.message.replace(`Token ${tokenError.token}: `, ''),
            })}
          </p>
        )
      }
      explorerLink={explorerLink}
    />
  );
}
