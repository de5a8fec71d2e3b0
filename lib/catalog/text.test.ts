import {
  CATALOG,
  CHECK_BALANCE_CHAINS,
  getRoute,
  routeDescription,
  routeKeywords,
  routeLabel,
  routeTitle,
} from '@/lib/catalog';
import { BRAND_SUFFIX } from '@/lib/catalog/define';
import { CHECK_BALANCE_CHAIN_TEXTS } from '@/lib/catalog/routes/check-balance-chains';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const CJK_IDEOGRAPH = /[\u3400-\u9fff]/;

describe('routeTitle', () => {
  const gas = getRoute('gas');

  it('fills the Gwei range in both locales', () => {
    expect(routeTitle(gas, 'en', { min: 12, max: '30' })).toBe('Gas Tracker 12-30 Gwei | Chainkit');
    expect(routeTitle(gas, 'cn', { min: '0.8', max: 3 })).toBe('以太坊 Gas 费追踪 0.8-3 Gwei | Chainkit');
  });

  it.each([
    ['no params', undefined],
    ['only min', { min: 12 }],
    ['empty values', { min: '', max: '' }],
  ])('drops the whole range with %s', (_case, params) => {
    expect(routeTitle(gas, 'en', params)).toBe('Gas Tracker | Chainkit');
    expect(routeTitle(gas, 'cn', params)).toBe('以太坊 Gas 费追踪 | Chainkit');
  });

  it('gives the chain-specific title for check-balance/:chain', () => {
    const checkBalance = getRoute('check-balance-chain');
    expect(routeTitle(checkBalance, 'en', { chain: 'btc' })).toBe('Bitcoin Batch Balance Checker | Chainkit');
    expect(routeTitle(checkBalance, 'en', { chain: 'doge' })).toBe('Dogecoin Batch Balance Checker | Chainkit');
    expect(routeTitle(checkBalance, 'cn', { chain: 'btc' })).toBe('比特币批量余额查询 | Chainkit');
    expect(routeTitle(checkBalance, 'en')).toBe(checkBalance.titleEn);
    expect(routeTitle(checkBalance, 'en', { chain: 'unknown' })).toBe(checkBalance.titleEn);
  });

  it('uses the language of the locale for every other page', () => {
    const sendToken = getRoute('batch-send-token');
    expect(routeTitle(sendToken, 'en')).toBe(sendToken.titleEn);
    expect(routeTitle(sendToken, 'cn')).toBe(sendToken.title);
    expect(routeTitle(sendToken, 'en', { min: 1, max: 2 })).toBe(sendToken.titleEn);
  });

  it('never leaves a placeholder in any title', () => {
    for (const entry of CATALOG) {
      for (const locale of ['en', 'cn'] as const) expect(routeTitle(entry, locale)).not.toMatch(/[{}]/);
    }
  });
});

describe('routeDescription, routeKeywords and routeLabel', () => {
  it('follow the locale and the chain parameter', () => {
    const checkBalance = getRoute('check-balance-chain');
    expect(routeDescription(checkBalance, 'en', { chain: 'btc' })).toBe(CHECK_BALANCE_CHAIN_TEXTS.btc.descriptionEn);
    expect(routeDescription(checkBalance, 'cn')).toBe(checkBalance.description);
    expect(routeKeywords(checkBalance, 'cn', { chain: 'doge' })).toEqual(CHECK_BALANCE_CHAIN_TEXTS.doge.keywords);
    expect(routeKeywords(getRoute('ipfs'), 'en')).toEqual(getRoute('ipfs').keywordsEn);
  });

  it('hands out keyword copies the caller may change', () => {
    const ipfs = getRoute('ipfs');
    routeKeywords(ipfs, 'en').push('changed');
    expect(ipfs.keywordsEn).not.toContain('changed');
  });

  it('strips the brand for menus', () => {
    expect(routeLabel(getRoute('gas'), 'en')).toBe('Gas Tracker');
    expect(routeLabel(getRoute('batch-send-token'), 'cn')).toBe('EVM 批量转账');
  });
});

describe('check-balance chain copy', () => {
  it('covers exactly the accepted chains', () => {
    expect(Object.keys(CHECK_BALANCE_CHAIN_TEXTS).sort()).toEqual([...CHECK_BALANCE_CHAINS].sort());
  });

  it.each(CHECK_BALANCE_CHAINS)('is complete and in the right language for %s', (chain) => {
    const texts = CHECK_BALANCE_CHAIN_TEXTS[chain];
    expect(texts.title.endsWith(BRAND_SUFFIX)).toBe(true);
    expect(texts.titleEn.endsWith(BRAND_SUFFIX)).toBe(true);
    expect(texts.title).toMatch(CJK_IDEOGRAPH);
    expect(texts.description).toMatch(CJK_IDEOGRAPH);
    expect(`${texts.titleEn} ${texts.descriptionEn} ${texts.keywordsEn.join(' ')}`).not.toMatch(CJK);
    expect(texts.descriptionEn.length).toBeGreaterThanOrEqual(110);
    expect(texts.descriptionEn.length).toBeLessThanOrEqual(160);
    expect(texts.description.length).toBeGreaterThanOrEqual(55);
    expect(texts.keywords.length).toBeGreaterThanOrEqual(4);
    expect(texts.keywordsEn.length).toBeGreaterThanOrEqual(4);
    for (const keyword of texts.keywords) expect(keyword).toMatch(CJK_IDEOGRAPH);
  });

  it('gives each chain its own title', () => {
    const titles = Object.values(CHECK_BALANCE_CHAIN_TEXTS).flatMap((texts) => [texts.title, texts.titleEn]);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
