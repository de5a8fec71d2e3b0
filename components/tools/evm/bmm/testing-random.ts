/**
 * A seeded random for tests (mulberry32): the same seed draws the same session, so a failure can be replayed.
 * Uniform below any bound by rejection, like randomBelow.
 */
export function seededRandom(seed: number): (bound: bigint) => bigint {
  let state = seed >>> 0;
  const next32 = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return BigInt(((t ^ (t >>> 14)) >>> 0) >>> 0);
  };
  return (bound: bigint) => {
    if (bound <= 0n) throw new RangeError('bound');
    const bits = bound.toString(2).length;
    const words = Math.ceil(bits / 32);
    const mask = (1n << BigInt(bits)) - 1n;
    for (;;) {
      let value = 0n;
      for (let i = 0; i < words; i += 1) value = (value << 32n) | next32();
      value &= mask;
      if (value < bound) return value;
    }
  };
}
