import { ContentPage, contentMetadata } from '@/components/content/content-page';
import { PRIVACY_POLICY } from '@/lib/content/privacy-policy';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => contentMetadata('protocol/privacy-policy', params);

export default function Page({ params }: PageProps) {
  return <ContentPage params={params} document={PRIVACY_POLICY} />;
}
