import { sha256 } from '@noble/hashes/sha256';
import { TronWeb } from 'tronweb';
import { privateKeyToAddress } from 'viem/accounts';
import { decodeBase58Check } from '@/chains/tron/base58check';
import { SECP256K1_N } from './evm-kernel';
import { TronVanityKernel, tronAddressOfBytes } from './tron-kernel';
import type { TronVanityPattern } from './tron-pattern';

const ANY: TronVanityPattern = { prefix: '', suffix: '' };
const keyHex = (key: bigint) => key.toString(16).padStart(64, '0');
const tronWebAddress = (key: bigint) => TronWeb.address.fromPrivateKey(keyHex(key)) as string;
/** @noble's secp256k1 + keccak (through viem), then 0x41 ‖ 20 bytes and base58check: independent of the kernel. */
const nobleAddress = (key: bigint) => tronAddressOfBytes(privateKeyToAddress(`0x${keyHex(key)}`).slice(2));

function randomStart(): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return (BigInt(`0x${Buffer.from(bytes).toString('hex')}`) % (SECP256K1_N - 100_000n)) + 10_000n;
}

/** Every address of `batches` batches from `start`, by the kernel with no pattern (every key is a hit). */
async function walk(start: bigint, batches: number) {
  const kernel = await TronVanityKernel.create(ANY);
  kernel.start(start);
  const all = [];
  for (let i = 0; i < batches; i++) all.push(...(kernel.step() ?? []));
  return all;
}

describe('the vanity kernel, Tron matcher', () => {
  it('known vector: TronWeb’s documentation key gives TPL66VK2gCXNCD7EJg9pgJRfqcRazjhUZY (TronWeb agrees)', async () => {
    const key = 0xda146374a75310b9666e834ee4ad0866d6f4035967bfc76217c5a495fff9f0d0n;
    const byKey = new Map((await walk(key - 1n, 1)).map((hit) => [hit.privateKey, hit.address]));
    expect(byKey.get(key)).toBe('TPL66VK2gCXNCD7EJg9pgJRfqcRazjhUZY');
    expect(byKey.get(key)).toBe(tronWebAddress(key));
    expect(byKey.get(key + 777n)).toBe(tronWebAddress(key + 777n));
  });

  it('walks consecutive keys from a random start: every address of a batch is TronWeb’s for its key', async () => {
    const start = randomStart();
    const all = await walk(start, 1);
    expect(all.map((hit) => hit.privateKey)).toEqual(
      expect.arrayContaining(Array.from({ length: 1024 }, (_, index) => start + 1n + BigInt(index))),
    );
    expect(all).toHaveLength(1024);
    // Every 8th key and the last one by TronWeb (≈ 13 ms a key), every address a valid base58check of 0x41 ‖ 20 bytes.
    for (const [index, hit] of all.entries()) {
      if (index % 8 === 0 || index === all.length - 1) expect(hit.address).toBe(tronWebAddress(hit.privateKey));
      expect(decodeBase58Check(hit.address)?.[0]).toBe(0x41);
    }
  }, 60_000);

  it('the kernel’s double SHA-256 checksum equals @noble’s on random 20-byte accounts', async () => {
    const kernel = await TronVanityKernel.create(ANY);
    for (let round = 0; round < 200; round++) {
      const bytes = crypto.getRandomValues(new Uint8Array(20));
      const payload = new Uint8Array([0x41, ...bytes]);
      const digest = sha256(sha256(payload));
      const expected = ((digest[0] << 24) | (digest[1] << 16) | (digest[2] << 8) | digest[3]) >>> 0;
      expect(kernel.checksumOf(bytes)).toBe(expected);
    }
  });

  describe('reports exactly the keys whose address has the pattern', () => {
    let start: bigint;
    let all: { privateKey: bigint; address: string }[];
    beforeAll(async () => {
      start = randomStart();
      all = await walk(start, 8);
    }, 60_000);

    async function hitsFor(pattern: TronVanityPattern) {
      const kernel = await TronVanityKernel.create(pattern);
      kernel.start(start);
      const hits = [];
      for (let i = 0; i < 8; i++) hits.push(...(kernel.step() ?? []));
      return hits;
    }

    it.each([
      ['a prefix', (address: string) => ({ prefix: address.slice(1, 3), suffix: '' })],
      ['a suffix', (address: string) => ({ prefix: '', suffix: address.slice(-2) })],
      ['a prefix and a suffix', (address: string) => ({ prefix: address.slice(1, 2), suffix: address.slice(-2) })],
      [
        'a 6-character suffix (longer than the kernel’s 5)',
        (address: string) => ({ prefix: '', suffix: address.slice(-6) }),
      ],
      ['a 4-character prefix', (address: string) => ({ prefix: address.slice(1, 5), suffix: '' })],
    ])('%s', async (_name, patternOf) => {
      const pattern = patternOf(all[Math.floor(Math.random() * all.length)].address);
      const expected = all.filter(
        (hit) => hit.address.startsWith(`T${pattern.prefix}`) && hit.address.endsWith(pattern.suffix),
      );
      expect(expected.length).toBeGreaterThan(0);
      const hits = await hitsFor(pattern);
      expect(hits.map((hit) => hit.privateKey).sort()).toEqual(expected.map((hit) => hit.privateKey).sort());
      for (const hit of hits) expect(hit.address).toBe(nobleAddress(hit.privateKey));
    });

    it('case counts: the suffix with its case swapped finds other keys (i, l and o have one case only)', async () => {
      const address = all.find((hit) => /[a-hjkmnp-z]$/.test(hit.address))?.address ?? '';
      const swapped = address.slice(-1).toUpperCase();
      const hits = await hitsFor({ prefix: '', suffix: swapped });
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) expect(hit.address.endsWith(swapped)).toBe(true);
      expect(hits.some((hit) => hit.address === address)).toBe(false);
    });
  });
});
