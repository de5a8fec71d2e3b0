import compile from 'icu-minify/compile';
import { createTranslator } from 'next-intl';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { missingNoticeTexts } from './home-content';

type Tree = { [key: string]: string | Tree };

/** What next.config.ts's `precompile` makes of a message file at build time (next-intl's catalog loader). */
function precompiled(messages: Tree): Tree {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? compile(value) : precompiled(value),
    ]),
  ) as Tree;
}

const MESSAGES = { en: precompiled(en), cn: precompiled(cn) } as const;

// A build with precompiled messages formats them with the format-only runtime (the plugin's alias).
jest.mock('use-intl/format-message', () => jest.requireActual('use-intl/format-message/format-only'));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'cn'; namespace: string }) =>
    createTranslator({ locale, messages: MESSAGES[locale] as never, namespace: namespace as never }),
}));

describe('the missing-page notice texts with precompiled messages (next.config.ts)', () => {
  it('keep the {tool} placeholder of the tool sentence, as text', async () => {
    const texts = await missingNoticeTexts();
    expect(texts.en.tool).toBe('{tool} is not available yet: it is on our roadmap.');
    expect(texts.cn.tool).toContain('{tool}');
    expect(texts.en.title).toBe(en.home.missing.title);
  });
});
