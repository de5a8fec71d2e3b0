import { ClientMessages } from '@/components/providers/client-messages';
import type { Locale } from '@/lib/i18n/config';
import { guardPage } from '@/lib/server/auth/page-guard';
import { solanaToolConfig } from '@/lib/server/solana/config';
import { SolanaSendView } from './solana-send-view';

/** The tool's texts, the batch components' (input, cost, progress, table, controls), the RPC and wallet panels'. */
export const SOLANA_SEND_NAMESPACES = ['solanaSend', 'solanaRpc', 'batch', 'solanaWallet'] as const;

export const SOLANA_SEND_PATH = 'solana/batch/send';

/** The server half of solana/batch/send: the catalogue's guard, the fee receiver, then the client view. */
export async function SolanaSendPageContent({ locale, search }: { locale: Locale; search: string }) {
  await guardPage(SOLANA_SEND_PATH, locale, search);
  const { feeReceiver } = solanaToolConfig();
  return (
    <ClientMessages namespaces={SOLANA_SEND_NAMESPACES}>
      <SolanaSendView locale={locale} feeReceiver={feeReceiver} />
    </ClientMessages>
  );
}
