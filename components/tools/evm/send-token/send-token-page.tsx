import { ClientMessages } from '@/components/providers/client-messages';
import type { Locale } from '@/lib/i18n/config';
import { guardPage } from '@/lib/server/auth/page-guard';
import { SendTokenView } from './send-token-view';

/** The tool's texts and the batch components' (input, cost, progress, table, controls). */
export const SEND_TOKEN_NAMESPACES = ['sendToken', 'batch'] as const;

interface SendTokenPageContentProps {
  locale: Locale;
  /** Catalogue path of the page, for the guard. */
  path: string;
  search: string;
}

/** The server half of batch/send-token: the catalogue's guard, then the client view with its messages. */
export async function SendTokenPageContent({ locale, path, search }: SendTokenPageContentProps) {
  await guardPage(path, locale, search);
  return (
    <ClientMessages namespaces={SEND_TOKEN_NAMESPACES}>
      <SendTokenView locale={locale} />
    </ClientMessages>
  );
}
