'use client';

import { useTranslations } from 'next-intl';
import type { DecodedCall } from '@/chains/evm/transaction/known-calls';

/** The call the input encodes, when a known ABI decodes it; else its selector. */
export function CallDetails({ call }: { call: DecodedCall }) {
  const t = useTranslations('transaction.call');
  return (
    <div>
      <h3 className="tx-tool__subtitle">{t('legend')}</h3>
      {call.kind === 'transfer' && <p>{t('transfer')}</p>}
      {call.kind === 'deployment' && <p>{t('deployment')}</p>}
      {call.kind === 'unknown' && <p>{t('unknown', { selector: call.selector })}</p>}
      {call.kind === 'call' && (
        <>
          <p>
            <span className="send-token__mono" data-call={call.functionName}>
              {call.signature}
            </span>{' '}
            <span className="account-card__muted">{t('sources', { sources: call.sources.join(' / ') })}</span>
          </p>
          <dl className="tx-tool__facts">
            {call.args.map((arg) => (
              <div className="tx-tool__fact" key={arg.name}>
                <dt>
                  {arg.name} <span className="account-card__muted">({arg.type})</span>
                </dt>
                <dd className="send-token__mono">{arg.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
