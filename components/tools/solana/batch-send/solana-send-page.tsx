import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { currentSolanaFeeTarget } from '@/lib/server/solana/fee-target';
import { SolanaSendView } from './solana-send-view';

/**
 * The tool's texts, the batch components' (input, cost, progress, table, controls), the RPC and wallet panels', and
 * the inviter's share line.
 */
export const SOLANA_SEND_NAMESPACES = [
  'solanaBatchSend',
  'solanaRpc',
  'batch',
  'solanaWallet',
  'solanaReferral',
] as const;

export const SOLANA_SEND_PATH = 'solana/batch/send';

/**
 * The server half of solana/batch/send: the catalogue's guard, the fee receiver and the signed-in user's inviter
 * (their share of each fee), then the client view.
 */
export async function SolanaSendPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  const { receiver, referrer } = await currentSolanaFeeTarget();
  return <SolanaSendView locale={locale} feeReceiver={receiver} referrer={referrer} />;
}

/** /[locale]/solana/batch/send: SOL or an SPL / Token-2022 token from the connected wallet to many recipients. */
export const SOLANA_BATCH_SEND_PAGE: ToolPage = {
  path: SOLANA_SEND_PATH,
  namespaces: SOLANA_SEND_NAMESPACES,
  Content: SolanaSendPageContent,
};
