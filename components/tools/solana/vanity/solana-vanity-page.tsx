import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { currentSolanaFeeTarget } from '@/lib/server/solana/fee-target';
import { SolanaVanityClient } from './solana-vanity-client';

async function SolanaVanityContent(_props: ToolContentProps) {
  // The fee target of the optional activation step (its receiver, and the signed-in user's inviter).
  const { receiver, referrer } = await currentSolanaFeeTarget();
  return <SolanaVanityClient feeReceiver={receiver} referrer={referrer} />;
}

/** /[locale]/solana/vanity-address: public; keys are searched in this tab's Web Workers and never leave it. */
export const SOLANA_VANITY_PAGE: ToolPage = {
  path: 'solana/vanity-address',
  namespaces: ['solanaVanityAddress', 'vanityAddress', 'walletTools', 'solanaWallet', 'solanaRpc'],
  Content: SolanaVanityContent,
};
