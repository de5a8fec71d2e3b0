import type { RouteEntry } from '@/lib/catalog/types';

/**
 * Where a catalogue route's page lives under app/: home in the (home) group, every other page in (site), a `:name`
 * segment as the folder `[name]` and `:feature:days` as `[featureDays]`. Relative to the repository root.
 */
export function pageFileOf(entry: Pick<RouteEntry, 'path'>): string {
  if (entry.path === '') return 'app/[locale]/(home)/page.tsx';
  const segments = entry.path.split('/').map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const [first, ...rest] = segment.slice(1).split(':');
    return `[${first}${rest.map((name) => name[0].toUpperCase() + name.slice(1)).join('')}]`;
  });
  return `app/[locale]/(site)/${segments.join('/')}/page.tsx`;
}
