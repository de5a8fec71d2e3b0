import type { HttpClient } from '@/lib/http';
import type { PaymentView } from '@/lib/server/vip/views';

// The VIP payment history as GET /api/v1/vip/payment answers it (lib/server/vip/views.ts), and its fetchers.

export const PAY_RECORD_PAGE_SIZE = 10;

/** The server's own type (a type-only import: nothing of the server module reaches the browser). */
export type PayRecord = PaymentView;
export type PayRecordStatus = PaymentView['status'];

export interface PayRecordPage {
  list: PayRecord[];
  total: number;
  page: number;
  pageSize: number;
}

interface PayAddressAnswer {
  chains: { chainId: number; tokens: { address: string; symbol: string }[] }[];
}

export function fetchPayRecords(http: HttpClient, page: number): Promise<PayRecordPage> {
  return http.get<PayRecordPage>('/api/v1/vip/payment', { page, pageSize: PAY_RECORD_PAGE_SIZE });
}

/** `chainId:address` (EVM lowercase) → token symbol, from the public list of accepted tokens. */
export async function fetchTokenSymbols(http: HttpClient): Promise<Record<string, string>> {
  const { chains } = await http.get<PayAddressAnswer>('/api/v1/vip/pay/address');
  const symbols: Record<string, string> = {};
  for (const chain of chains) {
    for (const token of chain.tokens) symbols[tokenKey(chain.chainId, token.address)] = token.symbol;
  }
  return symbols;
}

export function tokenKey(chainId: number, address: string): string {
  return `${chainId}:${address.startsWith('0x') ? address.toLowerCase() : address}`;
}
