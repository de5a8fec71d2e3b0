import { getAddress } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { SECP256K1_N } from './evm-kernel';
import { evmDifficulty, evmMask, matchesEvmPattern, parseEvmPattern, toChecksumAddress } from './evm-pattern';
import { randomStartKey, WALK_ROOM } from './random-start';

describe('EVM vanity patterns', () => {
  it('parses prefix and suffix: hex only, 0x dropped, at most 40 nibbles, with codes', () => {
    expect(parseEvmPattern('0xdead', 'BEEF', false)).toEqual({
      ok: true,
      pattern: { prefix: 'dead', suffix: 'BEEF', caseSensitive: false },
    });
    expect(parseEvmPattern('', ' ', false)).toEqual({ ok: false, code: 'VANITY_EMPTY' });
    expect(parseEvmPattern('xyz', '', false)).toEqual({ ok: false, code: 'VANITY_NOT_HEX' });
    expect(parseEvmPattern('', '12g', false)).toEqual({ ok: false, code: 'VANITY_NOT_HEX' });
    expect(parseEvmPattern('a'.repeat(30), 'b'.repeat(11), false)).toEqual({ ok: false, code: 'VANITY_TOO_LONG' });
  });

  it('builds the nibble mask of prefix and suffix (odd lengths included)', () => {
    const { value, mask } = evmMask({ prefix: 'AbC', suffix: '12345', caseSensitive: false });
    expect(Buffer.from(value).toString('hex')).toBe(`abc0${'00'.repeat(15)}012345`);
    expect(Buffer.from(mask).toString('hex')).toBe(`fff0${'00'.repeat(15)}0fffff`);
  });

  it('EIP-55 checksums agree with viem on the EIP’s vectors and on random addresses', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(toChecksumAddress(address.slice(2).toLowerCase())).toBe(address);
    }
    for (let i = 0; i < 20; i++) {
      const lower = Buffer.from(crypto.getRandomValues(new Uint8Array(20))).toString('hex');
      expect(toChecksumAddress(lower)).toBe(getAddress(`0x${lower}`));
    }
  });

  it('matches prefix/suffix case-insensitively, and case-sensitively against the checksum', () => {
    const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    expect(matchesEvmPattern(address, { prefix: '5AAEB', suffix: '', caseSensitive: false })).toBe(true);
    expect(matchesEvmPattern(address, { prefix: '5aAeb', suffix: 'BeAed', caseSensitive: true })).toBe(true);
    expect(matchesEvmPattern(address, { prefix: '5aaeb', suffix: '', caseSensitive: true })).toBe(false);
    expect(matchesEvmPattern(address, { prefix: '', suffix: 'beaee', caseSensitive: false })).toBe(false);
  });

  it('difficulty: 16 per nibble, ×2 per letter when case counts', () => {
    expect(evmDifficulty({ prefix: 'dead', suffix: '', caseSensitive: false })).toBe(65_536);
    expect(evmDifficulty({ prefix: 'dead', suffix: '', caseSensitive: true })).toBe(65_536 * 16);
    expect(evmDifficulty({ prefix: '00', suffix: 'f', caseSensitive: true })).toBe(4096 * 2);
  });

  it('an address found by the kernel’s pattern is re-derived from its key by viem', () => {
    const key = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
    const address = privateKeyToAddress(key);
    expect(matchesEvmPattern(address, { prefix: '2c75', suffix: '5c23', caseSensitive: false })).toBe(true);
    expect(matchesEvmPattern(address, { prefix: '2c75', suffix: '5C23', caseSensitive: true })).toBe(false);
  });
});

describe('walk starts', () => {
  it('are 256-bit CSPRNG draws: every byte of a 32-byte draw counts, and no two starts (workers, runs) repeat', () => {
    const seen = new Set<bigint>();
    for (let i = 0; i < 2000; i++) {
      const key = randomStartKey();
      expect(key >= 1n << 16n && key < SECP256K1_N - WALK_ROOM).toBe(true);
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
    // Bits spread over all 256 (a 2^32 seed space like profanity's would leave the top bytes fixed or tied).
    const orAll = [...seen].reduce((acc, key) => acc | key, 0n);
    expect(orAll.toString(2).length).toBe(256);
  });

  it('takes its bytes from the random source it is given, 32 at a time, and rejects out-of-range draws', () => {
    const draws = [new Uint8Array(32).fill(0xff), new Uint8Array(32), new Uint8Array(32).fill(0x42)];
    const sizes: number[] = [];
    const key = randomStartKey((bytes) => {
      sizes.push(bytes.length);
      bytes.set(draws.shift() ?? new Uint8Array(32));
      return bytes;
    });
    expect(sizes).toEqual([32, 32, 32]);
    expect(key).toBe(BigInt(`0x${'42'.repeat(32)}`));
  });
});
