import type { VipFeature } from '@/lib/catalog/types';
import type { PurchaseKind, VipPaymentFamily } from '@/lib/fees';
import type { HttpClient } from '@/lib/http';

/** The VIP payment calls of spec §7 as the VIP page uses them (lib/server/vip/README.md). */
const VIP = '/api/v1/vip';

export const VIP_PAY_INFO_QUERY_KEY = ['vip', 'pay-address'] as const;
/** Long-poll wait of pay/check: under the client's 15 s timeout. */
export const CHECK_DELAY_MS = 10_000;

export interface PayToken {
  address: string;
  symbol: string;
  decimals: number;
}

export interface PayChain {
  chainId: number;
  name: string;
  family: VipPaymentFamily;
  receiver: string;
  tokens: PayToken[];
  confirmations: number;
  prices: { days: number; amount: string }[];
}

export type PaymentStatus = 'pending' | 'confirmed' | 'rejected' | 'expired';

export interface VipPayment {
  id: number;
  feature: string;
  kind: PurchaseKind;
  vipDays: number;
  credit: number;
  chainId: number;
  tokenAddress: string;
  walletAddress: string;
  amount: string;
  txHash: string;
  status: PaymentStatus;
  rejectReason: string | null;
  confirmations: number;
  requiredConfirmations?: number;
  confirmedAt: string | null;
}

export interface PrepayBody {
  walletAddress: string;
  tokenAddress: string;
  chainId: number;
  /** The exact decimal price string shown to the user. */
  tokenAmount: string;
  vipDays: number;
  txHash: string;
  feature: VipFeature;
  plan: PurchaseKind;
  credit: number;
}

export async function fetchPayChains(http: HttpClient, signal?: AbortSignal): Promise<PayChain[]> {
  const info = await http.get<{ chains: PayChain[] }>(`${VIP}/pay/address`, undefined, { signal });
  return info.chains;
}

export function prepay(http: HttpClient, body: PrepayBody): Promise<VipPayment> {
  return http.post<VipPayment>(`${VIP}/prepay`, body);
}

export function confirmPayment(http: HttpClient, txHash: string): Promise<VipPayment> {
  return http.post<VipPayment>(`${VIP}/pay/confirm`, { txHash });
}

export function checkPayments(
  http: HttpClient,
  delay: number,
  signal?: AbortSignal,
): Promise<{ hasPending: boolean; payments: VipPayment[] }> {
  return http.get(`${VIP}/pay/check`, { delay }, { signal });
}
