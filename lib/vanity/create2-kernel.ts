import type { AddressMask } from './evm-kernel';
import { kernelModule } from './evm-kernel';

interface Create2Exports {
  memory: WebAssembly.Memory;
  init(): void;
  inputPtr(): number;
  hitsPtr(): number;
  msgPtr(): number;
  create2Step(first: bigint, count: number): number;
}

export interface Create2Hit {
  /** 0x + 64 hex. */
  salt: `0x${string}`;
  /** The 20 address bytes the kernel hashed (lower-case hex, no 0x). */
  addressHex: string;
}

const hexBytes = (hex: string, length: number): Uint8Array => {
  const body = hex.replace(/^0x/, '');
  if (!new RegExp(`^[0-9a-fA-F]{${length * 2}}$`).test(body)) throw new RangeError(`expected ${length} hex bytes`);
  return Uint8Array.from({ length }, (_, index) => Number.parseInt(body.slice(index * 2, index * 2 + 2), 16));
};

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * CREATE2 salts for one deployer and init-code hash: the kernel hashes 0xff ‖ deployer ‖ salt ‖ hash with salt bytes
 * 3..10 set to a 64-bit counter (the rest of the salt from `saltBase`, random per worker), one keccak per candidate.
 */
export class Create2VanityKernel {
  private readonly exports: Create2Exports;
  private saltBase = new Uint8Array(32);
  private counter = 0n;

  private constructor(instance: WebAssembly.Instance) {
    this.exports = instance.exports as unknown as Create2Exports;
    this.exports.init();
  }

  static async create(): Promise<Create2VanityKernel> {
    const instance = await WebAssembly.instantiate(await kernelModule(), {
      env: {
        abort: () => {
          throw new Error('vanity kernel aborted');
        },
      },
    });
    return new Create2VanityKernel(instance);
  }

  setMask({ value, mask }: AddressMask): void {
    const view = new Uint8Array(this.exports.memory.buffer, this.exports.inputPtr(), 104);
    view.set(value, 64);
    view.set(mask, 84);
  }

  /** The deployer, the keccak-256 of the init code, and the salt's fixed bytes (bytes 3..10 are the counter's). */
  setTarget(deployer: string, initCodeHash: string, saltBase: Uint8Array): void {
    const message = new Uint8Array(this.exports.memory.buffer, this.exports.msgPtr(), 136);
    message.fill(0);
    message[0] = 0xff;
    message.set(hexBytes(deployer, 20), 1);
    message.set(saltBase, 21);
    message.set(hexBytes(initCodeHash, 32), 53);
    message[85] = 0x01;
    message[135] |= 0x80;
    this.saltBase = Uint8Array.from(saltBase);
    this.counter = 0n;
  }

  private salt(counter: bigint): `0x${string}` {
    const salt = Uint8Array.from(this.saltBase);
    for (let byte = 0; byte < 8; byte++) salt[3 + byte] = Number((counter >> BigInt(8 * byte)) & 0xffn);
    return `0x${toHex(salt)}`;
  }

  /** Tries the next `count` salts; returns those whose address matches the mask. */
  step(count: number): Create2Hit[] {
    const first = this.counter;
    const found = this.exports.create2Step(BigInt.asIntN(64, first), count);
    this.counter += BigInt(count);
    const bytes = new Uint8Array(this.exports.memory.buffer, this.exports.hitsPtr(), Math.max(0, found) * 24);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return Array.from({ length: found }, (_, hit) => ({
      salt: this.salt(first + BigInt(view.getUint32(hit * 24, true))),
      addressHex: toHex(bytes.subarray(hit * 24 + 4, hit * 24 + 24)),
    }));
  }
}
