import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privateKeyToAddress } from 'viem/accounts';
import { EvmVanityKernel, SECP256K1_N } from './evm-kernel';
import { KERNEL_WASM_BASE64 } from './kernel-wasm';

const ALL = { value: new Uint8Array(20), mask: new Uint8Array(20) };
const keyHex = (key: bigint) => `0x${key.toString(16).padStart(64, '0')}` as const;
const viemAddress = (key: bigint) => privateKeyToAddress(keyHex(key)).slice(2).toLowerCase();

describe('the vanity kernel (AssemblyScript → WebAssembly)', () => {
  it('the checked-in kernel.wasm and kernel-wasm.ts are what a fresh compile of assembly/kernel.ts gives', () => {
    const out = mkdtempSync(join(tmpdir(), 'vanity-kernel-'));
    try {
      const run = spawnSync(process.execPath, [join(__dirname, 'build-kernel.mjs'), '--out', out], {
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const fresh = readFileSync(join(out, 'kernel.wasm'));
      expect(fresh.equals(readFileSync(join(__dirname, 'kernel.wasm')))).toBe(true);
      expect(readFileSync(join(out, 'kernel-wasm.ts'), 'utf8')).toBe(
        readFileSync(join(__dirname, 'kernel-wasm.ts'), 'utf8'),
      );
      expect(Buffer.from(KERNEL_WASM_BASE64, 'base64').equals(fresh)).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);

  it('known vector: the web3.js documentation key gives 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23 (viem agrees)', async () => {
    const key = 0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318n;
    const kernel = await EvmVanityKernel.create();
    kernel.setMask(ALL);
    kernel.start(key - 1n);
    const hits = kernel.step();
    if (!hits) throw new Error('walk stopped');
    const byKey = new Map(hits.map((hit) => [hit.privateKey, hit.addressHex]));
    expect(byKey.get(key)).toBe('2c7536e3605d9c16a7a3d7b1898e529396a65c23');
    expect(byKey.get(key)).toBe(viemAddress(key));
    expect(byKey.get(key + 1000n)).toBe(viemAddress(key + 1000n));
  });

  it('walks consecutive keys from a random start: every address of two batches equals viem’s for its key', async () => {
    const kernel = await EvmVanityKernel.create();
    kernel.setMask(ALL);
    const start =
      (BigInt(`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}`) %
        (SECP256K1_N - 10_000n)) +
      1n;
    kernel.start(start);
    const first = kernel.step();
    const second = kernel.step();
    if (!first || !second) throw new Error('walk stopped');
    const all = [...first, ...second];
    expect(all).toHaveLength(2 * kernel.batchSize);
    expect(new Set(all.map((hit) => hit.privateKey))).toEqual(
      new Set(Array.from({ length: 2 * kernel.batchSize }, (_, index) => start + 1n + BigInt(index))),
    );
    // Every 7th key and both ends of each batch (viem is slow: ≈ 300 keys).
    const checked = all.filter((_hit, index) => index % 7 === 0 || index % kernel.batchSize === kernel.batchSize - 1);
    for (const hit of checked) expect(hit.addressHex).toBe(viemAddress(hit.privateKey));
    expect(kernel.key).toBe(start + 2n * BigInt(kernel.batchSize));
  }, 60_000);

  it('reports exactly the keys whose address bytes match the mask (prefix and suffix nibbles)', async () => {
    const kernel = await EvmVanityKernel.create();
    const start = 0x1234567890abcdef1234567890abcdef1234567890abcdef1234567890abcdefn;
    kernel.setMask(ALL);
    kernel.start(start);
    const all = kernel.step() ?? [];
    // first nibble a, last nibble 7: 1 in 256
    const value = new Uint8Array(20);
    const mask = new Uint8Array(20);
    value[0] = 0xa0;
    mask[0] = 0xf0;
    value[19] = 0x07;
    mask[19] = 0x0f;
    kernel.setMask({ value, mask });
    kernel.start(start);
    const hits = kernel.step() ?? [];
    const expected = all.filter((hit) => hit.addressHex.startsWith('a') && hit.addressHex.endsWith('7'));
    expect(expected.length).toBeGreaterThan(0);
    expect(hits.map((hit) => hit.privateKey).sort()).toEqual(expected.map((hit) => hit.privateKey).sort());
    for (const hit of hits) expect(hit.addressHex).toBe(viemAddress(hit.privateKey));
  });

  it('stops rather than add a point to itself: from key k ≤ N the batch meets k·G in its table', async () => {
    const kernel = await EvmVanityKernel.create();
    kernel.setMask(ALL);
    kernel.start(1n);
    expect(kernel.step()).toBeNull();
    kernel.start(2n);
    expect(kernel.step()).toBeNull();
    kernel.start(BigInt(kernel.batchSize) + 1n);
    expect(kernel.step()).not.toBeNull();
    kernel.start(SECP256K1_N - 5n);
    expect(kernel.step()).toBeNull();
    expect(() => kernel.start(0n)).toThrow(RangeError);
    expect(() => kernel.start(SECP256K1_N)).toThrow(RangeError);
  });
});
