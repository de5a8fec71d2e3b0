import { PublicKey } from '@solana/web3.js';

/**
 * The little of Borsh the Metaplex instructions and accounts use: little-endian integers, bool as one byte, strings
 * as u32 length + UTF-8, Option as a 0/1 tag byte then the value, Vec as u32 count then the items. Written by hand so
 * that the Metaplex client (umi and its dependencies) stays out of the page bundle.
 */
export class BorshWriter {
  private readonly bytes: number[] = [];

  u8(value: number): this {
    if (!Number.isInteger(value) || value < 0 || value > 0xff) throw new RangeError(`Not a u8: ${value}`);
    this.bytes.push(value);
    return this;
  }

  u16(value: number): this {
    if (!Number.isInteger(value) || value < 0 || value > 0xffff) throw new RangeError(`Not a u16: ${value}`);
    return this.u8(value & 0xff).u8(value >> 8);
  }

  u32(value: number): this {
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) throw new RangeError(`Not a u32: ${value}`);
    for (let shift = 0; shift < 32; shift += 8) this.u8(Math.floor(value / 2 ** shift) & 0xff);
    return this;
  }

  u64(value: bigint): this {
    if (value < 0n || value >= 1n << 64n) throw new RangeError(`Not a u64: ${value}`);
    for (let shift = 0n; shift < 64n; shift += 8n) this.u8(Number((value >> shift) & 0xffn));
    return this;
  }

  bool(value: boolean): this {
    return this.u8(value ? 1 : 0);
  }

  string(value: string): this {
    const encoded = new TextEncoder().encode(value);
    this.u32(encoded.length);
    for (const byte of encoded) this.bytes.push(byte);
    return this;
  }

  publicKey(value: PublicKey): this {
    for (const byte of value.toBytes()) this.bytes.push(byte);
    return this;
  }

  /** None: a 0 byte; Some: 1 then the value. */
  option<T>(value: T | null | undefined, write: (value: T) => void): this {
    if (value === null || value === undefined) return this.u8(0);
    this.u8(1);
    write(value);
    return this;
  }

  vec<T>(items: readonly T[], write: (item: T) => void): this {
    this.u32(items.length);
    for (const item of items) write(item);
    return this;
  }

  toBuffer(): Buffer {
    return Buffer.from(this.bytes);
  }
}

export class BorshReadError extends Error {
  constructor(reason: string) {
    super(`Malformed account data: ${reason}`);
    this.name = 'BorshReadError';
  }
}

export class BorshReader {
  private view: DataView;
  offset = 0;

  constructor(private readonly data: Uint8Array) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }

  get remaining(): number {
    return this.data.length - this.offset;
  }

  private take(length: number): number {
    if (length > this.remaining) throw new BorshReadError(`needs ${length} bytes at ${this.offset}`);
    const at = this.offset;
    this.offset += length;
    return at;
  }

  u8(): number {
    return this.view.getUint8(this.take(1));
  }

  u16(): number {
    return this.view.getUint16(this.take(2), true);
  }

  u32(): number {
    return this.view.getUint32(this.take(4), true);
  }

  u64(): bigint {
    return this.view.getBigUint64(this.take(8), true);
  }

  bool(): boolean {
    const value = this.u8();
    if (value > 1) throw new BorshReadError(`bool ${value} at ${this.offset - 1}`);
    return value === 1;
  }

  /** Strings longer than `maxLength` bytes are refused (a length read from garbage would allocate anything). */
  string(maxLength: number): string {
    const length = this.u32();
    if (length > maxLength) throw new BorshReadError(`string of ${length} bytes at ${this.offset - 4}`);
    const at = this.take(length);
    return new TextDecoder().decode(this.data.subarray(at, at + length));
  }

  publicKey(): PublicKey {
    const at = this.take(32);
    return new PublicKey(this.data.subarray(at, at + 32));
  }

  option<T>(read: () => T): T | null {
    const tag = this.u8();
    if (tag > 1) throw new BorshReadError(`option tag ${tag} at ${this.offset - 1}`);
    return tag === 1 ? read() : null;
  }
}
