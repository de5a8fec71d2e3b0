'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { Address } from 'viem';
import { hasNonceGap, planCancelLowest, planGapFill, readNonces, readPool } from '@/chains/evm/transaction/nonces';
import { type ReplacementPlan, readNetworkFees, toRpcTransaction } from '@/chains/evm/transaction/replace';
import { targetFor } from '@/components/tools/evm/key-batch/chain';
import { walletChainFor } from '@/components/tools/evm/provider-wallet/wallet-chain';
import type { ProviderWallet } from '@/components/tools/evm/provider-wallet/wallet-handle';
import { sendPrepared, switchChain } from '@/components/tools/evm/provider-wallet/wallet-requests';
import type { ReadClient } from '@/components/tools/evm/send-token/use-chain-access';
import { formatAmount, formatGwei } from '@/components/tools/evm/transaction/format';
import { shortenAddress } from '@/lib/client/user/display-name';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { useWalletAction } from './wallet-action';

export interface UnstickPanelProps {
  locale: Locale;
  read: ReadClient;
  account: Address | undefined;
  wallet: ProviderWallet | null;
  onConnect: () => void;
}

/** The queue is read again every 6 s: a fill or a cancel shows up as soon as it is mined. */
const QUEUE_REFRESH_MS = 6_000;

function feeText(plan: ReplacementPlan): string {
  const { fees } = plan.request;
  return fees.kind === 'eip1559'
    ? `${formatGwei(fees.maxFeePerGas)} / ${formatGwei(fees.maxPriorityFeePerGas)} Gwei`
    : `${formatGwei(fees.gasPrice)} Gwei`;
}

/**
 * The account's queue on the picked chain: mined and pending nonces, the node's pool where it shows it, and the two
 * ways out of a stuck queue: fill the first missing nonce, or cancel the lowest pending transaction.
 */
export function UnstickPanel({ locale, read, account, wallet, onConnect }: UnstickPanelProps) {
  const t = useTranslations('metamaskHelper.unstick');
  const chain = targetFor(read.chainId, read.url, false);
  const queue = useQuery({
    queryKey: ['metamask-helper-queue', read.chainId, read.url, account],
    queryFn: async () => {
      const address = account as Address;
      const [nonces, pool, network] = await Promise.all([
        readNonces(read.client, address),
        readPool(read.client, address),
        readNetworkFees(read.client),
      ]);
      return { nonces, pool, network };
    },
    enabled: account !== undefined,
    refetchInterval: QUEUE_REFRESH_MS,
  });
  const action = useWalletAction();
  if (!account) {
    return (
      <section className="send-token__panel" aria-label={t('legend')}>
        <h2>{t('legend')}</h2>
        <p className="account-card__muted">{t('noAccount')}</p>
      </section>
    );
  }
  const data = queue.data;
  const gap = data ? hasNonceGap(data.nonces, data.pool) : false;
  const fill = data ? planGapFill(account, data.nonces, data.network) : undefined;
  const cancel = data ? planCancelLowest(account, data.nonces, data.network, data.pool) : null;
  const isOwner = wallet?.status === 'connected' && wallet.address?.toLowerCase() === account.toLowerCase();
  const isOnChain = wallet?.chainId === read.chainId;

  const sign = (plan: ReplacementPlan, done: string) =>
    void action.run(async () => {
      if (!wallet) return null;
      const provider = await wallet.provider();
      await sendPrepared(provider, read.chainId, toRpcTransaction(plan.request));
      void queue.refetch();
      return done;
    });

  function signButton(plan: ReplacementPlan, label: string, done: string) {
    if (wallet?.status !== 'connected') {
      return (
        <button type="button" className="button" onClick={onConnect}>
          {t('connect')}
        </button>
      );
    }
    if (!isOwner)
      return (
        <p className="account-field__error">{t('wrongAccount', { account: shortenAddress(account as string) })}</p>
      );
    if (!isOnChain) {
      return (
        <button
          type="button"
          className="button"
          disabled={action.isBusy}
          onClick={() =>
            void action.run(async () => {
              if (wallet) await switchChain(await wallet.provider(), walletChainFor(read.chainId, read.url));
              return null;
            })
          }
        >
          {t('switch', { chain: chain.name })}
        </button>
      );
    }
    return (
      <button type="button" className="button" disabled={action.isBusy} onClick={() => sign(plan, done)}>
        {label}
      </button>
    );
  }

  return (
    <section className="send-token__panel" aria-label={t('legend')}>
      <h2>{t('legend')}</h2>
      {queue.isPending && <p role="status">{t('reading')}</p>}
      {queue.error && (
        <p className="account-field__error" role="alert">
          {t('readError', { message: localizeError(queue.error, locale) })}
        </p>
      )}
      {data && (
        <>
          <p data-latest={data.nonces.latest} data-pending={data.nonces.pending}>
            {t('nonces', { chain: chain.name, latest: data.nonces.latest, pending: data.nonces.pending })}
          </p>
          <p className="account-field__hint">
            {data.pool === undefined
              ? t('poolHidden')
              : t('pool', {
                  pending: data.pool.filter((entry) => entry.state === 'pending').length,
                  queued: data.pool.filter((entry) => entry.state === 'queued').length,
                })}
          </p>
          {gap && <p className="account-field__error">{t('gap', { nonce: data.nonces.pending })}</p>}
          {cancel && (
            <div className="tx-tool__action" data-action="cancel-lowest">
              <p>
                {t('cancelLowest', {
                  nonce: cancel.request.nonce,
                  fees: feeText(cancel),
                  cost: `${formatAmount(cancel.maxCost, chain.nativeDecimals)} ${chain.nativeSymbol}`,
                })}
              </p>
              {signButton(cancel, t('cancelButton', { nonce: cancel.request.nonce }), t('cancelSent'))}
            </div>
          )}
          {fill && (
            <div className="tx-tool__action" data-action="fill-gap">
              <p>
                {t(gap ? 'fillGap' : 'fillGapIdle', {
                  nonce: fill.request.nonce,
                  fees: feeText(fill),
                  cost: `${formatAmount(fill.maxCost, chain.nativeDecimals)} ${chain.nativeSymbol}`,
                })}
              </p>
              {signButton(fill, t('fillButton', { nonce: fill.request.nonce }), t('fillSent'))}
            </div>
          )}
          <p className="account-field__hint">{t('nonceHint')}</p>
        </>
      )}
      {action.isBusy && <p role="status">{t('confirm')}</p>}
      {action.done && <p role="status">{action.done}</p>}
      {action.error !== null && (
        <p className="account-field__error" role="alert">
          {t('error', { message: localizeError(action.error, locale) })}
        </p>
      )}
    </section>
  );
}
