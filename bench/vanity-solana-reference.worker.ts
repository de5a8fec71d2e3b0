// The reference generators for bench/vanity-solana.bench.ts, bundled by the bench with esbuild and started as Blob
// workers in Chromium beside the page's own workers:
// - 'noble': the way vanity-eth.tk works, for Solana: a fresh random 32-byte seed per candidate, its ed25519 public
//   key through a common JavaScript library (@noble/curves), base58 text (@scure/base), then a prefix compare;
// - 'webcrypto': the browser's own Ed25519 (crypto.subtle.generateKey + exportKey 'raw'), 64 keys in flight at a
//   time so the promise round trips overlap, same base58 text and compare — the alternative to our kernel.
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';

interface Job {
  mode: 'noble' | 'webcrypto';
  warmupMs: number;
  ms: number;
  prefix: string;
}

const IN_FLIGHT = 64;

async function webcryptoKey(): Promise<string> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  return base58.encode(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
}

self.onmessage = async (event: MessageEvent<Job>) => {
  const { mode, warmupMs, ms, prefix } = event.data;
  let count = 0;
  let hits = 0;
  let start = performance.now();
  const warmupEnd = start + warmupMs;
  let counting = false;
  for (;;) {
    const now = performance.now();
    if (!counting && now >= warmupEnd) {
      counting = true;
      start = now;
      count = 0;
    }
    if (counting && now - start >= ms) break;
    if (mode === 'noble') {
      for (let i = 0; i < IN_FLIGHT; i++) {
        const seed = crypto.getRandomValues(new Uint8Array(32));
        if (base58.encode(ed25519.getPublicKey(seed)).startsWith(prefix)) hits++;
      }
    } else {
      const addresses = await Promise.all(Array.from({ length: IN_FLIGHT }, webcryptoKey));
      for (const address of addresses) if (address.startsWith(prefix)) hits++;
    }
    count += IN_FLIGHT;
  }
  postMessage({ count, seconds: (performance.now() - start) / 1000, hits });
};
