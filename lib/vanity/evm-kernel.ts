import { secp256k1 } from '@noble/curves/secp256k1';
import { KERNEL_WASM_BASE64 } from './kernel-wasm';

/** Order of secp256k1's group. */
export const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

export interface KernelExports {
  memory: WebAssembly.Memory;
  init(): void;
  inputPtr(): number;
  hitsPtr(): number;
  batchSize(): number;
  setPoint(): void;
  step(): number;
  /** Tron matching (lib/vanity/tron-kernel.ts): its parameters' address, on/off, the checksum of 20 bytes there. */
  tronPtr(): number;
  setTron(on: number): void;
  tronChecksumOf(): number;
}

/** Address bytes 0..19 as the kernel compares them: a value and a mask (a set bit must match). */
export interface AddressMask {
  value: Uint8Array;
  mask: Uint8Array;
}

export interface KernelHit {
  privateKey: bigint;
  /** The 20 address bytes the kernel hashed (lower-case hex, no 0x). */
  addressHex: string;
}

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

let compiled: Promise<WebAssembly.Module> | undefined;

/** The kernel's module, compiled once per realm (a worker compiles its own). */
export function kernelModule(): Promise<WebAssembly.Module> {
  compiled ??= WebAssembly.compile(decodeBase64(KERNEL_WASM_BASE64) as BufferSource);
  return compiled;
}

function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * One walker: a secp256k1 point advanced N keys per step inside the WebAssembly kernel. `start(k)` takes a private
 * key; each `step()` checks keys k+1 … k+N and returns the hits (keys whose address matches the mask).
 */
export class EvmVanityKernel {
  readonly batchSize: number;
  /** The module's exports (tron-kernel.ts sets the Tron matcher of the same walk through them). */
  readonly exports: KernelExports;
  private base = 0n;

  private constructor(instance: WebAssembly.Instance) {
    this.exports = instance.exports as unknown as KernelExports;
    this.exports.init();
    this.batchSize = this.exports.batchSize();
  }

  static async create(): Promise<EvmVanityKernel> {
    const instance = await WebAssembly.instantiate(await kernelModule(), {
      env: {
        abort: () => {
          throw new Error('vanity kernel aborted');
        },
      },
    });
    return new EvmVanityKernel(instance);
  }

  /** The key the walk is at (the last key checked). */
  get key(): bigint {
    return this.base;
  }

  setMask({ value, mask }: AddressMask): void {
    const view = new DataView(this.exports.memory.buffer, this.exports.inputPtr());
    for (let i = 0; i < 20; i++) {
      view.setUint8(64 + i, value[i]);
      view.setUint8(84 + i, mask[i]);
    }
  }

  start(privateKey: bigint): void {
    if (privateKey <= 0n || privateKey >= SECP256K1_N) throw new RangeError('private key out of range');
    const point = secp256k1.ProjectivePoint.BASE.multiply(privateKey).toAffine();
    const view = new DataView(this.exports.memory.buffer, this.exports.inputPtr());
    for (let limb = 0; limb < 8; limb++) {
      view.setUint32(limb * 4, Number((point.x >> BigInt(32 * limb)) & 0xffffffffn), true);
      view.setUint32(32 + limb * 4, Number((point.y >> BigInt(32 * limb)) & 0xffffffffn), true);
    }
    this.exports.setPoint();
    this.base = privateKey;
  }

  /**
   * Checks the next batch of keys. Returns null when the walk cannot go on from here (the current point is ±i·G
   * for a table entry, or the walk reached the group order): the caller starts again from a fresh random key.
   */
  step(): KernelHit[] | null {
    if (this.base + BigInt(this.batchSize) >= SECP256K1_N) return null;
    const count = this.exports.step();
    if (count < 0) return null;
    const hits: KernelHit[] = [];
    if (count > 0) {
      const bytes = new Uint8Array(this.exports.memory.buffer, this.exports.hitsPtr(), count * 24);
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      for (let hit = 0; hit < count; hit++) {
        const offset = view.getUint32(hit * 24, true);
        hits.push({
          privateKey: this.base + BigInt(offset),
          addressHex: toHex(bytes.subarray(hit * 24 + 4, hit * 24 + 24)),
        });
      }
    }
    this.base += BigInt(this.batchSize);
    return hits;
  }
}
