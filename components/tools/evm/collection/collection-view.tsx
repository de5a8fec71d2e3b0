'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { Address } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { TextField } from '@/components/tools/key-batch/text-field';
import { useToolDraft } from '@/lib/client/tool-draft';
import { tryParseDecimal } from '@/lib/fees/decimal';
import { AssetField } from '../key-batch/asset-field';
import { RunPanel } from '../key-batch/run-panel';
import { ActionButton, AssetReadError, KeyListField, KeyToolIntro, PlanReview } from '../key-batch/tool-parts';
import { useAsset } from '../key-batch/use-asset';
import { useKeyBatchTool, useKeyList, usePlanReview } from '../key-batch/use-key-batch-tool';
import { type CollectionSettings, createCollectionDriver } from './collection-driver';
import { type CollectionPlan, collectionJob, planCollection } from './collection-plan';
import { CollectionSummary } from './collection-summary';
import { TopUpPanel } from './top-up-panel';
import { WalletPlanTable } from './wallet-plan-table';

function settingsFromMeta(meta: Record<string, string>): CollectionSettings {
  return {
    chainId: Number(meta.chainId),
    token: meta.token === 'native' ? 'native' : (meta.token as Address),
    destination: meta.destination as Address,
    keep: BigInt(meta.keep ?? '0'),
  };
}

/** What the collection's draft keeps (lib/client/tool-draft.ts): the destination and the amount left; never the keys. */
export interface CollectionDraft {
  destinationText: string;
  keepText: string;
}

const EMPTY_DRAFT: CollectionDraft = { destinationText: '', keepText: '' };

export function parseCollectionDraft(raw: unknown): CollectionDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { destinationText, keepText } = raw as Record<string, unknown>;
  return typeof destinationText === 'string' && typeof keepText === 'string' ? { destinationText, keepText } : null;
}

/** Sweeps a coin or an ERC-20 from many pasted keys to one address: balances first, gas top-ups, then the run. */
export function CollectionView() {
  const t = useTranslations('batchCollection');
  const tool = useKeyBatchTool({
    chainTool: 'evm-collection',
    runTool: 'collection',
    createDriver: createCollectionDriver,
    settingsFromMeta,
  });
  const { locale, endpoint, target, targetKey, client, runState, isBusy } = tool;
  const asset = useAsset(target, 'evm-collection.asset');
  const { keysText, setKeysText, keys } = useKeyList();
  const [draft, setDraft] = useToolDraft('evm-collection', EMPTY_DRAFT, parseCollectionDraft);
  const { destinationText, keepText } = draft;
  const setDestinationText = useCallback(
    (next: string) => setDraft((current) => ({ ...current, destinationText: next })),
    [setDraft],
  );
  const setKeepText = useCallback(
    (next: string) => setDraft((current) => ({ ...current, keepText: next })),
    [setDraft],
  );

  const destination = checksumEvmAddress(destinationText);
  const decimals = asset.status.kind === 'ready' ? asset.status.decimals : undefined;
  const keep =
    keepText.trim() === '' ? 0n : decimals === undefined ? undefined : tryParseDecimal(keepText.trim(), decimals);
  const settings: CollectionSettings | undefined =
    target && asset.status.kind === 'ready' && destination && keep !== undefined
      ? { chainId: target.chainId, token: asset.status.token, destination, keep }
      : undefined;
  const inputs = settings
    ? JSON.stringify([
        targetKey,
        settings.token,
        settings.destination,
        String(keep),
        keys.entries.map((e) => e.address),
      ])
    : '';
  const planRead = usePlanReview<CollectionPlan>(
    inputs,
    settings && target && client && keys.entries.length > 0
      ? () => planCollection({ target, client, entries: keys.entries, settings })
      : undefined,
  );
  const { plan, review, clear } = planRead;

  function start(ready: CollectionPlan) {
    tool.start((at) => collectionJob(ready, at).job, ready.settings, keys.ring);
    clear();
  }

  const nativeSymbol = target?.nativeSymbol ?? 'ETH';
  const isToken = settings?.token !== undefined && settings.token !== 'native';
  return (
    <article className="key-batch">
      <KeyToolIntro title={t('title')} intro={t('intro')} tool={tool} ring={keys.ring} />
      <div className="key-batch__setup">
        <ChainPicker endpoint={endpoint} locale={locale} disabled={isBusy} />
        <AssetField state={asset} nativeSymbol={nativeSymbol} disabled={isBusy} />
      </div>
      <AssetReadError endpoint={endpoint} asset={asset} disabled={isBusy} />
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
        value={destinationText}
        onChange={setDestinationText}
        placeholder="0x…"
        disabled={isBusy}
        error={destinationText.trim() !== '' && !destination ? t('destinationInvalid') : undefined}
      />
      <TextField
        label={t('keepLabel')}
        hint={t('keepHint')}
        value={keepText}
        onChange={setKeepText}
        placeholder="0"
        inputMode="decimal"
        disabled={isBusy}
        error={keep === undefined && decimals !== undefined ? t('keepInvalid', { decimals }) : undefined}
      />
      <PlanReview tool={tool} read={planRead} failedMessage={(message) => t('readFailed', { message })} />
      {plan.phase === 'ready' && target && client && (
        <>
          <CollectionSummary plan={plan.plan} walletCount={keys.entries.length} />
          <WalletPlanTable plan={plan.plan} ring={keys.ring} />
          {isToken && plan.plan.totals.needsGas > 0 && (
            <TopUpPanel plan={plan.plan} target={target} client={client} onDone={review} />
          )}
          <ActionButton disabled={plan.plan.totals.ready === 0 || isBusy} onClick={() => start(plan.plan)}>
            {t('start', { count: plan.plan.totals.ready })}
          </ActionButton>
        </>
      )}
      {runState.run && (
        <RunPanel run={runState.run} storageTool={runState.storageTool} exportFileName="collection.csv" />
      )}
    </article>
  );
}
