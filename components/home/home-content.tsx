import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CHAINS } from '@/chains/registry';
import {
  CATEGORY_LABELS,
  CHAIN_LABELS,
  type ChainGroup,
  liveChains,
  liveTools,
  localizedHref,
  memberTools,
  roadmapTools,
  toolLink,
} from '@/lib/catalog';
import { htmlLang, LOCALES, type Locale } from '@/lib/i18n/config';
import { type MissingNoticeTexts, MissingPageNotice } from './missing-page-notice';
import { Roadmap, type RoadmapGroup } from './roadmap';
import { ToolDirectory } from './tool-directory';

const CLAIMS = ['Time', 'Lines', 'Keys', 'Fees'] as const;
const NOTICE_KEYS = ['title', 'path', 'tool', 'nearest', 'browse', 'homeLink', 'dismiss'] as const;
const TOOL_PLACEHOLDER = '{tool}';

/** Chain families in a sentence: "EVM chains and Solana" (the label alone reads "EVM"). */
function chainsInProse(chains: readonly ChainGroup[], locale: Locale): string {
  const names = chains.map((chain) =>
    chain === 'evm' && locale === 'en' ? 'EVM chains' : CHAIN_LABELS[chain][locale],
  );
  return new Intl.ListFormat(htmlLang(locale), { type: 'conjunction' }).format(names);
}

/** The notice's copy in every language: it speaks the language of the path the visitor followed. */
export async function missingNoticeTexts(): Promise<Record<Locale, MissingNoticeTexts>> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => {
      const t = await getTranslations({ locale, namespace: 'home.missing' });
      // The tool sentence keeps its {tool} placeholder (MissingPageNotice puts the name in bold there): formatted
      // with the placeholder as the value, not read raw, since precompiled messages (next.config.ts) are not text.
      const texts = Object.fromEntries(
        NOTICE_KEYS.map((key) => [key, key === 'tool' ? t(key, { tool: TOOL_PLACEHOLDER }) : t(key)]),
      );
      return [locale, texts as unknown as MissingNoticeTexts] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, MissingNoticeTexts>;
}

function roadmapGroups(locale: Locale): RoadmapGroup[] {
  const tools = roadmapTools().map((tool) => toolLink(tool, locale));
  const categories = [...new Set(tools.map((tool) => tool.category))];
  return categories.map((category) => ({
    category,
    label: CATEGORY_LABELS[category][locale],
    tools: tools.filter((tool) => tool.category === category),
  }));
}

/**
 * The home page below its bar: what Chainkit does on the chains that have a live tool, the live tools (each once),
 * the VIP tools, then the roadmap folded away. Everything comes from the catalogue, so it grows as tools ship.
 */
export async function HomeContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const live = liveTools();
  const chains = liveChains(live);
  const chainRecords = CHAINS.filter((chain) => chain.groups.some((group) => chains.includes(group)));
  const items = live.map((tool) => toolLink(tool, locale));
  const members = memberTools().map((tool) => toolLink(tool, locale));
  const roadmap = roadmapGroups(locale);
  const roadmapCount = roadmap.reduce((count, group) => count + group.tools.length, 0);

  return (
    <>
      <MissingPageNotice locale={locale} texts={await missingNoticeTexts()} />
      <section className="hero">
        <p className="hero__eyebrow">{common('tagline')}</p>
        <h1>{t('heroTitle')}</h1>
        <p className="hero__body">{t('heroBody', { chains: chainsInProse(chains, locale) })}</p>
        <p className="hero__chains-title">{t('chainsTitle')}</p>
        <ul className="chain-list" aria-label={t('chainsTitle')}>
          {chainRecords.map((chain) => (
            <li key={chain.chainId}>{chain.name}</li>
          ))}
        </ul>
      </section>
      <ul className="claims">
        {CLAIMS.map((claim) => (
          <li key={claim}>
            <strong>{t(`claim${claim}`)}</strong>
            <span>{t(`claim${claim}Body`)}</span>
          </li>
        ))}
      </ul>
      <section aria-labelledby="directory-title">
        <h2 id="directory-title">{t('directoryTitle')}</h2>
        <p>
          {t('availableCount', { count: items.length })} {t('directoryBody')}
        </p>
        <ToolDirectory
          items={items}
          labels={{
            searchLabel: t('searchLabel'),
            searchPlaceholder: t('searchPlaceholder'),
            chainFilter: t('chainFilter'),
            categoryFilter: t('categoryFilter'),
            allChains: t('allChains'),
            allCategories: t('allCategories'),
            noMatch: t('noMatch'),
          }}
        />
      </section>
      {members.length > 0 && (
        <section aria-labelledby="member-tools-title" className="member-tools">
          <h2 id="member-tools-title">{t('memberTitle')}</h2>
          <p>{t('memberBody')}</p>
          <ul>
            {members.map((tool) => (
              <li key={tool.href}>
                <Link href={tool.href}>{tool.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Roadmap title={t('roadmapTitle', { count: roadmapCount })} body={t('roadmapBody')} groups={roadmap} />
      <p>
        <Link href={localizedHref(locale, 'about-us')}>{t('learnMore')}</Link>
      </p>
    </>
  );
}
