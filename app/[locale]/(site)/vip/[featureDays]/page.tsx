import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { accountPageLocale, queryValue, type SearchParams, searchString } from '@/components/account/account-page';
import { VipPageContent } from '@/components/vip/vip-page';
import { matchRoute } from '@/lib/catalog';
import { isLocale } from '@/lib/i18n/config';
import { buildMetadata } from '@/lib/seo/metadata';

type FeatureDaysParams = Promise<{ locale: string; featureDays: string }>;

/** The vip/:feature:days entry for this segment, or null (e.g. vip/foo-9). */
function matchFeatureDays(featureDays: string) {
  const match = matchRoute(`vip/${featureDays}`);
  return match?.entry.routeName === 'vip-feature-days' ? match : null;
}

export async function generateMetadata({ params }: { params: FeatureDaysParams }): Promise<Metadata> {
  const { locale, featureDays } = await params;
  return isLocale(locale) && matchFeatureDays(featureDays) ? buildMetadata(`vip/${featureDays}`, locale) : {};
}

/** /[locale]/vip/<feature>-<days>: the VIP page with the feature and plan preselected (sign-in required). */
export default async function VipFeatureDaysPage({
  params,
  searchParams,
}: {
  params: FeatureDaysParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  const { featureDays } = await params;
  const match = matchFeatureDays(featureDays);
  if (!match) notFound();
  return (
    <VipPageContent
      locale={locale}
      path={`vip/${featureDays}`}
      search={await searchString(searchParams)}
      feature={match.params.feature ?? null}
      days={match.params.days ?? null}
      lastPage={await queryValue(searchParams, 'lastPage')}
    />
  );
}
