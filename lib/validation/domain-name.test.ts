import { domainNameSchema, isDomainName } from './domain-name';

describe('isDomainName (spec §5)', () => {
  it.each([
    ['example.com', 'plain'],
    ['sub.example.co', 'several parts'],
    ['my-site.io', 'inner hyphen'],
    ['a-b-c.d-e.xyz', 'many single hyphens'],
    ['123.45', 'digits only'],
    ['x.yz', 'last part of two'],
    ['web3.eth', 'letters and digits'],
  ])('accepts %p (%s)', (value) => {
    expect(isDomainName(value)).toBe(true);
  });

  it.each([
    ['Example.com', 'uppercase letter'],
    ['exa_mple.com', 'underscore'],
    ['exa mple.com', 'space'],
    ['例子.com', 'non-ASCII letter'],
    ['example.com/', 'slash'],
    ['', 'empty'],
    ['ex--ample.com', "double hyphen '--'"],
    ['xn--fiqs8s.cn', "punycode contains '--'"],
    ['example-.com', "hyphen-dot '-.'"],
    ['example.-com', "dot-hyphen '.-'"],
    ['-example.com', 'leading hyphen'],
    ['example.com-', 'trailing hyphen'],
    ['localhost', 'single part'],
    ['example.c', 'last part of one character'],
    ['example..com', 'empty middle part'],
    ['.example.com', 'leading dot'],
    ['example.com.', 'trailing dot'],
    ['.', 'only a dot'],
  ])('rejects %p (%s)', (value) => {
    expect(isDomainName(value)).toBe(false);
  });

  it('has a zod schema agreeing with the predicate', () => {
    expect(domainNameSchema.safeParse('example.com').success).toBe(true);
    const failure = domainNameSchema.safeParse('example..com');
    expect(failure.success).toBe(false);
    expect(failure.error?.issues[0]?.message).toBe('Invalid domain name');
    expect(domainNameSchema.safeParse(42).success).toBe(false);
  });
});
