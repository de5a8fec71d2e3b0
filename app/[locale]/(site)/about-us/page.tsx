import { ContentPage, contentMetadata } from '@/components/content/content-page';
import { ABOUT_US } from '@/lib/content/about-us';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => contentMetadata('about-us', params);

export default function Page({ params }: PageProps) {
  return <ContentPage params={params} document={ABOUT_US} />;
}
