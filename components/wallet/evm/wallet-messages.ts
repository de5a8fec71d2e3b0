import type { Locale } from '@/lib/i18n/config';
import type enMessages from '@/messages/en.json';

export type WalletMessages = (typeof enMessages)['wallet'];

/**
 * Fallback when no page passed the "wallet" namespace down: fetches this locale's message file as its own chunk.
 * (The bundler keeps JSON whole, so a static import would ship every namespace of both languages.)
 */
export async function loadWalletMessages(locale: Locale): Promise<WalletMessages> {
  const messages = locale === 'cn' ? await import('@/messages/cn.json') : await import('@/messages/en.json');
  return messages.default.wallet;
}
