import { SuggestPage, type SuggestPageProps, suggestMetadata } from '@/components/suggest/suggest-page';

export const generateMetadata = ({ params }: SuggestPageProps) => suggestMetadata(params);

/** /[locale]/suggest: public feedback form, Turnstile-protected, stored by POST /api/v1/suggest. */
export default function Page({ params }: SuggestPageProps) {
  return <SuggestPage params={params} />;
}
