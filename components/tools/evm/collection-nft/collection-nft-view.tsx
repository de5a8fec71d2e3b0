'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import type { Address } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { TextField } from '@/components/tools/key-batch/text-field';
import { useToolDraft } from '@/lib/client/tool-draft';
import { TopUpPanel } from '../collection/top-up-panel';
import { ActionButton, KeyListField, KeyToolIntro, PlanReview } from '../key-batch/tool-parts';
import { useKeyBatchTool, useKeyList, usePlanReview } from '../key-batch/use-key-batch-tool';
import { createNftCollectionDriver, type SweepSettings } from './collection-nft-driver';
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

function storedSettings(meta: Record<string, string>): SweepSettings {
  return { chainId: Number(meta.chainId), destination: meta.destination as Address };
}

/** Sweeps the NFTs of many pasted keys to one address: holdings found, fees and top-ups shown, then the run. */
export function NftCollectionView() {
  const t = useTranslations('batchCollectionNft');
  const tool = useKeyBatchTool({
    chainTool: 'evm-collection-nft',
    runTool: 'collection-nft',
    createDriver: createNftCollectionDriver,
    settingsFromMeta: storedSettings,
  });
  const { locale, endpoint, target, targetKey, client, runState, isBusy } = tool;
  const { keysText, setKeysText, keys } = useKeyList();
  const [draft, setDraft] = useToolDraft('evm-collection-nft', EMPTY_DRAFT, parseNftCollectionDraft);
  const edit = useCallback(
    (field: keyof NftCollectionDraft) => (next: string) => setDraft((current) => ({ ...current, [field]: next })),
    [setDraft],
  );

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
  const planRead = usePlanReview<NftCollectionPlan>(
    inputs,
    settings && target && client && keys.entries.length > 0
      ? () => planNftCollection({ target, client, entries: keys.entries, settings })
      : undefined,
  );
  const { plan, review, clear } = planRead;

  function start(ready: NftCollectionPlan) {
    tool.start((at) => nftCollectionJob(ready, at).job, ready.settings, keys.ring);
    clear();
  }

  return (
    <article className="key-batch">
      <KeyToolIntro title={t('title')} intro={t('intro')} tool={tool} ring={keys.ring} />
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
      <KeyListField
        label={t('keysLabel')}
        hint={t('keysHint')}
        value={keysText}
        onChange={setKeysText}
        keys={keys}
        status={t('keysCount', { count: keys.entries.length })}
        disabled={isBusy}
      />
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
      <PlanReview
        tool={tool}
        read={planRead}
        label={t('review')}
        busyLabel={t('reviewing')}
        failedMessage={(message) => t('readFailed', { message })}
      />
      {plan.phase === 'ready' && target && client && (
        <>
          <NftSummary plan={plan.plan} walletCount={keys.entries.length} />
          <NftWalletTable plan={plan.plan} ring={keys.ring} />
          {plan.plan.totals.needsGas > 0 && (
            <TopUpPanel plan={plan.plan} target={target} client={client} onDone={review} />
          )}
          <ActionButton disabled={plan.plan.totals.ready === 0 || isBusy} onClick={() => start(plan.plan)}>
            {t('start', { count: readyNfts(plan.plan), wallets: plan.plan.totals.ready })}
          </ActionButton>
        </>
      )}
      {runState.run && <NftRunPanel run={runState.run} storageTool={runState.storageTool} />}
    </article>
  );
}
