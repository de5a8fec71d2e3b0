import { CLIENT_CODE, isServerCode, SERVER_CODE, TRANSPORT_CODE } from './codes';
import { hasTranslation, USER_FACING_CODES } from './message';

describe('error codes', () => {
  it('has exactly the server codes of spec §8', () => {
    expect(Object.values(SERVER_CODE).sort((a, b) => a - b)).toEqual([
      50, 5000, 5002, 5004, 5006, 5007, 5009, 5010, 5011, 5012, 5013, 5014, 5015, 5016, 5017, 5018, 5019, 5020, 5021,
    ]);
    expect(SERVER_CODE.NOT_LOGGED_IN).toBe(5006);
    expect(SERVER_CODE.BAD_PARAMETERS).toBe(5016);
    expect(SERVER_CODE.VIP_REQUIRED).toBe(5020);
  });

  it('numbers client codes sequentially from 500000 without gaps or reuse', () => {
    const numbers = Object.values(CLIENT_CODE);
    expect(numbers).toEqual(numbers.map((_, index) => 500000 + index));
  });

  it('translates every code except those shown as is', () => {
    const untranslated = [
      ...Object.values(SERVER_CODE),
      ...Object.values(CLIENT_CODE),
      ...Object.values(TRANSPORT_CODE),
    ]
      .filter((code) => !hasTranslation(code))
      .sort();
    expect(untranslated).toEqual([...USER_FACING_CODES].sort());
  });

  it('recognises server codes only', () => {
    expect(isServerCode(5006)).toBe(true);
    expect(isServerCode(4001)).toBe(false);
    expect(isServerCode('5006')).toBe(false);
  });
});
