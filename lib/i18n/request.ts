import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from './config';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'UTC',
    // A missing message is a bug: fail loudly outside production, log and show the key in production.
    onError: (error) => {
      if (process.env.NODE_ENV !== 'production') throw error;
      console.error(error.message);
    },
    getMessageFallback: ({ namespace, key }) => `${namespace ? `${namespace}.` : ''}${key}`,
  };
});
