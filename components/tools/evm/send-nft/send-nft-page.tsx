import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { SendNftView } from './send-nft-view';

/** The tool's texts, the send tool's (wallet panel, deployment), the batch components' and the chain picker's. */
export const SEND_NFT_NAMESPACES = ['batchSendNft', 'batchSendToken', 'batch', 'checkBalance'] as const;

export async function SendNftPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return <SendNftView locale={locale} />;
}

/** /[locale]/batch/send-nft: ERC-721 and ERC-1155 from the connected wallet to many recipients. */
export const EVM_SEND_NFT_PAGE: ToolPage = {
  path: 'batch/send-nft',
  namespaces: SEND_NFT_NAMESPACES,
  Content: SendNftPageContent,
};
