'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { readUtxoBalances, scanXpub } from '@/chains/utxo/balances';
import { type UtxoChain, utxoNetwork } from '@/chains/utxo/networks';
import { checkXpub, looksLikeXpub } from '@/chains/utxo/xpub';
import type { BalanceColumn, BalanceResult } from '@/components/tools/check-balance/results';
import type { CheckState } from '@/components/tools/check-balance/use-columns-check';

export interface UtxoCheckRequest {
  chain: UtxoChain;
  /** Our relay's path (tests: a local one). */
  url?: string;
  /** Valid entries (addresses and extended keys), each once, with their input lines. */
  entries: readonly string[];
  lines: readonly number[];
  /** The three columns' names in the user's language. */
  labels: { confirmed: string; unconfirmed: string; total: string };
  /** A read error slug in the user's words. */
  describeError: (slug: string) => string;
}

export interface XpubSummary {
  line: number;
  text: string;
  used: number;
  scanned: number;
  isTruncated: boolean;
  error?: string;
}

const IDLE: CheckState = { phase: 'idle', progress: { done: 0, total: 0 }, result: null, error: null };

/**
 * The Bitcoin / Dogecoin check: extended keys are scanned first (their used addresses become rows on the key's line),
 * then the pasted addresses are read; the result has three columns, confirmed, unconfirmed (negative while a spend
 * waits in the mempool) and their sum. The shared results view shows totals, filters and the CSV.
 */
export function useUtxoBalanceCheck() {
  const [state, setState] = useState<CheckState>(IDLE);
  const [xpubs, setXpubs] = useState<XpubSummary[]>([]);
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(async (request: UtxoCheckRequest) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const { signal } = controller;
    const update = (next: Partial<CheckState>) => {
      if (!signal.aborted) setState((current) => ({ ...current, ...next }));
    };
    const keys = request.entries.flatMap((text, index) =>
      looksLikeXpub(text) ? [{ text, line: request.lines[index] }] : [],
    );
    const plain = request.entries.flatMap((text, index) =>
      looksLikeXpub(text) ? [] : [{ text, line: request.lines[index] }],
    );
    let total = plain.length + keys.length * 42;
    let done = 0;
    setXpubs([]);
    setState({ phase: 'running', progress: { done, total }, result: null, error: null });
    const rows: {
      address: string;
      line: number;
      confirmed: bigint | null;
      unconfirmed: bigint | null;
      error?: string;
    }[] = [];
    try {
      const summaries: XpubSummary[] = [];
      for (const key of keys) {
        const parsed = checkXpub(request.chain, key.text);
        if (!parsed.ok) continue;
        const scan = await scanXpub({
          chain: request.chain,
          url: request.url,
          xpub: parsed.value,
          signal,
          onProgress: (scanned) => {
            total = Math.max(total, done + scanned + 1);
            update({ progress: { done: done + scanned, total } });
          },
        });
        done += scan.scanned;
        total = Math.max(total, done);
        for (const used of scan.used) {
          rows.push({
            address: used.address,
            line: key.line,
            confirmed: used.balance.confirmed,
            unconfirmed: used.balance.unconfirmed,
          });
        }
        summaries.push({
          line: key.line,
          text: key.text,
          used: scan.used.length,
          scanned: scan.scanned,
          isTruncated: scan.isTruncated,
          error: scan.error,
        });
        if (!signal.aborted) setXpubs([...summaries]);
      }
      total = done + plain.length;
      const reads = await readUtxoBalances({
        chain: request.chain,
        url: request.url,
        addresses: plain.map((entry) => entry.text),
        signal,
        onProgress: (read) => update({ progress: { done: done + read, total } }),
      });
      reads.forEach((read, index) => {
        const { text, line } = plain[index];
        if (read.ok)
          rows.push({ address: text, line, confirmed: read.balance.confirmed, unconfirmed: read.balance.unconfirmed });
        else
          rows.push({
            address: text,
            line,
            confirmed: null,
            unconfirmed: null,
            error: request.describeError(read.error),
          });
      });
    } catch (error) {
      update({ phase: 'failed', error });
      return;
    }
    if (signal.aborted) return;
    // Rows in input order: an extended key's addresses on its line, receive chain first.
    const order = rows
      .map((_, index) => index)
      .sort((left, right) => rows[left].line - rows[right].line || left - right);
    const sorted = order.map((index) => rows[index]);
    const network = utxoNetwork(request.chain);
    const column = (
      key: keyof UtxoCheckRequest['labels'],
      pick: (row: (typeof rows)[number]) => bigint | null,
    ): BalanceColumn => ({
      key,
      token: request.labels[key],
      symbol: network.symbol,
      decimals: network.decimals,
      balances: sorted.map(pick),
      errors: sorted.map((row) => row.error),
    });
    const result: BalanceResult = {
      chainId: network.chainId,
      addresses: sorted.map((row) => row.address),
      lines: sorted.map((row) => row.line),
      columns: [
        column('confirmed', (row) => row.confirmed),
        column('unconfirmed', (row) => row.unconfirmed),
        column('total', (row) =>
          row.confirmed === null || row.unconfirmed === null ? null : row.confirmed + row.unconfirmed,
        ),
      ],
    };
    // Every column carries the row's error; the table shows it once.
    result.columns[1].errors = sorted.map(() => undefined);
    result.columns[2].errors = sorted.map(() => undefined);
    update({ phase: 'done', progress: { done: total, total }, result });
  }, []);

  const cancel = useCallback(() => {
    controllerRef.current?.abort();
    setState((current) => (current.phase === 'running' ? { ...current, phase: 'cancelled' } : current));
  }, []);

  return { state, xpubs, start, cancel };
}
