'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { BatchInput } from '@/components/batch/batch-input';
import { TonWalletPanel } from '@/components/wallet/ton/ton-wallet-panel';
import type { TonWalletSession } from '@/components/wallet/ton/ton-wallet-session';
import { useTonWallet } from '@/components/wallet/ton/use-ton-wallet';
import type { RowSchema, ValidationResult } from '@/lib/batch';
import { useToolDraft } from '@/lib/client/tool-draft';
import { localizeError } from '@/lib/errors';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { tonApiOptions } from '../shared/ton-endpoint';
import { AssetPanel } from './asset-panel';
import { type JettonChoice, readJettonChoice } from './jetton-choice';
import { reviewTonBatch, type TonSendReviewData } from './review-batch';
import { normalizeTonRecipient } from './send-address';
import { TonSendReview } from './ton-send-review';
import { TonSendRunSection } from './ton-send-run';
import { useTonSendRun } from './use-ton-send-run';

export interface TonSendViewProps {
  /** Receives our fee (TON_FEE_RECEIVER); null: not configured, the tool does not run. */
  feeReceiver: string | null;
  /** The v2 JSON-RPC endpoint; default our passthrough. */
  jsonRpcUrl?: string;
  /** Tests: the wallet that "connects" instead of TON Connect. */
  walletOverride?: TonWalletSession;
  /** Tests: how often a request's outcome is read. */
  pollMs?: number;
}

/** The longest comment a row may carry (one cell's worth of text after the 4-byte text-comment tag). */
export const TON_COMMENT_MAX_LENGTH = 120;

interface SendDraft {
  asset: 'ton' | 'jetton';
  minter: string;
  rows: string;
}
const EMPTY_DRAFT: SendDraft = { asset: 'ton', minter: '', rows: '' };
const parseDraft = (raw: unknown): SendDraft | null => {
  const { asset, minter, rows } = (raw ?? {}) as Record<string, unknown>;
  if ((asset !== 'ton' && asset !== 'jetton') || typeof minter !== 'string' || typeof rows !== 'string') return null;
  return { asset, minter, rows };
};

type Step =
  | { phase: 'edit' }
  | { phase: 'busy' }
  | { phase: 'review'; review: TonSendReviewData }
  | { phase: 'failed'; error: unknown };

/** /ton/batch-send-token: TON or a jetton from the connected wallet to many recipients, packed per wallet request. */
export function TonSendView({ feeReceiver, jsonRpcUrl, walletOverride, pollMs }: TonSendViewProps) {
  const t = useTranslations('tonBatchSendToken');
  const locale = useSiteLocale();
  const api = useMemo(() => tonApiOptions(jsonRpcUrl), [jsonRpcUrl]);
  const wallet = useTonWallet(walletOverride);
  const [draft, setDraft] = useToolDraft('ton-batch-send', EMPTY_DRAFT, parseDraft);
  const [jetton, setJetton] = useState<JettonChoice | null>(null);
  const [jettonError, setJettonError] = useState<string | null>(null);
  const [isReadingJetton, setReadingJetton] = useState(false);
  const [input, setInput] = useState<ValidationResult | null>(null);
  const [step, setStep] = useState<Step>({ phase: 'edit' });
  const [isWaitingForWallet, setWaitingForWallet] = useState(false);
  const { run, prepared, startRun, clearRun, splitSettled } = useTonSendRun({ api, session: wallet.session, pollMs });
  const token = draft.asset === 'ton' ? { symbol: 'TON', decimals: 9 } : jetton;

  // A review is for the rows, asset and wallet it was made with.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when those change, and only then.
  useEffect(() => {
    setStep((current) => (current.phase === 'review' ? { phase: 'edit' } : current));
  }, [input, jetton, draft.asset, wallet.session]);

  const schema = useMemo<RowSchema>(
    () => ({
      address: normalizeTonRecipient,
      amountDecimals: token?.decimals ?? 9,
      duplicates: 'warning',
      note: { maxLength: TON_COMMENT_MAX_LENGTH },
    }),
    [token?.decimals],
  );

  async function chooseJetton() {
    setJettonError(null);
    setReadingJetton(true);
    try {
      const choice = await readJettonChoice(draft.minter, api);
      setJetton(choice);
    } catch (error) {
      setJetton(null);
      setJettonError(t('asset.notJetton', { reason: localizeError(error, locale) }));
    } finally {
      setReadingJetton(false);
    }
  }

  async function review(session: TonWalletSession | null = wallet.session) {
    if (!feeReceiver || !token || !input || input.rows.length === 0) return;
    if (!session) {
      // Paste first, connect at signing: the costs depend on the wallet (its contract and message limit).
      setWaitingForWallet(true);
      wallet.requestKit();
      return;
    }
    setWaitingForWallet(false);
    setStep({ phase: 'busy' });
    try {
      const data = await reviewTonBatch({
        session,
        jetton: draft.asset === 'jetton' ? jetton : null,
        rows: input.rows,
        feeReceiver,
        api,
      });
      setStep({ phase: 'review', review: data });
    } catch (error) {
      setStep({ phase: 'failed', error });
    }
  }

  // The wallet the user connected after asking for the costs: the review goes on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a wallet connects while waited for.
  useEffect(() => {
    if (isWaitingForWallet && wallet.session) void review(wallet.session);
  }, [wallet.session]);

  if (!feeReceiver) {
    return (
      <article className="send-token">
        <h1>{t('title')}</h1>
        <p className="account-alert account-alert--error" role="alert">
          {t('notConfigured')}
        </p>
      </article>
    );
  }

  const canReview = token !== null && input !== null && input.rows.length > 0 && !input.limitError;
  return (
    <article className="send-token">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <TonWalletPanel wallet={wallet} />
      {run ? (
        <TonSendRunSection
          run={run}
          address={wallet.session?.address}
          prepared={prepared}
          onNewBatch={clearRun}
          onSettled={splitSettled}
        />
      ) : (
        <>
          <AssetPanel
            kind={draft.asset}
            onKind={(asset) => setDraft((current) => ({ ...current, asset }))}
            minterText={draft.minter}
            onMinterText={(minter) => {
              setJetton(null);
              setDraft((current) => ({ ...current, minter }));
            }}
            onUseJetton={() => void chooseJetton()}
            isReading={isReadingJetton}
            error={jettonError}
            jetton={jetton}
            onDecimals={(decimals) =>
              setJetton((current) =>
                current && Number.isInteger(decimals) && decimals >= 0 ? { ...current, decimals } : current,
              )
            }
          />
          {token && (
            <BatchInput
              schema={schema}
              onChange={setInput}
              text={draft.rows}
              onTextChange={(rows) => setDraft((current) => ({ ...current, rows }))}
            />
          )}
          <p className="account-field__hint">{t('commentHint', { max: TON_COMMENT_MAX_LENGTH })}</p>
          {step.phase !== 'review' && (
            <button
              type="button"
              className="button"
              data-testid="ton-send-review-button"
              disabled={!canReview || step.phase === 'busy'}
              onClick={() => void review()}
            >
              {step.phase === 'busy' ? t('reviewing') : t('reviewButton')}
            </button>
          )}
          {isWaitingForWallet && !wallet.session && (
            <p className="account-alert account-alert--notice" role="status">
              {t('connectToReview')}
            </p>
          )}
          {step.phase === 'failed' && (
            <p className="account-alert account-alert--error" role="alert" data-testid="ton-send-error">
              {t('failed', { message: localizeError(step.error, locale) })}
            </p>
          )}
          {step.phase === 'review' && token && (
            <>
              <TonSendReview review={step.review} symbol={token.symbol} decimals={token.decimals} />
              <button
                type="button"
                className="button"
                data-testid="ton-send-start"
                disabled={step.review.tonShortfall > 0n || step.review.jettonShortfall > 0n}
                onClick={() => input && startRun(step.review.batch, step.review.setup, input.rows, token)}
              >
                {t('send', { count: step.review.batch.plan.requests.length })}
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
