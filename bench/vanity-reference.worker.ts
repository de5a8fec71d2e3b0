// The reference generator for bench/vanity.bench.ts, written the way vanity-eth.tk works: a fresh random private
// key per candidate, its public key through a common JavaScript secp256k1 library (@noble/curves), keccak-256
// (@noble/hashes), the address as hex text, then a prefix compare. For CREATE2 salts: a fresh random salt per
// candidate, keccak-256 of 0xff ‖ deployer ‖ salt ‖ init code hash, same compare. Bundled by the bench with esbuild
// and started as a Blob worker in Chromium beside the page's own workers. Tron: the same key and keccak, then
// base58check(0x41 ‖ the 20 bytes) with @noble/hashes' sha256 (twice) and @scure/base's base58, then a prefix
// and suffix compare on the text (how TronWeb-based generators do it).
import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex, randomBytes } from '@noble/hashes/utils';
import { base58 } from '@scure/base';

interface Job {
  mode: 'key' | 'create2' | 'tron-suffix' | 'tron-prefix';
  warmupMs: number;
  ms: number;
  prefix: string;
  suffix: string;
}

self.onmessage = (event: MessageEvent<Job>) => {
  const { mode, warmupMs, ms, prefix, suffix } = event.data;
  const message = new Uint8Array(85);
  message[0] = 0xff;
  message.set(randomBytes(20), 1);
  message.set(randomBytes(32), 53);
  const key = () => {
    const privateKey = secp256k1.utils.randomPrivateKey();
    const address = bytesToHex(keccak_256(secp256k1.getPublicKey(privateKey, false).subarray(1)).subarray(12));
    return address.startsWith(prefix);
  };
  const create2 = () => {
    message.set(randomBytes(32), 21);
    return bytesToHex(keccak_256(message).subarray(12)).startsWith(prefix);
  };
  const payload = new Uint8Array(25);
  payload[0] = 0x41;
  const tron = () => {
    const privateKey = secp256k1.utils.randomPrivateKey();
    payload.set(keccak_256(secp256k1.getPublicKey(privateKey, false).subarray(1)).subarray(12), 1);
    payload.set(sha256(sha256(payload.subarray(0, 21))).subarray(0, 4), 21);
    const address = base58.encode(payload);
    return address.startsWith(prefix) && address.endsWith(suffix);
  };
  const candidate = mode === 'key' ? key : mode === 'create2' ? create2 : tron;
  const warmupEnd = performance.now() + warmupMs;
  while (performance.now() < warmupEnd) candidate();
  const start = performance.now();
  let count = 0;
  let hits = 0;
  while (performance.now() - start < ms) {
    if (candidate()) hits++;
    count++;
  }
  postMessage({ count, seconds: (performance.now() - start) / 1000, hits });
};
