// The odds of a vanity search, for every family: `difficulty` is the expected number of keys per hit (1 / the chance
// that one key matches), whatever alphabet the address is written in.

/** Probability of at least one hit after `attempts` keys: 1 − (1 − 1/d)^attempts. */
export function hitProbability(attempts: number, difficulty: number): number {
  return -Math.expm1(attempts * Math.log1p(-1 / difficulty));
}

/** Keys needed for a hit with probability `probability`: ln(1 − p) / ln(1 − 1/d). */
export function attemptsFor(probability: number, difficulty: number): number {
  return Math.log1p(-probability) / Math.log1p(-1 / difficulty);
}
