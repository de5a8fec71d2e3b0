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

describe('stripSensitive: secrets of every chain and mnemonics inside text', () => {
  const SOLANA_SECRET_KEY = 'DyXZZCSiBREJ8YZ5cULd7PVdKpbkhHvHJ7otbJmLJajJtRsyq1irMMqKimYeKvRmZ8Sc2qWLhKjYR4ekM8RSzkV';
  const WIF_UNCOMPRESSED = '5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ';
  const WIF_COMPRESSED = 'KwdMAjGmerYanjeui5SHS7JkmpZvVipYvB2LJGU1ZxJwYvP98617';
  const SUI_KEY = 'suiprivkey1qzwant3kaegmjy4qxex93s0jzvemekkjmyv3r2sjwgnv2y479pgsywhveae';
  const ABANDON_12 = `${Array(11).fill('abandon').join(' ')} about`;
  const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

  it.each([
    ['a Solana secret key in base58', `import failed for ${SOLANA_SECRET_KEY}.`, `import failed for ${REDACTED}.`],
    ['WIF keys of Bitcoin', `keys ${WIF_UNCOMPRESSED}, ${WIF_COMPRESSED}`, `keys ${REDACTED}, ${REDACTED}`],
    ['a Sui key', `bad key: ${SUI_KEY}`, `bad key: ${REDACTED}`],
    ['a hex key after a label', `aptos ed25519-priv-0x${PRIVATE_KEY}`, `aptos ed25519-priv-${REDACTED}`],
    ['a mnemonic after a label', `phrase: ${ABANDON_12} (done)`, `phrase: ${REDACTED} (done)`],
    ['a 13-word run inside text', `got ${Array(13).fill('zoo').join(' ')}!`, `got ${REDACTED}!`],
    ['a numbered mnemonic', `1. ${ABANDON_12.split(' ').join('\n2. ')}`, `1. ${REDACTED}`],
    ['a mnemonic as a JSON array in text', `got ${JSON.stringify(ABANDON_12.split(' '))}`, `got ["${REDACTED}"]`],
    ['mnemonic words abbreviated to four letters', `m=${Array(12).fill('aban').join(' ')};`, `m=${REDACTED};`],
    ['a Chinese mnemonic', `助记词 ${'的 一 是 在 不 了 有 和 人 这 中 大'} 错误`, `助记词 ${REDACTED} 错误`],
    ['a keypair file in text', `secret [${Array(64).fill(7).join(',')}]`, `secret ${REDACTED}`],
  ])('redacts %s', (_name, value, expected) => {
    expect(stripSensitive({ note: value })).toEqual({ note: expected });
  });

  it.each([
    ['a Solana address', `send to ${SOLANA_ADDRESS} failed`],
    ['an ordinary English error', 'Transaction failed because the wallet has not enough balance to pay the gas fee'],
    ['a list of routes', 'solana/pump/publish solana/token/publish solana/token/update solana/vanity-address'],
    ['eleven mnemonic words', `phrase: ${Array(11).fill('abandon').join(' ')}`],
    ['capitalised words', `Note: ${Array(12).fill('Abandon').join(' ')}`],
    ['a short hex value', 'code 0xdeadbeef'],
  ])('keeps %s', (_name, value) => {
    expect(stripSensitive({ note: value })).toEqual({ note: value });
  });

  it('redacts values under any key that names a secret', () => {
    expect(
      stripSensitive({
        walletPassword: 'a',
        encryptedPrivateKey: 'b',
        importMnemonic: 'c',
        'recovery phrase': 'd',
        secret: 'e',
        pwd: 'f',
        keypair: 'g',
        address: SOLANA_ADDRESS,
      }),
    ).toEqual({
      walletPassword: REDACTED,
      encryptedPrivateKey: REDACTED,
      importMnemonic: REDACTED,
      'recovery phrase': REDACTED,
      secret: REDACTED,
      pwd: REDACTED,
      keypair: REDACTED,
      address: SOLANA_ADDRESS,
    });
  });

  it('redacts 32- and 64-byte arrays and typed arrays, and keeps other numbers', () => {
    const keypair = Array.from({ length: 64 }, (_, index) => index);
    expect(
      stripSensitive({
        keypair32: new Uint8Array(32),
        bytes: keypair,
        small: new Uint8Array([1, 2, 3]),
        amounts: Array(64).fill(1000),
      }),
    ).toEqual({ keypair32: REDACTED, bytes: REDACTED, small: [1, 2, 3], amounts: Array(64).fill(1000) });
  });

  it('stays linear on long text', () => {
    const long = `${'word '.repeat(20_000)}${'a'.repeat(50_000)}`;
    const started = performance.now();
    stripSensitive({ stack: long });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
