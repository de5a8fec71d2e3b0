// Solana vanity kernel (AssemblyScript → WebAssembly), compiled by lib/vanity/build-ed25519-kernel.mjs into
// lib/vanity/ed25519-kernel.wasm; a module of its own, apart from the secp256k1 kernel.
//
// Per candidate: a 32-byte seed (fresh CSPRNG bytes, written by JavaScript) → SHA-512 → clamped scalar a →
// A = a·B by a fixed-base comb (radix-2^w windows, 2^w − 1 precomputed multiples each, built in JavaScript by
// @noble/curves: 256/w mixed additions, no doubling), in extended coordinates. The batch is then made affine with ONE
// field inversion (Montgomery's trick), encoded (y with the sign of x) and matched without base58: a prefix is a set
// of numeric ranges of the 32 key bytes read big-endian (compared on their top 64 bits), a suffix a set of residues
// modulo 58^s (s ≤ 5). Both filters are supersets: JavaScript checks the base58 text of every hit exactly.
//
// Field elements mod p = 2^255 − 19: ten signed limbs of 26/25 bits in i64 (ref10's representation: WebAssembly
// has no 64×64→128 multiply, so 32×32→64 products are the widest exact ones).
//
// Not constant time: the table lookups depend on the secret scalar. The code runs in the visitor's own tab, and a
// vanity search reveals how long it ran, nothing finer; we trade this for speed, as every vanity grinder does.

const N: i32 = 512; // candidates per step
const FE: usize = 80; // bytes of a field element (10 × i64)
const TFE: usize = 40; // a table field element: ten i32 limbs
const ENTRY: usize = 3 * TFE; // (y + x, y − x, 2d·x·y)
const WINDOW_BITS: i32 = 8; // radix 2^8: 32 windows of 255 multiples (a 0.98 MB table, 32 additions per key)
const WINDOWS: i32 = 256 / WINDOW_BITS;
const MULTIPLES: i32 = (1 << WINDOW_BITS) - 1;
const TABLE_BYTES: usize = <usize>(WINDOWS * MULTIPLES) * ENTRY;
const MAX_RANGES: i32 = 1024;
const MAX_RESIDUES: i32 = 64;

const K512: usize = memory.data<u64>([
  0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc, 0x3956c25bf348b538,
  0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118, 0xd807aa98a3030242, 0x12835b0145706fbe,
  0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2, 0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235,
  0xc19bf174cf692694, 0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
  0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5, 0x983e5152ee66dfab,
  0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4, 0xc6e00bf33da88fc2, 0xd5a79147930aa725,
  0x06ca6351e003826f, 0x142929670a0e6e70, 0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed,
  0x53380d139d95b3df, 0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
  0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30, 0xd192e819d6ef5218,
  0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8, 0x19a4c116b8d2d0c8, 0x1e376c085141ab53,
  0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8, 0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373,
  0x682e6ff3d6b2b8a3, 0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
  0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b, 0xca273eceea26619c,
  0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178, 0x06f067aa72176fba, 0x0a637dc5a2c898a6,
  0x113f9804bef90dae, 0x1b710b35131c471b, 0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc,
  0x431d67c49c100d4c, 0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
]);
const W: usize = memory.data(80 * 8, 16); // SHA-512 message schedule
const DIGEST: usize = memory.data(66, 16); // + 2 bytes: the window reads are 16-bit

// Scratch field elements.
const A: usize = memory.data(<i32>FE, 16);
const B: usize = memory.data(<i32>FE, 16);
const C: usize = memory.data(<i32>FE, 16);
const D: usize = memory.data(<i32>FE, 16);
const PX: usize = memory.data(<i32>FE, 16); // the point being built, extended coordinates
const PY: usize = memory.data(<i32>FE, 16);
const PZ: usize = memory.data(<i32>FE, 16);
const PT: usize = memory.data(<i32>FE, 16);
const INV: usize = memory.data(<i32>FE, 16);
const ZI: usize = memory.data(<i32>FE, 16);
const T0: usize = memory.data(<i32>FE, 16);
const T1: usize = memory.data(<i32>FE, 16);
const T2: usize = memory.data(<i32>FE, 16);
const T3: usize = memory.data(<i32>FE, 16);

let TABLE: usize = 0; // WINDOWS × MULTIPLES entries, written by JavaScript
let SEEDS: usize = 0; // N × 32 bytes, written by JavaScript
let XS: usize = 0; // N × FE: X, Y, Z of each candidate's point
let YS: usize = 0;
let ZS: usize = 0;
let ACC: usize = 0; // N × FE: prefix products of the Z
let KEYS: usize = 0; // N × 32: the encoded public keys (the address bytes)
let HITS: usize = 0; // N × u32: indices of candidates that pass the filters
let RANGES: usize = 0; // MAX_RANGES × (lo u64, hi u64), sorted, disjoint
let RESIDUES: usize = 0; // MAX_RESIDUES × u32, sorted
let rangeCount: i32 = 0; // 0: no prefix
let residueCount: i32 = 0; // 0: no suffix
let modulus: u64 = 1;

function feMul(h: usize, f: usize, g: usize): void {
  const f0 = load<i64>(f, 0);
  const f1 = load<i64>(f, 8);
  const f2 = load<i64>(f, 16);
  const f3 = load<i64>(f, 24);
  const f4 = load<i64>(f, 32);
  const f5 = load<i64>(f, 40);
  const f6 = load<i64>(f, 48);
  const f7 = load<i64>(f, 56);
  const f8 = load<i64>(f, 64);
  const f9 = load<i64>(f, 72);
  const g0 = load<i64>(g, 0);
  const g1 = load<i64>(g, 8);
  const g2 = load<i64>(g, 16);
  const g3 = load<i64>(g, 24);
  const g4 = load<i64>(g, 32);
  const g5 = load<i64>(g, 40);
  const g6 = load<i64>(g, 48);
  const g7 = load<i64>(g, 56);
  const g8 = load<i64>(g, 64);
  const g9 = load<i64>(g, 72);
  const g1_19 = g1 * 19;
  const g2_19 = g2 * 19;
  const g3_19 = g3 * 19;
  const g4_19 = g4 * 19;
  const g5_19 = g5 * 19;
  const g6_19 = g6 * 19;
  const g7_19 = g7 * 19;
  const g8_19 = g8 * 19;
  const g9_19 = g9 * 19;
  const f1_2 = f1 << 1;
  const f3_2 = f3 << 1;
  const f5_2 = f5 << 1;
  const f7_2 = f7 << 1;
  const f9_2 = f9 << 1;
  let h0: i64 =
    f0 * g0 +
    f1_2 * g9_19 +
    f2 * g8_19 +
    f3_2 * g7_19 +
    f4 * g6_19 +
    f5_2 * g5_19 +
    f6 * g4_19 +
    f7_2 * g3_19 +
    f8 * g2_19 +
    f9_2 * g1_19;
  let h1: i64 =
    f0 * g1 +
    f1 * g0 +
    f2 * g9_19 +
    f3 * g8_19 +
    f4 * g7_19 +
    f5 * g6_19 +
    f6 * g5_19 +
    f7 * g4_19 +
    f8 * g3_19 +
    f9 * g2_19;
  let h2: i64 =
    f0 * g2 +
    f1_2 * g1 +
    f2 * g0 +
    f3_2 * g9_19 +
    f4 * g8_19 +
    f5_2 * g7_19 +
    f6 * g6_19 +
    f7_2 * g5_19 +
    f8 * g4_19 +
    f9_2 * g3_19;
  let h3: i64 =
    f0 * g3 +
    f1 * g2 +
    f2 * g1 +
    f3 * g0 +
    f4 * g9_19 +
    f5 * g8_19 +
    f6 * g7_19 +
    f7 * g6_19 +
    f8 * g5_19 +
    f9 * g4_19;
  let h4: i64 =
    f0 * g4 +
    f1_2 * g3 +
    f2 * g2 +
    f3_2 * g1 +
    f4 * g0 +
    f5_2 * g9_19 +
    f6 * g8_19 +
    f7_2 * g7_19 +
    f8 * g6_19 +
    f9_2 * g5_19;
  let h5: i64 =
    f0 * g5 +
    f1 * g4 +
    f2 * g3 +
    f3 * g2 +
    f4 * g1 +
    f5 * g0 +
    f6 * g9_19 +
    f7 * g8_19 +
    f8 * g7_19 +
    f9 * g6_19;
  let h6: i64 =
    f0 * g6 +
    f1_2 * g5 +
    f2 * g4 +
    f3_2 * g3 +
    f4 * g2 +
    f5_2 * g1 +
    f6 * g0 +
    f7_2 * g9_19 +
    f8 * g8_19 +
    f9_2 * g7_19;
  let h7: i64 =
    f0 * g7 +
    f1 * g6 +
    f2 * g5 +
    f3 * g4 +
    f4 * g3 +
    f5 * g2 +
    f6 * g1 +
    f7 * g0 +
    f8 * g9_19 +
    f9 * g8_19;
  let h8: i64 =
    f0 * g8 +
    f1_2 * g7 +
    f2 * g6 +
    f3_2 * g5 +
    f4 * g4 +
    f5_2 * g3 +
    f6 * g2 +
    f7_2 * g1 +
    f8 * g0 +
    f9_2 * g9_19;
  let h9: i64 =
    f0 * g9 +
    f1 * g8 +
    f2 * g7 +
    f3 * g6 +
    f4 * g5 +
    f5 * g4 +
    f6 * g3 +
    f7 * g2 +
    f8 * g1 +
    f9 * g0;
  let c0: i64, c1: i64, c2: i64, c3: i64, c4: i64, c5: i64, c6: i64, c7: i64, c8: i64, c9: i64;
  c0 = (h0 + (<i64>1 << 25)) >> 26;
  h1 += c0;
  h0 -= c0 << 26;
  c4 = (h4 + (<i64>1 << 25)) >> 26;
  h5 += c4;
  h4 -= c4 << 26;
  c1 = (h1 + (<i64>1 << 24)) >> 25;
  h2 += c1;
  h1 -= c1 << 25;
  c5 = (h5 + (<i64>1 << 24)) >> 25;
  h6 += c5;
  h5 -= c5 << 25;
  c2 = (h2 + (<i64>1 << 25)) >> 26;
  h3 += c2;
  h2 -= c2 << 26;
  c6 = (h6 + (<i64>1 << 25)) >> 26;
  h7 += c6;
  h6 -= c6 << 26;
  c3 = (h3 + (<i64>1 << 24)) >> 25;
  h4 += c3;
  h3 -= c3 << 25;
  c7 = (h7 + (<i64>1 << 24)) >> 25;
  h8 += c7;
  h7 -= c7 << 25;
  c4 = (h4 + (<i64>1 << 25)) >> 26;
  h5 += c4;
  h4 -= c4 << 26;
  c8 = (h8 + (<i64>1 << 25)) >> 26;
  h9 += c8;
  h8 -= c8 << 26;
  c9 = (h9 + (<i64>1 << 24)) >> 25;
  h0 += c9 * 19;
  h9 -= c9 << 25;
  c0 = (h0 + (<i64>1 << 25)) >> 26;
  h1 += c0;
  h0 -= c0 << 26;
  store<i64>(h, h0, 0);
  store<i64>(h, h1, 8);
  store<i64>(h, h2, 16);
  store<i64>(h, h3, 24);
  store<i64>(h, h4, 32);
  store<i64>(h, h5, 40);
  store<i64>(h, h6, 48);
  store<i64>(h, h7, 56);
  store<i64>(h, h8, 64);
  store<i64>(h, h9, 72);
}

/** feMul with g from the table (ten i32 limbs). */
function feMulT(h: usize, f: usize, g: usize): void {
  const f0 = load<i64>(f, 0);
  const f1 = load<i64>(f, 8);
  const f2 = load<i64>(f, 16);
  const f3 = load<i64>(f, 24);
  const f4 = load<i64>(f, 32);
  const f5 = load<i64>(f, 40);
  const f6 = load<i64>(f, 48);
  const f7 = load<i64>(f, 56);
  const f8 = load<i64>(f, 64);
  const f9 = load<i64>(f, 72);
  const g0 = <i64>load<i32>(g, 0);
  const g1 = <i64>load<i32>(g, 4);
  const g2 = <i64>load<i32>(g, 8);
  const g3 = <i64>load<i32>(g, 12);
  const g4 = <i64>load<i32>(g, 16);
  const g5 = <i64>load<i32>(g, 20);
  const g6 = <i64>load<i32>(g, 24);
  const g7 = <i64>load<i32>(g, 28);
  const g8 = <i64>load<i32>(g, 32);
  const g9 = <i64>load<i32>(g, 36);
  const g1_19 = g1 * 19;
  const g2_19 = g2 * 19;
  const g3_19 = g3 * 19;
  const g4_19 = g4 * 19;
  const g5_19 = g5 * 19;
  const g6_19 = g6 * 19;
  const g7_19 = g7 * 19;
  const g8_19 = g8 * 19;
  const g9_19 = g9 * 19;
  const f1_2 = f1 << 1;
  const f3_2 = f3 << 1;
  const f5_2 = f5 << 1;
  const f7_2 = f7 << 1;
  const f9_2 = f9 << 1;
  let h0: i64 =
    f0 * g0 +
    f1_2 * g9_19 +
    f2 * g8_19 +
    f3_2 * g7_19 +
    f4 * g6_19 +
    f5_2 * g5_19 +
    f6 * g4_19 +
    f7_2 * g3_19 +
    f8 * g2_19 +
    f9_2 * g1_19;
  let h1: i64 =
    f0 * g1 +
    f1 * g0 +
    f2 * g9_19 +
    f3 * g8_19 +
    f4 * g7_19 +
    f5 * g6_19 +
    f6 * g5_19 +
    f7 * g4_19 +
    f8 * g3_19 +
    f9 * g2_19;
  let h2: i64 =
    f0 * g2 +
    f1_2 * g1 +
    f2 * g0 +
    f3_2 * g9_19 +
    f4 * g8_19 +
    f5_2 * g7_19 +
    f6 * g6_19 +
    f7_2 * g5_19 +
    f8 * g4_19 +
    f9_2 * g3_19;
  let h3: i64 =
    f0 * g3 +
    f1 * g2 +
    f2 * g1 +
    f3 * g0 +
    f4 * g9_19 +
    f5 * g8_19 +
    f6 * g7_19 +
    f7 * g6_19 +
    f8 * g5_19 +
    f9 * g4_19;
  let h4: i64 =
    f0 * g4 +
    f1_2 * g3 +
    f2 * g2 +
    f3_2 * g1 +
    f4 * g0 +
    f5_2 * g9_19 +
    f6 * g8_19 +
    f7_2 * g7_19 +
    f8 * g6_19 +
    f9_2 * g5_19;
  let h5: i64 =
    f0 * g5 +
    f1 * g4 +
    f2 * g3 +
    f3 * g2 +
    f4 * g1 +
    f5 * g0 +
    f6 * g9_19 +
    f7 * g8_19 +
    f8 * g7_19 +
    f9 * g6_19;
  let h6: i64 =
    f0 * g6 +
    f1_2 * g5 +
    f2 * g4 +
    f3_2 * g3 +
    f4 * g2 +
    f5_2 * g1 +
    f6 * g0 +
    f7_2 * g9_19 +
    f8 * g8_19 +
    f9_2 * g7_19;
  let h7: i64 =
    f0 * g7 +
    f1 * g6 +
    f2 * g5 +
    f3 * g4 +
    f4 * g3 +
    f5 * g2 +
    f6 * g1 +
    f7 * g0 +
    f8 * g9_19 +
    f9 * g8_19;
  let h8: i64 =
    f0 * g8 +
    f1_2 * g7 +
    f2 * g6 +
    f3_2 * g5 +
    f4 * g4 +
    f5_2 * g3 +
    f6 * g2 +
    f7_2 * g1 +
    f8 * g0 +
    f9_2 * g9_19;
  let h9: i64 =
    f0 * g9 +
    f1 * g8 +
    f2 * g7 +
    f3 * g6 +
    f4 * g5 +
    f5 * g4 +
    f6 * g3 +
    f7 * g2 +
    f8 * g1 +
    f9 * g0;
  let c0: i64, c1: i64, c2: i64, c3: i64, c4: i64, c5: i64, c6: i64, c7: i64, c8: i64, c9: i64;
  c0 = (h0 + (<i64>1 << 25)) >> 26;
  h1 += c0;
  h0 -= c0 << 26;
  c4 = (h4 + (<i64>1 << 25)) >> 26;
  h5 += c4;
  h4 -= c4 << 26;
  c1 = (h1 + (<i64>1 << 24)) >> 25;
  h2 += c1;
  h1 -= c1 << 25;
  c5 = (h5 + (<i64>1 << 24)) >> 25;
  h6 += c5;
  h5 -= c5 << 25;
  c2 = (h2 + (<i64>1 << 25)) >> 26;
  h3 += c2;
  h2 -= c2 << 26;
  c6 = (h6 + (<i64>1 << 25)) >> 26;
  h7 += c6;
  h6 -= c6 << 26;
  c3 = (h3 + (<i64>1 << 24)) >> 25;
  h4 += c3;
  h3 -= c3 << 25;
  c7 = (h7 + (<i64>1 << 24)) >> 25;
  h8 += c7;
  h7 -= c7 << 25;
  c4 = (h4 + (<i64>1 << 25)) >> 26;
  h5 += c4;
  h4 -= c4 << 26;
  c8 = (h8 + (<i64>1 << 25)) >> 26;
  h9 += c8;
  h8 -= c8 << 26;
  c9 = (h9 + (<i64>1 << 24)) >> 25;
  h0 += c9 * 19;
  h9 -= c9 << 25;
  c0 = (h0 + (<i64>1 << 25)) >> 26;
  h1 += c0;
  h0 -= c0 << 26;
  store<i64>(h, h0, 0);
  store<i64>(h, h1, 8);
  store<i64>(h, h2, 16);
  store<i64>(h, h3, 24);
  store<i64>(h, h4, 32);
  store<i64>(h, h5, 40);
  store<i64>(h, h6, 48);
  store<i64>(h, h7, 56);
  store<i64>(h, h8, 64);
  store<i64>(h, h9, 72);
}


@inline function feAdd(h: usize, f: usize, g: usize): void {
  for (let i: usize = 0; i < FE; i += 8) store<i64>(h + i, load<i64>(f + i) + load<i64>(g + i));
}

@inline function feSub(h: usize, f: usize, g: usize): void {
  for (let i: usize = 0; i < FE; i += 8) store<i64>(h + i, load<i64>(f + i) - load<i64>(g + i));
}

function feCopy(h: usize, f: usize): void {
  memory.copy(h, f, FE);
}

function feOne(h: usize): void {
  memory.fill(h, 0, FE);
  store<i64>(h, 1);
}

function feSqN(h: usize, f: usize, n: i32): void {
  feMul(h, f, f);
  for (let i = 1; i < n; i++) feMul(h, h, h);
}

/** h = z^(p − 2) = 1/z (ref10's addition chain). */
function feInvert(h: usize, z: usize): void {
  feMul(T0, z, z);
  feSqN(T1, T0, 2);
  feMul(T1, z, T1);
  feMul(T0, T0, T1);
  feMul(T2, T0, T0);
  feMul(T1, T1, T2);
  feSqN(T2, T1, 5);
  feMul(T1, T2, T1);
  feSqN(T2, T1, 10);
  feMul(T2, T2, T1);
  feSqN(T3, T2, 20);
  feMul(T2, T3, T2);
  feSqN(T2, T2, 10);
  feMul(T1, T2, T1);
  feSqN(T2, T1, 50);
  feMul(T2, T2, T1);
  feSqN(T3, T2, 100);
  feMul(T2, T3, T2);
  feSqN(T2, T2, 50);
  feMul(T1, T2, T1);
  feSqN(T1, T1, 5);
  feMul(h, T1, T0);
}

/** Fully reduces f (mod p, canonical) into its ten limbs in place (ref10's fe_tobytes without the packing). */
function feReduce(f: usize): void {
  let h0 = load<i64>(f, 0), h1 = load<i64>(f, 8), h2 = load<i64>(f, 16), h3 = load<i64>(f, 24), h4 = load<i64>(f, 32);
  let h5 = load<i64>(f, 40), h6 = load<i64>(f, 48), h7 = load<i64>(f, 56), h8 = load<i64>(f, 64), h9 = load<i64>(f, 72);
  let q: i64 = (19 * h9 + (<i64>1 << 24)) >> 25;
  q = (h0 + q) >> 26;
  q = (h1 + q) >> 25;
  q = (h2 + q) >> 26;
  q = (h3 + q) >> 25;
  q = (h4 + q) >> 26;
  q = (h5 + q) >> 25;
  q = (h6 + q) >> 26;
  q = (h7 + q) >> 25;
  q = (h8 + q) >> 26;
  q = (h9 + q) >> 25;
  h0 += 19 * q;
  let c: i64;
  c = h0 >> 26; h1 += c; h0 -= c << 26;
  c = h1 >> 25; h2 += c; h1 -= c << 25;
  c = h2 >> 26; h3 += c; h2 -= c << 26;
  c = h3 >> 25; h4 += c; h3 -= c << 25;
  c = h4 >> 26; h5 += c; h4 -= c << 26;
  c = h5 >> 25; h6 += c; h5 -= c << 25;
  c = h6 >> 26; h7 += c; h6 -= c << 26;
  c = h7 >> 25; h8 += c; h7 -= c << 25;
  c = h8 >> 26; h9 += c; h8 -= c << 26;
  c = h9 >> 25; h9 -= c << 25;
  store<i64>(f, h0, 0); store<i64>(f, h1, 8); store<i64>(f, h2, 16); store<i64>(f, h3, 24); store<i64>(f, h4, 32);
  store<i64>(f, h5, 40); store<i64>(f, h6, 48); store<i64>(f, h7, 56); store<i64>(f, h8, 64); store<i64>(f, h9, 72);
}

/** Writes canonical y (reduced in place) as 32 little-endian bytes, the sign of x in the top bit. */
function encode(out: usize, y: usize, signX: u32): void {
  let acc: u64 = 0;
  let bits: i32 = 0;
  let o: usize = 0;
  for (let i = 0; i < 10; i++) {
    const width = (i & 1) == 0 ? 26 : 25;
    acc |= <u64>load<i64>(y + (<usize>i << 3)) << bits;
    bits += width;
    while (bits >= 8) {
      store<u8>(out + o, <u8>acc);
      acc >>= 8;
      bits -= 8;
      o++;
    }
  }
  store<u8>(out + 31, <u8>acc | <u8>(signX << 7));
}

// --- SHA-512 of a 32-byte seed (one block) -------------------------------------------------------------------

function sha512Seed(seed: usize): void {
  for (let i: usize = 0; i < 4; i++) store<u64>(W + (i << 3), bswap<u64>(load<u64>(seed + (i << 3))));
  store<u64>(W, 0x8000000000000000, 32);
  for (let i: usize = 5; i < 15; i++) store<u64>(W + (i << 3), 0);
  store<u64>(W, 256, 120);
  for (let i: usize = 16; i < 80; i++) {
    const w15 = load<u64>(W + ((i - 15) << 3));
    const w2 = load<u64>(W + ((i - 2) << 3));
    const s0 = rotr<u64>(w15, 1) ^ rotr<u64>(w15, 8) ^ (w15 >> 7);
    const s1 = rotr<u64>(w2, 19) ^ rotr<u64>(w2, 61) ^ (w2 >> 6);
    store<u64>(W + (i << 3), load<u64>(W + ((i - 16) << 3)) + s0 + load<u64>(W + ((i - 7) << 3)) + s1);
  }
  let a: u64 = 0x6a09e667f3bcc908, b: u64 = 0xbb67ae8584caa73b, c: u64 = 0x3c6ef372fe94f82b, d: u64 = 0xa54ff53a5f1d36f1;
  let e: u64 = 0x510e527fade682d1, f: u64 = 0x9b05688c2b3e6c1f, g: u64 = 0x1f83d9abfb41bd6b, h: u64 = 0x5be0cd19137e2179;
  for (let i: usize = 0; i < 80; i++) {
    const s1 = rotr<u64>(e, 14) ^ rotr<u64>(e, 18) ^ rotr<u64>(e, 41);
    const ch = (e & f) ^ (~e & g);
    const t1 = h + s1 + ch + load<u64>(K512 + (i << 3)) + load<u64>(W + (i << 3));
    const s0 = rotr<u64>(a, 28) ^ rotr<u64>(a, 34) ^ rotr<u64>(a, 39);
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = s0 + maj;
    h = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
  }
  // Only the first 32 bytes (the scalar) are needed.
  store<u64>(DIGEST, bswap<u64>(a + 0x6a09e667f3bcc908), 0);
  store<u64>(DIGEST, bswap<u64>(b + 0xbb67ae8584caa73b), 8);
  store<u64>(DIGEST, bswap<u64>(c + 0x3c6ef372fe94f82b), 16);
  store<u64>(DIGEST, bswap<u64>(d + 0xa54ff53a5f1d36f1), 24);
}

// --- the fixed-base comb -------------------------------------------------------------------------------------

/** P += entry (mixed addition in extended coordinates, ref10's ge_madd then p1p1 → p3: 7 multiplications). */
function madd(entry: usize, last: bool): void {
  feAdd(A, PY, PX);
  feSub(B, PY, PX);
  feMulT(A, A, entry); // (Y + X)(y + x)
  feMulT(B, B, entry + TFE); // (Y − X)(y − x)
  feMulT(C, PT, entry + 2 * TFE); // 2d·x·y·T
  feAdd(D, PZ, PZ);
  // E = A − B, H = A + B, G = D + C, F = D − C; X = E·F, Y = G·H, Z = F·G, T = E·H
  feSub(PX, A, B); // E
  feAdd(PY, A, B); // H
  feAdd(PT, D, C); // G
  feSub(PZ, D, C); // F
  feMul(A, PX, PZ); // E·F
  feMul(B, PT, PY); // G·H
  feMul(C, PZ, PT); // F·G
  if (!last) feMul(PT, PX, PY); // E·H
  feCopy(PX, A);
  feCopy(PY, B);
  feCopy(PZ, C);
}

/** a·B for the clamped scalar in DIGEST[0..32] (little-endian), into PX, PY, PZ (PT is spent). */
function scalarMultBase(): void {
  memory.fill(PX, 0, FE);
  feOne(PY);
  feOne(PZ);
  memory.fill(PT, 0, FE);
  // The clamped scalar's top bits are 01: the last window's digit is never 0, it is the last addition.
  const mask = MULTIPLES;
  for (let i = 0; i < WINDOWS; i++) {
    const bit = i * WINDOW_BITS;
    const digit = (<i32>load<u16>(DIGEST + (<usize>bit >> 3)) >> (bit & 7)) & mask;
    if (digit == 0) continue;
    madd(TABLE + (<usize>(i * MULTIPLES + digit - 1)) * ENTRY, i == WINDOWS - 1);
  }
}

// --- matching ------------------------------------------------------------------------------------------------

/** Whether the key's top 64 bits (bytes 0..7 read big-endian) fall in one of the prefix ranges. */
function prefixPasses(key: usize): bool {
  if (rangeCount == 0) return true;
  const top = bswap<u64>(load<u64>(key));
  let low = 0;
  let high = rangeCount - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = RANGES + (<usize>middle << 4);
    if (top < load<u64>(at)) high = middle - 1;
    else if (top > load<u64>(at, 8)) low = middle + 1;
    else return true;
  }
  return false;
}

/** Whether the key read as a 256-bit big-endian number has one of the suffix residues modulo 58^s. */
function suffixPasses(key: usize): bool {
  if (residueCount == 0) return true;
  let r: u64 = 0;
  for (let i: usize = 0; i < 32; i += 4) r = ((r << 32) | <u64>bswap<u32>(load<u32>(key + i))) % modulus;
  const residue = <u32>r;
  for (let i = 0; i < residueCount; i++) if (load<u32>(RESIDUES + (<usize>i << 2)) == residue) return true;
  return false;
}

// --- exports -------------------------------------------------------------------------------------------------

export function init(): void {
  TABLE = heap.alloc(TABLE_BYTES);
  SEEDS = heap.alloc(<usize>N << 5);
  XS = heap.alloc(<usize>N * FE);
  YS = heap.alloc(<usize>N * FE);
  ZS = heap.alloc(<usize>N * FE);
  ACC = heap.alloc(<usize>N * FE);
  KEYS = heap.alloc(<usize>N << 5);
  HITS = heap.alloc(<usize>N << 2);
  RANGES = heap.alloc(<usize>MAX_RANGES << 4);
  RESIDUES = heap.alloc(<usize>MAX_RESIDUES << 2);
}

export function batchSize(): i32 { return N; }
export function windowBits(): i32 { return WINDOW_BITS; }
export function maxRanges(): i32 { return MAX_RANGES; }
export function maxResidues(): i32 { return MAX_RESIDUES; }
export function tablePtr(): usize { return TABLE; }
export function seedsPtr(): usize { return SEEDS; }
export function keysPtr(): usize { return KEYS; }
export function hitsPtr(): usize { return HITS; }
export function rangesPtr(): usize { return RANGES; }
export function residuesPtr(): usize { return RESIDUES; }

/** The pattern: `ranges` entries at rangesPtr (0: no prefix), `residues` at residuesPtr modulo `mod` (0: none). */
export function setPattern(ranges: i32, residues: i32, mod: u64): void {
  rangeCount = ranges;
  residueCount = residues;
  modulus = mod;
}

/**
 * Derives the public keys of the N seeds at seedsPtr into keysPtr (32 bytes each), and returns how many pass the
 * filters; their indices are at hitsPtr.
 */
export function step(): i32 {
  for (let i = 0; i < N; i++) {
    sha512Seed(SEEDS + (<usize>i << 5));
    store<u8>(DIGEST, load<u8>(DIGEST) & 248);
    store<u8>(DIGEST + 31, (load<u8>(DIGEST + 31) & 127) | 64);
    scalarMultBase();
    const at = <usize>i * FE;
    feCopy(XS + at, PX);
    feCopy(YS + at, PY);
    feCopy(ZS + at, PZ);
  }
  // Montgomery's trick: one inversion for the N denominators.
  feCopy(ACC, ZS);
  for (let i = 1; i < N; i++) feMul(ACC + <usize>i * FE, ACC + <usize>(i - 1) * FE, ZS + <usize>i * FE);
  feInvert(INV, ACC + <usize>(N - 1) * FE);
  let hits = 0;
  for (let i = N - 1; i >= 0; i--) {
    const at = <usize>i * FE;
    if (i > 0) {
      feMul(ZI, INV, ACC + at - FE);
      feMul(INV, INV, ZS + at);
    } else {
      feCopy(ZI, INV);
    }
    feMul(A, XS + at, ZI);
    feMul(B, YS + at, ZI);
    feReduce(A);
    feReduce(B);
    const key = KEYS + (<usize>i << 5);
    encode(key, B, <u32>(load<i64>(A) & 1));
    if (prefixPasses(key) && suffixPasses(key)) {
      store<u32>(HITS + (<usize>hits << 2), i);
      hits++;
    }
  }
  return hits;
}
