'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { normalizeSolanaAddress } from '@/chains/solana/address';
import { solanaExplorerLink } from '@/chains/solana/explorer';
import { createSolanaConnection, SOLANA_CHAIN_ID, type SolanaRpc } from '@/chains/solana/rpc';
import { InvalidSolanaMintError } from '@/chains/solana/token-accounts';
import { BatchInput } from '@/components/batch/batch-input';
import { BalanceResults } from '@/components/tools/check-balance/balance-results';
import { LimitNotice } from '@/components/tools/check-balance/limit-notice';
import { addressLimit } from '@/components/tools/check-balance/limits';
import { type RunBlocker, RunPanel } from '@/components/tools/check-balance/run-panel';
import { RpcReadError } from '@/components/tools/solana/rpc/rpc-read-error';
import { SolanaRpcField } from '@/components/tools/solana/rpc/solana-rpc-field';
import type { RowSchema, ValidationResult } from '@/lib/batch/validate';
import { useToolDraft } from '@/lib/client/tool-draft';
import { useUser } from '@/lib/client/user';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { useSolanaRpc } from '../rpc/use-solana-rpc';
import { MintPicker } from './mint-picker';
import { useSolanaBalanceCheck } from './use-solana-balance-check';

export interface SolanaCheckBalanceViewProps {
  locale: Locale;
  /** This page's address (for the way back after signing in). */
  currentPath: string;
  /** The phone layout of /m/solana/check-balance: the page shows its own title. */
  isCompact?: boolean;
  /** How a connection is made for an RPC URL; default a web3.js Connection (tests: the litesvm adapter). */
  connectionFor?: (rpcUrl: string) => SolanaRpc;
}

interface SolanaCheckDraft {
  includeSol: boolean;
  mints: string[];
  addresses: string;
}

export const SOLANA_CHECK_DRAFT_TOOL = 'solana-check-balance';
const EMPTY_DRAFT: SolanaCheckDraft = { includeSol: true, mints: [], addresses: '' };

function parseCheckDraft(raw: unknown): SolanaCheckDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { includeSol, mints, addresses } = raw as Record<string, unknown>;
  if (typeof includeSol !== 'boolean' || typeof addresses !== 'string') return null;
  if (!Array.isArray(mints) || mints.some((mint) => typeof mint !== 'string')) return null;
  return { includeSol, mints, addresses };
}

/** Repeats are flagged and left out, so every address is read once and the count is what the limit applies to. */
const ADDRESS_SCHEMA: RowSchema = { address: (text) => normalizeSolanaAddress(text), duplicates: 'error' };

const explorerLink = (address: string) => solanaExplorerLink(SOLANA_CHAIN_ID, 'address', address);

/** The Solana balance checker: RPC, SOL and mints, addresses, the limit, the run and its results. */
export function SolanaCheckBalanceView({
  locale,
  currentPath,
  isCompact = false,
  connectionFor = createSolanaConnection,
}: SolanaCheckBalanceViewProps) {
  const t = useTranslations('solanaCheckBalance');
  const { isLoggedIn, isFaskRPCVIP } = useUser();
  const rpc = useSolanaRpc();
  const run = useTranslations('checkBalance.run');
  // The columns and the addresses are the page's draft: back after a language switch or a reload.
  const [draft, setDraft] = useToolDraft(SOLANA_CHECK_DRAFT_TOOL, EMPTY_DRAFT, parseCheckDraft);
  const { includeSol, mints, addresses } = draft;
  const setIncludeSol = (include: boolean) => setDraft((current) => ({ ...current, includeSol: include }));
  const setMints = (next: string[]) => setDraft((current) => ({ ...current, mints: next }));
  const setAddresses = (text: string) => setDraft((current) => ({ ...current, addresses: text }));
  const [input, setInput] = useState<ValidationResult | null>(null);
  const { state, start, cancel } = useSolanaBalanceCheck();

  const access = { isLoggedIn, isFastRpcVip: isFaskRPCVIP };
  const limit = addressLimit(access);
  const rows = input?.rows ?? [];
  const columns = useMemo(() => [...(includeSol ? ['native'] : []), ...mints], [includeSol, mints]);
  let blocker: RunBlocker = null;
  if (rows.length > limit) blocker = 'overLimit';
  else if (rows.length === 0) blocker = 'noAddresses';
  else if (columns.length === 0) blocker = 'noColumns';

  function check() {
    // The limit and every other precondition are checked here, before the first request.
    if (blocker !== null) return;
    void start({
      connection: connectionFor(rpc.resolveUrl()),
      owners: rows.map((row) => row.address),
      lines: rows.map((row) => row.line),
      columns,
    });
  }

  const mintError = state.phase === 'failed' && state.error instanceof InvalidSolanaMintError ? state.error : null;

  return (
    <article className={isCompact ? 'check-balance check-balance--compact' : 'check-balance'}>
      {!isCompact && (
        <header>
          <h1>{t('title')}</h1>
          <p className="account-card__muted">{t('intro')}</p>
        </header>
      )}
      <div className="check-balance__setup">
        <SolanaRpcField rpc={rpc} />
        <MintPicker includeSol={includeSol} onIncludeSol={setIncludeSol} mints={mints} onMints={setMints} />
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
          // A mint that is none is said below with its address; anything else is the RPC's trouble.
          error instanceof InvalidSolanaMintError ? null : (
            <RpcReadError
              rpc={rpc}
              message={run('failed', { message: localizeError(error, locale) })}
              onRetry={check}
              testId="solana-check-error"
            />
          )
        }
      />
      {mintError && (
        <p className="account-alert account-alert--error" role="alert">
          {t('columns.mintError', {
            mint: mintError.mint,
            reason: mintError.message.replace(`Token mint ${mintError.mint}: `, ''),
          })}
        </p>
      )}
      {state.result && state.result.columns.length > 0 && (
        <BalanceResults result={state.result} isCompact={isCompact} explorerLink={explorerLink} />
      )}
    </article>
  );
}
