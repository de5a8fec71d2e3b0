import { attemptsFor, hitProbability } from './odds';

describe('vanity odds', () => {
  it('probability and attempts are inverse; 50 % and 90 % need d·ln 2 and d·ln 10 keys', () => {
    const d = 65_536;
    expect(hitProbability(0, d)).toBe(0);
    expect(hitProbability(attemptsFor(0.5, d), d)).toBeCloseTo(0.5, 10);
    expect(attemptsFor(0.5, d)).toBeCloseTo(d * Math.LN2, -1);
    expect(attemptsFor(0.9, d)).toBeCloseTo(d * Math.log(10), -1);
  });

  it('holds for fractional odds (a Tron second character) and for odds too small for 1 − 1/d in floating point', () => {
    expect(hitProbability(22.8, 22.8)).toBeCloseTo(1 - (1 - 1 / 22.8) ** 22.8, 12);
    const huge = 58 ** 16;
    expect(hitProbability(huge, huge)).toBeCloseTo(1 - Math.exp(-1), 10);
    expect(attemptsFor(0.5, huge) / huge).toBeCloseTo(Math.LN2, 10);
  });
});
