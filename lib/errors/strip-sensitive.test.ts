import { REDACTED, stripSensitive } from './strip-sensitive';

const PRIVATE_KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const MNEMONIC_12 = 'test test test test test test test test test test test junk';

describe('stripSensitive', () => {
  it('redacts sensitive keys in any letter case or spelling, at any depth, in arrays', () => {
    const input = {
      email: 'a@b.co',
      Password: 'hunter2',
      form: { newPassword: 'x', PASSPHRASE: 'y', private_key: 'z', 'secret-key': 's' },
      wallets: [
        { privateKey: 'k', address: '0x1' },
        { mnemonic: 'm', seedPhrase: 'p', seed: 'q' },
      ],
    };
    expect(stripSensitive(input)).toEqual({
      email: 'a@b.co',
      Password: REDACTED,
      form: { newPassword: REDACTED, PASSPHRASE: REDACTED, private_key: REDACTED, 'secret-key': REDACTED },
      wallets: [
        { privateKey: REDACTED, address: '0x1' },
        { mnemonic: REDACTED, seedPhrase: REDACTED, seed: REDACTED },
      ],
    });
  });

  it('does not change the input', () => {
    const input = { password: 'p', nested: { list: [PRIVATE_KEY] } };
    stripSensitive(input);
    expect(input).toEqual({ password: 'p', nested: { list: [PRIVATE_KEY] } });
  });

  it.each([
    [PRIVATE_KEY, REDACTED],
    [`0x${PRIVATE_KEY.toUpperCase()}`, REDACTED],
    [MNEMONIC_12, REDACTED],
    [`  ${Array(24).fill('abandon').join(' ')}\n`, REDACTED],
    [Array(15).fill('zoo').join(' '), REDACTED],
    [Array(13).fill('zoo').join(' '), Array(13).fill('zoo').join(' ')],
    [
      'Test test test test test test test test test test test junk',
      'Test test test test test test test test test test test junk',
    ],
    [PRIVATE_KEY.slice(2), PRIVATE_KEY.slice(2)],
    [`keys:\n0x${PRIVATE_KEY}\n${PRIVATE_KEY}`, `keys:\n${REDACTED}\n${REDACTED}`],
    ['0x1234', '0x1234'],
  ])('string value %p becomes %p', (value, expected) => {
    expect(stripSensitive({ note: value })).toEqual({ note: expected });
  });

  it('is safe with cycles and keeps shared references that are not cycles', () => {
    const shared = { label: 'x' };
    const input: Record<string, unknown> = { a: shared, b: shared };
    input.self = input;
    expect(stripSensitive(input)).toEqual({ a: { label: 'x' }, b: { label: 'x' }, self: '[circular]' });
    expect(() => JSON.stringify(stripSensitive(input))).not.toThrow();
  });

  it('turns errors into plain objects with redacted text and causes', () => {
    const error = Object.assign(new Error(`bad key ${PRIVATE_KEY}`, { cause: { password: 'p' } }), { code: 7 });
    const copy = stripSensitive(error);
    expect(copy).toMatchObject({
      name: 'Error',
      message: `bad key ${REDACTED}`,
      code: 7,
      cause: { password: REDACTED },
    });
    expect(typeof copy.stack).toBe('string');
  });

  it('leaves primitives and dates alone', () => {
    const date = new Date(0);
    expect(stripSensitive([1, null, undefined, true, date])).toEqual([1, null, undefined, true, new Date(0)]);
  });
});
