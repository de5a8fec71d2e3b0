'use client';

import { useEffect, useState } from 'react';
import { useHttpClient } from '@/lib/client/http-client-context';
import type { PriceTable } from './grant-rows';

/**
 * USD prices of the symbols, from our price endpoint (GET /api/v1/chain/price?symbol=): symbols it does not price
 * are left out; nothing is asked until there are symbols.
 */
export function usePrices(chainId: number | undefined, symbols: readonly string[]): PriceTable {
  const http = useHttpClient();
  const [prices, setPrices] = useState<PriceTable>(new Map());
  const wanted = [...new Set(symbols.map((symbol) => symbol.toUpperCase()))]
    .filter((symbol) => /^[A-Z0-9.$_-]{1,20}$/.test(symbol))
    .sort()
    .join(',');
  useEffect(() => {
    if (chainId === undefined || wanted === '') return;
    let isCurrent = true;
    void Promise.all(
      wanted.split(',').map(async (symbol) => {
        try {
          const quote = await http.get<{ price: string }>('/api/v1/chain/price', { chainId, symbol });
          return [symbol, Number(quote.price)] as const;
        } catch {
          return undefined;
        }
      }),
    ).then((answers) => {
      if (!isCurrent) return;
      setPrices(
        new Map(answers.filter((answer) => answer !== undefined && Number.isFinite(answer[1])) as [string, number][]),
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [http, chainId, wanted]);
  return prices;
}
