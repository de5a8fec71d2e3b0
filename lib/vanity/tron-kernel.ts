import { encodeBase58Check } from '@/chains/tron/base58check';
import { EvmVanityKernel, type KernelHit } from './evm-kernel';
import { type TronKernelParams, type TronVanityPattern, tronKernelParams } from './tron-pattern';

export interface TronKernelHit {
  privateKey: bigint;
  /** The base58check address of the key (made here from the 20 bytes the kernel hashed). */
  address: string;
}

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** base58check(0x41 ‖ 20 bytes given in hex). */
export function tronAddressOfBytes(addressHex: string): string {
  const payload = new Uint8Array(21);
  payload[0] = 0x41;
  payload.set(hexToBytes(addressHex), 1);
  return encodeBase58Check(payload);
}

/**
 * The Tron walker: the same kernel and walk as EVM (secp256k1 batched affine + keccak), its matcher set to Tron's
 * numbers (a range of the 20 bytes for the prefix, V mod 58^k with the double-SHA-256 checksum for the suffix).
 * The kernel's filter may let boundary keys through (a prefix range is widened to whole payloads; a suffix longer
 * than 5 characters is filtered on its last 5): `step()` returns only exact matches.
 */
export class TronVanityKernel {
  private constructor(
    private readonly walker: EvmVanityKernel,
    private readonly pattern: TronVanityPattern,
  ) {
    writeTronParams(walker, tronKernelParams(pattern));
  }

  static async create(pattern: TronVanityPattern): Promise<TronVanityKernel> {
    return new TronVanityKernel(await EvmVanityKernel.create(), pattern);
  }

  get batchSize(): number {
    return this.walker.batchSize;
  }

  /** The key the walk is at (the last key checked). */
  get key(): bigint {
    return this.walker.key;
  }

  start(privateKey: bigint): void {
    this.walker.start(privateKey);
  }

  /** Keys k+1 … k+N; null when the walk cannot go on (see EvmVanityKernel.step). */
  step(): TronKernelHit[] | null {
    const hits = this.walker.step();
    if (hits === null) return null;
    return hits.flatMap(({ privateKey, addressHex }: KernelHit) => {
      const address = tronAddressOfBytes(addressHex);
      return address.startsWith(`T${this.pattern.prefix}`) && address.endsWith(this.pattern.suffix)
        ? [{ privateKey, address }]
        : [];
    });
  }

  /** The kernel's own checksum of 20 bytes (tests hold its SHA-256 against @noble's). */
  checksumOf(bytes: Uint8Array): number {
    const { exports } = this.walker;
    new Uint8Array(exports.memory.buffer, exports.tronPtr(), 20).set(bytes);
    const checksum = exports.tronChecksumOf() >>> 0;
    writeTronParams(this.walker, tronKernelParams(this.pattern));
    return checksum;
  }
}

function writeTronParams(walker: EvmVanityKernel, { range, modulus, residue }: TronKernelParams): void {
  const { exports } = walker;
  const view = new DataView(exports.memory.buffer, exports.tronPtr(), 72);
  const writeEnd = (offset: number, value: bigint) => {
    view.setUint32(offset, Number(value >> 128n), true);
    view.setBigUint64(offset + 8, (value >> 64n) & 0xffffffffffffffffn, true);
    view.setBigUint64(offset + 16, value & 0xffffffffffffffffn, true);
  };
  writeEnd(0, range?.low ?? 0n);
  writeEnd(24, range?.high ?? 0n);
  view.setBigUint64(48, modulus, true);
  view.setBigUint64(56, residue, true);
  view.setUint32(64, range ? 1 : 0, true);
  exports.setTron(1);
}
