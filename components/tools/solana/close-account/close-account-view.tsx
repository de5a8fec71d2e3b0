'use client';

import { PublicKey } from '@solana/web3.js';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { normalizeSolanaAddress } from '@/chains/solana/address';
import type { TransactionsSigner } from '@/chains/solana/grouped-signing';
import { TextField } from '@/components/tools/key-batch/text-field';
import { useUsableReferrer } from '@/components/tools/solana/referral/use-usable-referrer';
import { RpcReadError } from '@/components/tools/solana/rpc/rpc-read-error';
import type { SolanaRpcChoice } from '@/components/tools/solana/rpc/use-solana-rpc';
import type { BatchExecutor } from '@/lib/batch/executor';
import { useToolDraft } from '@/lib/client/tool-draft';
import { localizeError } from '@/lib/errors';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { createCloseExecutor } from './close-executor';
import { planClose } from './close-plan';
import { CloseRunPanel } from './close-run-panel';
import { CloseSummary } from './close-summary';
import { DustAccounts } from './dust-accounts';
import { EmptyAccounts } from './empty-accounts';
import { feeReceiverKey } from './fee-receiver';
import type { CloseAccountsRpc, WalletScan } from './scan';
import { SkippedAccounts } from './skipped-accounts';
import { useExecutorBusy } from './use-executor-busy';
import { useWalletScan } from './use-wallet-scan';

const NOTHING: ReadonlySet<string> = new Set();

export interface CloseAccountViewProps {
  /** The connected wallet, or null before it connects. */
  owner: PublicKey | null;
  /** The wallet's signAllTransactions (one approval for the batch). */
  sign: TransactionsSigner;
  rpc: CloseAccountsRpc;
  /** From the server's config (SOLANA_FEE_RECEIVER). */
  feeReceiver: string;
  /** The signed-in user's inviter's payout address (lib/server/solana/fee-target.ts); absent: none. */
  referrer?: string;
  /** The phone layout of /m/solana/close-account. (Titles are the server pages': this view renders in the browser.) */
  isCompact?: boolean;
  /** Connect / connected / disconnect. */
  walletPanel?: ReactNode;
  /** The page's RPC choice: a failed read names it and offers another one in place. */
  rpcChoice?: SolanaRpcChoice;
  /** Asks for a wallet: the close action while none is connected (the accounts can be looked at before). */
  onConnect?: () => void;
}

/** The address typed to look at before connecting: kept as the page's draft (an address, never a key). */
interface CloseAccountDraft {
  address: string;
}

export const CLOSE_ACCOUNT_DRAFT_TOOL = 'solana-close-account';
const EMPTY_DRAFT: CloseAccountDraft = { address: '' };
const parseDraft = (raw: unknown): CloseAccountDraft | null =>
  raw && typeof raw === 'object' && typeof (raw as CloseAccountDraft).address === 'string'
    ? { address: (raw as CloseAccountDraft).address }
    : null;

/** Close the connected wallet's token accounts: scan, choose the dust to burn, see the figures, sign once, follow. */
export function CloseAccountView({
  owner,
  sign,
  rpc,
  feeReceiver,
  referrer,
  isCompact = false,
  walletPanel,
  rpcChoice,
  onConnect,
}: CloseAccountViewProps) {
  const t = useTranslations('solanaCloseAccount');
  const locale = useSiteLocale();
  const receiver = useMemo(() => feeReceiverKey(feeReceiver), [feeReceiver]);
  const [draft, setDraft] = useToolDraft(CLOSE_ACCOUNT_DRAFT_TOOL, EMPTY_DRAFT, parseDraft);
  const typed = draft.address.trim() === '' ? undefined : normalizeSolanaAddress(draft.address.trim());
  // The connected wallet is the one scanned (it signs); before it connects, the address typed is looked at.
  const scanned = useMemo(() => owner ?? (typed ? new PublicKey(typed) : null), [owner, typed]);
  const { state, rescan } = useWalletScan(rpc, scanned);
  const ownerAddress = scanned?.toBase58();
  const excluded = useMemo(() => [feeReceiver, ...(ownerAddress ? [ownerAddress] : [])], [feeReceiver, ownerAddress]);
  const inviter = useUsableReferrer(rpc, referrer, excluded);
  const [burnChoice, setBurnChoice] = useState<{ scan?: WalletScan; selected: ReadonlySet<string> }>({
    selected: NOTHING,
  });
  const [executor, setExecutor] = useState<BatchExecutor | null>(null);
  const isBusy = useExecutorBusy(executor);
  // Leaving the page stops new sends (what is in flight finishes): no wallet prompt may appear after it is gone.
  useEffect(() => () => executor?.pause(), [executor]);
  const scan = state.phase === 'ready' ? state.scan : undefined;

  // A choice holds for the scan it was made on: a new scan (or wallet) starts with nothing to burn, since burning
  // destroys tokens.
  const burn = burnChoice.scan === scan ? burnChoice.selected : NOTHING;
  const setBurn = (selected: Set<string>) => setBurnChoice({ scan, selected });

  // Not planned until the inviter's address is checked: the chunks are sized for its transfer or without it.
  const plan = useMemo(() => {
    if (!scan || !inviter.isChecked) return undefined;
    const dust = scan.dust.filter((item) => burn.has(item.account.address.toBase58())).map((item) => item.account);
    return planClose([{ owner: scan.owner, accounts: [...scan.empty, ...dust] }], { referrer: inviter.referrer });
  }, [scan, burn, inviter.isChecked, inviter.referrer]);

  function start() {
    if (!owner) {
      onConnect?.();
      return;
    }
    if (!plan || !receiver || isBusy || plan.totals.accounts === 0 || !scan?.owner.equals(owner)) return;
    const next = createCloseExecutor({ rpc, plan, feeReceiver: receiver, sign, isWallet: true });
    setExecutor(next);
    void next.run();
  }

  const total = scan ? scan.empty.length + scan.dust.length + scan.skipped.length : 0;
  return (
    <article className={isCompact ? 'check-balance check-balance--compact' : 'check-balance'}>
      {!receiver && (
        <p className="account-alert account-alert--error" role="alert">
          {t('badConfig')}
        </p>
      )}
      {walletPanel}
      {!owner && (
        <TextField
          label={t('addressLabel')}
          hint={t('connectFirst')}
          value={draft.address}
          onChange={(address) => setDraft({ address })}
          error={draft.address.trim() !== '' && !typed ? t('addressInvalid') : undefined}
        />
      )}
      {state.phase === 'scanning' && (
        <p role="status" data-testid="close-scan-status">
          {t('scan.scanning')}
        </p>
      )}
      {state.phase === 'failed' &&
        (rpcChoice ? (
          <RpcReadError
            rpc={rpcChoice}
            message={t('scan.failed', { message: localizeError(state.error, locale) })}
            onRetry={() => void rescan()}
            testId="close-scan-error"
          />
        ) : (
          <p className="account-alert account-alert--error" role="alert">
            {t('scan.failed', { message: localizeError(state.error, locale) })}
          </p>
        ))}
      {scan && (
        <>
          <p role="status" data-testid="close-scan-status">
            {total === 0 ? t('scan.none') : t('scan.found', { count: total })}
          </p>
          <EmptyAccounts accounts={scan.empty} isCompact={isCompact} />
          <DustAccounts dust={scan.dust} selected={burn} onChange={setBurn} disabled={isBusy} isCompact={isCompact} />
          <SkippedAccounts skipped={scan.skipped} isCompact={isCompact} />
        </>
      )}
      {plan && plan.totals.accounts > 0 && (
        <>
          <CloseSummary totals={plan.totals} />
          <p className="account-field__hint">
            {owner ? t('closeHint', { count: plan.totals.transactions }) : t('connectToClose')}
          </p>
          <div className="key-batch__actions">
            <button
              type="button"
              className="button"
              data-testid="close-accounts-button"
              disabled={!receiver || isBusy || (!owner && !onConnect)}
              onClick={start}
            >
              {owner
                ? t('close', { count: plan.totals.accounts })
                : t('connectAndClose', { count: plan.totals.accounts })}
            </button>
          </div>
        </>
      )}
      {scanned && state.phase !== 'scanning' && (
        <div className="key-batch__actions">
          <button type="button" className="button button--small" disabled={isBusy} onClick={() => void rescan()}>
            {t('scan.rescan')}
          </button>
        </div>
      )}
      {executor && <CloseRunPanel executor={executor} onSettled={rescan} />}
    </article>
  );
}
