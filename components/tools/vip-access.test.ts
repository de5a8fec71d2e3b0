import { vipRefusal } from './vip-access';

const PATH = 'batch/collection-nft';
const future = { feature: 'nftCollection', isVip: true };

describe('batch/collection-nft VIP guard', () => {
  it('opens for a user whose nftCollection is active', () => {
    expect(vipRefusal(PATH, 'en', '', [future])).toBeNull();
    expect(vipRefusal(PATH, 'cn', '?a=1', [{ feature: 'balanceMonitor', isVip: true }, future])).toBeNull();
  });

  it('sends a user without it, with it expired, or signed out to the VIP page with lastPage and feature', () => {
    const refusals = [
      vipRefusal(PATH, 'en', '', []),
      vipRefusal(PATH, 'en', '', [{ feature: 'nftCollection', isVip: false }]),
      vipRefusal(PATH, 'en', '', [{ feature: 'balanceMonitor', isVip: true }]),
      vipRefusal(PATH, 'en', '', null),
    ];
    for (const location of refusals) {
      expect(location).not.toBeNull();
      const url = new URL(location ?? '', 'https://example.test');
      expect(url.pathname).toMatch(/^\/en(\/vip|\/account\/benefits)?$/);
      expect(url.searchParams.get('lastPage')).toBe('/en/batch/collection-nft');
      expect(url.searchParams.get('feature')).toBe('nftCollection');
    }
    const cn = new URL(vipRefusal(PATH, 'cn', '?x=1', null) ?? '', 'https://example.test');
    expect(cn.searchParams.get('lastPage')).toBe('/cn/batch/collection-nft?x=1');
  });
});
