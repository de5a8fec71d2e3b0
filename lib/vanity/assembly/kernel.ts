// Vanity-address kernel (AssemblyScript → WebAssembly), compiled by lib/vanity/build-kernel.mjs into
// lib/vanity/kernel.wasm. secp256k1 over F_p with eight 32-bit limbs (products in 64 bits: WebAssembly has no
// 128-bit multiply, so 32×32→64 is its widest exact product), a walk over consecutive private keys k+1…k+N done by
// adding the table (1·G … N·G) to the current point with ONE field inversion for the whole batch (Montgomery's
// trick), keccak-256 of each uncompressed point (64 bytes: one keccak-f block), and a masked compare of the
// address bytes (prefix and suffix nibbles, case-insensitive). Case-sensitive (EIP-55) matching is a second filter
// in JavaScript over the case-insensitive hits. Tron (`setTron`): the same walk and keccak; the address is
// base58check(0x41 ‖ the 20 bytes), matched as numbers: a prefix is a range of the 20 bytes, a suffix a residue of
// (payload ‖ checksum) modulo 58^k, the checksum (double SHA-256) computed only for keys that passed the prefix.

// Batch: N points per step, one inversion for all of them.
const N: i32 = 1024;

// --- memory --------------------------------------------------------------------------------------------------
// Input from JavaScript: the current point Q (x limbs 0..7, y limbs 8..15, little-endian 32-bit limbs), then the
// pattern and mask (u32 p0, u64 p1, u64 p2 then u32 m0, u64 m1, u64 m2 — address bytes 0..3, 4..11, 12..19).
const INPUT: usize = memory.data(128, 16);
const T: usize = memory.data(64, 16); // 16-limb product
const QX: usize = memory.data(32, 16);
const QY: usize = memory.data(32, 16);
const F1: usize = memory.data(32, 16);
const F2: usize = memory.data(32, 16);
const F3: usize = memory.data(32, 16);
const F4: usize = memory.data(32, 16);
const INV: usize = memory.data(32, 16);
const LAM: usize = memory.data(32, 16);
const X3: usize = memory.data(32, 16);
const Y3: usize = memory.data(32, 16);
const LASTX: usize = memory.data(32, 16);
const LASTY: usize = memory.data(32, 16);
const RC: usize = memory.data<u64>([
  0x0000000000000001, 0x0000000000008082, 0x800000000000808a, 0x8000000080008000, 0x000000000000808b,
  0x0000000080000001, 0x8000000080008081, 0x8000000000008009, 0x000000000000008a, 0x0000000000000088,
  0x0000000080008009, 0x000000008000000a, 0x000000008000808b, 0x800000000000008b, 0x8000000000008089,
  0x8000000000008003, 0x8000000000008002, 0x8000000000000080, 0x000000000000800a, 0x800000008000000a,
  0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008,
]);
// G, little-endian 32-bit limbs.
const GX: usize = memory.data<u32>([
  0x16f81798, 0x59f2815b, 0x2dce28d9, 0x029bfcdb, 0xce870b07, 0x55a06295, 0xf9dcbbac, 0x79be667e,
]);
const GY: usize = memory.data<u32>([
  0xfb10d4b8, 0x9c47d08f, 0xa6855419, 0xfd17b448, 0x0e1108a8, 0x5da4fbfc, 0x26a3c465, 0x483ada77,
]);
// p - 2, the exponent of the Fermat inversion, little-endian limbs.
const PM2: usize = memory.data<u32>([
  0xfffffc2d, 0xfffffffe, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff,
]);

let TABX: usize = 0; // N x-coordinates of 1·G … N·G
let TABY: usize = 0;
let ACC: usize = 0; // prefix products of the denominators
let HITS: usize = 0; // per hit: u32 index (1…N) then the 20 address bytes (24 bytes)

// --- field arithmetic mod p = 2^256 - 2^32 - 977, values kept canonical (< p) --------------------------------
@inline function ld(p: usize, i: i32): u64 {
  return <u64>load<u32>(p + (<usize>i << 2));
}
@inline function st(p: usize, i: i32, v: u64): void {
  store<u32>(p + (<usize>i << 2), <u32>v);
}

function copy(r: usize, a: usize): void {
  store<u64>(r, load<u64>(a));
  store<u64>(r, load<u64>(a, 8), 8);
  store<u64>(r, load<u64>(a, 16), 16);
  store<u64>(r, load<u64>(a, 24), 24);
}

function isZero(a: usize): bool {
  return (load<u64>(a) | load<u64>(a, 8) | load<u64>(a, 16) | load<u64>(a, 24)) == 0;
}

/** r >= p ? r - p : r, for r < 2^256. Subtracting p is adding 2^32 + 977 modulo 2^256. */
@inline function normalize(r: usize): void {
  // r >= p iff limbs 2..7 are all ones, and (limb1, limb0) >= (0xFFFFFFFE, 0xFFFFFC2F).
  if ((load<u32>(r, 28) & load<u32>(r, 24) & load<u32>(r, 20) & load<u32>(r, 16) & load<u32>(r, 12) & load<u32>(r, 8)) != 0xffffffff) return;
  const low = load<u64>(r);
  if (low < 0xfffffffefffffc2f) return;
  store<u64>(r, low - 0xfffffffefffffc2f);
  store<u64>(r, 0, 8);
  store<u64>(r, 0, 16);
  store<u64>(r, 0, 24);
}

function fadd(r: usize, a: usize, b: usize): void {
  let c: u64 = 0;
  for (let i = 0; i < 8; i++) {
    const t = ld(a, i) + ld(b, i) + c;
    st(r, i, t);
    c = t >> 32;
  }
  if (c != 0) addC(r);
  normalize(r);
}

/** r += 2^32 + 977 modulo 2^256 (the wrap of 2^256 ≡ 2^32 + 977). */
@inline function addC(r: usize): void {
  let t = ld(r, 0) + 977;
  st(r, 0, t);
  t = ld(r, 1) + 1 + (t >> 32);
  st(r, 1, t);
  let c = t >> 32;
  for (let i = 2; i < 8 && c != 0; i++) {
    t = ld(r, i) + c;
    st(r, i, t);
    c = t >> 32;
  }
}

function fsub(r: usize, a: usize, b: usize): void {
  let borrow: i64 = 0;
  for (let i = 0; i < 8; i++) {
    const t: i64 = <i64>ld(a, i) - <i64>ld(b, i) + borrow;
    st(r, i, <u64>t);
    borrow = t >> 32; // 0 or -1
  }
  if (borrow != 0) {
    // add p: subtract 2^32 + 977 modulo 2^256
    let t: i64 = <i64>ld(r, 0) - 977;
    st(r, 0, <u64>t);
    t = <i64>ld(r, 1) - 1 + (t >> 32);
    st(r, 1, <u64>t);
    let bb = t >> 32;
    for (let i = 2; i < 8 && bb != 0; i++) {
      t = <i64>ld(r, i) + bb;
      st(r, i, <u64>t);
      bb = t >> 32;
    }
  }
}

/** Reduce the 512-bit T into r: T = L + H·2^256 ≡ L + H·977 + H·2^32. */
function reduce(r: usize): void {
  let c: u64 = 0;
  let prev: u64 = 0;
  for (let i = 0; i < 8; i++) {
    const h = ld(T, i + 8);
    const t = ld(T, i) + h * 977 + prev + c;
    st(r, i, t);
    c = t >> 32;
    prev = h;
  }
  c += prev; // H[7]·2^32 lands at 2^256
  // r + c·2^256 with c < 2^11: fold c·(2^32 + 977) once more.
  let t = ld(r, 0) + c * 977;
  st(r, 0, t);
  t = ld(r, 1) + c + (t >> 32);
  st(r, 1, t);
  let k = t >> 32;
  for (let i = 2; i < 8 && k != 0; i++) {
    t = ld(r, i) + k;
    st(r, i, t);
    k = t >> 32;
  }
  if (k != 0) addC(r);
  normalize(r);
}

function fmul(r: usize, a: usize, b: usize): void {
  const a0 = ld(a, 0), a1 = ld(a, 1), a2 = ld(a, 2), a3 = ld(a, 3), a4 = ld(a, 4), a5 = ld(a, 5), a6 = ld(a, 6), a7 = ld(a, 7);
  store<u64>(T, 0);
  store<u64>(T, 0, 8);
  store<u64>(T, 0, 16);
  store<u64>(T, 0, 24);
  for (let j = 0; j < 8; j++) {
    const bj = ld(b, j);
    const o = T + (<usize>j << 2);
    let t = a0 * bj + <u64>load<u32>(o);
    store<u32>(o, <u32>t);
    t = a1 * bj + <u64>load<u32>(o, 4) + (t >> 32);
    store<u32>(o, <u32>t, 4);
    t = a2 * bj + <u64>load<u32>(o, 8) + (t >> 32);
    store<u32>(o, <u32>t, 8);
    t = a3 * bj + <u64>load<u32>(o, 12) + (t >> 32);
    store<u32>(o, <u32>t, 12);
    t = a4 * bj + <u64>load<u32>(o, 16) + (t >> 32);
    store<u32>(o, <u32>t, 16);
    t = a5 * bj + <u64>load<u32>(o, 20) + (t >> 32);
    store<u32>(o, <u32>t, 20);
    t = a6 * bj + <u64>load<u32>(o, 24) + (t >> 32);
    store<u32>(o, <u32>t, 24);
    t = a7 * bj + <u64>load<u32>(o, 28) + (t >> 32);
    store<u32>(o, <u32>t, 28);
    store<u32>(o, <u32>(t >> 32), 32);
  }
  reduce(r);
}

function finv(r: usize, a: usize): void {
  // a^(p-2), square-and-multiply from the top bit (bit 255 of p-2 is set).
  copy(F4, a);
  for (let bit = 254; bit >= 0; bit--) {
    fmul(F4, F4, F4);
    if (((load<u32>(PM2 + (<usize>(bit >> 5) << 2)) >>> (bit & 31)) & 1) != 0) fmul(F4, F4, a);
  }
  copy(r, F4);
}

// --- keccak-256 of the point, address compare ------------------------------------------------------------------
@inline function lane(p: usize, hi: i32): u64 {
  // bytes of the big-endian coordinate, 8 at a time, read as a little-endian keccak lane
  return <u64>bswap<u32>(load<u32>(p + (<usize>hi << 2))) | (<u64>bswap<u32>(load<u32>(p + (<usize>(hi - 1) << 2))) << 32);
}

let HA: u32 = 0;
let HB: u64 = 0;
let HC: u64 = 0;

/** keccak-256(x ‖ y), keeps the address bytes 12..31 of the hash in HA (4 bytes), HB, HC (8 bytes each). */
function keccakPoint(x: usize, y: usize): void {
  let a0 = lane(x, 7), a1 = lane(x, 5), a2 = lane(x, 3), a3 = lane(x, 1);
  let a4 = lane(y, 7), a5 = lane(y, 5), a6 = lane(y, 3), a7 = lane(y, 1);
  let a8: u64 = 1, a9: u64 = 0, a10: u64 = 0, a11: u64 = 0, a12: u64 = 0, a13: u64 = 0, a14: u64 = 0, a15: u64 = 0;
  let a16: u64 = 0x8000000000000000, a17: u64 = 0, a18: u64 = 0, a19: u64 = 0, a20: u64 = 0, a21: u64 = 0, a22: u64 = 0;
  let a23: u64 = 0, a24: u64 = 0;
  for (let round = 0; round < 24; round++) {
    const c0 = a0 ^ a5 ^ a10 ^ a15 ^ a20;
    const c1 = a1 ^ a6 ^ a11 ^ a16 ^ a21;
    const c2 = a2 ^ a7 ^ a12 ^ a17 ^ a22;
    const c3 = a3 ^ a8 ^ a13 ^ a18 ^ a23;
    const c4 = a4 ^ a9 ^ a14 ^ a19 ^ a24;
    const d0 = c4 ^ rotl<u64>(c1, 1);
    const d1 = c0 ^ rotl<u64>(c2, 1);
    const d2 = c1 ^ rotl<u64>(c3, 1);
    const d3 = c2 ^ rotl<u64>(c4, 1);
    const d4 = c3 ^ rotl<u64>(c0, 1);
    const b0 = a0 ^ d0;
    const b16 = rotl<u64>(a5 ^ d0, 36);
    const b7 = rotl<u64>(a10 ^ d0, 3);
    const b23 = rotl<u64>(a15 ^ d0, 41);
    const b14 = rotl<u64>(a20 ^ d0, 18);
    const b10 = rotl<u64>(a1 ^ d1, 1);
    const b1 = rotl<u64>(a6 ^ d1, 44);
    const b17 = rotl<u64>(a11 ^ d1, 10);
    const b8 = rotl<u64>(a16 ^ d1, 45);
    const b24 = rotl<u64>(a21 ^ d1, 2);
    const b20 = rotl<u64>(a2 ^ d2, 62);
    const b11 = rotl<u64>(a7 ^ d2, 6);
    const b2 = rotl<u64>(a12 ^ d2, 43);
    const b18 = rotl<u64>(a17 ^ d2, 15);
    const b9 = rotl<u64>(a22 ^ d2, 61);
    const b5 = rotl<u64>(a3 ^ d3, 28);
    const b21 = rotl<u64>(a8 ^ d3, 55);
    const b12 = rotl<u64>(a13 ^ d3, 25);
    const b3 = rotl<u64>(a18 ^ d3, 21);
    const b19 = rotl<u64>(a23 ^ d3, 56);
    const b15 = rotl<u64>(a4 ^ d4, 27);
    const b6 = rotl<u64>(a9 ^ d4, 20);
    const b22 = rotl<u64>(a14 ^ d4, 39);
    const b13 = rotl<u64>(a19 ^ d4, 8);
    const b4 = rotl<u64>(a24 ^ d4, 14);
    a0 = b0 ^ (~b1 & b2);
    a1 = b1 ^ (~b2 & b3);
    a2 = b2 ^ (~b3 & b4);
    a3 = b3 ^ (~b4 & b0);
    a4 = b4 ^ (~b0 & b1);
    a5 = b5 ^ (~b6 & b7);
    a6 = b6 ^ (~b7 & b8);
    a7 = b7 ^ (~b8 & b9);
    a8 = b8 ^ (~b9 & b5);
    a9 = b9 ^ (~b5 & b6);
    a10 = b10 ^ (~b11 & b12);
    a11 = b11 ^ (~b12 & b13);
    a12 = b12 ^ (~b13 & b14);
    a13 = b13 ^ (~b14 & b10);
    a14 = b14 ^ (~b10 & b11);
    a15 = b15 ^ (~b16 & b17);
    a16 = b16 ^ (~b17 & b18);
    a17 = b17 ^ (~b18 & b19);
    a18 = b18 ^ (~b19 & b15);
    a19 = b19 ^ (~b15 & b16);
    a20 = b20 ^ (~b21 & b22);
    a21 = b21 ^ (~b22 & b23);
    a22 = b22 ^ (~b23 & b24);
    a23 = b23 ^ (~b24 & b20);
    a24 = b24 ^ (~b20 & b21);
    a0 ^= load<u64>(RC + (<usize>round << 3));
  }

  HA = <u32>(a1 >> 32);
  HB = a2;
  HC = a3;
}

// --- the walk ------------------------------------------------------------------------------------------------
/** (X3, Y3) = (x1, y1) + (x2, y2) given inv = 1 / (x2 - x1). */
function affineAdd(x1: usize, y1: usize, x2: usize, y2: usize, inv: usize): void {
  fsub(F1, y2, y1);
  fmul(LAM, F1, inv);
  fmul(F1, LAM, LAM);
  fsub(F1, F1, x1);
  fsub(X3, F1, x2);
  fsub(F2, x1, X3);
  fmul(F2, LAM, F2);
  fsub(Y3, F2, y1);
}

/** Builds the table 1·G … N·G (one inversion each: done once per worker). */
export function init(): void {
  if (TABX != 0) return;
  TABX = heap.alloc(<usize>N << 5);
  TABY = heap.alloc(<usize>N << 5);
  ACC = heap.alloc(<usize>N << 5);
  HITS = heap.alloc(<usize>N * 24);
  copy(TABX, GX);
  copy(TABY, GY);
  // 2G: λ = 3x² / 2y
  fmul(F1, GX, GX);
  fadd(F2, F1, F1);
  fadd(F1, F2, F1);
  fadd(F2, GY, GY);
  finv(F3, F2);
  fmul(LAM, F1, F3);
  fmul(F1, LAM, LAM);
  fsub(F1, F1, GX);
  fsub(TABX + 32, F1, GX);
  fsub(F2, GX, TABX + 32);
  fmul(F2, LAM, F2);
  fsub(TABY + 32, F2, GY);
  for (let i = 2; i < N; i++) {
    const px = TABX + (<usize>(i - 1) << 5);
    const py = TABY + (<usize>(i - 1) << 5);
    fsub(F3, px, GX);
    finv(INV, F3);
    affineAdd(GX, GY, px, py, INV);
    copy(TABX + (<usize>i << 5), X3);
    copy(TABY + (<usize>i << 5), Y3);
  }
}

export function inputPtr(): usize {
  return INPUT;
}
export function hitsPtr(): usize {
  return HITS;
}
export function batchSize(): i32 {
  return N;
}

/** Takes the point Q written at INPUT as the current point (key k). */
export function setPoint(): void {
  copy(QX, INPUT);
  copy(QY, INPUT + 32);
}

/** Writes the current point back to INPUT (after steps: the point of key k + steps·N). */
export function getPoint(): void {
  copy(INPUT, QX);
  copy(INPUT + 32, QY);
}

/**
 * One batch: the points of keys k+1 … k+N, each hashed and compared; the current point moves to k+N.
 * Returns the number of hits (written at HITS), or -1 when a denominator is zero (Q = ±i·G: the caller draws a
 * new random start; probability ≈ 2^-246).
 */
export function step(): i32 {
  const p0 = load<u32>(INPUT, 64);
  const p1 = load<u64>(INPUT, 68);
  const p2 = load<u64>(INPUT, 76);
  const m0 = load<u32>(INPUT, 84);
  const m1 = load<u64>(INPUT, 88);
  const m2 = load<u64>(INPUT, 96);
  // prefix products of d_i = x_i - qx
  fsub(ACC, TABX, QX);
  for (let i = 1; i < N; i++) {
    const o = <usize>i << 5;
    fsub(F1, TABX + o, QX);
    fmul(ACC + o, ACC + o - 32, F1);
  }
  const last = <usize>(N - 1) << 5;
  if (isZero(ACC + last)) return -1;
  finv(INV, ACC + last);
  let hits = 0;
  for (let i = N - 1; i >= 0; i--) {
    const o = <usize>i << 5;
    // F3 = 1/d_i = INV·ACC[i-1]; then INV = INV·d_i
    if (i > 0) {
      fmul(F3, INV, ACC + o - 32);
      fsub(F1, TABX + o, QX);
      fmul(INV, INV, F1);
    } else {
      copy(F3, INV);
    }
    affineAdd(QX, QY, TABX + o, TABY + o, F3);
    keccakPoint(X3, Y3);
    if (TRON ? tronMatch() : (((HA ^ p0) & m0) | <u32>(((HB ^ p1) & m1) != 0) | <u32>(((HC ^ p2) & m2) != 0)) == 0) {
      const h = HITS + <usize>hits * 24;
      store<u32>(h, i + 1);
      store<u32>(h, HA, 4);
      store<u64>(h, HB, 8);
      store<u64>(h, HC, 16);
      hits++;
    }
    if (i == N - 1) {
      // the point of key k+N becomes the current point after the loop (QX, QY are still needed)
      copy(LASTX, X3);
      copy(LASTY, Y3);
    }
  }
  copy(QX, LASTX);
  copy(QY, LASTY);
  return hits;
}

// --- Tron: base58check(0x41 ‖ address bytes) matched as numbers ---------------------------------------------
// The address text is the base58 of V = payload · 2^32 + checksum, payload = 0x41 ‖ the 20 bytes (always 34
// characters, 'T' first). A prefix of the text is a range of V, hence of the 20 bytes (JavaScript computes it, and
// checks the boundary keys exactly); a suffix of k characters is V mod 58^k, which needs the checksum. JavaScript
// writes at TRON_IN: u32 loA, u64 loB, u64 loC (the range's low end: bytes 0..3, 4..11, 12..19 as big-endian
// numbers), the same for the high end at +24, then u64 modulus (58^min(k, 5); 0: no suffix) at +48 and u64 residue
// at +56, u32 prefix flag at +64. `setTron(1)` reads them; `setTron(0)` goes back to EVM masks.
const TRON_IN: usize = memory.data(72, 16);
const K256: usize = memory.data<u32>([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const W: usize = memory.data(256, 16);

let TRON: bool = false;
let TPREFIX: bool = false;
let LOA: u32 = 0;
let LOB: u64 = 0;
let LOC: u64 = 0;
let HIA: u32 = 0;
let HIB: u64 = 0;
let HIC: u64 = 0;
let SMOD: u64 = 0;
let SRES: u64 = 0;
let SH0: u32 = 0, SH1: u32 = 0, SH2: u32 = 0, SH3: u32 = 0, SH4: u32 = 0, SH5: u32 = 0, SH6: u32 = 0, SH7: u32 = 0;

export function tronPtr(): usize {
  return TRON_IN;
}

export function setTron(on: i32): void {
  TRON = on != 0;
  LOA = load<u32>(TRON_IN);
  LOB = load<u64>(TRON_IN, 8);
  LOC = load<u64>(TRON_IN, 16);
  HIA = load<u32>(TRON_IN, 24);
  HIB = load<u64>(TRON_IN, 32);
  HIC = load<u64>(TRON_IN, 40);
  SMOD = load<u64>(TRON_IN, 48);
  SRES = load<u64>(TRON_IN, 56);
  TPREFIX = load<u32>(TRON_IN, 64) != 0;
}

@inline function wAt(i: i32): u32 {
  return load<u32>(W + (<usize>i << 2));
}

/** SHA-256 of one block (its 16 words at W, big-endian values) from the standard IV; the state in SH0..SH7. */
function sha256Block(): void {
  for (let i = 16; i < 64; i++) {
    const w15 = wAt(i - 15);
    const w2 = wAt(i - 2);
    const s0 = rotr<u32>(w15, 7) ^ rotr<u32>(w15, 18) ^ (w15 >>> 3);
    const s1 = rotr<u32>(w2, 17) ^ rotr<u32>(w2, 19) ^ (w2 >>> 10);
    store<u32>(W + (<usize>i << 2), wAt(i - 16) + s0 + wAt(i - 7) + s1);
  }
  let a: u32 = 0x6a09e667, b: u32 = 0xbb67ae85, c: u32 = 0x3c6ef372, d: u32 = 0xa54ff53a;
  let e: u32 = 0x510e527f, f: u32 = 0x9b05688c, g: u32 = 0x1f83d9ab, h: u32 = 0x5be0cd19;
  for (let i = 0; i < 64; i++) {
    const t1 =
      h +
      (rotr<u32>(e, 6) ^ rotr<u32>(e, 11) ^ rotr<u32>(e, 25)) +
      ((e & f) ^ (~e & g)) +
      load<u32>(K256 + (<usize>i << 2)) +
      wAt(i);
    const t2 = (rotr<u32>(a, 2) ^ rotr<u32>(a, 13) ^ rotr<u32>(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
    h = g;
    g = f;
    f = e;
    e = d + t1;
    d = c;
    c = b;
    b = a;
    a = t1 + t2;
  }
  SH0 = a + 0x6a09e667;
  SH1 = b + 0xbb67ae85;
  SH2 = c + 0x3c6ef372;
  SH3 = d + 0xa54ff53a;
  SH4 = e + 0x510e527f;
  SH5 = f + 0x9b05688c;
  SH6 = g + 0x1f83d9ab;
  SH7 = h + 0x5be0cd19;
}

@inline function setW(i: i32, v: u32): void {
  store<u32>(W + (<usize>i << 2), v);
}

/** The base58check checksum of 0x41 ‖ bytes (a: bytes 0..3, b: 4..11, c: 12..19, big-endian): sha256(sha256(·))[0..3]. */
function tronChecksum(a: u32, b: u64, c: u64): u32 {
  // 21 bytes: 0x41, the 20 bytes, then 0x80 and the bit length 168.
  setW(0, 0x41000000 | (a >>> 8));
  setW(1, (a << 24) | <u32>(b >>> 40));
  setW(2, <u32>(b >>> 8));
  setW(3, (<u32>b << 24) | <u32>(c >>> 40));
  setW(4, <u32>(c >>> 8));
  setW(5, (<u32>c << 24) | 0x800000);
  for (let i = 6; i < 15; i++) setW(i, 0);
  setW(15, 168);
  sha256Block();
  setW(0, SH0);
  setW(1, SH1);
  setW(2, SH2);
  setW(3, SH3);
  setW(4, SH4);
  setW(5, SH5);
  setW(6, SH6);
  setW(7, SH7);
  setW(8, 0x80000000);
  for (let i = 9; i < 15; i++) setW(i, 0);
  setW(15, 256);
  sha256Block();
  return SH0;
}

/** (a, b, c) < (x, y, z) as a 160-bit number. */
@inline function below(a: u32, b: u64, c: u64, x: u32, y: u64, z: u64): bool {
  return a < x || (a == x && (b < y || (b == y && c < z)));
}

/** Whether the address bytes of the last keccakPoint (HA, HB, HC) may give a Tron address with the pattern. */
function tronMatch(): bool {
  const a = bswap<u32>(HA);
  const b = bswap<u64>(HB);
  const c = bswap<u64>(HC);
  if (TPREFIX && (below(a, b, c, LOA, LOB, LOC) || below(HIA, HIB, HIC, a, b, c))) return false;
  if (SMOD == 0) return true;
  const checksum = tronChecksum(a, b, c);
  // V mod 58^k by 32-bit digits (58^k < 2^32: no overflow)
  let r: u64 = 0x41 % SMOD;
  r = ((r << 32) | <u64>a) % SMOD;
  r = ((r << 32) | (b >>> 32)) % SMOD;
  r = ((r << 32) | (b & 0xffffffff)) % SMOD;
  r = ((r << 32) | (c >>> 32)) % SMOD;
  r = ((r << 32) | (c & 0xffffffff)) % SMOD;
  r = ((r << 32) | <u64>checksum) % SMOD;
  return r == SRES;
}

/** The checksum of the 20 bytes at TRON_IN + 0..19 (tests: the kernel's SHA-256 against @noble's). */
export function tronChecksumOf(): u32 {
  return tronChecksum(bswap<u32>(load<u32>(TRON_IN)), bswap<u64>(load<u64>(TRON_IN, 4)), bswap<u64>(load<u64>(TRON_IN, 12)));
}

// --- CREATE2 salts -------------------------------------------------------------------------------------------
// keccak-256(0xff ‖ deployer ‖ salt ‖ keccak(init code)) is 85 bytes: one block. JavaScript writes the padded block's
// 17 lanes at MSG (with the salt's bytes 3..10 — lane 3 — left for the counter); each candidate sets lane 3 to the
// counter and hashes. Pattern and mask as for keys (INPUT + 64 … + 104).
const MSG: usize = memory.data(136, 16);

export function msgPtr(): usize {
  return MSG;
}

/**
 * Salts with lane 3 = first … first + count − 1 (little-endian in salt bytes 3..10). Returns the hits (at HITS:
 * u32 index from 0, then the 20 address bytes).
 */
export function create2Step(first: u64, count: i32): i32 {
  const p0 = load<u32>(INPUT, 64);
  const p1 = load<u64>(INPUT, 68);
  const p2 = load<u64>(INPUT, 76);
  const m0 = load<u32>(INPUT, 84);
  const m1 = load<u64>(INPUT, 88);
  const m2 = load<u64>(INPUT, 96);
  const l0 = load<u64>(MSG), l1 = load<u64>(MSG, 8), l2 = load<u64>(MSG, 16), l4 = load<u64>(MSG, 32);
  const l5 = load<u64>(MSG, 40), l6 = load<u64>(MSG, 48), l7 = load<u64>(MSG, 56), l8 = load<u64>(MSG, 64);
  const l9 = load<u64>(MSG, 72), l10 = load<u64>(MSG, 80), l11 = load<u64>(MSG, 88), l12 = load<u64>(MSG, 96);
  const l13 = load<u64>(MSG, 104), l14 = load<u64>(MSG, 112), l15 = load<u64>(MSG, 120), l16 = load<u64>(MSG, 128);
  let hits = 0;
  for (let n = 0; n < count; n++) {
    let a0 = l0, a1 = l1, a2 = l2, a3 = first + <u64>n, a4 = l4, a5 = l5, a6 = l6, a7 = l7, a8 = l8, a9 = l9;
    let a10 = l10, a11 = l11, a12 = l12, a13 = l13, a14 = l14, a15 = l15, a16 = l16;
    let a17: u64 = 0, a18: u64 = 0, a19: u64 = 0, a20: u64 = 0, a21: u64 = 0, a22: u64 = 0, a23: u64 = 0, a24: u64 = 0;
    for (let round = 0; round < 24; round++) {
      const c0 = a0 ^ a5 ^ a10 ^ a15 ^ a20;
      const c1 = a1 ^ a6 ^ a11 ^ a16 ^ a21;
      const c2 = a2 ^ a7 ^ a12 ^ a17 ^ a22;
      const c3 = a3 ^ a8 ^ a13 ^ a18 ^ a23;
      const c4 = a4 ^ a9 ^ a14 ^ a19 ^ a24;
      const d0 = c4 ^ rotl<u64>(c1, 1);
      const d1 = c0 ^ rotl<u64>(c2, 1);
      const d2 = c1 ^ rotl<u64>(c3, 1);
      const d3 = c2 ^ rotl<u64>(c4, 1);
      const d4 = c3 ^ rotl<u64>(c0, 1);
      const b0 = a0 ^ d0;
      const b16 = rotl<u64>(a5 ^ d0, 36);
      const b7 = rotl<u64>(a10 ^ d0, 3);
      const b23 = rotl<u64>(a15 ^ d0, 41);
      const b14 = rotl<u64>(a20 ^ d0, 18);
      const b10 = rotl<u64>(a1 ^ d1, 1);
      const b1 = rotl<u64>(a6 ^ d1, 44);
      const b17 = rotl<u64>(a11 ^ d1, 10);
      const b8 = rotl<u64>(a16 ^ d1, 45);
      const b24 = rotl<u64>(a21 ^ d1, 2);
      const b20 = rotl<u64>(a2 ^ d2, 62);
      const b11 = rotl<u64>(a7 ^ d2, 6);
      const b2 = rotl<u64>(a12 ^ d2, 43);
      const b18 = rotl<u64>(a17 ^ d2, 15);
      const b9 = rotl<u64>(a22 ^ d2, 61);
      const b5 = rotl<u64>(a3 ^ d3, 28);
      const b21 = rotl<u64>(a8 ^ d3, 55);
      const b12 = rotl<u64>(a13 ^ d3, 25);
      const b3 = rotl<u64>(a18 ^ d3, 21);
      const b19 = rotl<u64>(a23 ^ d3, 56);
      const b15 = rotl<u64>(a4 ^ d4, 27);
      const b6 = rotl<u64>(a9 ^ d4, 20);
      const b22 = rotl<u64>(a14 ^ d4, 39);
      const b13 = rotl<u64>(a19 ^ d4, 8);
      const b4 = rotl<u64>(a24 ^ d4, 14);
      a0 = b0 ^ (~b1 & b2);
      a1 = b1 ^ (~b2 & b3);
      a2 = b2 ^ (~b3 & b4);
      a3 = b3 ^ (~b4 & b0);
      a4 = b4 ^ (~b0 & b1);
      a5 = b5 ^ (~b6 & b7);
      a6 = b6 ^ (~b7 & b8);
      a7 = b7 ^ (~b8 & b9);
      a8 = b8 ^ (~b9 & b5);
      a9 = b9 ^ (~b5 & b6);
      a10 = b10 ^ (~b11 & b12);
      a11 = b11 ^ (~b12 & b13);
      a12 = b12 ^ (~b13 & b14);
      a13 = b13 ^ (~b14 & b10);
      a14 = b14 ^ (~b10 & b11);
      a15 = b15 ^ (~b16 & b17);
      a16 = b16 ^ (~b17 & b18);
      a17 = b17 ^ (~b18 & b19);
      a18 = b18 ^ (~b19 & b15);
      a19 = b19 ^ (~b15 & b16);
      a20 = b20 ^ (~b21 & b22);
      a21 = b21 ^ (~b22 & b23);
      a22 = b22 ^ (~b23 & b24);
      a23 = b23 ^ (~b24 & b20);
      a24 = b24 ^ (~b20 & b21);
      a0 ^= load<u64>(RC + (<usize>round << 3));
    }
  
    const ha = <u32>(a1 >> 32);
    if ((((ha ^ p0) & m0) | <u32>(((a2 ^ p1) & m1) != 0) | <u32>(((a3 ^ p2) & m2) != 0)) == 0 && hits < N) {
      const h = HITS + <usize>hits * 24;
      store<u32>(h, n);
      store<u32>(h, ha, 4);
      store<u64>(h, a2, 8);
      store<u64>(h, a3, 16);
      hits++;
    }
  }
  return hits;
}
