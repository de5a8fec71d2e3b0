import { emailSchema, isEmail, normalizeEmail } from './email';

describe('isEmail (spec §5)', () => {
  it.each([
    ['user@example.com', 'plain'],
    ['First.Last@example.com', 'letters of both cases and a dot'],
    ['first_last-2@mail.example.co', 'underscore, hyphen, digits'],
    ['a@b.cd', 'shortest'],
    ['_user@example.com', 'leading underscore (no clause forbids it)'],
    ['-user@example.com', 'leading hyphen followed by a letter'],
    ['user@Example.COM', 'uppercase domain is folded before the domain check'],
    ['12345@qq.com', 'digits only'],
  ])('accepts %p (%s)', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    ['user+tag@example.com', "'+' is not an allowed character"],
    ['us er@example.com', 'space in the local part'],
    ['用户@example.com', 'non-ASCII local part'],
    ['.user@example.com', 'starts with a dot'],
    ['user.@example.com', 'ends with a dot'],
    ['user..name@example.com', 'two dots in a row'],
    ['user._name@example.com', 'dot then underscore'],
    ['user-_name@example.com', 'hyphen then underscore'],
    ['user-@example.com', 'hyphen not followed by a letter or digit'],
    ['user_@example.com', 'underscore not followed by a letter or digit'],
    ['@example.com', 'empty local part'],
    ['userexample.com', 'no @'],
    ['user@@example.com', 'two @'],
    ['a@b@example.com', 'two @ apart'],
    ['user@', 'empty domain'],
    ['user@localhost', 'domain with one part'],
    ['user@example.c', 'domain ending with a one-character part'],
    ['user@exa--mple.com', 'domain with a double hyphen'],
    ['user@-example.com', 'domain with a leading hyphen'],
    ['user@example..com', 'domain with an empty part'],
    ['user@exa_mple.com', 'domain with an underscore'],
    [' user@example.com', 'surrounding space is not trimmed'],
  ])('rejects %p (%s)', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('emailSchema', () => {
  it('outputs the address with its domain lowercased and the local part as typed', () => {
    expect(emailSchema.parse('First.Last@Example.COM')).toBe('First.Last@example.com');
  });

  it('rejects invalid addresses with a message', () => {
    const result = emailSchema.safeParse('user..name@example.com');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid e-mail address');
  });

  it('leaves strings without @ unchanged when normalising', () => {
    expect(normalizeEmail('No-At-Sign')).toBe('No-At-Sign');
  });
});
