'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import type { PublicClient } from 'viem';
import { multisendDeploymentStatus } from '@/chains/evm/multisend/status';
import { TextField } from '@/components/tools/key-batch/text-field';
import { BatchExecutor } from '@/lib/batch/executor';
import { localizeError } from '@/lib/errors';
import { formatDecimal } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { AttemptLog } from '../key-batch/attempts';
import type { ChainTarget } from '../key-batch/chain';
import { parseKeyList } from '../key-batch/keys';
import { RunPanel } from '../key-batch/run-panel';
import { type KeyBatchRun, RUN_CONCURRENCY } from '../key-batch/use-key-batch-run';
import { useRunBusy } from '../key-batch/use-run-busy';
import type { WalletPlan } from './collection-plan';
import { createTopUpDriver, deployMultisendFrom, topUpJob, topUpModeFor } from './top-up';

/** What a top-up needs of a plan (the token collection's, the NFT collection's): each wallet's fee and shortfall. */
export interface TopUpPlan {
  native: { symbol: string; decimals: number };
  wallets: readonly Pick<WalletPlan, 'line' | 'address' | 'fee' | 'topUp'>[];
  totals: { topUp: bigint };
}

interface TopUpPanelProps {
  plan: TopUpPlan;
  target: ChainTarget;
  client: PublicClient;
  /** Called once every top-up is confirmed: the plan is read again. */
  onDone: () => void;
}

/**
 * Gas for the wallets that hold tokens but too few coins: a funding key (pasted, kept in memory) sends each what it
 * lacks, through Multisend when the chain has it (deploying it is offered), else one transfer per wallet.
 */
export function TopUpPanel({ plan, target, client, onDone }: TopUpPanelProps) {
  const t = useTranslations('keyBatch.topUp');
  const locale = useSiteLocale();
  const [fundingText, setFundingText] = useState('');
  const [run, setRun] = useState<KeyBatchRun | null>(null);
  /** Bumped by each top-up run, so the funding balance is read again. */
  const [runCount, setRunCount] = useState(0);
  const [deploy, setDeploy] = useState<{ phase: 'idle' | 'sending' | 'done' } | { phase: 'failed'; error: unknown }>({
    phase: 'idle',
  });
  const isBusy = useRunBusy(run);
  const funding = useMemo(() => {
    const parsed = parseKeyList(fundingText);
    return parsed.entries.length === 1 && parsed.issues.length === 0
      ? { address: parsed.entries[0].address, ring: parsed.ring }
      : undefined;
  }, [fundingText]);
  const status = useQuery({
    queryKey: ['key-batch', 'multisend', target.chainId, target.rpcUrl],
    queryFn: () => multisendDeploymentStatus(client),
    retry: false,
  });
  const balance = useQuery({
    queryKey: ['key-batch', 'funding', target.chainId, target.rpcUrl, funding?.address, runCount],
    queryFn: () => client.getBalance({ address: funding?.address as `0x${string}` }),
    enabled: funding !== undefined,
  });
  const [preferTransfers, setPreferTransfers] = useState(false);
  const mode = preferTransfers ? 'transfers' : topUpModeFor(status.data);
  const { native, totals } = plan;
  const coins = (value: bigint) => `${formatDecimal(value, native.decimals)} ${native.symbol}`;
  const count = plan.wallets.filter((wallet) => wallet.topUp > 0n).length;

  useEffect(() => {
    if (!run) return undefined;
    return run.executor.subscribe(({ isRunning, counts }) => {
      if (!isRunning && counts.total > 0 && counts.confirmed === counts.total) onDone();
    });
  }, [run, onDone]);

  async function deployMultisend() {
    if (!funding) return;
    setDeploy({ phase: 'sending' });
    try {
      await deployMultisendFrom({
        client,
        ring: funding.ring,
        funding: funding.address,
        chainId: target.chainId,
        attempts: new AttemptLog(),
      });
      setDeploy({ phase: 'done' });
      await status.refetch();
    } catch (error) {
      setDeploy({ phase: 'failed', error });
    }
  }

  async function start() {
    if (!funding) return;
    const block = await client.getBlock();
    const job = topUpJob(plan.wallets, funding.address, mode, block.gasLimit, {
      chainId: target.chainId,
      symbol: native.symbol,
      decimals: native.decimals,
    });
    const needs = new Map(plan.wallets.map((wallet) => [wallet.address.toLowerCase(), wallet.fee]));
    const attempts = new AttemptLog();
    const driver = createTopUpDriver({ client, ring: funding.ring, attempts, chainId: target.chainId, mode, needs });
    const executor = new BatchExecutor(job, driver, { concurrency: RUN_CONCURRENCY });
    setRun({ executor, attempts, ring: funding.ring });
    setRunCount((count) => count + 1);
    void executor.run();
  }

  return (
    <section className="key-batch__panel key-batch__top-up" aria-label={t('title')}>
      <h3>{t('title')}</h3>
      <p>{t('intro', { count, total: coins(totals.topUp) })}</p>
      <TextField
        label={t('fundingLabel')}
        hint={t('fundingHint')}
        value={fundingText}
        onChange={setFundingText}
        error={fundingText.trim() !== '' && !funding ? t('fundingInvalid') : undefined}
        isSecret
      />
      {funding && (
        <p className="account-field__hint" role="status">
          {t('fundingWallet', { address: funding.address })}{' '}
          {balance.data !== undefined && t('fundingBalance', { balance: coins(balance.data) })}
        </p>
      )}
      <p className="account-field__hint" role="status">
        {status.data === 'deployed' && t('multisendDeployed')}
        {status.data === 'deployable' && t('multisendDeployable')}
        {status.data === 'no-deployer' && t('multisendMissing')}
      </p>
      {status.data === 'deployed' && (
        <label className="key-batch__check">
          <input
            type="checkbox"
            checked={preferTransfers}
            onChange={(event) => setPreferTransfers(event.target.checked)}
          />
          {t('preferTransfers')}
        </label>
      )}
      <div className="key-batch__actions">
        {status.data === 'deployable' && (
          <button
            type="button"
            className="button button--small key-batch__button key-batch__button--secondary"
            disabled={!funding || deploy.phase === 'sending' || isBusy}
            onClick={() => void deployMultisend()}
          >
            {deploy.phase === 'sending' ? t('deploying') : t('deploy')}
          </button>
        )}
        <button
          type="button"
          className="button key-batch__button"
          disabled={!funding || isBusy || count === 0 || deploy.phase === 'sending'}
          onClick={() => void start()}
        >
          {mode === 'multisend' ? t('startMultisend', { count }) : t('startTransfers', { count })}
        </button>
      </div>
      {deploy.phase === 'failed' && (
        <p className="account-field__error" role="alert">
          {localizeError(deploy.error, locale)}
        </p>
      )}
      {run && <RunPanel run={run} exportFileName="gas-top-up.csv" title={t('progress')} />}
    </section>
  );
}
