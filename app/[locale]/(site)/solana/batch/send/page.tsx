import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import { SOLANA_SEND_PATH, SolanaSendPageContent } from '@/components/solana-send/solana-send-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata(SOLANA_SEND_PATH, params);

/** /[locale]/solana/batch/send: SOL or an SPL / Token-2022 token from the connected wallet to many recipients. */
export default async function SolanaBatchSendPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  return <SolanaSendPageContent locale={locale} search={await searchString(searchParams)} />;
}
