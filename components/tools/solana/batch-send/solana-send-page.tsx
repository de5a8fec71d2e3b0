import { ClientMessages } from '@/components/providers/client-messages';
import type { Locale } from '@/lib/i18n/config';
import { guardPage } from '@/lib/server/auth/page-guard';
import { currentSolanaFeeTarget } from '@/lib/server/solana/fee-target';
import { SolanaSendView } from './solana-send-view';

/**
 * The tool's texts, the batch components' (input, cost, progress, table, controls), the RPC and wallet panels', and
 * the inviter's share line.
 */
export const SOLANA_SEND_NAMESPACES = ['solanaSend', 'solanaRpc', 'batch', 'solanaWallet', 'solanaReferral'] as const;

export const SOLANA_SEND_PATH = 'solana/batch/send';

/**
 * The server half of solana/batch/send: the catalogue's guard, the fee receiver and the signed-in user's inviter
 * (their share of each fee), then the client view.
 */
export async function SolanaSendPageContent({ locale, search }: { locale: Locale; search: string }) {
  await guardPage(SOLANA_SEND_PATH, locale, search);
  const { receiver, referrer } = await currentSolanaFeeTarget();
  return (
    <ClientMessages namespaces={SOLANA_SEND_NAMESPACES}>
      <SolanaSendView locale={locale} feeReceiver={receiver} referrer={referrer} />
    </ClientMessages>
  );
}
