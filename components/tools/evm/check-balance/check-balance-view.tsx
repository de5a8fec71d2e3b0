'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import type { Address } from 'viem';
import { checksumEvmAddress, normalizeEvmAddress } from '@/chains/evm/address';
import type { BalanceToken } from '@/chains/evm/balances';
import { evmChainInfo, evmExplorerLink } from '@/chains/evm/chain-info';
import { BatchInput } from '@/components/batch/batch-input';
import { BalanceResults } from '@/components/tools/check-balance/balance-results';
import { LimitNotice } from '@/components/tools/check-balance/limit-notice';
import { addressLimit } from '@/components/tools/check-balance/limits';
import type { BalanceResult } from '@/components/tools/check-balance/results';
import { knownChain } from '@/components/tools/check-balance/rpc';
import { type RunBlocker, RunPanel } from '@/components/tools/check-balance/run-panel';
import { useBalanceCheck } from '@/components/tools/check-balance/use-balance-check';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import type { RowSchema, ValidationResult } from '@/lib/batch/validate';
import { useToolDraft } from '@/lib/client/tool-draft';
import { useUser } from '@/lib/client/user';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { ChainPicker } from './chain-picker';
import { TokenPicker } from './token-picker';
import { type EndpointStatus, useRpcEndpoint } from './use-rpc-endpoint';
import { type TokenState, useTokenMetadata } from './use-token-metadata';

export interface CheckBalanceViewProps {
  locale: Locale;
  /** This page's address (for the way back after signing in). */
  currentPath: string;
  /** The phone layout of /m/batch/check-balance: the page shows its own title. */
  isCompact?: boolean;
  /** A chain's own page (check-balance/base): that chain is picked on arrival and named in the title. */
  chainId?: number;
}

/** Repeats are flagged and left out, so every address is read once and the count is what the limit applies to. */
const ADDRESS_SCHEMA: RowSchema = { address: (text) => normalizeEvmAddress(text), duplicates: 'error' };

/** What the user set up, kept as the tool's draft (lib/client/tool-draft.ts): the columns and the pasted addresses. */
export interface CheckBalanceDraft {
  includeNative: boolean;
  tokens: Address[];
  rowsText: string;
}

export const CHECK_BALANCE_DRAFT_TOOL = 'evm-check-balance';
const EMPTY_DRAFT: CheckBalanceDraft = { includeNative: true, tokens: [], rowsText: '' };

export function parseCheckBalanceDraft(raw: unknown): CheckBalanceDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { includeNative, tokens, rowsText } = raw as Record<string, unknown>;
  if (typeof includeNative !== 'boolean' || typeof rowsText !== 'string' || !Array.isArray(tokens)) return null;
  const addresses = tokens.map((token) => (typeof token === 'string' ? checksumEvmAddress(token) : undefined));
  if (addresses.some((address) => address === undefined)) return null;
  return { includeNative, tokens: addresses as Address[], rowsText };
}

interface BlockerFacts {
  count: number;
  limit: number;
  columns: number;
  status: EndpointStatus;
  tokenStates: readonly TokenState[];
}

function runBlocker({ count, limit, columns, status, tokenStates }: BlockerFacts): RunBlocker {
  if (count > limit) return 'overLimit';
  if (count === 0) return 'noAddresses';
  if (columns === 0) return 'noColumns';
  if (status.kind !== 'ready') return 'waitRpc';
  if (tokenStates.some((state) => state.kind === 'not-token' || state.kind === 'error')) return 'fixTokens';
  return null;
}

/** The EVM balance checker: chain and RPC, columns, addresses, the limit, the run and its results. */
export function CheckBalanceView({
  locale,
  currentPath,
  isCompact = false,
  chainId: pageChainId,
}: CheckBalanceViewProps) {
  const t = useTranslations('batchCheckBalance');
  const { isLoggedIn, isFaskRPCVIP } = useUser();
  const tCheck = useTranslations('checkBalance');
  const endpoint = useRpcEndpoint({ initialChainId: pageChainId });
  const pageChainName = pageChainId === undefined ? undefined : evmChainInfo(pageChainId)?.name;
  const [draft, setDraft] = useToolDraft(CHECK_BALANCE_DRAFT_TOOL, EMPTY_DRAFT, parseCheckBalanceDraft);
  const { includeNative, tokens, rowsText } = draft;
  const setIncludeNative = useCallback((next: boolean) => setDraft((d) => ({ ...d, includeNative: next })), [setDraft]);
  const setTokens = useCallback((next: Address[]) => setDraft((d) => ({ ...d, tokens: next })), [setDraft]);
  const setRowsText = useCallback((next: string) => setDraft((d) => ({ ...d, rowsText: next })), [setDraft]);
  const tokenStates = useTokenMetadata(tokens, endpoint.status);
  const queryClient = useQueryClient();
  const retryTokens = useCallback(
    () => void queryClient.refetchQueries({ queryKey: ['check-balance', 'token'], type: 'active' }),
    [queryClient],
  );
  const tokenReadError = tokenStates.find((state) => state.kind === 'error');
  const [input, setInput] = useState<ValidationResult | null>(null);
  const { state, start, cancel } = useBalanceCheck();

  const access = { isLoggedIn, isFastRpcVip: isFaskRPCVIP };
  const limit = addressLimit(access);
  const rows = input?.rows ?? [];
  const columns: BalanceToken[] = useMemo(
    () => [...(includeNative ? ['native' as const] : []), ...tokens],
    [includeNative, tokens],
  );
  const { status } = endpoint;
  const blocker = runBlocker({ count: rows.length, limit, columns: columns.length, status, tokenStates });
  const chainId = status.kind === 'ready' ? status.chainId : knownChain(endpoint.choice)?.chainId;
  const nativeSymbol = (chainId === undefined ? undefined : evmChainInfo(chainId)?.nativeSymbol) ?? 'ETH';

  function run() {
    // The limit and every other precondition are checked here, before the first request.
    if (blocker !== null || status.kind !== 'ready') return;
    void start({
      chainId: status.chainId,
      rpcUrl: status.rpcUrl,
      addresses: rows.map((row) => row.address),
      lines: rows.map((row) => row.line),
      tokens: columns,
    });
  }

  return (
    <article className={isCompact ? 'check-balance check-balance--compact' : 'check-balance'}>
      {!isCompact && (
        <header>
          <h1>{pageChainName ? t('chainTitle', { chain: pageChainName }) : t('title')}</h1>
          <p className="account-card__muted">{t('intro')}</p>
        </header>
      )}
      <div className="check-balance__setup">
        <ChainPicker endpoint={endpoint} locale={locale} />
        <TokenPicker
          locale={locale}
          nativeSymbol={nativeSymbol}
          includeNative={includeNative}
          onIncludeNative={setIncludeNative}
          tokens={tokens}
          states={tokenStates}
          onTokens={setTokens}
        />
      </div>
      {tokenReadError?.kind === 'error' && (
        <RpcReadError
          endpoint={endpoint}
          message={tCheck('tokens.readError', { message: localizeError(tokenReadError.error, locale) })}
          onRetry={retryTokens}
        />
      )}
      <BatchInput schema={ADDRESS_SCHEMA} onChange={setInput} text={rowsText} onTextChange={setRowsText} />
      <LimitNotice count={rows.length} limit={limit} access={access} locale={locale} currentPath={currentPath} />
      <RunPanel
        state={state}
        blocker={blocker}
        locale={locale}
        onRun={run}
        onCancel={cancel}
        failure={(error) => (
          <RpcReadError
            endpoint={endpoint}
            message={tCheck('run.failed', { message: localizeError(error, locale) })}
            onRetry={run}
          />
        )}
      />
      {state.result && state.result.columns.length > 0 && (
        <EvmBalanceResults result={state.result} isCompact={isCompact} />
      )}
    </article>
  );
}

/** The results with links to the checked chain's explorer. */
function EvmBalanceResults({ result, isCompact }: { result: BalanceResult; isCompact: boolean }) {
  return (
    <BalanceResults
      result={result}
      isCompact={isCompact}
      explorerLink={(address) => evmExplorerLink(result.chainId, 'address', address)}
    />
  );
}
