'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { checksumEvmAddress } from '@/chains/evm/address';
import { type NftStandard, NotAnNftError } from '@/chains/evm/nft/reads';
import { buttonProps } from '@/components/batch/button-emphasis';
import { freshPlan } from '@/components/batch/use-debounced-plan';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import type { RpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import { parseFile, rowsToText } from '@/lib/batch/input';
import type { BatchRow, Chunk } from '@/lib/batch/types';
import { useToolDraft } from '@/lib/client/tool-draft';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { type ChainAccess, createPlanReader } from '../send-token/chain-access';
import { parseCap } from '../send-token/plan-panel';
import { type SendAction, SendButton } from '../send-token/send-button';
import { PlanErrorAndDeploy, useSendChain, useWalletSwitch } from '../send-token/send-setup-parts';
import { useMultisendStatus } from '../send-token/use-asset-state';
import type { ReadClient } from '../send-token/use-chain-access';
import type { EvmWallet } from '../send-token/wallet-handle';
import { NftApproveStep } from './nft-approve-step';
import { checkNftRows, linesWithIssues } from './nft-checks';
import { NftLines } from './nft-lines';
import { type NftPlanRequest, toBatchRow } from './nft-plan';
import { NftPlanPanel } from './nft-plan-panel';
import { parseNftRows, withoutLines } from './nft-rows';
import type { NftJobMeta } from './use-nft-job';
import { useNativeBalance, useNftContract, useNftHoldings, useNftPlan } from './use-nft-state';

export interface NftDraft {
  tokenText: string;
  rowsText: string;
  capText: string;
}

export const SEND_NFT_DRAFT_TOOL = 'evm-send-nft';
const EMPTY_DRAFT: NftDraft = { tokenText: '', rowsText: '', capText: '' };

export function parseNftDraft(raw: unknown): NftDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { tokenText, rowsText, capText } = raw as Record<string, unknown>;
  if (typeof tokenText !== 'string' || typeof rowsText !== 'string' || typeof capText !== 'string') return null;
  return { tokenText, rowsText, capText };
}

/** Why the send cannot start yet, in the order the user meets the steps. */
export type NftBlocker =
  | 'chooseCollection'
  | 'addRows'
  | 'fixLines'
  | 'waitChecks'
  | 'waitPlan'
  | 'planFailed'
  | 'fixFunds'
  | 'deployFirst'
  | 'approveFirst'
  | 'fixSimulation';

export interface NftSetupProps {
  locale: Locale;
  endpoint: RpcEndpoint;
  read: ReadClient | undefined;
  wallet: EvmWallet | null;
  access: ChainAccess | undefined;
  onConnect: () => void;
  onStart: (rows: readonly BatchRow[], chunks: readonly Chunk[], meta: NftJobMeta) => void;
  onRefresh: () => void;
}

function useNftDraft() {
  const [draft, setDraft] = useToolDraft(SEND_NFT_DRAFT_TOOL, EMPTY_DRAFT, parseNftDraft);
  const field = useCallback(
    <K extends keyof NftDraft>(key: K) =>
      (value: NftDraft[K]) =>
        setDraft((current) => ({ ...current, [key]: value })),
    [setDraft],
  );
  return {
    draft,
    setTokenText: useMemo(() => field('tokenText'), [field]),
    setRowsText: useMemo(() => field('rowsText'), [field]),
    setCapText: useMemo(() => field('capText'), [field]),
  };
}

function RowsInput({
  standard,
  text,
  onText,
  count,
}: {
  standard: NftStandard | undefined;
  text: string;
  onText: (text: string) => void;
  count: { valid: number; total: number } | undefined;
}) {
  const t = useTranslations('batchSendNft.rows');
  const id = useId();
  const [fileState, setFileState] = useState<{ name: string; phase: 'reading' | 'loaded' | 'error' } | null>(null);
  async function load(file: File) {
    setFileState({ name: file.name, phase: 'reading' });
    try {
      onText(rowsToText(await parseFile(file)));
      setFileState({ name: file.name, phase: 'loaded' });
    } catch {
      setFileState({ name: file.name, phase: 'error' });
    }
  }
  return (
    <section className="send-token__panel" aria-label={t('legend')}>
      <h2>{t('legend')}</h2>
      <label htmlFor={`${id}-rows`} className="account-field__label">
        {t('label')}
      </label>
      <p id={`${id}-hint`} className="account-field__hint">
        {standard === 'erc1155' ? t('hint1155') : standard === 'erc721' ? t('hint721') : t('hintAny')}
      </p>
      <textarea
        id={`${id}-rows`}
        aria-describedby={`${id}-hint`}
        className="account-field__input"
        rows={10}
        spellCheck={false}
        style={{ fontFamily: 'monospace', width: '100%' }}
        value={text}
        onChange={(event) => onText(event.target.value)}
      />
      <div className="batch-input__bar">
        <label {...buttonProps(text.trim() === '' ? 'primary' : 'secondary')}>
          {t('upload')}
          <input
            type="file"
            accept=".csv,.xlsx,.txt"
            className="account-visually-hidden"
            onChange={(event) => {
              const selected = event.target.files?.[0];
              event.target.value = '';
              if (selected) void load(selected);
            }}
          />
        </label>
        {fileState && (
          <span role={fileState.phase === 'error' ? 'alert' : 'status'}>
            {t(`file.${fileState.phase}`, { name: fileState.name })}
          </span>
        )}
        {count && <span role="status">{t('count', count)}</span>}
      </div>
    </section>
  );
}

/**
 * Chain, collection, lines and cost before any wallet; then, with the wallet on the batch's chain, owners, balances
 * and approval by line (one multicall), the one-off deployment and approval, the simulated plan and the send.
 */
export function NftSetup(props: NftSetupProps) {
  const { locale, endpoint, read, wallet, access, onConnect, onStart, onRefresh } = props;
  const t = useTranslations('batchSendNft');
  const { chainId, chain, native } = useSendChain(endpoint, read);
  const { draft, setTokenText, setRowsText, setCapText } = useNftDraft();
  const { tokenText, rowsText, capText } = draft;
  const token = checksumEvmAddress(tokenText);
  const contract = useNftContract(read, token);
  const standard = contract.data?.standard;

  const deferredText = useDeferredValue(rowsText);
  const parsed = useMemo(() => (standard ? parseNftRows(deferredText, standard) : undefined), [deferredText, standard]);
  const tokenIds = useMemo(() => parsed?.rows.map((row) => row.tokenId) ?? [], [parsed]);
  const from = access?.from;
  const holdingsRequest = useMemo(
    () => (standard && token && from ? { standard, token, owner: from, tokenIds } : undefined),
    [standard, token, from, tokenIds],
  );
  const holdings = useNftHoldings(read, holdingsRequest);
  const nativeBalance = useNativeBalance(read, from);
  const checked = useMemo(
    () =>
      parsed && standard && from && holdings.data
        ? checkNftRows(parsed.rows, standard, from, holdings.data)
        : undefined,
    [parsed, standard, from, holdings.data],
  );
  const chainProblemLines = useMemo(() => (checked ? linesWithIssues(checked) : []), [checked]);
  const problemLineSet = useMemo(
    () => new Set([...(parsed?.issues.map((issue) => issue.line) ?? []), ...chainProblemLines]),
    [parsed, chainProblemLines],
  );
  const rows = useMemo(() => parsed?.rows.map(toBatchRow), [parsed]);

  const deployment = useMultisendStatus(read, access !== undefined || (rows?.length ?? 0) > 0);
  const status = deployment.data;
  const isApproved = holdings.data?.isApproved;
  const cap = parseCap(capText);
  const [planAttempt, setPlanAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: planAttempt only renews the request, for a retry.
  const request = useMemo<NftPlanRequest | undefined>(() => {
    if (!standard || !token || !rows || rows.length === 0 || cap === 'invalid') return undefined;
    if (access && (!checked || !status || nativeBalance.data === undefined)) return undefined;
    return {
      rows,
      standard,
      token,
      native,
      from,
      nativeBalance: nativeBalance.data,
      canSimulate: status === 'deployed' && isApproved === true && chainProblemLines.length === 0,
      maxPerTransaction: cap,
    };
  }, [
    standard,
    token,
    rows,
    cap,
    access,
    checked,
    status,
    nativeBalance.data,
    native,
    from,
    isApproved,
    chainProblemLines,
    planAttempt,
  ]);
  const reader = useMemo(() => access ?? (read ? createPlanReader(read.client) : undefined), [access, read]);
  const planState = useNftPlan(reader, request);
  const plan = freshPlan(planState, request);

  const isConnected = wallet?.status === 'connected';
  const action: SendAction = !isConnected ? 'connect' : access ? 'send' : 'switch';
  const blocker: NftBlocker | null = (() => {
    if (!standard || !token) return 'chooseCollection';
    if (!rows || rows.length === 0) return 'addRows';
    // Connecting is never held back by a bad line: the chain's checks by line come with the wallet.
    if (action !== 'send') return null;
    if ((parsed?.issues.length ?? 0) > 0) return 'fixLines';
    if (!checked) return 'waitChecks';
    if (chainProblemLines.length > 0) return 'fixLines';
    if (!plan) return planState.error !== undefined && !planState.isPlanning ? 'planFailed' : 'waitPlan';
    if (plan.shortfalls.length > 0) return 'fixFunds';
    if (status !== 'deployed') return 'deployFirst';
    if (!isApproved) return 'approveFirst';
    if (!plan.isSimulated) return 'waitPlan';
    if (plan.cost.simulationFailures.length > 0) return 'fixSimulation';
    return null;
  })();

  const { switchWallet, switchError } = useWalletSwitch(wallet, chainId, endpoint);

  function send() {
    if (blocker !== null || !plan || !rows || !access || !token || !standard || chainId === undefined) return;
    onStart(rows, plan.chunks, {
      chainId,
      from: access.from,
      token,
      standard,
      label: contract.data?.name || contract.data?.symbol || '',
    });
  }

  const contractError = contract.error && !(contract.error instanceof NotAnNftError) ? contract.error : undefined;

  return (
    <>
      <ChainPicker endpoint={endpoint} locale={locale} />
      <section className="send-token__panel" aria-label={t('collection.legend')}>
        <h2>{t('collection.legend')}</h2>
        <div className="account-field">
          <label htmlFor="send-nft-token" className="account-field__label">
            {t('collection.label')}
          </label>
          <p className="account-field__hint">{t('collection.hint', { chain })}</p>
          <input
            id="send-nft-token"
            className="account-field__input"
            spellCheck={false}
            value={tokenText}
            onChange={(event) => setTokenText(event.target.value)}
            aria-invalid={tokenText.trim() !== '' && !token}
          />
          {tokenText.trim() !== '' && !token && <p className="account-field__error">{t('collection.invalid')}</p>}
          {contract.isFetching && <p className="account-card__muted">{t('collection.loading')}</p>}
          {contract.error instanceof NotAnNftError && (
            <p className="account-field__error" role="alert">
              {t('collection.notNft')}
            </p>
          )}
          {contract.data && (
            <p className="account-card__muted" data-standard={contract.data.standard}>
              {t('collection.info', {
                standard: contract.data.standard === 'erc721' ? 'ERC-721' : 'ERC-1155',
                name: contract.data.name || contract.data.symbol || '—',
              })}
            </p>
          )}
        </div>
      </section>
      {contractError !== undefined && (
        <RpcReadError
          endpoint={endpoint}
          message={t('collection.readError', { message: localizeError(contractError, locale) })}
          onRetry={() => void contract.refetch()}
        />
      )}
      <RowsInput
        standard={standard}
        text={rowsText}
        onText={setRowsText}
        count={parsed && { valid: parsed.rows.length, total: parsed.lineCount }}
      />
      {standard && parsed && (
        <NftLines
          standard={standard}
          issues={parsed.issues}
          checked={checked}
          onRemoveProblems={() => setRowsText(withoutLines(rowsText, problemLineSet))}
        />
      )}
      {!access && standard && (rows?.length ?? 0) > 0 && (
        <p className="account-field__hint">{t('lines.afterConnect')}</p>
      )}
      {access && holdings.isFetching && <p className="account-card__muted">{t('lines.reading')}</p>}
      {access && holdings.error && (
        <RpcReadError
          endpoint={endpoint}
          message={t('lines.readError', { message: localizeError(holdings.error, locale) })}
          onRetry={() => void holdings.refetch()}
        />
      )}
      <NftPlanPanel
        locale={locale}
        capText={capText}
        onCapText={setCapText}
        isCapInvalid={cap === 'invalid'}
        state={{ ...planState, error: undefined }}
        isWaiting={request === undefined}
      />
      <PlanErrorAndDeploy
        locale={locale}
        endpoint={endpoint}
        chain={chain}
        hasRequest={request !== undefined}
        planState={planState}
        onRetryPlan={() => setPlanAttempt((attempt) => attempt + 1)}
        deployment={deployment}
        access={access}
        onRefresh={onRefresh}
        planError={(message) => t('plan.error', { message })}
        deployReadError={(message) => t('deployReadError', { message })}
      />
      {access && token && isApproved !== undefined && (
        <NftApproveStep locale={locale} access={access} token={token} isApproved={isApproved} onDone={onRefresh} />
      )}
      <SendButton
        namespace="batchSendNft.send"
        action={action}
        blocker={blocker}
        count={rows?.length ?? 0}
        transactions={plan?.chunks.length ?? 0}
        chain={chain}
        onSend={send}
        onConnect={onConnect}
        onSwitch={switchWallet}
        isWaiting={wallet?.status === 'connecting'}
      />
      {switchError !== null && (
        <p className="account-field__error" role="alert">
          {t('send.switchError', { message: localizeError(switchError, locale) })}
        </p>
      )}
    </>
  );
}
