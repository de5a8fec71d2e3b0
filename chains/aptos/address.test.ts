import { AccountAddress } from '@aptos-labs/ts-sdk';
import {
  aptosExplorerLink,
  checkAptosAddress,
  normalizeAptosAddress,
  parseAptosAddressList,
  shortAptosAddress,
} from '.';

const LONG = '0x07968dab936c1bad187c60ce4082f307d030d780e91e694ae03aef16aba73f30';

describe('Aptos addresses', () => {
  it('takes the long and short forms (AIP-40) and gives the long one, as the SDK does', () => {
    expect(normalizeAptosAddress(LONG.toUpperCase().replace('0X', '0x'))).toBe(LONG);
    expect(normalizeAptosAddress(LONG.replace('0x0', '0x'))).toBe(LONG);
    expect(normalizeAptosAddress(LONG.slice(2))).toBe(LONG);
    expect(normalizeAptosAddress('0x1')).toBe(AccountAddress.from('0x1').toStringLong());
    expect(normalizeAptosAddress('\u200B 0xA \n')).toBe(`0x${'0'.repeat(63)}a`);
    expect(shortAptosAddress(LONG)).toBe(LONG.replace('0x0', '0x'));
    expect(shortAptosAddress('0x0000000000000000000000000000000000000000000000000000000000000001')).toBe('0x1');
    for (const bad of ['', '0x', '0xg1', `${LONG}0`, LONG.slice(3), 'aptos.apt', '1']) {
      expect(checkAptosAddress(bad)).toEqual({ ok: false, issue: 'format' });
    }
  });

  it('reads a pasted list by line: invalid entries and repeats in another form named with their line', () => {
    const parsed = parseAptosAddressList(`${LONG}\n0x1, nope\n\n${LONG.replace('0x0', '0x')}；0xa`);
    expect(parsed.addresses).toEqual([LONG, normalizeAptosAddress('0x1'), normalizeAptosAddress('0xa')]);
    expect(parsed.invalid).toEqual([{ index: 2, line: 2, input: 'nope', issue: 'format' }]);
    expect(parsed.duplicates).toEqual([{ index: 3, line: 4, address: LONG, firstIndex: 0 }]);
  });

  it('links to the Aptos Explorer on mainnet', () => {
    expect(aptosExplorerLink(637, 'address', LONG)).toBe(
      `https://explorer.aptoslabs.com/account/${LONG}?network=mainnet`,
    );
    expect(aptosExplorerLink(637, 'token', '0x1::aptos_coin::AptosCoin')).toContain('/coin/0x1%3A%3Aaptos_coin');
    expect(aptosExplorerLink(784, 'address', LONG)).toBeUndefined();
  });
});
