import type { Locale } from './config';

export type Messages = typeof import('@/messages/en.json');

export async function loadMessages(locale: Locale): Promise<Messages> {
  const module = locale === 'cn' ? await import('@/messages/cn.json') : await import('@/messages/en.json');
  return module.default;
}
