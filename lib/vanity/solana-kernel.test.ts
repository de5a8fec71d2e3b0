import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Keypair, PublicKey } from '@solana/web3.js';
import { encodeBase58 } from '@/chains/solana/base58';
import { ED25519_KERNEL_WASM_BASE64 } from './ed25519-kernel-wasm';
import { Ed25519Kernel } from './solana-kernel';
import { kernelFilter, matchesSolanaPattern, type SolanaVanityPattern } from './solana-pattern';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

async function batch(seeds: Uint8Array[] = []) {
  const kernel = await Ed25519Kernel.create();
  const area = kernel.seeds;
  crypto.getRandomValues(area);
  for (const [index, seed] of seeds.entries()) area.set(seed, index * 32);
  return kernel;
}

describe('the ed25519 vanity kernel (AssemblyScript → WebAssembly)', () => {
  it('the checked-in ed25519-kernel.wasm and its base64 are what a fresh compile gives', () => {
    const out = mkdtempSync(join(tmpdir(), 'solvan-kernel-'));
    try {
      const run = spawnSync(process.execPath, [join(__dirname, 'build-ed25519-kernel.mjs'), '--out', out], {
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const fresh = readFileSync(join(out, 'ed25519-kernel.wasm'));
      expect(fresh.equals(readFileSync(join(__dirname, 'ed25519-kernel.wasm')))).toBe(true);
      expect(readFileSync(join(out, 'ed25519-kernel-wasm.ts'), 'utf8')).toBe(
        readFileSync(join(__dirname, 'ed25519-kernel-wasm.ts'), 'utf8'),
      );
      expect(Buffer.from(ED25519_KERNEL_WASM_BASE64, 'base64').equals(fresh)).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);

  it('RFC 8032 §7.1 vectors: seed → public key (tests 1, 2 and 3)', async () => {
    const vectors = [
      [
        '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
        'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
      ],
      [
        '4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb',
        '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
      ],
      [
        'c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7',
        'fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025',
      ],
    ];
    const kernel = await batch(vectors.map(([seed]) => Buffer.from(seed, 'hex')));
    kernel.step();
    for (const [index, [, publicKey]] of vectors.entries()) expect(hex(kernel.publicKey(index))).toBe(publicKey);
  });

  it('every key of a random batch is the one @solana/web3.js derives from its seed (Keypair.fromSeed), base58 too', async () => {
    const kernel = await batch();
    kernel.step();
    for (let index = 0; index < kernel.batchSize; index++) {
      const keypair = Keypair.fromSeed(kernel.seed(index));
      expect(hex(kernel.publicKey(index))).toBe(hex(keypair.publicKey.toBytes()));
      expect(encodeBase58(kernel.publicKey(index))).toBe(keypair.publicKey.toBase58());
    }
  });

  it.each<SolanaVanityPattern>([
    { prefix: 'A', suffix: '', caseSensitive: true },
    { prefix: 'a', suffix: '', caseSensitive: false },
    { prefix: '', suffix: 'x', caseSensitive: true },
    { prefix: '', suffix: 'Ab', caseSensitive: false },
    { prefix: 'Z', suffix: 'k', caseSensitive: false },
    { prefix: '9', suffix: '', caseSensitive: true },
  ])('the filter passes every key matching %o (and few others)', async (pattern) => {
    const kernel = await batch();
    kernel.setFilter(kernelFilter(pattern));
    for (let round = 0; round < 4; round++) {
      crypto.getRandomValues(kernel.seeds);
      const passed = new Set(kernel.step());
      const exact = [];
      for (let index = 0; index < kernel.batchSize; index++) {
        const address = new PublicKey(kernel.publicKey(index)).toBase58();
        if (matchesSolanaPattern(address, pattern)) exact.push(index);
      }
      for (const index of exact) expect(passed.has(index)).toBe(true);
      // Prefix ranges are cut to 64 bits and suffixes of ≤ 5 characters are exact: at most a stray extra.
      expect(passed.size - exact.length).toBeLessThanOrEqual(1);
    }
  });
});
