import { EVM_CHAINS } from '@/chains/evm/chains';
import sitemap from './sitemap';

describe('sitemap', () => {
  const urls = sitemap().map((entry) => entry.url);

  it('lists the balance checker of every EVM chain of the registry, in both languages', () => {
    const missing = EVM_CHAINS.flatMap((chain) =>
      ['en', 'cn']
        .map((locale) => `/${locale}/check-balance/${chain.slug}`)
        .filter((path) => !urls.some((url) => url.endsWith(path))),
    );
    expect(missing).toEqual([]);
  });

  it('lists each page once, and no parametric pattern', () => {
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((url) => url.includes(':chain') || url.includes('/:'))).toEqual([]);
  });
});
