import { MAIN_CONTENT_ID } from '@/components/layout/site-header';
import type { Locale } from '@/lib/i18n/config';
import { HomeContent } from './home-content';

/** The landing page under the site header: live tools, VIP tools, the roadmap folded away (home-content.tsx). */
export function HomePage({ locale }: { locale: Locale }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="container main home">
      <HomeContent locale={locale} />
    </main>
  );
}
