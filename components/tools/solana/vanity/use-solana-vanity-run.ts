'use client';

import { Keypair } from '@solana/web3.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { encodeBase58 } from '@/chains/solana/base58';
import { matchesSolanaPattern, type SolanaVanityPattern } from '@/lib/vanity/solana-pattern';
import type { SolanaVanityCommand, SolanaVanityReport } from './solana-vanity-protocol';

export type SolanaVanityStatus = 'idle' | 'running' | 'paused' | 'stopped' | 'done' | 'failed';

export interface SolanaVanityResult {
  address: string;
  /** The 64-byte secret key wallets import: seed ‖ public key (as Keypair.fromSeed derives it). */
  secretKey: Uint8Array;
  /** The same 64 bytes in base58 (Phantom / Solflare "import private key"). */
  secretBase58: string;
}

export interface SolanaVanityStats {
  checked: number;
  sinceHit: number;
  rate: number;
  workerRates: number[];
  seconds: number;
}

const TICK_MS = 1000;
const EMPTY: SolanaVanityStats = { checked: 0, sinceHit: 0, rate: 0, workerRates: [], seconds: 0 };

/**
 * The page's re-derivation: @solana/web3.js's Keypair.fromSeed (its own SHA-512 and ed25519, not the kernel's)
 * must give the address the worker reported, and the address must match. Null when it does not.
 */
export function verifySolanaHit(
  seed: Uint8Array,
  address: string,
  pattern: SolanaVanityPattern,
): SolanaVanityResult | null {
  if (seed.length !== 32) return null;
  const keypair = Keypair.fromSeed(seed);
  const derived = keypair.publicKey.toBase58();
  if (derived !== address || !matchesSolanaPattern(derived, pattern)) return null;
  return { address: derived, secretKey: keypair.secretKey, secretBase58: encodeBase58(keypair.secretKey) };
}

/** A run of the generator: one worker per thread, hits re-derived by web3.js before they are shown. */
export function useSolanaVanityRun() {
  const [status, setStatus] = useState<SolanaVanityStatus>('idle');
  const [results, setResults] = useState<SolanaVanityResult[]>([]);
  const [stats, setStats] = useState<SolanaVanityStats>(EMPTY);
  const [rejected, setRejected] = useState(0);
  const workers = useRef<Worker[]>([]);
  const counts = useRef<number[]>([]);
  const lastCounts = useRef<number[]>([]);
  const sinceHit = useRef(0);
  const activeMs = useRef(0);
  const lastTick = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const statusRef = useRef<SolanaVanityStatus>('idle');
  const runId = useRef(0);

  const setBoth = useCallback((next: SolanaVanityStatus) => {
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
    (next: SolanaVanityStatus) => {
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
    (pattern: SolanaVanityPattern, wanted: number, threads: number) => {
      shutdown('idle');
      setResults([]);
      setRejected(0);
      counts.current = Array(threads).fill(0);
      lastCounts.current = Array(threads).fill(0);
      sinceHit.current = 0;
      activeMs.current = 0;
      lastTick.current = performance.now();
      setStats(EMPTY);
      const found: SolanaVanityResult[] = [];
      const id = ++runId.current;
      for (let index = 0; index < threads; index++) {
        const worker = new Worker(new URL('./solana-vanity.worker.ts', import.meta.url), { type: 'module' });
        worker.onmessage = (event: MessageEvent<SolanaVanityReport>) => {
          const report = event.data;
          if (id !== runId.current) return;
          if (report.type === 'progress') {
            counts.current[index] += report.checked;
            sinceHit.current += report.checked;
          } else if (report.type === 'hit') {
            if (found.length >= wanted) return;
            const result = verifySolanaHit(report.seed, report.address, pattern);
            if (!result) {
              setRejected((count) => count + 1);
              return;
            }
            found.push(result);
            sinceHit.current = 0;
            setResults([...found]);
            if (found.length >= wanted) shutdown('done');
          } else {
            shutdown('failed');
          }
        };
        worker.onerror = () => shutdown('failed');
        const command: SolanaVanityCommand = { type: 'start', pattern };
        worker.postMessage(command);
        workers.current.push(worker);
      }
      timer.current = setInterval(tick, TICK_MS);
      setBoth('running');
    },
    [setBoth, shutdown, tick],
  );

  const send = useCallback((command: SolanaVanityCommand) => {
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
