'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { getContractAddress } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import type { Create2Target } from '@/lib/vanity/create2-search';
import { type EvmVanityPattern, matchesEvmPattern } from '@/lib/vanity/evm-pattern';
import type { VanityCommand, VanityReport } from './vanity-protocol';

export type VanityStatus = 'idle' | 'running' | 'paused' | 'stopped' | 'done' | 'failed';

export type VanityResult =
  | { kind: 'key'; address: string; privateKey: `0x${string}` }
  | { kind: 'create2'; address: string; salt: `0x${string}`; deployer: string; initCodeHash: string };

/** viem's own derivation of the reported address: from the key, or by the CREATE2 formula. */
function rederive(secret: `0x${string}`, target: Create2Target | undefined): string {
  if (!target) return privateKeyToAddress(secret);
  return getContractAddress({
    opcode: 'CREATE2',
    from: target.deployer as `0x${string}`,
    salt: secret,
    bytecodeHash: target.initCodeHash as `0x${string}`,
  });
}

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

const TICK_MS = 1000;
const EMPTY: VanityStats = { checked: 0, sinceHit: 0, rate: 0, workerRates: [], seconds: 0 };

/** Logical cores of this device (the number of workers by default). */
export function logicalCores(): number {
  return typeof navigator !== 'undefined' && navigator.hardwareConcurrency > 0 ? navigator.hardwareConcurrency : 4;
}

/**
 * A run of the generator: one worker per thread, hits re-derived by viem (an independent secp256k1 + keccak, or its
 * CREATE2 formula) and
 * checked against the pattern before they are shown, stats every second. Keys stay in this hook's state.
 */
export function useVanityRun() {
  const [status, setStatus] = useState<VanityStatus>('idle');
  const [results, setResults] = useState<VanityResult[]>([]);
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
    (pattern: EvmVanityPattern, wanted: number, threads: number, target?: Create2Target) => {
      shutdown('idle');
      setResults([]);
      setRejected(0);
      counts.current = Array(threads).fill(0);
      lastCounts.current = Array(threads).fill(0);
      sinceHit.current = 0;
      activeMs.current = 0;
      lastTick.current = performance.now();
      setStats(EMPTY);
      const found: VanityResult[] = [];
      const id = ++runId.current;
      for (let index = 0; index < threads; index++) {
        const worker = new Worker(new URL('./vanity.worker.ts', import.meta.url), { type: 'module' });
        worker.onmessage = (event: MessageEvent<VanityReport>) => {
          const report = event.data;
          if (id !== runId.current) return;
          if (report.type === 'progress') {
            counts.current[index] += report.checked;
            sinceHit.current += report.checked;
          } else if (report.type === 'hit') {
            if (found.length >= wanted) return;
            // Checked by viem before it is shown: the key's address must be the one reported, and match.
            const secret = report.secret as `0x${string}`;
            const address = rederive(secret, target);
            if (address !== report.address || !matchesEvmPattern(address, pattern)) {
              setRejected((count) => count + 1);
              return;
            }
            found.push(
              target
                ? { kind: 'create2', address, salt: secret, ...target }
                : { kind: 'key', address, privateKey: secret },
            );
            sinceHit.current = 0;
            setResults([...found]);
            if (found.length >= wanted) shutdown('done');
          } else {
            shutdown('failed');
          }
        };
        worker.onerror = () => shutdown('failed');
        const command: VanityCommand = { type: 'start', pattern, target };
        worker.postMessage(command);
        workers.current.push(worker);
      }
      timer.current = setInterval(tick, TICK_MS);
      setBoth('running');
    },
    [setBoth, shutdown, tick],
  );

  const send = useCallback((command: VanityCommand) => {
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
