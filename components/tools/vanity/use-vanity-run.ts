'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { VanityControl, VanityHit, VanityReport } from './vanity-protocol';

export type VanityStatus = 'idle' | 'running' | 'paused' | 'stopped' | 'done' | 'failed';

export interface VanityStats {
  /** Keys checked in this run, all workers. */
  checked: number;
  /** Keys checked since the last result (what the probability of the next one counts). */
  sinceHit: number;
  /** Keys per second, all workers, over the last tick. */
  rate: number;
  /** Keys per second of each worker over the last tick. */
  workerRates: number[];
  /** Seconds the run has been running (pauses excluded). */
  seconds: number;
}

export interface VanityRunOptions<Result> {
  threads: number;
  /** Results wanted: the run ends with this many. */
  wanted: number;
  /** A new worker of the family (the `new Worker(new URL(…))` stays in the family's module for the bundler). */
  spawn: () => Worker;
  /** The family's start command, posted to every worker. */
  command: { type: 'start' };
  /**
   * The page's own check of a worker's hit, by an independent library (viem, TronWeb, …): the result to show, or null
   * when the hit does not hold (it is dropped and counted). May be async (a library loaded on the first hit).
   */
  accept: (hit: VanityHit) => Result | null | Promise<Result | null>;
}

const TICK_MS = 1000;
const EMPTY: VanityStats = { checked: 0, sinceHit: 0, rate: 0, workerRates: [], seconds: 0 };

/** Logical cores of this device (the number of workers by default). */
export function logicalCores(): number {
  return typeof navigator !== 'undefined' && navigator.hardwareConcurrency > 0 ? navigator.hardwareConcurrency : 4;
}

/**
 * A run of a vanity generator, any family: one worker per thread, each hit checked by the page (`accept`) before it
 * is shown, stats every second. Keys stay in this hook's state.
 */
export function useVanityRun<Result>() {
  const [status, setStatus] = useState<VanityStatus>('idle');
  const [results, setResults] = useState<Result[]>([]);
  const [stats, setStats] = useState<VanityStats>(EMPTY);
  const [rejected, setRejected] = useState(0);
  const workers = useRef<Worker[]>([]);
  const counts = useRef<number[]>([]);
  const lastCounts = useRef<number[]>([]);
  const sinceHit = useRef(0);
  const activeMs = useRef(0);
  const lastTick = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const statusRef = useRef<VanityStatus>('idle');
  /** Bumped when a run ends or starts: a message a terminated worker had already queued is ignored. */
  const runId = useRef(0);

  const setBoth = useCallback((next: VanityStatus) => {
    statusRef.current = next;
    setStatus(next);
  }, []);

  const tick = useCallback(() => {
    const now = performance.now();
    const dt = (now - lastTick.current) / 1000;
    lastTick.current = now;
    const running = statusRef.current === 'running';
    if (running) activeMs.current += dt * 1000;
    const workerRates = counts.current.map((count, index) =>
      running && dt > 0 ? (count - (lastCounts.current[index] ?? 0)) / dt : 0,
    );
    lastCounts.current = [...counts.current];
    setStats({
      checked: counts.current.reduce((sum, count) => sum + count, 0),
      sinceHit: sinceHit.current,
      rate: workerRates.reduce((sum, rate) => sum + rate, 0),
      workerRates,
      seconds: activeMs.current / 1000,
    });
  }, []);

  const shutdown = useCallback(
    (next: VanityStatus) => {
      runId.current++;
      for (const worker of workers.current) worker.terminate();
      workers.current = [];
      if (timer.current) clearInterval(timer.current);
      timer.current = null;
      tick();
      setBoth(next);
    },
    [setBoth, tick],
  );

  const start = useCallback(
    ({ threads, wanted, spawn, command, accept }: VanityRunOptions<Result>) => {
      shutdown('idle');
      setResults([]);
      setRejected(0);
      counts.current = Array(threads).fill(0);
      lastCounts.current = Array(threads).fill(0);
      sinceHit.current = 0;
      activeMs.current = 0;
      lastTick.current = performance.now();
      setStats(EMPTY);
      const found: Result[] = [];
      const id = ++runId.current;
      // Hits are checked one after another (a check may wait for its library), in the order they came.
      let checks: Promise<void> = Promise.resolve();
      const check = async (hit: VanityHit) => {
        if (id !== runId.current || found.length >= wanted) return;
        let result: Result | null = null;
        try {
          result = await accept(hit);
        } catch {
          result = null;
        }
        if (id !== runId.current || found.length >= wanted) return;
        if (result === null) {
          setRejected((count) => count + 1);
          return;
        }
        found.push(result);
        sinceHit.current = 0;
        setResults([...found]);
        if (found.length >= wanted) shutdown('done');
      };
      for (let index = 0; index < threads; index++) {
        const worker = spawn();
        worker.onmessage = (event: MessageEvent<VanityReport>) => {
          const report = event.data;
          if (id !== runId.current) return;
          if (report.type === 'progress') {
            counts.current[index] += report.checked;
            sinceHit.current += report.checked;
          } else if (report.type === 'hit') {
            const hit = { secret: report.secret, address: report.address };
            checks = checks.then(() => check(hit));
          } else {
            shutdown('failed');
          }
        };
        worker.onerror = () => shutdown('failed');
        worker.postMessage(command);
        workers.current.push(worker);
      }
      timer.current = setInterval(tick, TICK_MS);
      setBoth('running');
    },
    [setBoth, shutdown, tick],
  );

  const send = useCallback((command: VanityControl) => {
    for (const worker of workers.current) worker.postMessage(command);
  }, []);

  const pause = useCallback(() => {
    tick();
    send({ type: 'pause' });
    setBoth('paused');
  }, [send, setBoth, tick]);

  const resume = useCallback(() => {
    lastTick.current = performance.now();
    lastCounts.current = [...counts.current];
    send({ type: 'resume' });
    setBoth('running');
  }, [send, setBoth]);

  const stop = useCallback(() => shutdown('stopped'), [shutdown]);

  useEffect(
    () => () => {
      for (const worker of workers.current) worker.terminate();
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  return { status, results, stats, rejected, start, pause, resume, stop };
}

/** What the shared controls and figures read of a run, whatever its results. */
export type VanityRunState = Pick<
  ReturnType<typeof useVanityRun>,
  'status' | 'stats' | 'rejected' | 'pause' | 'resume' | 'stop'
>;
