'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue, useMemo, useState } from 'react';
import { type Address, type PublicClient, zeroAddress } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { describeDelegate } from '@/chains/evm/eip7702/known-delegates';
import type { RpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import { IssueList } from '@/components/tools/key-batch/issue-list';
import { PlanSummary } from '@/components/tools/key-batch/plan-summary';
import { maskLeadingKey } from '@/components/tools/key-batch/secret-input';
import { SecretTextarea } from '@/components/tools/key-batch/secret-textarea';
import { TextField } from '@/components/tools/key-batch/text-field';
import { useKeyIssueText } from '@/components/tools/key-batch/use-key-issue-text';
import { usePlanRead } from '@/components/tools/key-batch/use-plan-read';
import { localizeError } from '@/lib/errors';
import { formatBaseUnits } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { ChainTarget } from '../key-batch/chain';
import { KeyRing, parseKeyList } from '../key-batch/keys';
import { lanesWithKeys } from '../key-batch/resume';
import { ResumeNotice } from '../key-batch/resume-notice';
import { useKeyBatchRun } from '../key-batch/use-key-batch-run';
import { useRunBusy } from '../key-batch/use-run-busy';
import { DelegateLabel } from './delegate-label';
import { createSetCodeDriver, type SetCodeSettings } from './set-code-driver';
import { planSetCode, type SetCodePlan, setCodeJob, settingsFromMeta } from './set-code-plan';
import { SetCodeRunPanel } from './set-code-run-panel';

type Mode = 'revoke' | 'delegate';

interface ChangePanelProps {
  endpoint: RpcEndpoint;
  target: ChainTarget | undefined;
  client: PublicClient | undefined;
}

/** The sponsor's key, alone in its own ring: undefined while the field is empty, null when it holds no key. */
function sponsorRing(text: string): { ring: KeyRing; address: Address } | null | undefined {
  if (text.trim() === '') return undefined;
  const ring = new KeyRing();
  const address = ring.add(text);
  return address ? { ring, address } : null;
}

/**
 * Revokes (an authorization to the zero address) or delegates many wallets from their pasted keys, each signing its
 * authorization in the page; each wallet pays its own transaction, or a sponsor pays them all (a drained wallet has
 * no coins for gas).
 */
export function ChangePanel({ endpoint, target, client }: ChangePanelProps) {
  const t = useTranslations('eip7702.change');
  const locale = useSiteLocale();
  const [mode, setMode] = useState<Mode>('revoke');
  const [contractText, setContractText] = useState('');
  const [keysText, setKeysText] = useState('');
  const [sponsorText, setSponsorText] = useState('');
  const deferredKeys = useDeferredValue(keysText);
  const keys = useMemo(() => parseKeyList(deferredKeys), [deferredKeys]);
  const sponsor = useMemo(() => sponsorRing(sponsorText), [sponsorText]);
  const issueText = useKeyIssueText();
  const runState = useKeyBatchRun('eip7702');
  const isBusy = useRunBusy(runState.run);

  const contract = mode === 'revoke' ? zeroAddress : checksumEvmAddress(contractText);
  const isSweeperTarget = contract !== undefined && describeDelegate(contract).kind === 'sweeper';
  // A sponsor that is also one of the wallets would spend two nonces in one transaction of its lane: refused.
  const isSponsorAWallet =
    sponsor !== null &&
    sponsor !== undefined &&
    keys.entries.some((entry) => entry.address.toLowerCase() === sponsor.address.toLowerCase());
  const settings: SetCodeSettings | undefined =
    target && contract && !isSweeperTarget && sponsor !== null && !isSponsorAWallet
      ? { chainId: target.chainId, target: contract, sponsor: sponsor?.address }
      : undefined;
  const inputs = settings
    ? JSON.stringify([target?.chainId, target?.rpcUrl, settings.target, settings.sponsor ?? '', keys.entries])
    : '';
  const { state: plan, read, clear } = usePlanRead<SetCodePlan>(inputs);

  function review() {
    if (!settings || !client || keys.entries.length === 0) return;
    const entries = keys.entries;
    void read(inputs, () => planSetCode({ client, entries, settings }));
  }

  function ringWithSponsor(): KeyRing {
    const ring = keys.ring.only(keys.entries.map((entry) => entry.address));
    return sponsor ? ring.merge(sponsor.ring) : ring;
  }

  function start(ready: SetCodePlan) {
    if (!target || !client) return;
    const ring = ringWithSponsor();
    const job = setCodeJob(ready, target);
    runState.start(job, (attempts) => createSetCodeDriver(ready.settings, { client, ring, attempts }), ring);
    clear();
  }

  function resume() {
    const job = runState.stored;
    if (!job || !client) return;
    const ring = ringWithSponsor();
    runState.resume((attempts) => createSetCodeDriver(settingsFromMeta(job.meta), { client, ring, attempts }), ring);
  }

  const symbol = target?.nativeSymbol ?? 'ETH';
  const decimals = target?.nativeDecimals ?? 18;
  const format = (value: bigint) => `${formatBaseUnits(value, decimals)} ${symbol}`;
  const ready = plan.phase === 'ready' ? plan.plan : undefined;
  const isSponsorShort =
    ready?.sponsorBalance !== undefined && ready.sponsorBalance < ready.maxTotalCost && ready.counts.ready > 0;
  return (
    <section className="key-batch__panel" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <p className="account-card__muted">{t('intro')}</p>
      {runState.stored && !runState.run && (
        <ResumeNotice
          job={runState.stored}
          chainId={target?.chainId}
          keys={lanesWithKeys(runState.stored, ringWithSponsor())}
          onResume={resume}
          onDiscard={runState.discard}
        />
      )}
      <fieldset className="key-batch__choices" disabled={isBusy}>
        <legend className="account-field__label">{t('modeLabel')}</legend>
        <label className="key-batch__check">
          <input type="radio" name="eip7702-mode" checked={mode === 'revoke'} onChange={() => setMode('revoke')} />
          {t('revoke')}
        </label>
        <label className="key-batch__check">
          <input type="radio" name="eip7702-mode" checked={mode === 'delegate'} onChange={() => setMode('delegate')} />
          {t('delegate')}
        </label>
      </fieldset>
      {mode === 'delegate' && (
        <>
          <TextField
            label={t('contractLabel')}
            hint={t('contractHint')}
            value={contractText}
            onChange={setContractText}
            placeholder="0x…"
            disabled={isBusy}
            error={
              contractText.trim() !== '' && !contract
                ? t('contractInvalid')
                : isSweeperTarget
                  ? t('contractSweeper')
                  : undefined
            }
          />
          {contract && !isSweeperTarget && <DelegateLabel delegate={contract} chainId={target?.chainId} />}
        </>
      )}
      <SecretTextarea
        label={t('keysLabel')}
        hint={t('keysHint')}
        value={keysText}
        onChange={setKeysText}
        maskLine={maskLeadingKey}
        placeholder="0x…"
        status={t('keysCount', { count: keys.entries.length })}
        disabled={isBusy}
        rows={5}
      />
      <IssueList issues={keys.issues.map((issue) => ({ line: issue.line, text: issueText(issue) }))} />
      <TextField
        label={t('sponsorLabel')}
        hint={t('sponsorHint')}
        value={sponsorText}
        onChange={setSponsorText}
        placeholder="0x…"
        disabled={isBusy}
        isSecret
        error={sponsor === null ? t('sponsorInvalid') : isSponsorAWallet ? t('sponsorIsWallet') : undefined}
      />
      {sponsor && <p className="account-field__hint">{t('sponsorAddress', { address: sponsor.address })}</p>}
      <div className="key-batch__actions">
        <button
          type="button"
          className="button key-batch__button"
          disabled={!settings || !client || keys.entries.length === 0 || plan.phase === 'reading' || isBusy}
          onClick={review}
        >
          {plan.phase === 'reading' ? t('reviewing') : t('review')}
        </button>
      </div>
      {plan.phase === 'failed' && (
        <RpcReadError
          endpoint={endpoint}
          message={t('readFailed', { message: localizeError(plan.error, locale) })}
          onRetry={review}
          disabled={isBusy}
        />
      )}
      {ready && (
        <>
          <PlanSummary
            title={t('summary.title')}
            items={[
              { term: t('summary.wallets'), value: ready.rows.length },
              { term: t('summary.ready'), value: ready.counts.ready },
              { term: t('summary.done'), value: ready.counts.done },
              { term: t('summary.needsGas'), value: ready.counts.needsGas, isWarning: ready.counts.needsGas > 0 },
              { term: t('summary.payer'), value: ready.settings.sponsor ?? t('summary.eachWallet') },
              { term: t('summary.maxFeePerGas'), value: `${formatBaseUnits(ready.maxFeePerGas, 9)} Gwei` },
              { term: t('summary.fees'), value: format(ready.maxTotalCost) },
              ...(ready.sponsorBalance === undefined
                ? []
                : [
                    {
                      term: t('summary.sponsorBalance'),
                      value: format(ready.sponsorBalance),
                      isWarning: isSponsorShort,
                    },
                  ]),
            ]}
          />
          <ul className="eip7702__plan" aria-label={t('planLabel')}>
            {ready.rows.map((row) => (
              <li key={row.address} data-state={row.state}>
                <span className="key-batch__mono">{row.address}</span> · {t(`states.${row.state}`)}
                {row.code.kind === 'delegated' && (
                  <>
                    {' · '}
                    {t('currentDelegate')} <DelegateLabel delegate={row.code.delegate} chainId={target?.chainId} />
                  </>
                )}
              </li>
            ))}
          </ul>
          {!ready.targetHasCode && (
            <p role="alert" className="eip7702__danger">
              {t('noCodeAtTarget')}
            </p>
          )}
          {isSponsorShort && (
            <p role="alert" className="account-field__error">
              {t('sponsorShort')}
            </p>
          )}
          <div className="key-batch__actions">
            <button
              type="button"
              className="button key-batch__button"
              disabled={ready.counts.ready === 0 || isBusy}
              onClick={() => start(ready)}
            >
              {mode === 'revoke'
                ? t('startRevoke', { count: ready.counts.ready })
                : t('startDelegate', { count: ready.counts.ready })}
            </button>
          </div>
        </>
      )}
      {runState.run && <SetCodeRunPanel run={runState.run} storageTool={runState.storageTool} />}
    </section>
  );
}
