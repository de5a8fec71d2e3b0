import '../globals.css';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { htmlLang } from '@/lib/i18n/config';
import { mobileLocale } from '@/lib/i18n/mobile-locale';

export default async function MobileLayout({ children }: { children: ReactNode }) {
  const locale = await mobileLocale();
  setRequestLocale(locale);
  return (
    <html lang={htmlLang(locale)}>
      <body className="mobile">{children}</body>
    </html>
  );
}
