import Link from 'next/link';
import { getMessages, getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import { type MessageTree, pickNamespaces } from '@/components/providers/pick-namespaces';
import { localizedHref } from '@/lib/catalog';
import type { Locale } from '@/lib/i18n/config';
import { serverEnv } from '@/lib/server/env';
import { readTurnstileSiteKey } from '@/lib/server/platform/config';
import { APP_VERSION } from '@/lib/version';
import { type NewsletterLabels, NewsletterPlaceholder } from './newsletter-placeholder';
import { type NewsletterMessages, NewsletterSlot } from './newsletter-slot';

const SUPPORT_EMAIL = 'support@chainkit.app';

/** A QR code that opens the mobile site, for WeChat's scanner (WeChat users browse inside its app). */
let wechatQr: Promise<string> | undefined;
function wechatQrDataUrl(): Promise<string> {
  wechatQr ??= renderWechatQr();
  return wechatQr;
}

async function renderWechatQr(): Promise<string> {
  const svg = await QRCode.toString(`${serverEnv().SITE_URL}/m/`, { type: 'svg', margin: 1, width: 112 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The newsletter form's messages (its own and the challenge notice's) and its placeholder's texts. */
async function newsletterProps(locale: Locale): Promise<{ messages: NewsletterMessages; labels: NewsletterLabels }> {
  const t = await getTranslations({ locale, namespace: 'newsletter' });
  const all = (await getMessages({ locale })) as MessageTree;
  return {
    messages: pickNamespaces(all, ['newsletter', 'challenge']) as unknown as NewsletterMessages,
    labels: {
      title: t('title'),
      intro: t('intro'),
      emailLabel: t('emailLabel'),
      emailPlaceholder: t('emailPlaceholder'),
      submit: t('submit'),
    },
  };
}

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common.footer' });
  const qr = await wechatQrDataUrl();
  const links = [
    { href: localizedHref(locale, 'about-us'), label: t('about') },
    { href: localizedHref(locale, 'protocol/privacy-policy'), label: t('privacy') },
    { href: localizedHref(locale, 'protocol/terms-of-use'), label: t('terms') },
  ];
  // No site key (production without Turnstile configured): no form, rather than one that can only fail.
  const siteKey = readTurnstileSiteKey();
  const newsletter = siteKey ? await newsletterProps(locale) : null;
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        {siteKey && newsletter && (
          <NewsletterSlot locale={locale} siteKey={siteKey} messages={newsletter.messages}>
            <NewsletterPlaceholder labels={newsletter.labels} />
          </NewsletterSlot>
        )}
        <nav aria-label={t('links')}>
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{t('contact')}</a>
            </li>
          </ul>
        </nav>
        <figure className="site-footer__wechat">
          {/* biome-ignore lint/performance/noImgElement: an inline SVG data URL needs no image optimisation. */}
          <img src={qr} alt={t('wechatAlt')} width={112} height={112} />
          <figcaption>{t('wechatCaption')}</figcaption>
        </figure>
        <div className="site-footer__meta">
          <p>{t('rights', { year: new Date().getUTCFullYear() })}</p>
          <p className="site-footer__version" data-testid="app-version">
            {t('version', { version: APP_VERSION })}
          </p>
        </div>
      </div>
    </footer>
  );
}
