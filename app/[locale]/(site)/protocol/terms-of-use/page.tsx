import { ContentPage, contentMetadata } from '@/components/content/content-page';
import { TERMS_OF_USE } from '@/lib/content/terms-of-use';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => contentMetadata('protocol/terms-of-use', params);

export default function Page({ params }: PageProps) {
  return <ContentPage params={params} document={TERMS_OF_USE} />;
}
