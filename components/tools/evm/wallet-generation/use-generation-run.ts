'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { GeneratedWallet, RunOptions } from './wallet-generation';

export type GenerationRun =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; wallets: GeneratedWallet[]; elapsedMs: number }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

export type GenerationJob = (options: Pick<RunOptions, 'signal' | 'onProgress'>) => Promise<GeneratedWallet[]>;

/**
 * One generation at a time: progress, cancel, time taken. Results live in React state only (never in storage);
 * `clear` drops them, and leaving the page cancels a run.
 */
export function useGenerationRun() {
  const [run, setRun] = useState<GenerationRun>({ status: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(async (total: number, job: GenerationJob) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setRun({ status: 'running', done: 0, total });
    const startedAt = performance.now();
    try {
      const wallets = await job({
        signal: controller.signal,
        onProgress: (done) => {
          if (controllerRef.current === controller) setRun({ status: 'running', done, total });
        },
      });
      if (controllerRef.current === controller) {
        setRun({ status: 'done', wallets, elapsedMs: performance.now() - startedAt });
      }
    } catch (error) {
      // A run replaced by a newer one or cleared says nothing.
      if (controllerRef.current !== controller) return;
      setRun(
        controller.signal.aborted
          ? { status: 'cancelled' }
          : { status: 'failed', message: error instanceof Error ? error.message : String(error) },
      );
    }
  }, []);

  const cancel = useCallback(() => controllerRef.current?.abort(), []);

  const clear = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setRun({ status: 'idle' });
  }, []);

  return { run, start, cancel, clear, isRunning: run.status === 'running' };
}
