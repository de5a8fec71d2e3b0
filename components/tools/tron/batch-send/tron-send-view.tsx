'use client';

import { useTranslations } from 'next-intl';
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
import { cheaperTrxRoute, planTrxTransfers, type TronTransferPlan, type TrxRoute } from '@/chains/tron/transfers';
import { BatchInput } from '@/components/batch/batch-input';
import { SendAssetPanel } from '@/components/batch/send-asset-panel';
import type { TronWalletScope } from '@/components/wallet/tron/tron-wallet';
import { TronWalletPanel } from '@/components/wallet/tron/tron-wallet-panel';
import { useTronWallet } from '@/components/wallet/tron/use-tron-wallet';
import type { RowSchema, ValidationResult } from '@/lib/batch';
import { useToolDraft } from '@/lib/client/tool-draft';
import { localizeError } from '@/lib/errors';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { TronApiField } from '../rpc/tron-api-field';
import { TronReadError, useTronErrorText } from '../rpc/tron-read-error';
import { TRON_RELAY_PATH, useTronApi } from '../rpc/use-tron-api';
import { DeployPanel, readOwnMultisend } from './deploy-panel';
import { PreparedCost } from './tron-send-review';
import { RunSection } from './tron-send-run';
import { PlanReview } from './trx-route-choice';
import { useTronSendRun } from './use-tron-send-run';

export interface TronSendViewProps {
  upstream: string;
  /** Our Multisend on Tron (TRON_MULTISEND_ADDRESS); null: not deployed or not configured. */
  multisend: string | null;
  /** Receives our fee (TRON_FEE_RECEIVER); null: not configured. */
  feeRecipient: string | null;
  relayPath?: string;
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

type Step =
  | { phase: 'edit' }
  | { phase: 'busy' }
  | { phase: 'approve'; prepared: PreparedTronCall; setup: TronSendSetup }
  | { phase: 'review'; plan: TronSendPlan; setup: TronSendSetup; transfers?: TronTransferPlan; route: TrxRoute }
  | { phase: 'failed'; error: unknown };

/** /tron/batch-send-token: TRX or a TRC-20 from the connected wallet to many recipients through our Multisend. */
export function TronSendView({
  upstream,
  multisend: configuredMultisend,
  feeRecipient,
  relayPath = TRON_RELAY_PATH,
  walletScope,
  pollMs = 3_000,
}: TronSendViewProps) {
  const t = useTranslations('tronBatchSendToken');
  const locale = useSiteLocale();
  const api = useTronApi(upstream, relayPath);
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
  const apiOptions = useCallback(() => ({ apiUrl: api.resolveUrl(), intervalMs: pollMs }), [api, pollMs]);
  const { run, prepared, startRun, clearRun } = useTronSendRun({
    apiOptions,
    wallet,
    isApiLoaded: api.isLoaded,
    onRestoreError: (error) => setStep({ phase: 'failed', error }),
  });
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
        const plan = await planTronSend(setup, rows);
        // TRX may also go one transfer per recipient: both priced, the cheaper chosen first.
        const transfers = info.token === 'native' ? await planTrxTransfers(setup, rows) : undefined;
        const route = transfers ? cheaperTrxRoute(plan, transfers) : 'multisend';
        setStep({ phase: 'review', plan, setup, transfers, route });
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
    try {
      await startRun(
        current.plan,
        current.setup,
        input.rows,
        info,
        current.route === 'transfers' ? current.transfers : undefined,
      );
      setStep({ phase: 'edit' });
    } catch (error) {
      setStep({ phase: 'failed', error });
    }
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
        <RunSection run={run} address={wallet.connected?.address} prepared={prepared} onNewBatch={clearRun} />
      ) : (
        <>
          <SendAssetPanel
            namespace="tronBatchSendToken.token"
            id="tron-send-token"
            text={tokenText}
            onText={setTokenText}
            onUse={() => void chooseToken()}
            error={tokenError}
            info={info}
          />
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
            <PlanReview
              {...step}
              symbol={info?.symbol ?? 'TRX'}
              onRoute={(route) => setStep({ ...step, route })}
              onStart={() => void start(step)}
              onEdit={() => setStep({ phase: 'edit' })}
            />
          )}
        </>
      )}
    </article>
  );
}
