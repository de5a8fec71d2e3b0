import { aptosAddressFromPrivateKey, deriveAptosAccounts, generateAptosPrivateKey } from '@/chains/aptos/keys';
import { MAX_APTOS_ACCOUNTS_PER_MNEMONIC, parseAptosCollectionKeys } from './key-lines';

const MNEMONIC = 'shoot island position soft burden budget tooth cruel issue economy destroy above';

describe('parseAptosCollectionKeys', () => {
  it('reads AIP-80 keys, 64 hex with or without 0x, and a mnemonic range, each wallet with its line', () => {
    const keys = [generateAptosPrivateKey(), generateAptosPrivateKey(), generateAptosPrivateKey()];
    const hex = (key: string) => key.replace('ed25519-priv-0x', '');
    const text = [
      keys[0],
      '',
      `  0x${hex(keys[1]).toUpperCase()}  `,
      '# a comment',
      hex(keys[2]),
      `${MNEMONIC} 5-7`,
    ].join('\r\n');
    const { wallets, issues } = parseAptosCollectionKeys(text);
    expect(issues).toEqual([]);
    const derived = deriveAptosAccounts(MNEMONIC, { start: 5, count: 3 });
    expect(wallets).toEqual([
      { line: 1, address: aptosAddressFromPrivateKey(keys[0]), secret: keys[0] },
      { line: 3, address: aptosAddressFromPrivateKey(keys[1]), secret: keys[1] },
      { line: 5, address: aptosAddressFromPrivateKey(keys[2]), secret: keys[2] },
      ...derived.map((account) => ({ line: 6, address: account.address, secret: account.privateKey })),
    ]);
    // Without a range: account 0 (Petra's first account).
    expect(parseAptosCollectionKeys(MNEMONIC).wallets[0].address).toBe(
      deriveAptosAccounts(MNEMONIC, { start: 0, count: 1 })[0].address,
    );
  });

  it('names each bad line by number and never echoes its content', () => {
    const key = generateAptosPrivateKey();
    const text = [
      key,
      `secp256k1-priv-0x${'11'.repeat(32)}`,
      'abc',
      `${MNEMONIC} 9-2`,
      'wrong words here',
      `${MNEMONIC} 0-${MAX_APTOS_ACCOUNTS_PER_MNEMONIC}`,
      key.toUpperCase().replace('ED25519-PRIV-0X', ''),
    ].join('\n');
    const { wallets, issues } = parseAptosCollectionKeys(text);
    expect(wallets).toHaveLength(1);
    expect(issues).toEqual([
      { line: 2, code: 'invalidKey' },
      { line: 3, code: 'invalidKey' },
      { line: 4, code: 'invalidRange' },
      { line: 5, code: 'invalidMnemonic' },
      { line: 6, code: 'tooMany' },
      { line: 7, code: 'duplicate', firstLine: 1 },
    ]);
    expect(JSON.stringify(issues)).not.toContain(key.slice(16, 40));
  });
});
