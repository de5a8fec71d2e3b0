'use client';

import { PublicKey } from '@solana/web3.js';
import { useTranslations } from 'next-intl';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { normalizeSolanaAddress } from '@/chains/solana/address';
import { createSolanaConnection } from '@/chains/solana/rpc';
import { IssueList } from '@/components/tools/key-batch/issue-list';
import { KeyNotice } from '@/components/tools/key-batch/key-notice';
import { SecretTextarea } from '@/components/tools/key-batch/secret-textarea';
import { TextField } from '@/components/tools/key-batch/text-field';
import { useKeyIssueText } from '@/components/tools/key-batch/use-key-issue-text';
import { parseSolanaKeyList } from '@/components/tools/solana/key-ring/key-ring';
import { useUsableReferrer } from '@/components/tools/solana/referral/use-usable-referrer';
import { RpcReadError } from '@/components/tools/solana/rpc/rpc-read-error';
import { SolanaRpcField } from '@/components/tools/solana/rpc/solana-rpc-field';
import { useSolanaRpc } from '@/components/tools/solana/rpc/use-solana-rpc';
import type { BatchExecutor } from '@/lib/batch/executor';
import { useToolDraft } from '@/lib/client/tool-draft';
import { localizeError } from '@/lib/errors';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { keyRingSigner } from '../close-account/close-driver';
import { createCloseExecutor } from '../close-account/close-executor';
import { CloseRunPanel } from '../close-account/close-run-panel';
import { CloseSummary } from '../close-account/close-summary';
import { feeReceiverKey } from '../close-account/fee-receiver';
import type { CloseAccountsRpc } from '../close-account/scan';
import { useExecutorBusy } from '../close-account/use-executor-busy';
import { planBatchClose } from './batch-scan';
import { useBatchScan, walletsSignature } from './use-batch-scan';
import { WalletScanTable } from './wallet-scan-table';

export interface BatchCloseViewProps {
  /** From the server's config (SOLANA_FEE_RECEIVER). */
  feeReceiver: string;
  /** The signed-in user's inviter's payout address (lib/server/solana/fee-target.ts); absent: none. */
  referrer?: string;
  /** How a connection is made for an RPC URL; default a web3.js Connection (tests: the litesvm adapter). */
  connectionFor?: (rpcUrl: string) => CloseAccountsRpc;
}

/** What the page keeps across a language switch and a reload: the receiver and the burn choice, never the keys. */
interface BatchCloseDraft {
  receiverText: string;
  burnDust: boolean;
}

export const BATCH_CLOSE_DRAFT_TOOL = 'solana-batch-close-account';
const EMPTY_DRAFT: BatchCloseDraft = { receiverText: '', burnDust: false };

function parseBatchCloseDraft(raw: unknown): BatchCloseDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { receiverText, burnDust } = raw as Record<string, unknown>;
  return typeof receiverText === 'string' && typeof burnDust === 'boolean' ? { receiverText, burnDust } : null;
}

/** Close the token accounts of many pasted wallets: keys, receiver, scan, per-wallet figures, then the run. */
export function BatchCloseView({ feeReceiver, referrer, connectionFor = createSolanaConnection }: BatchCloseViewProps) {
  const t = useTranslations('solanaBatchCloseAccount');
  const locale = useSiteLocale();
  const feeKey = useMemo(() => feeReceiverKey(feeReceiver), [feeReceiver]);
  const rpcChoice = useSolanaRpc();
  // The same-origin default is known only in the browser: nothing reads the chain before the saved RPC is loaded.
  const rpcUrl = rpcChoice.isLoaded ? rpcChoice.resolveUrl() : undefined;
  const referrerRpc = useMemo(() => (rpcUrl ? connectionFor(rpcUrl) : undefined), [connectionFor, rpcUrl]);
  const excluded = useMemo(() => [feeReceiver], [feeReceiver]);
  const inviter = useUsableReferrer(referrerRpc, referrer, excluded);
  const [keysText, setKeysText] = useState('');
  // Deriving addresses from thousands of keys takes a moment: it follows the typing at a lower priority.
  const deferredKeys = useDeferredValue(keysText);
  const keys = useMemo(() => parseSolanaKeyList(deferredKeys), [deferredKeys]);
  // The other inputs are the page's draft; the keys never are.
  const [draft, setDraft] = useToolDraft(BATCH_CLOSE_DRAFT_TOOL, EMPTY_DRAFT, parseBatchCloseDraft);
  const { receiverText, burnDust } = draft;
  const setReceiverText = (text: string) => setDraft((current) => ({ ...current, receiverText: text }));
  const setBurnDust = (burn: boolean) => setDraft((current) => ({ ...current, burnDust: burn }));
  const [executor, setExecutor] = useState<BatchExecutor | null>(null);
  const isBusy = useExecutorBusy(executor);
  // Leaving the page stops new sends (what is in flight finishes): no wallet prompt may appear after it is gone.
  useEffect(() => () => executor?.pause(), [executor]);
  const issueText = useKeyIssueText();
  const { state, scan } = useBatchScan(walletsSignature(keys.entries));

  const receiverAddress = receiverText.trim() === '' ? undefined : normalizeSolanaAddress(receiverText);
  const isReceiverInvalid = receiverText.trim() !== '' && !receiverAddress;
  const rentReceiver = useMemo(() => (receiverAddress ? new PublicKey(receiverAddress) : undefined), [receiverAddress]);
  // Not planned until the inviter's address is checked: the chunks are sized for its transfer or without it.
  const batch = useMemo(
    () =>
      state.phase === 'ready' && inviter.isChecked
        ? planBatchClose(state.results, { burnDust, rentReceiver, referrer: inviter.referrer })
        : undefined,
    [state, burnDust, rentReceiver, inviter.isChecked, inviter.referrer],
  );

  function readWallets() {
    if (keys.entries.length === 0 || isBusy) return;
    void scan(connectionFor(rpcChoice.resolveUrl()), keys.entries);
  }

  function start() {
    if (!batch || !feeKey || isReceiverInvalid || isBusy || batch.plan.totals.accounts === 0) return;
    const next = createCloseExecutor({
      rpc: connectionFor(rpcChoice.resolveUrl()),
      plan: batch.plan,
      feeReceiver: feeKey,
      rentReceiver,
      sign: keyRingSigner(keys.ring),
      isWallet: false,
    });
    setExecutor(next);
    void next.run();
  }

  const walletCount = batch ? batch.plan.walletTotals.size : 0;
  // Wallets whose accounts could not be read: the others are planned, these are offered a new read.
  const unread = state.phase === 'ready' ? state.results.filter((result) => result.error !== undefined) : [];
  return (
    <article className="key-batch">
      {!feeKey && (
        <p className="account-alert account-alert--error" role="alert">
          {t('badConfig')}
        </p>
      )}
      <KeyNotice />
      <SecretTextarea
        label={t('keysLabel')}
        hint={t('keysHint')}
        value={keysText}
        onChange={setKeysText}
        status={t('keysCount', { count: keys.entries.length })}
        disabled={isBusy}
      />
      <IssueList issues={keys.issues.map((issue) => ({ line: issue.line, text: issueText(issue) }))} />
      <TextField
        label={t('receiverLabel')}
        hint={t('receiverHint')}
        value={receiverText}
        onChange={setReceiverText}
        disabled={isBusy}
        error={isReceiverInvalid ? t('receiverInvalid') : undefined}
      />
      <label className="account-checkbox">
        <input
          type="checkbox"
          checked={burnDust}
          disabled={isBusy}
          onChange={(event) => setBurnDust(event.target.checked)}
        />{' '}
        {t('burnDust')}
      </label>
      <p className="account-field__hint">{t('burnDustHint')}</p>
      <SolanaRpcField rpc={rpcChoice} disabled={isBusy} testId="batch-close-rpc" />
      <div className="key-batch__actions">
        <button
          type="button"
          className="button key-batch__button"
          disabled={keys.entries.length === 0 || state.phase === 'scanning' || isBusy}
          onClick={readWallets}
        >
          {state.phase === 'scanning' ? t('scanning', { done: state.done, total: state.total }) : t('scan')}
        </button>
      </div>
      {state.phase === 'failed' && (
        <RpcReadError
          rpc={rpcChoice}
          message={t('scanFailed', { message: localizeError(state.error, locale) })}
          onRetry={readWallets}
          disabled={isBusy}
          testId="batch-close-scan-error"
        />
      )}
      {unread.length > 0 && (
        <RpcReadError
          rpc={rpcChoice}
          message={t('walletsUnread', {
            count: unread.length,
            message: localizeError(unread[0].error, locale),
          })}
          onRetry={readWallets}
          disabled={isBusy}
          testId="batch-close-unread-error"
        />
      )}
      {state.phase === 'ready' && batch && (
        <>
          <WalletScanTable
            results={state.results}
            burnDust={burnDust}
            walletTotals={batch.plan.walletTotals}
            problems={batch.problems}
          />
          <CloseSummary totals={batch.plan.totals} hasReceiver={rentReceiver !== undefined} title={t('totalsTitle')} />
          <div className="key-batch__actions">
            <button
              type="button"
              className="button key-batch__button"
              data-testid="close-accounts-button"
              disabled={!feeKey || isReceiverInvalid || isBusy || batch.plan.totals.accounts === 0}
              onClick={start}
            >
              {t('start', { count: batch.plan.totals.accounts, wallets: walletCount })}
            </button>
          </div>
        </>
      )}
      {executor && <CloseRunPanel executor={executor} onSettled={readWallets} />}
    </article>
  );
}
