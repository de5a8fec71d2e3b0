'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { Address } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import { IssueList } from '@/components/tools/key-batch/issue-list';
import { KeyNotice } from '@/components/tools/key-batch/key-notice';
import { maskLeadingKey } from '@/components/tools/key-batch/secret-input';
import { SecretTextarea } from '@/components/tools/key-batch/secret-textarea';
import { TextField } from '@/components/tools/key-batch/text-field';
import { useKeyIssueText } from '@/components/tools/key-batch/use-key-issue-text';
import { usePlanRead } from '@/components/tools/key-batch/use-plan-read';
import { useToolDraft } from '@/lib/client/tool-draft';
import { localizeError } from '@/lib/errors';
import { isLocale } from '@/lib/i18n/config';
import { TopUpPanel } from '../collection/top-up-panel';
import { createRpcClient } from '../key-batch/chain';
import { parseKeyList } from '../key-batch/keys';
import { lanesWithKeys } from '../key-batch/resume';
import { ResumeNotice } from '../key-batch/resume-notice';
import { useChainTarget } from '../key-batch/use-chain-target';
import { useKeyBatchRun } from '../key-batch/use-key-batch-run';
import { useRunBusy } from '../key-batch/use-run-busy';
import { createNftCollectionDriver } from './collection-nft-driver';
import {
  type NftCollectionPlan,
  type NftSweepSettings,
  nftCollectionJob,
  planNftCollection,
} from './collection-nft-plan';
import { ContractsField } from './contracts-field';
import { parseContractList, parseFromBlock } from './nft-input';
import { NftRunPanel } from './nft-run-panel';
import { NftSummary } from './nft-summary';
import { NftWalletTable } from './nft-wallet-table';

/** What the sweep's draft keeps (lib/client/tool-draft.ts): contracts, destination and first block; never keys. */
export interface NftCollectionDraft {
  contractsText: string;
  destinationText: string;
  fromBlockText: string;
}

const EMPTY_DRAFT: NftCollectionDraft = { contractsText: '', destinationText: '', fromBlockText: '' };

export function parseNftCollectionDraft(raw: unknown): NftCollectionDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { contractsText, destinationText, fromBlockText } = raw as Record<string, unknown>;
  return typeof contractsText === 'string' && typeof destinationText === 'string' && typeof fromBlockText === 'string'
    ? { contractsText, destinationText, fromBlockText }
    : null;
}

function readyNfts(plan: NftCollectionPlan): number {
  return plan.wallets.reduce((sum, wallet) => sum + (wallet.state === 'ready' ? wallet.holdings.length : 0), 0);
}

/** Sweeps the NFTs of many pasted keys to one address: holdings found, fees and top-ups shown, then the run. */
export function NftCollectionView() {
  const t = useTranslations('batchCollectionNft');
  const localeName = useLocale();
  const locale = isLocale(localeName) ? localeName : 'en';
  const { endpoint, target } = useChainTarget('evm-collection-nft');
  const targetKey = target ? `${target.chainId} ${target.rpcUrl}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: one client per chain and URL, not per target object.
  const client = useMemo(() => (target ? createRpcClient(target) : undefined), [targetKey]);
  const [keysText, setKeysText] = useState('');
  // Deriving addresses from thousands of keys takes a moment: it follows the typing at a lower priority.
  const deferredKeys = useDeferredValue(keysText);
  const keys = useMemo(() => parseKeyList(deferredKeys), [deferredKeys]);
  const [draft, setDraft] = useToolDraft('evm-collection-nft', EMPTY_DRAFT, parseNftCollectionDraft);
  const edit = useCallback(
    (field: keyof NftCollectionDraft) => (next: string) => setDraft((current) => ({ ...current, [field]: next })),
    [setDraft],
  );
  const runState = useKeyBatchRun('collection-nft');
  const isBusy = useRunBusy(runState.run);
  const issueText = useKeyIssueText();

  const contracts = useMemo(() => parseContractList(draft.contractsText), [draft.contractsText]);
  const destination = checksumEvmAddress(draft.destinationText);
  const fromBlock = parseFromBlock(draft.fromBlockText);
  const settings: NftSweepSettings | undefined =
    target && destination && fromBlock !== undefined && contracts.contracts.length > 0 && contracts.issues.length === 0
      ? { chainId: target.chainId, destination, contracts: contracts.contracts, fromBlock }
      : undefined;
  const inputs = settings
    ? JSON.stringify([
        targetKey,
        settings.destination,
        settings.contracts,
        String(fromBlock),
        keys.entries.map((e) => e.address),
      ])
    : '';
  const { state: plan, read, clear } = usePlanRead<NftCollectionPlan>(inputs);

  const readPlan = useCallback(() => {
    if (!settings || !target || !client || keys.entries.length === 0) return;
    void read(inputs, () => planNftCollection({ target, client, entries: keys.entries, settings }));
  }, [settings, target, client, keys, read, inputs]);

  function start(ready: NftCollectionPlan) {
    if (!target || !client) return;
    const { job } = nftCollectionJob(ready, target);
    const { ring } = keys;
    runState.start(job, (attempts) => createNftCollectionDriver(ready.settings, { client, ring, attempts }), ring);
    clear();
  }

  function resume() {
    const job = runState.stored;
    if (!job || !client) return;
    const { ring } = keys;
    const stored = { chainId: Number(job.meta.chainId), destination: job.meta.destination as Address };
    runState.resume((attempts) => createNftCollectionDriver(stored, { client, ring, attempts }), ring);
  }

  return (
    <article className="key-batch">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <KeyNotice />
      {runState.stored && !runState.run && (
        <ResumeNotice
          job={runState.stored}
          chainId={target?.chainId}
          keys={lanesWithKeys(runState.stored, keys.ring)}
          onResume={resume}
          onDiscard={runState.discard}
        />
      )}
      <div className="key-batch__setup">
        <ChainPicker endpoint={endpoint} locale={locale} disabled={isBusy} />
      </div>
      <ContractsField
        value={draft.contractsText}
        onChange={edit('contractsText')}
        count={contracts.contracts.length}
        issues={contracts.issues}
        disabled={isBusy}
      />
      <SecretTextarea
        label={t('keysLabel')}
        hint={t('keysHint')}
        value={keysText}
        onChange={setKeysText}
        maskLine={maskLeadingKey}
        placeholder="0x…"
        status={t('keysCount', { count: keys.entries.length })}
        disabled={isBusy}
      />
      <IssueList issues={keys.issues.map((issue) => ({ line: issue.line, text: issueText(issue) }))} />
      <TextField
        label={t('destinationLabel')}
        hint={t('destinationHint')}
        value={draft.destinationText}
        onChange={edit('destinationText')}
        placeholder="0x…"
        disabled={isBusy}
        error={draft.destinationText.trim() !== '' && !destination ? t('destinationInvalid') : undefined}
      />
      <TextField
        label={t('fromBlockLabel')}
        hint={t('fromBlockHint')}
        value={draft.fromBlockText}
        onChange={edit('fromBlockText')}
        placeholder="0"
        disabled={isBusy}
        error={fromBlock === undefined ? t('fromBlockInvalid') : undefined}
      />
      <div className="key-batch__actions">
        <button
          type="button"
          className="button key-batch__button"
          disabled={!settings || keys.entries.length === 0 || plan.phase === 'reading' || isBusy}
          onClick={readPlan}
        >
          {plan.phase === 'reading' ? t('reviewing') : t('review')}
        </button>
      </div>
      {plan.phase === 'failed' && (
        <RpcReadError
          endpoint={endpoint}
          message={t('readFailed', { message: localizeError(plan.error, locale) })}
          onRetry={readPlan}
          disabled={isBusy}
        />
      )}
      {plan.phase === 'ready' && target && client && (
        <>
          <NftSummary plan={plan.plan} walletCount={keys.entries.length} />
          <NftWalletTable plan={plan.plan} ring={keys.ring} />
          {plan.plan.totals.needsGas > 0 && (
            <TopUpPanel plan={plan.plan} target={target} client={client} onDone={readPlan} />
          )}
          <div className="key-batch__actions">
            <button
              type="button"
              className="button key-batch__button"
              disabled={plan.plan.totals.ready === 0 || isBusy}
              onClick={() => start(plan.plan)}
            >
              {t('start', { count: readyNfts(plan.plan), wallets: plan.plan.totals.ready })}
            </button>
          </div>
        </>
      )}
      {runState.run && <NftRunPanel run={runState.run} storageTool={runState.storageTool} />}
    </article>
  );
}
