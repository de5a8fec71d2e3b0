import { ClientMessages } from '@/components/providers/client-messages';
import { localizedHref } from '@/lib/catalog';
import type { Locale } from '@/lib/i18n/config';
import { guardPage } from '@/lib/server/auth/page-guard';
import { CheckBalanceView } from './check-balance-view';

/** The message namespaces the view uses: its own, and the batch input's. */
export const CHECK_BALANCE_NAMESPACES = ['checkBalance', 'batch'] as const;

interface CheckBalancePageContentProps {
  locale: Locale;
  /** Catalogue path of the page ('batch/check-balance' or 'check-balance/evm'), for the guard. */
  path: string;
  search: string;
}

/** The server half of the EVM balance pages: the catalogue's guard, then the client view with its messages. */
export async function CheckBalancePageContent({ locale, path, search }: CheckBalancePageContentProps) {
  await guardPage(path, locale, search);
  return (
    <ClientMessages namespaces={CHECK_BALANCE_NAMESPACES}>
      <CheckBalanceView locale={locale} currentPath={localizedHref(locale, path)} />
    </ClientMessages>
  );
}
