'use client';

import { useTranslations } from 'next-intl';
import { formatBaseUnits } from '@/lib/fees/decimal';
import { txUrl } from '../key-batch/chain';
import { sessionTotals } from './scheduler';
import type { LogEntry, SessionState, SessionTx } from './session-types';

interface SessionPanelProps {
  session: SessionState;
  coinSymbol: string;
  coinDecimals: number;
  /** The picked chain is the session's. */
  isOnChain: boolean;
  /** How many of the session's wallets have their key pasted. */
  keysPasted: number;
  working: boolean;
  canTrade: boolean;
  error?: string;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
  onDiscard: () => void;
  onExport: () => void;
}

/** How many log lines and transactions the page shows (newest first); the CSV has them all. */
const SHOWN = 200;

function short(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** The session running or saved: its state, totals, wallets, live log and controls. */
export function SessionPanel(props: SessionPanelProps) {
  const { session, coinDecimals, isOnChain, keysPasted, working, canTrade } = props;
  const t = useTranslations('bmmEvm');
  const { settings } = session;
  const totals = sessionTotals(session);
  const coinSymbol = props.coinSymbol;
  const coin = (value: bigint) => `${formatBaseUnits(value, coinDecimals)} ${coinSymbol}`.trim();
  const token = (value: bigint) => `${formatBaseUnits(value, settings.tokenDecimals)} ${settings.tokenSymbol}`;
  const time = (at: number) => new Date(at * 1000).toLocaleTimeString();
  const missingKeys = settings.wallets.length - keysPasted;
  const canResume = session.status === 'paused' && isOnChain && keysPasted > 0 && canTrade && !working;
  const txLabel = (tx: SessionTx) =>
    tx.kind === 'trade'
      ? t(`log.${tx.side === 'buy' ? 'buy' : 'sell'}`, {
          amountIn: tx.side === 'buy' ? coin(tx.amountIn) : token(tx.amountIn),
          amountOut: tx.amountOut === undefined ? '…' : tx.side === 'buy' ? token(tx.amountOut) : coin(tx.amountOut),
        })
      : t(`log.${tx.kind}`, { amount: token(tx.amountIn) });
  const txs = [...session.txs].reverse().slice(0, SHOWN);
  const eventText = (entry: LogEntry) => {
    const [side, price] = (entry.detail ?? '').split(' ');
    const detail =
      entry.code === 'resolved' && entry.detail ? t(`txStatus.${entry.detail as SessionTx['status']}`) : entry.detail;
    return t(`events.${entry.code}`, {
      reason: entry.reason ? t(`stopReason.${entry.reason}`) : '',
      detail: detail ?? '',
      id: entry.txId ?? 0,
      side: side === 'buy' || side === 'sell' ? t(`sideName.${side}`) : '',
      price: entry.code === 'band-wait' && /^\d+$/.test(price ?? '') ? coin(BigInt(price)) : '',
    });
  };
  // The log only grows (older lines drop off the front), so a line's position from the end names it.
  const events = session.log.map((entry, position) => ({ entry, id: `${entry.at}:${session.log.length - position}` }));
  const shownEvents = events.reverse().slice(0, SHOWN);

  return (
    <section className="check-balance__panel" aria-label={t('sessionLabel')}>
      <h2>
        {t(`status.${session.status}`)}
        {session.status === 'stopped' && session.stopReason ? ` · ${t(`stopReason.${session.stopReason}`)}` : ''}
      </h2>
      <p className="account-card__muted">
        {t('sessionSummary', {
          token: settings.tokenSymbol,
          dex: settings.dex.name,
          wallets: settings.wallets.length,
          pattern: t(`pattern.${settings.pattern.kind}`),
        })}
      </p>
      {!isOnChain && (
        <p className="key-batch__warning" role="note">
          {t('wrongChain', { chainId: settings.chainId })}
        </p>
      )}
      {session.status === 'paused' && missingKeys > 0 && (
        <p className="key-batch__warning" role="note">
          {t('keysMissing', { count: missingKeys })}
        </p>
      )}
      {session.status === 'running' && session.nextAt !== undefined && (
        <p className="account-card__muted">{t('nextAt', { time: time(session.nextAt) })}</p>
      )}
      <div className="key-batch__summary">
        <dl data-testid="bmm-totals">
          <div>
            <dt>{t('totals.trades')}</dt>
            <dd data-testid="bmm-trades">{totals.trades}</dd>
          </div>
          <div>
            <dt>{t('totals.volume')}</dt>
            <dd>{coin(totals.volume)}</dd>
          </div>
          <div>
            <dt>{t('totals.spent')}</dt>
            <dd>{coin(totals.spent)}</dd>
          </div>
          <div>
            <dt>{t('totals.pnl')}</dt>
            <dd>{coin(totals.pnl)}</dd>
          </div>
          {totals.unresolved > 0 && (
            <div>
              <dt>{t('totals.unresolved')}</dt>
              <dd>{totals.unresolved}</dd>
            </div>
          )}
        </dl>
      </div>
      {props.error && (
        <p className="account-field__error" role="alert">
          {props.error}
        </p>
      )}
      <div className="key-batch__actions">
        {session.status === 'running' && (
          <button type="button" className="button key-batch__button" onClick={props.onPause}>
            {t('pause')}
          </button>
        )}
        {session.status === 'paused' && (
          <button type="button" className="button key-batch__button" disabled={!canResume} onClick={props.onResume}>
            {working ? t('checking') : t('resume')}
          </button>
        )}
        {session.status !== 'stopped' && (
          <button type="button" className="button key-batch__button" disabled={working} onClick={props.onStop}>
            {t('stop')}
          </button>
        )}
        {session.status !== 'running' && (
          <button type="button" className="button key-batch__button" disabled={working} onClick={props.onDiscard}>
            {t('discard')}
          </button>
        )}
        <button type="button" className="button key-batch__button" onClick={props.onExport}>
          {t('export')}
        </button>
      </div>
      <div className="key-batch__scroll bmm__scroll">
        <table className="key-batch__table">
          <caption>{t('walletsLabel')}</caption>
          <thead>
            <tr>
              <th>{t('table.wallet')}</th>
              <th>{t('table.trades')}</th>
              <th>{t('table.volume')}</th>
              <th>{t('table.tokens')}</th>
              <th>{t('table.gas')}</th>
              <th>{t('table.pnl')}</th>
            </tr>
          </thead>
          <tbody>
            {totals.wallets.map((wallet) => (
              <tr key={wallet.wallet}>
                <td className="key-batch__mono" title={wallet.wallet}>
                  {short(wallet.wallet)}
                </td>
                <td>{t('table.buysSells', { buys: wallet.buys, sells: wallet.sells })}</td>
                <td>{coin(wallet.volume)}</td>
                <td>{token(wallet.tokensIn - wallet.tokensOut)}</td>
                <td>{coin(wallet.gas)}</td>
                <td>{coin(wallet.pnl)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="key-batch__scroll bmm__scroll">
        <table className="key-batch__table" data-testid="bmm-txs">
          <caption>{t('txsLabel')}</caption>
          <thead>
            <tr>
              <th>{t('table.time')}</th>
              <th>{t('table.wallet')}</th>
              <th>{t('table.trade')}</th>
              <th>{t('table.status')}</th>
              <th>{t('table.hash')}</th>
            </tr>
          </thead>
          <tbody>
            {txs.map((tx) => {
              const link = txUrl(settings.chainId, tx.hash);
              return (
                <tr key={tx.id} data-hash={tx.hash} data-status={tx.status}>
                  <td>{time(tx.at)}</td>
                  <td className="key-batch__mono" title={tx.wallet}>
                    {short(tx.wallet)}
                  </td>
                  <td>{txLabel(tx)}</td>
                  <td>{t(`txStatus.${tx.status}`)}</td>
                  <td className="key-batch__mono">
                    {link ? (
                      <a href={link} target="_blank" rel="noreferrer">
                        {short(tx.hash)}
                      </a>
                    ) : (
                      short(tx.hash)
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ol className="bmm__log" aria-label={t('logLabel')} reversed>
        {shownEvents.map(({ entry, id }) => (
          <li key={id}>
            {time(entry.at)} · {eventText(entry)}
          </li>
        ))}
      </ol>
    </section>
  );
}
