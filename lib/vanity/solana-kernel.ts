import { ed25519 } from '@noble/curves/ed25519';
import { ED25519_KERNEL_WASM_BASE64 } from './ed25519-kernel-wasm';

/** p = 2^255 − 19. */
const P = (1n << 255n) - 19n;
/** The curve constant d of edwards25519. */
const D = 37095705934669439343138083508754565189542113879843219016388785533085940283555n;
const LIMB_BITS = [26, 25, 26, 25, 26, 25, 26, 25, 26, 25] as const;
/** Bytes of a table field element in the kernel: ten i32 limbs (each below 2^26). */
const FE_BYTES = 40;
const ENTRY_BYTES = 3 * FE_BYTES;

interface Ed25519KernelExports {
  memory: WebAssembly.Memory;
  init(): void;
  batchSize(): number;
  windowBits(): number;
  maxRanges(): number;
  maxResidues(): number;
  tablePtr(): number;
  seedsPtr(): number;
  keysPtr(): number;
  hitsPtr(): number;
  rangesPtr(): number;
  residuesPtr(): number;
  setPattern(ranges: number, residues: number, modulus: bigint): void;
  step(): number;
}

/** What the kernel filters on (see solana-pattern.ts): supersets of the pattern, checked exactly in JavaScript. */
export interface KernelFilter {
  /** Inclusive ranges of the key's top 64 bits (bytes 0..7 big-endian), sorted and disjoint; empty: no prefix. */
  ranges: readonly (readonly [bigint, bigint])[];
  /** Residues of the key (big-endian 256-bit number) modulo `modulus`; empty: no suffix. */
  residues: readonly number[];
  modulus: number;
}

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

let compiled: Promise<WebAssembly.Module> | undefined;

function ed25519Module(): Promise<WebAssembly.Module> {
  compiled ??= WebAssembly.compile(decodeBase64(ED25519_KERNEL_WASM_BASE64) as BufferSource);
  return compiled;
}

const mod = (value: bigint) => ((value % P) + P) % P;

function writeField(view: DataView, offset: number, value: bigint): void {
  let rest = value;
  for (let limb = 0; limb < 10; limb++) {
    const bits = BigInt(LIMB_BITS[limb]);
    view.setInt32(offset + limb * 4, Number(rest & ((1n << bits) - 1n)), true);
    rest >>= bits;
  }
}

const tables = new Map<number, Uint8Array>();

/** 1/z for every z, with one modular inversion (Montgomery's trick over bigints). */
function invertAll(values: readonly bigint[]): bigint[] {
  const prefix: bigint[] = [];
  let acc = 1n;
  for (const value of values) {
    acc = mod(acc * value);
    prefix.push(acc);
  }
  let inverse = invert(acc);
  const out: bigint[] = new Array(values.length);
  for (let i = values.length - 1; i >= 0; i--) {
    out[i] = i > 0 ? mod(inverse * prefix[i - 1]) : inverse;
    inverse = mod(inverse * values[i]);
  }
  return out;
}

function invert(value: bigint): bigint {
  let result = 1n;
  let base = mod(value);
  let exponent = P - 2n;
  while (exponent > 0n) {
    if (exponent & 1n) result = mod(result * base);
    base = mod(base * base);
    exponent >>= 1n;
  }
  return result;
}

/**
 * The comb table for radix-2^w windows: for window i the multiples j·2^(w·i)·B (j = 1 … 2^w − 1), in the form
 * mixed addition wants (y + x, y − x, 2d·x·y). The points come from @noble/curves (its additions), made affine with
 * one inversion for the whole table; the kernel only ever adds these points.
 */
export function combTable(windowBits: number): Uint8Array {
  const cached = tables.get(windowBits);
  if (cached) return cached;
  const windows = 256 / windowBits;
  const multiples = 2 ** windowBits - 1;
  const points: InstanceType<typeof ed25519.Point>[] = [];
  let windowBase = ed25519.Point.BASE;
  for (let window = 0; window < windows; window++) {
    let multiple = windowBase;
    for (let j = 1; j <= multiples; j++) {
      points.push(multiple);
      multiple = multiple.add(windowBase);
    }
    windowBase = multiple; // 2^w · windowBase
  }
  const inverses = invertAll(points.map((point) => point.Z));
  const bytes = new Uint8Array(points.length * ENTRY_BYTES);
  const view = new DataView(bytes.buffer);
  points.forEach((point, index) => {
    const { x, y } = point.toAffine(inverses[index]);
    const at = index * ENTRY_BYTES;
    writeField(view, at, mod(y + x));
    writeField(view, at + FE_BYTES, mod(y - x));
    writeField(view, at + 2 * FE_BYTES, mod(2n * D * x * y));
  });
  tables.set(windowBits, bytes);
  return bytes;
}

/**
 * One worker's ed25519 kernel: `step(seeds)` derives the public keys of `batchSize` 32-byte seeds (SHA-512 →
 * clamped scalar → a·B) and returns the indices that pass the filter, with every public key of the batch.
 */
export class Ed25519Kernel {
  readonly batchSize: number;
  private readonly exports: Ed25519KernelExports;

  private constructor(instance: WebAssembly.Instance) {
    this.exports = instance.exports as unknown as Ed25519KernelExports;
    this.exports.init();
    this.batchSize = this.exports.batchSize();
    const table = combTable(this.exports.windowBits());
    new Uint8Array(this.exports.memory.buffer, this.exports.tablePtr(), table.length).set(table);
    this.exports.setPattern(0, 0, 1n);
  }

  static async create(): Promise<Ed25519Kernel> {
    const instance = await WebAssembly.instantiate(await ed25519Module(), {
      env: {
        abort: () => {
          throw new Error('ed25519 kernel aborted');
        },
      },
    });
    return new Ed25519Kernel(instance);
  }

  setFilter({ ranges, residues, modulus }: KernelFilter): void {
    const e = this.exports;
    if (ranges.length > e.maxRanges() || residues.length > e.maxResidues()) throw new RangeError('pattern too wide');
    const rangeView = new DataView(e.memory.buffer, e.rangesPtr(), ranges.length * 16);
    ranges.forEach(([low, high], index) => {
      rangeView.setBigUint64(index * 16, low, true);
      rangeView.setBigUint64(index * 16 + 8, high, true);
    });
    const residueView = new DataView(e.memory.buffer, e.residuesPtr(), residues.length * 4);
    for (const [index, residue] of residues.entries()) residueView.setUint32(index * 4, residue, true);
    e.setPattern(ranges.length, residues.length, BigInt(modulus));
  }

  /** Where the seeds of the next step go (batchSize × 32 bytes): the caller fills it from the CSPRNG. */
  get seeds(): Uint8Array<ArrayBuffer> {
    return new Uint8Array(this.exports.memory.buffer as ArrayBuffer, this.exports.seedsPtr(), this.batchSize * 32);
  }

  /** Runs one batch over the seeds in `seeds`: the indices whose public key passes the filter. */
  step(): number[] {
    const count = this.exports.step();
    const view = new DataView(this.exports.memory.buffer, this.exports.hitsPtr(), count * 4);
    const hits: number[] = [];
    for (let i = 0; i < count; i++) hits.push(view.getUint32(i * 4, true));
    return hits;
  }

  /** The public key the last step derived for seed `index` (a copy). */
  publicKey(index: number): Uint8Array {
    return new Uint8Array(this.exports.memory.buffer, this.exports.keysPtr() + index * 32, 32).slice();
  }

  /** Seed `index` of the last step (a copy). */
  seed(index: number): Uint8Array {
    return this.seeds.slice(index * 32, index * 32 + 32);
  }
}
