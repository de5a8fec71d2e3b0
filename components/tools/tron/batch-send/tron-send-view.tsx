'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { checkTronAddress, normalizeTronAddress } from '@/chains/tron/address';
import {
  type PreparedTronCall,
  planTrc20Approval,
  planTronSend,
  prepareTronCall,
  readTrc20Info,
  sendPreparedCall,
  TronApprovalNeededError,
  type TronSendPlan,
  type TronSendSetup,
} from '@/chains/tron/batch-send';
import { readTronChainParameters } from '@/chains/tron/resources';
import { BatchControls } from '@/components/batch/batch-controls';
import { BatchInput } from '@/components/batch/batch-input';
import { BatchRunSection } from '@/components/batch/batch-run-section';
import { BatchTable } from '@/components/batch/batch-table';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import type { TronWalletScope } from '@/components/wallet/tron/tron-wallet';
import { TronWalletPanel } from '@/components/wallet/tron/tron-wallet-panel';
import { useTronWallet } from '@/components/wallet/tron/use-tron-wallet';
import {
  BatchExecutor,
  type Chunk,
  clearJob,
  createJob,
  type JobState,
  loadJob,
  type RowSchema,
  type ValidationResult,
} from '@/lib/batch';
import { useToolDraft } from '@/lib/client/tool-draft';
import { shortenAddress } from '@/lib/client/user/display-name';
import { localizeError } from '@/lib/errors';
import { isLocale, type Locale } from '@/lib/i18n/config';
import { TronApiField } from '../rpc/tron-api-field';
import { TronReadError, useTronErrorText } from '../rpc/tron-read-error';
import { TRON_PROXY_PATH, useTronApi } from '../rpc/use-tron-api';
import { DeployPanel, readOwnMultisend } from './deploy-panel';
import { tronSendResultsCsv, tronscanTransactionUrl } from './results-csv';
import { tronSendDriver } from './tron-send-driver';
import { PreparedCost, TronSendReview } from './tron-send-review';

export const TRON_SEND_TOOL = 'tron-batch-send';

export interface TronSendViewProps {
  upstream: string;
  /** Our Multisend on Tron (TRON_MULTISEND_ADDRESS); null: not deployed or not configured. */
  multisend: string | null;
  /** Receives our fee (TRON_FEE_RECEIVER); null: not configured. */
  feeRecipient: string | null;
  proxyPath?: string;
  /** Tests: where wallets are looked for (the window by default). */
  walletScope?: TronWalletScope;
  /** Tests: how often the receipt is asked for. */
  pollMs?: number;
}

interface SendDraft {
  token: string;
  rows: string;
}

const EMPTY_DRAFT: SendDraft = { token: 'native', rows: '' };
const parseDraft = (raw: unknown): SendDraft | null => {
  const { token, rows } = (raw ?? {}) as Record<string, unknown>;
  return typeof token === 'string' && typeof rows === 'string' ? { token, rows } : null;
};

interface RunState {
  executor: BatchExecutor;
  meta: Record<string, string>;
  isRestored: boolean;
}

type Step =
  | { phase: 'edit' }
  | { phase: 'busy' }
  | { phase: 'approve'; prepared: PreparedTronCall; setup: TronSendSetup }
  | { phase: 'review'; plan: TronSendPlan; setup: TronSendSetup }
  | { phase: 'failed'; error: unknown };

/** /tron/batch-send-token: TRX or a TRC-20 from the connected wallet to many recipients through our Multisend. */
export function TronSendView({
  upstream,
  multisend: configuredMultisend,
  feeRecipient,
  proxyPath = TRON_PROXY_PATH,
  walletScope,
  pollMs = 3_000,
}: TronSendViewProps) {
  const t = useTranslations('tronBatchSendToken');
  const localeName = useLocale();
  const locale: Locale = isLocale(localeName) ? localeName : 'en';
  const api = useTronApi(upstream, proxyPath);
  const wallet = useTronWallet(walletScope);
  const describeError = useTronErrorText(locale);
  const [draft, setDraft] = useToolDraft('tron-batch-send', EMPTY_DRAFT, parseDraft);
  const [tokenText, setTokenText] = useState(draft.token === 'native' ? '' : draft.token);
  const [info, setInfo] = useState<{ token: string; symbol: string; decimals: number } | null>(
    draft.token === 'native' ? { token: 'native', symbol: 'TRX', decimals: 6 } : null,
  );
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [input, setInput] = useState<ValidationResult | null>(null);
  const [step, setStep] = useState<Step>({ phase: 'edit' });
  const [run, setRun] = useState<RunState | null>(null);
  const [prepared, setPrepared] = useState<PreparedTronCall | null>(null);
  const apiOptions = useCallback(() => ({ apiUrl: api.resolveUrl(), intervalMs: pollMs }), [api, pollMs]);
  // Where the site has no Multisend configured, one this browser deployed for the same endpoint.
  const [ownMultisend, setOwnMultisend] = useState<string | null>(null);
  const endpoint = api.endpointName();
  useEffect(() => setOwnMultisend(readOwnMultisend(endpoint)), [endpoint]);
  const multisend = configuredMultisend ?? ownMultisend;
  const [deployed, setDeployed] = useState<string | null>(null);

  // A plan is for the list it was made from: editing the list (or the token) sends the page back to review.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rows or the token change, and only then.
  useEffect(() => {
    setStep((current) => (current.phase === 'review' || current.phase === 'approve' ? { phase: 'edit' } : current));
  }, [input, info]);

  const schema = useMemo<RowSchema>(
    () => ({ address: normalizeTronAddress, amountDecimals: info?.decimals ?? 6, duplicates: 'warning' }),
    [info],
  );

  const makeExecutor = useCallback(
    async (job: JobState, meta: Record<string, string>) => {
      const options = apiOptions();
      const setup: TronSendSetup = {
        ...options,
        owner: meta.owner,
        multisend: meta.multisend,
        token: meta.token,
        feeRecipient: meta.feeRecipient,
      };
      const parameters = await readTronChainParameters(options);
      const driver = tronSendDriver({
        ...options,
        setup,
        parameters,
        signer: wallet.signerFor(meta.owner),
        onPrepared: (_chunk: Chunk, next) => setPrepared(next),
      });
      return new BatchExecutor(job, driver);
    },
    [apiOptions, wallet.signerFor],
  );

  // A batch left running or unfinished in this browser comes back, to continue or retry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the saved endpoint is known.
  useEffect(() => {
    if (!api.isLoaded) return;
    const job = loadJob(TRON_SEND_TOOL);
    if (!job?.meta.owner) return;
    void makeExecutor(job, job.meta)
      .then((executor) => setRun((current) => current ?? { executor, meta: job.meta, isRestored: true }))
      .catch((error) => setStep({ phase: 'failed', error }));
  }, [api.isLoaded]);

  async function chooseToken() {
    setTokenError(null);
    const text = tokenText.trim();
    if (text === '') {
      setInfo({ token: 'native', symbol: 'TRX', decimals: 6 });
      setDraft((current) => ({ ...current, token: 'native' }));
      return;
    }
    const check = checkTronAddress(text);
    if (!check.ok) return setTokenError(t('token.invalid'));
    try {
      const read = await readTrc20Info(check.address, apiOptions());
      setInfo({ token: check.address, ...read });
      setDraft((current) => ({ ...current, token: check.address }));
    } catch (error) {
      setTokenError(t('token.notToken', { reason: describeError(error) }));
    }
  }

  async function review() {
    if (!info || !multisend || !feeRecipient || !input || input.rows.length === 0) return;
    setStep({ phase: 'busy' });
    try {
      const owner = wallet.connected?.address ?? (await wallet.connect());
      const setup: TronSendSetup = { ...apiOptions(), owner, multisend, token: info.token, feeRecipient };
      const rows = input.rows.map((row, index) => ({ index, to: row.address, amount: row.amount ?? 0n }));
      try {
        setStep({ phase: 'review', plan: await planTronSend(setup, rows), setup });
      } catch (error) {
        if (!(error instanceof TronApprovalNeededError)) throw error;
        const approval = await planTrc20Approval(setup, error.needed);
        const next = await prepareTronCall(approval.call, approval.parameters, setup);
        setStep({ phase: 'approve', prepared: next, setup });
      }
    } catch (error) {
      setStep({ phase: 'failed', error });
    }
  }

  async function approve(current: Extract<Step, { phase: 'approve' }>) {
    setStep({ phase: 'busy' });
    try {
      const sent = await sendPreparedCall(current.prepared, { ...current.setup, signer: wallet.signer });
      if (sent.outcome.status !== 'success') throw new Error(sent.error ?? t('approve.failed'));
      await review();
    } catch (error) {
      setStep({ phase: 'failed', error });
    }
  }

  async function start(current: Extract<Step, { phase: 'review' }>) {
    if (!input || !info) return;
    const rows = input.rows;
    const chunks: Chunk[] = current.plan.batches.map((batch, id) => ({
      id,
      lane: current.setup.owner,
      rowIndexes: batch.rows.map((row) => row.index),
      rows: batch.rows.map((row) => rows[row.index]),
    }));
    const meta = {
      owner: current.setup.owner,
      multisend: current.setup.multisend,
      token: info.token,
      symbol: info.symbol,
      decimals: String(info.decimals),
      feeRecipient: current.setup.feeRecipient,
    };
    const executor = await makeExecutor(createJob(rows, chunks, meta), meta);
    setRun({ executor, meta, isRestored: false });
    setStep({ phase: 'edit' });
    void executor.run();
  }

  if (!feeRecipient) {
    return (
      <article className="send-token">
        <h1>{t('title')}</h1>
        <p className="account-alert account-alert--error" role="alert">
          {t('notConfigured')}
        </p>
      </article>
    );
  }

  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <TronApiField api={api} />
      <TronWalletPanel wallet={wallet} />
      {deployed && (
        <p className="account-alert account-alert--notice" role="status" data-testid="tron-deployed">
          {t('deploy.done', { address: deployed })}
        </p>
      )}
      {!multisend ? (
        <DeployPanel
          wallet={wallet}
          apiOptions={apiOptions}
          endpoint={endpoint}
          describeError={(error) => describeError(error) || localizeError(error, locale)}
          onDeployed={(address) => {
            setOwnMultisend(address);
            setDeployed(address);
          }}
        />
      ) : run ? (
        <RunSection
          run={run}
          address={wallet.connected?.address}
          prepared={prepared}
          onNewBatch={() => {
            clearJob(TRON_SEND_TOOL);
            setRun(null);
            setPrepared(null);
          }}
        />
      ) : (
        <>
          <fieldset className="send-token__panel">
            <legend>{t('token.legend')}</legend>
            <label htmlFor="tron-send-token" className="account-field__label">
              {t('token.label')}
            </label>
            <p className="account-field__hint">{t('token.hint')}</p>
            <div className="check-balance__row">
              <input
                id="tron-send-token"
                className="account-field__input check-balance__mono"
                spellCheck={false}
                value={tokenText}
                onChange={(event) => setTokenText(event.target.value)}
              />
              <button type="button" className="button button--small" onClick={() => void chooseToken()}>
                {t('token.use')}
              </button>
            </div>
            {tokenError && <p className="account-field__error">{tokenError}</p>}
            {info && (
              <p role="status" data-testid="tron-send-token">
                {t('token.sending', { symbol: info.symbol || '?', decimals: info.decimals })}
              </p>
            )}
          </fieldset>
          {info && (
            <BatchInput
              schema={schema}
              onChange={setInput}
              text={draft.rows}
              onTextChange={(text) => setDraft((current) => ({ ...current, rows: text }))}
            />
          )}
          {step.phase === 'edit' || step.phase === 'failed' || step.phase === 'busy' ? (
            <button
              type="button"
              className="button"
              disabled={!info || !input || input.rows.length === 0 || step.phase === 'busy'}
              onClick={() => void review()}
            >
              {step.phase === 'busy' ? t('reviewing') : t('reviewButton')}
            </button>
          ) : null}
          {step.phase === 'failed' && (
            <TronReadError
              api={api}
              message={t('failed', { message: describeError(step.error) || localizeError(step.error, locale) })}
              onRetry={() => void review()}
              testId="tron-send-error"
            />
          )}
          {step.phase === 'approve' && (
            <div className="send-token__panel">
              <p>{t('approve.needed', { symbol: info?.symbol ?? '' })}</p>
              <PreparedCost prepared={step.prepared} />
              <button type="button" className="button" onClick={() => void approve(step)}>
                {t('approve.button')}
              </button>
            </div>
          )}
          {step.phase === 'review' && (
            <>
              <TronSendReview plan={step.plan} symbol={info?.symbol ?? 'TRX'} />
              <button
                type="button"
                className="button"
                disabled={step.plan.shortfallSun > 0n}
                data-testid="tron-send-start"
                onClick={() => void start(step)}
              >
                {t('send', { count: step.plan.batches.length })}
              </button>
              <button
                type="button"
                className="button account-button--secondary"
                onClick={() => setStep({ phase: 'edit' })}
              >
                {t('edit')}
              </button>
            </>
          )}
        </>
      )}
    </article>
  );
}

function RunSection({
  run,
  address,
  prepared,
  onNewBatch,
}: {
  run: RunState;
  address: string | undefined;
  prepared: PreparedTronCall | null;
  onNewBatch: () => void;
}) {
  const t = useTranslations('tronBatchSendToken.run');
  const localeName = useLocale();
  const locale: Locale = isLocale(localeName) ? localeName : 'en';
  const { snapshot, saveError } = useBatchExecutor(run.executor, TRON_SEND_TOOL);
  const decimals = Number(run.meta.decimals);
  const isJobWallet = address === undefined || address === run.meta.owner;
  return (
    <BatchRunSection
      namespace="tronBatchSendToken.run"
      snapshot={snapshot}
      saveError={saveError}
      summary={t('summary', { symbol: run.meta.symbol || '?', address: shortenAddress(run.meta.owner) })}
      isRestored={run.isRestored}
      onNewBatch={onNewBatch}
      onSettled={() => undefined}
      table={
        <div data-testid="tron-send-rows">
          <BatchTable job={snapshot.job} amountDecimals={decimals} txUrl={tronscanTransactionUrl} />
        </div>
      }
    >
      {snapshot.isRunning && prepared && <PreparedCost prepared={prepared} />}
      {!isJobWallet && (
        <p className="account-alert account-alert--error" role="alert">
          {t('wrongWallet', { address: run.meta.owner })}
        </p>
      )}
      <BatchControls
        executor={run.executor}
        snapshot={snapshot}
        exportFileName="tron-batch-send-results.csv"
        canRun={isJobWallet}
        exportLabel={t('export')}
        exportCsv={() => tronSendResultsCsv(snapshot.job, { locale, amountDecimals: decimals })}
        testIds={{ start: 'tron-send-continue', retry: 'tron-send-retry', export: 'tron-send-export' }}
      />
    </BatchRunSection>
  );
}
