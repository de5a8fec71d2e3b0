import { composeBalanceDigest, type DigestChange } from './mail';

const change = (overrides: Partial<DigestChange> = {}): DigestChange => ({
  chainName: 'BNB Smart Chain',
  address: '0x00000000000000000000000000000000000000aa',
  label: null,
  symbol: 'USDT',
  oldBalance: '10',
  newBalance: '7.5',
  change: '-2.5',
  blockNumber: 123,
  ...overrides,
});

describe('balance digest mail', () => {
  it('lists every change with its sign, token and block, in English', () => {
    const mail = composeBalanceDigest('en', [change(), change({ label: 'vault', newBalance: '11', change: '1' })]);
    expect(mail.subject).toBe('Chainkit: 2 balance changes');
    expect(mail.text).toContain(
      '0x00000000000000000000000000000000000000aa (BNB Smart Chain)\n  10 → 7.5 USDT (-2.5), at block 123',
    );
    expect(mail.text).toContain('vault · 0x00000000000000000000000000000000000000aa');
    expect(mail.text).toContain('10 → 11 USDT (+1)');
    expect(mail.html).toContain('lang="en"');
  });

  it('writes Chinese for cn', () => {
    const mail = composeBalanceDigest('cn', [change()]);
    expect(mail.subject).toBe('Chainkit：1 笔余额变动');
    expect(mail.text).toContain('区块高度 123');
    expect(mail.html).toContain('lang="zh-CN"');
  });

  it('escapes what users and tokens choose (labels, symbols) in the HTML', () => {
    const mail = composeBalanceDigest('en', [change({ label: '<img src=x>', symbol: 'A&B' })]);
    expect(mail.html).not.toContain('<img src=x>');
    expect(mail.html).toContain('&lt;img src=x&gt;');
    expect(mail.html).toContain('A&amp;B');
  });
});
