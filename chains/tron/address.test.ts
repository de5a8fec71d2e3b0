import { decodeBase58Check, encodeBase58Check, TRON_CHAIN_ID } from '.';
import {
  checkTronAddress,
  isTronAddress,
  parseTronAddressList,
  tronAddressFromHex,
  tronAddressToEvmHex,
  tronAddressToHex,
} from './address';
import { decodeBase58, encodeBase58 } from './base58check';

// Mainnet USDT (TRC20) in both forms, as TronScan shows it.
const USDT_BASE58 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const USDT_HEX = '41a614f803b6fd780986a42c78ec9c7f77e6ded13c';

describe('Tron addresses', () => {
  it('has our registry chain id', () => {
    expect(TRON_CHAIN_ID).toBe(195);
  });

  it('converts base58check to 41-hex and back', () => {
    expect(tronAddressToHex(USDT_BASE58)).toBe(USDT_HEX);
    expect(tronAddressFromHex(USDT_HEX)).toBe(USDT_BASE58);
    expect(tronAddressFromHex(USDT_HEX.toUpperCase())).toBe(USDT_BASE58);
  });

  it('reads the 20-byte forms of event logs and EVM tools', () => {
    expect(tronAddressFromHex(USDT_HEX.slice(2))).toBe(USDT_BASE58);
    expect(tronAddressFromHex(`0x${USDT_HEX.slice(2)}`)).toBe(USDT_BASE58);
    expect(tronAddressToEvmHex(USDT_BASE58)).toBe(`0x${USDT_HEX.slice(2)}`);
  });

  it('knows the zero address (T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb)', () => {
    expect(tronAddressFromHex(`41${'0'.repeat(40)}`)).toBe('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb');
  });

  it('validates', () => {
    expect(isTronAddress(USDT_BASE58)).toBe(true);
    // One character changed: the checksum no longer matches.
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    expect(isTronAddress('0R7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isTronAddress(USDT_HEX)).toBe(false);
    expect(isTronAddress(42)).toBe(false);
    // A valid base58check payload with another version byte (a Bitcoin address) is not Tron.
    expect(isTronAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(tronAddressToHex('not an address')).toBeUndefined();
  });

  it('rejects hex that is not a Tron address', () => {
    expect(tronAddressFromHex(`42${USDT_HEX.slice(2)}`)).toBeUndefined();
    expect(tronAddressFromHex('41abc')).toBeUndefined();
    expect(tronAddressFromHex(`${USDT_HEX}00`)).toBeUndefined();
    expect(tronAddressFromHex('zz'.repeat(20))).toBeUndefined();
  });
});

describe('base58', () => {
  it('keeps leading zero bytes as 1s', () => {
    const bytes = new Uint8Array([0, 0, 1, 2, 3]);
    expect(encodeBase58(bytes)).toMatch(/^11/);
    expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes);
    expect(encodeBase58(new Uint8Array())).toBe('');
  });

  it('checks the checksum', () => {
    const payload = new Uint8Array([0x41, ...new Array(20).fill(7)]);
    const text = encodeBase58Check(payload);
    expect(decodeBase58Check(text)).toEqual(payload);
    expect(decodeBase58Check(`${text.slice(0, -1)}${text.endsWith('1') ? '2' : '1'}`)).toBeUndefined();
    expect(decodeBase58Check('0OIl')).toBeUndefined();
    expect(decodeBase58Check('1')).toBeUndefined();
  });
});

describe('Tron address lists', () => {
  it('accepts T- and 41-hex forms, flags typos as checksum issues, and finds duplicates', () => {
    expect(checkTronAddress(` ${USDT_HEX.toUpperCase()}\u200B`)).toEqual({ ok: true, address: USDT_BASE58 });
    expect(checkTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toEqual({ ok: false, issue: 'checksum' });
    expect(checkTronAddress('0x1234')).toEqual({ ok: false, issue: 'format' });
    const parsed = parseTronAddressList(`${USDT_BASE58}, nope\n\n${USDT_HEX}；T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb`);
    expect(parsed.addresses).toEqual([USDT_BASE58, 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb']);
    expect(parsed.invalid).toEqual([{ index: 1, line: 1, input: 'nope', issue: 'format' }]);
    expect(parsed.duplicates).toEqual([{ index: 2, line: 3, address: USDT_BASE58, firstIndex: 0 }]);
  });
});
