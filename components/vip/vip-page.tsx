import { ClientMessages } from '@/components/providers/client-messages';
import { sameSitePath } from '@/lib/client/last-page';
import type { Locale } from '@/lib/i18n/config';
import { guardPage } from '@/lib/server/auth/page-guard';
import { toDays, toFeature } from './vip-params';
import { VipView } from './vip-view';

interface VipPageContentProps {
  locale: Locale;
  /** Catalogue path of the page ('vip' or 'vip/balanceMonitor-7'), for the guard. */
  path: string;
  search: string;
  feature: string | null;
  days: string | null;
  lastPage: string | null;
}

/** The server half of both VIP pages: guard, then the view with its preselection. */
export async function VipPageContent({ locale, path, search, feature, days, lastPage }: VipPageContentProps) {
  await guardPage(path, locale, search);
  return (
    <ClientMessages namespaces={['vip']}>
      <VipView
        locale={locale}
        initialFeature={toFeature(feature) ?? 'balanceMonitor'}
        initialDays={toDays(days) ?? 30}
        returnHref={sameSitePath(lastPage)}
      />
    </ClientMessages>
  );
}
