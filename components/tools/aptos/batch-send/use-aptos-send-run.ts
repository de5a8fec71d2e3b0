'use client';

import { Ed25519PublicKey } from '@aptos-labs/ts-sdk';
import { useCallback, useEffect, useState } from 'react';
import type { AptosAddress } from '@/chains/aptos/address';
import type { AptosEndpoint } from '@/chains/aptos/api';
import type { AptosSendAsset } from '@/chains/aptos/batch-send';
import type { AptosWalletState } from '@/components/wallet/aptos/use-aptos-wallet';
import { BatchExecutor, type BatchRow, type Chunk, clearJob, createJob, type JobState, loadJob } from '@/lib/batch';
import { aptosSendDriver } from './aptos-send-driver';
import type { AptosSendPlan, AptosSendSetup, PreparedAptosTransaction } from './aptos-send-plan';
import { APTOS_SEND_TOOL, type AptosRunState } from './aptos-send-run';

interface SendRunOptions {
  endpoint: () => AptosEndpoint;
  wallet: AptosWalletState;
  /** The saved endpoint is known: a batch left in this browser may be restored. */
  isApiLoaded: boolean;
  /** Tests: how often a transaction's outcome is asked for. */
  pollMs?: number;
}

/**
 * The batch engine for Aptos sends: a reviewed plan becomes a job (one chunk per transaction), run with the Aptos
 * driver and signed only by the job's sender; a job left in this browser comes back after a reload (resume). The job
 * keeps addresses, amounts, hashes and the sender's public key — no secret.
 */
export function useAptosSendRun({ endpoint, wallet, isApiLoaded, pollMs }: SendRunOptions) {
  const [run, setRun] = useState<AptosRunState | null>(null);
  const [prepared, setPrepared] = useState<PreparedAptosTransaction | null>(null);

  const makeExecutor = useCallback(
    (job: JobState, meta: Record<string, string>) => {
      const setup: AptosSendSetup = {
        endpoint: endpoint(),
        owner: meta.owner as AptosAddress,
        publicKey: new Ed25519PublicKey(meta.publicKey),
        feeReceiver: meta.feeReceiver as AptosAddress,
        asset: JSON.parse(meta.asset ?? '{"kind":"apt"}') as AptosSendAsset,
      };
      const driver = aptosSendDriver({
        setup,
        signer: wallet.signerFor(meta.owner),
        onPrepared: (_chunk: Chunk, next) => setPrepared(next),
        intervalMs: pollMs,
      });
      return { executor: new BatchExecutor(job, driver), setup };
    },
    [endpoint, wallet.signerFor, pollMs],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the saved endpoint is known.
  useEffect(() => {
    if (!isApiLoaded) return;
    const job = loadJob(APTOS_SEND_TOOL);
    if (!job?.meta.owner || !job.meta.publicKey) return;
    const { executor, setup } = makeExecutor(job, job.meta);
    setRun((current) => current ?? { executor, setup, meta: job.meta, isRestored: true });
  }, [isApiLoaded]);

  const startRun = useCallback(
    (
      plan: AptosSendPlan,
      setup: AptosSendSetup,
      rows: readonly BatchRow[],
      info: { symbol: string; decimals: number },
    ) => {
      const chunks: Chunk[] = [];
      let start = 0;
      plan.transactions.forEach((transaction, id) => {
        const indexes = Array.from({ length: transaction.rows }, (_, offset) => start + offset);
        chunks.push({ id, lane: setup.owner, rowIndexes: indexes, rows: indexes.map((index) => rows[index]) });
        start += transaction.rows;
      });
      const meta = {
        owner: setup.owner,
        publicKey: setup.publicKey.toString(),
        feeReceiver: setup.feeReceiver,
        asset: JSON.stringify(setup.asset),
        symbol: info.symbol,
        decimals: String(info.decimals),
      };
      const { executor } = makeExecutor(createJob(rows, chunks, meta), meta);
      setRun({ executor, setup, meta, isRestored: false });
      void executor.run();
    },
    [makeExecutor],
  );

  const clearRun = useCallback(() => {
    clearJob(APTOS_SEND_TOOL);
    setRun(null);
    setPrepared(null);
  }, []);

  return { run, prepared, startRun, clearRun };
}
