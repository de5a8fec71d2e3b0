'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Address } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { type FindApprovalsResult, findApprovals } from '@/chains/evm/approvals/find';
import { downloadCsv } from '@/components/batch/download-csv';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import { TextField } from '@/components/tools/key-batch/text-field';
import { VirtualTable } from '@/components/tools/key-batch/virtual-table';
import { localizeError } from '@/lib/errors';
import { txUrl } from '../key-batch/chain';
import { ShortHex } from '../key-batch/run-table';
import { useChainClient } from '../key-batch/use-chain-target';
import { ApprovalWalletPanel } from './approval-wallet-panel';
import { formatAmount, grantKey, grantsCsv, isUnlimited, totalAtRisk, valueAtRisk } from './grant-rows';
import { type RevokeStatus, runRevokes } from './revoke-run';
import { SpenderLabel } from './spender-label';
import { useApprovalWallet } from './use-approval-wallet';
import { usePrices } from './use-prices';

type ScanState =
  | { phase: 'idle' }
  | { phase: 'scanning'; scanned: bigint; total: bigint; requests: number }
  | { phase: 'ready'; owner: Address; chainId: number; result: FindApprovalsResult }
  | { phase: 'failed'; error: unknown };

const usd = (value: number) =>
  `$${value.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 2 })}`;

/** /approve/check: every approval an address granted, its value at risk, and revokes from the owner's wallet. */
export function ApproveCheckView() {
  const t = useTranslations('approveCheck');
  const { locale, endpoint, target, client } = useChainClient('approve-check');
  const { wallet, isLoading, requestConnect, bridge } = useApprovalWallet(locale);
  const [ownerText, setOwnerText] = useState('');
  const [fromText, setFromText] = useState('');
  const [scan, setScan] = useState<ScanState>({ phase: 'idle' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [statuses, setStatuses] = useState<ReadonlyMap<string, RevokeStatus>>(new Map());
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const [isRevoking, setIsRevoking] = useState(false);

  const owner = checksumEvmAddress(ownerText);
  const fromBlock =
    fromText.trim() === '' ? 0n : /^\d{1,12}$/.test(fromText.trim()) ? BigInt(fromText.trim()) : undefined;
  const grants = scan.phase === 'ready' ? scan.result.grants : [];
  const prices = usePrices(
    scan.phase === 'ready' ? scan.chainId : undefined,
    grants.flatMap((grant) => (grant.kind !== 'operator' && grant.symbol ? [grant.symbol] : [])),
  );
  const live = grants.filter((grant) => statuses.get(grantKey(grant))?.kind !== 'revoked');

  async function check() {
    if (!client || !target || !owner || fromBlock === undefined) return;
    setScan({ phase: 'scanning', scanned: 0n, total: 0n, requests: 0 });
    setSelected(new Set());
    setStatuses(new Map());
    setRevokeError(null);
    try {
      const result = await findApprovals(client, {
        chainId: target.chainId,
        owner,
        fromBlock,
        onProgress: ({ scannedBlocks, totalBlocks, requests }) =>
          setScan({ phase: 'scanning', scanned: scannedBlocks, total: totalBlocks, requests }),
      });
      setScan({ phase: 'ready', owner, chainId: target.chainId, result });
    } catch (error) {
      setScan({ phase: 'failed', error });
    }
  }

  async function revoke(keys: readonly string[]) {
    if (scan.phase !== 'ready' || !client || keys.length === 0) return;
    setRevokeError(null);
    if (wallet?.status !== 'connected' || !wallet.address) {
      requestConnect();
      return;
    }
    if (wallet.address.toLowerCase() !== scan.owner.toLowerCase()) {
      setRevokeError(t('wrongWallet', { owner: scan.owner }));
      return;
    }
    if (wallet.chainId !== scan.chainId) {
      setRevokeError(t('wrongChain'));
      return;
    }
    const chosen = scan.result.grants.filter((grant) => keys.includes(grantKey(grant)));
    setIsRevoking(true);
    try {
      const chainId = scan.chainId;
      const isBatch = chosen.length > 1 && (await wallet.supportsBatch(chainId));
      await runRevokes({
        client,
        chainId,
        owner: scan.owner,
        grants: chosen,
        locale,
        signer: {
          sendCalls: isBatch ? (calls) => wallet.sendCalls(chainId, calls) : undefined,
          send: (call) => wallet.send(chainId, { to: call.to, data: call.data, value: 0n }),
          wait: async (hash) => (await client.waitForTransactionReceipt({ hash })).status === 'success',
        },
        onStatus: (index, status) => setStatuses((current) => new Map(current).set(grantKey(chosen[index]), status)),
      });
      setSelected(new Set());
    } catch (error) {
      setRevokeError(localizeError(error, locale));
    } finally {
      setIsRevoking(false);
    }
  }

  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const statusText = (key: string) => {
    const status = statuses.get(key);
    if (!status) return t('status.live');
    if (status.kind === 'failed') return status.message ?? t('status.stillApproved');
    return t(`status.${status.kind}`);
  };
  const chainId = scan.phase === 'ready' ? scan.chainId : target?.chainId;
  const revokable = live.map(grantKey).filter((key) => statuses.get(key)?.kind !== 'sent');
  const selection = [...selected].filter((key) => revokable.includes(key));

  return (
    <article className="key-batch approve-check">
      {bridge}
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <div className="key-batch__setup">
        <ChainPicker endpoint={endpoint} locale={locale} disabled={scan.phase === 'scanning' || isRevoking} />
      </div>
      <ApprovalWalletPanel
        locale={locale}
        wallet={wallet}
        isLoading={isLoading}
        target={target}
        onConnect={requestConnect}
      />
      <TextField
        label={t('ownerLabel')}
        hint={t('ownerHint')}
        value={ownerText}
        onChange={setOwnerText}
        placeholder="0x…"
        error={ownerText.trim() !== '' && !owner ? t('ownerInvalid') : undefined}
      />
      {wallet?.address && wallet.address !== owner && (
        <button type="button" className="wallet-link-button" onClick={() => setOwnerText(wallet.address ?? '')}>
          {t('useWallet')}
        </button>
      )}
      <TextField
        label={t('fromBlockLabel')}
        hint={t('fromBlockHint')}
        value={fromText}
        onChange={setFromText}
        placeholder="0"
        inputMode="decimal"
        error={fromBlock === undefined ? t('fromBlockInvalid') : undefined}
      />
      <div className="key-batch__actions">
        <button
          type="button"
          className="button key-batch__button"
          disabled={!client || !owner || fromBlock === undefined || scan.phase === 'scanning' || isRevoking}
          onClick={() => void check()}
        >
          {scan.phase === 'scanning' ? t('checking') : t('check')}
        </button>
      </div>
      {scan.phase === 'scanning' && scan.total > 0n && (
        <p role="status" className="account-field__hint">
          {t('progress', {
            scanned: scan.scanned.toString(),
            total: scan.total.toString(),
            requests: scan.requests,
          })}
        </p>
      )}
      {scan.phase === 'failed' && (
        <RpcReadError
          endpoint={endpoint}
          message={t('readFailed', { message: localizeError(scan.error, locale) })}
          onRetry={() => void check()}
        />
      )}
      {scan.phase === 'ready' && (
        <section className="key-batch__panel" aria-label={t('resultsLabel')}>
          <p role="status" className="approve-check__summary" data-count={live.length}>
            {t('summary', {
              count: live.length,
              requests: scan.result.requests,
              block: scan.result.toBlock.toString(),
            })}
          </p>
          {live.length > 0 && (
            <p className="approve-check__risk" data-usd={totalAtRisk(live, prices).toFixed(2)}>
              {t('totalAtRisk', { value: usd(totalAtRisk(live, prices)) })}
            </p>
          )}
          <VirtualTable
            label={t('tableLabel')}
            columns={[
              '',
              t('columns.kind'),
              t('columns.token'),
              t('columns.spender'),
              t('columns.allowance'),
              t('columns.balance'),
              t('columns.atRisk'),
              t('columns.value'),
              t('columns.status'),
              '',
            ]}
            count={grants.length}
            rowState={(index) => statuses.get(grantKey(grants[index]))?.kind ?? 'live'}
            row={(index) => {
              const grant = grants[index];
              const key = grantKey(grant);
              const status = statuses.get(key);
              const isOpen = status?.kind !== 'revoked' && status?.kind !== 'sent' && status?.kind !== 'signing';
              const value = valueAtRisk(grant, prices);
              const hash = status && 'hash' in status ? status.hash : undefined;
              const link = hash && chainId !== undefined ? txUrl(chainId, hash) : undefined;
              return [
                <input
                  key="pick"
                  type="checkbox"
                  aria-label={t('select', { token: grant.symbol ?? grant.token, spender: grant.spender })}
                  checked={selected.has(key)}
                  disabled={!isOpen || isRevoking}
                  onChange={() => toggle(key)}
                />,
                t(`kinds.${grant.kind}`),
                <span key="token" title={grant.token}>
                  {grant.symbol ?? ''} <ShortHex value={grant.token} />
                </span>,
                <SpenderLabel key="spender" spender={grant.spender} chainId={chainId} />,
                isUnlimited(grant) ? (
                  <strong key="allowance" className="eip7702__danger">
                    {grant.kind === 'operator' ? t('allTokens') : t('unlimited')}
                  </strong>
                ) : (
                  formatAmount(grant.allowance, grant)
                ),
                formatAmount(grant.balance, grant),
                formatAmount(grant.atRisk, grant),
                value === undefined ? '—' : usd(value),
                link ? (
                  <a key="status" href={link} target="_blank" rel="noreferrer">
                    {statusText(key)}
                  </a>
                ) : (
                  <span key="status">{statusText(key)}</span>
                ),
                <button
                  key="revoke"
                  type="button"
                  className="button button--small key-batch__button--secondary"
                  disabled={!isOpen || isRevoking}
                  onClick={() => void revoke([key])}
                >
                  {t('revokeOne')}
                </button>,
              ];
            }}
          />
          <div className="key-batch__actions">
            <button
              type="button"
              className="button button--small key-batch__button--secondary"
              disabled={isRevoking || revokable.length === 0}
              onClick={() => setSelected(selection.length === revokable.length ? new Set() : new Set(revokable))}
            >
              {selection.length === revokable.length && revokable.length > 0 ? t('selectNone') : t('selectAll')}
            </button>
            <button
              type="button"
              className="button key-batch__button"
              disabled={isRevoking || selection.length === 0}
              onClick={() => void revoke(selection)}
            >
              {isRevoking ? t('revoking') : t('revokeSelected', { count: selection.length })}
            </button>
            <button
              type="button"
              className="button button--small key-batch__button--secondary"
              onClick={() =>
                downloadCsv(
                  'approvals.csv',
                  grantsCsv(grants, prices, scan.chainId, (grant) => statuses.get(grantKey(grant))?.kind ?? 'live'),
                )
              }
            >
              {t('export')}
            </button>
          </div>
          <p className="account-field__hint">{t('revokeHint')}</p>
          {revokeError && (
            <p className="account-field__error" role="alert">
              {revokeError}
            </p>
          )}
        </section>
      )}
    </article>
  );
}
