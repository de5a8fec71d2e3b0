import { missingPage, type ToolLink, toolLink } from '@/lib/catalog';
import type { Locale } from '@/lib/i18n/config';

/**
 * What the not-found notice says about a path: the name of the catalogued tool it was (not live yet) and the live
 * tools nearest to it, in one language. Loaded by the notice on demand, so the catalogue's copy reaches the browser
 * only for a visitor who followed a dead link.
 */
export function describeMissingPage(path: string, locale: Locale): { tool: string | null; nearest: ToolLink[] } {
  const page = missingPage(path);
  return {
    tool: page.tool ? toolLink(page.tool, locale).title : null,
    nearest: page.nearest.map((tool) => toolLink(tool, locale)),
  };
}
