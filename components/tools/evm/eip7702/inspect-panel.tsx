'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { PublicClient } from 'viem';
import { readAccountStates } from '@/chains/evm/eip7702/read';
import { downloadCsv } from '@/components/batch/download-csv';
import type { RpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import { IssueList } from '@/components/tools/key-batch/issue-list';
import { usePlanRead } from '@/components/tools/key-batch/use-plan-read';
import { VirtualTable } from '@/components/tools/key-batch/virtual-table';
import { localizeError } from '@/lib/errors';
import { formatBaseUnits } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { ChainTarget } from '../key-batch/chain';
import { ShortHex } from '../key-batch/run-table';
import { MAX_CHECKED_ADDRESSES, parseAddressLines } from './address-lines';
import { DelegateLabel } from './delegate-label';
import { type InspectRow, inspectCounts, inspectCsv, inspectRows } from './inspect-results';

interface InspectPanelProps {
  endpoint: RpcEndpoint;
  target: ChainTarget | undefined;
  client: PublicClient | undefined;
}

/** Checks pasted addresses: delegated or not, to what, and whether that delegate is known to sweep funds. */
export function InspectPanel({ endpoint, target, client }: InspectPanelProps) {
  const t = useTranslations('eip7702.inspect');
  const tInput = useTranslations('eip7702.input');
  const locale = useSiteLocale();
  const [text, setText] = useState('');
  const parsed = useMemo(() => parseAddressLines(text), [text]);
  const isTooMany = parsed.entries.length > MAX_CHECKED_ADDRESSES;
  const inputs = target ? JSON.stringify([target.chainId, target.rpcUrl, parsed.entries]) : '';
  const { state, read } = usePlanRead<InspectRow[]>(inputs);

  function check() {
    if (!client || parsed.entries.length === 0 || isTooMany) return;
    const entries = parsed.entries;
    void read(inputs, async () =>
      inspectRows(
        entries,
        await readAccountStates(
          client,
          entries.map((entry) => entry.address),
        ),
      ),
    );
  }

  const rows = state.phase === 'ready' ? state.plan : [];
  const counts = inspectCounts(rows);
  const symbol = target?.nativeSymbol ?? 'ETH';
  const decimals = target?.nativeDecimals ?? 18;
  return (
    <section className="key-batch__panel" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <div className="account-field">
        <label htmlFor="eip7702-addresses" className="account-field__label">
          {t('addressesLabel')}
        </label>
        <p className="account-field__hint">{t('addressesHint', { limit: MAX_CHECKED_ADDRESSES })}</p>
        <textarea
          id="eip7702-addresses"
          className="account-field__input key-batch__secret"
          rows={5}
          value={text}
          placeholder="0x…"
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="key-batch__actions">
          <label className="button button--small key-batch__button key-batch__button--secondary">
            {t('upload')}
            <input
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void file.text().then(setText);
              }}
            />
          </label>
          <span className="account-field__hint" role="status">
            {t('addressesCount', { count: parsed.entries.length })}
          </span>
        </div>
      </div>
      <IssueList
        issues={parsed.issues.map((issue) => ({
          line: issue.line,
          text:
            issue.kind === 'invalid' ? tInput('invalidAddress') : tInput('duplicate', { line: issue.firstLine ?? 0 }),
        }))}
      />
      {isTooMany && (
        <p className="account-field__error" role="alert">
          {t('tooMany', { limit: MAX_CHECKED_ADDRESSES })}
        </p>
      )}
      <div className="key-batch__actions">
        <button
          type="button"
          className="button key-batch__button"
          disabled={!client || parsed.entries.length === 0 || isTooMany || state.phase === 'reading'}
          onClick={check}
        >
          {state.phase === 'reading' ? t('checking') : t('check')}
        </button>
        {state.phase === 'ready' && (
          <button
            type="button"
            className="button button--small key-batch__button key-batch__button--secondary"
            onClick={() => downloadCsv('eip7702-check.csv', inspectCsv(rows, decimals, symbol))}
          >
            {t('export')}
          </button>
        )}
      </div>
      {state.phase === 'failed' && (
        <RpcReadError
          endpoint={endpoint}
          message={t('readFailed', { message: localizeError(state.error, locale) })}
          onRetry={check}
        />
      )}
      {state.phase === 'ready' && (
        <>
          <p role="status" className="eip7702__summary">
            {t('summary', { total: counts.total, delegated: counts.delegated })}
          </p>
          {counts.sweepers > 0 && (
            <p role="alert" className="eip7702__danger">
              {t('sweeperAlert', { count: counts.sweepers })}
            </p>
          )}
          <VirtualTable
            label={t('tableLabel')}
            columns={[t('line'), t('address'), t('state'), t('delegateColumn'), t('nonce'), t('balance', { symbol })]}
            count={rows.length}
            rowState={(index) => rows[index].verdict?.kind ?? rows[index].code.kind}
            row={(index) => {
              const row = rows[index];
              return [
                row.line,
                <ShortHex key="address" value={row.address} />,
                <span key="state" data-state={row.code.kind}>
                  {t(`states.${row.code.kind}`)}
                </span>,
                row.code.kind === 'delegated' ? (
                  <DelegateLabel key="delegate" delegate={row.code.delegate} chainId={target?.chainId} />
                ) : (
                  ''
                ),
                row.nonce,
                formatBaseUnits(row.balance, decimals),
              ];
            }}
          />
        </>
      )}
    </section>
  );
}
