import { decodeSuiPrivateKey } from '@mysten/sui/cryptography';
import {
  deriveSuiAccounts,
  generateSuiMnemonic,
  generateSuiPrivateKey,
  suiAddressFromPrivateKey,
} from '@/chains/sui/keys';
import { MAX_SUI_ACCOUNTS_PER_MNEMONIC, parseSuiCollectionKeys } from './key-lines';

describe('parseSuiCollectionKeys', () => {
  it('reads suiprivkey1… and 64-hex keys and mnemonic ranges, with problems by line', () => {
    const key = generateSuiPrivateKey();
    const other = generateSuiPrivateKey();
    const hex = `0x${Buffer.from(decodeSuiPrivateKey(other).secretKey).toString('hex').toUpperCase()}`;
    const mnemonic = generateSuiMnemonic();
    const text = [
      key,
      '',
      '# a comment',
      hex,
      `${mnemonic} 2-4`,
      mnemonic,
      `${mnemonic} 7`,
      'abc',
      `${mnemonic} 5-1`,
      `${mnemonic.split(' ').slice(1).join(' ')} 0-1`,
      `${mnemonic} 0-${MAX_SUI_ACCOUNTS_PER_MNEMONIC}`,
      key.toUpperCase(),
    ].join('\r\n');
    const { wallets, issues } = parseSuiCollectionKeys(text);
    const accounts = (start: number, count: number) =>
      deriveSuiAccounts(mnemonic, { start, count }).map((account) => account.address);
    expect(wallets.map((wallet) => [wallet.line, wallet.address])).toEqual([
      [1, suiAddressFromPrivateKey(key)],
      [4, suiAddressFromPrivateKey(other)],
      ...accounts(2, 3).map((address) => [5, address]),
      [6, accounts(0, 1)[0]],
      [7, accounts(7, 1)[0]],
    ]);
    expect(wallets[1].secret).toBe(other);
    expect(issues).toEqual([
      { line: 8, code: 'invalidKey' },
      { line: 9, code: 'invalidRange' },
      // 11 words: no mnemonic.
      { line: 10, code: 'invalidMnemonic' },
      { line: 11, code: 'tooMany' },
      { line: 12, code: 'duplicate', firstLine: 1 },
    ]);
  });
});
