import { isNumericCode, numericCodeSchema } from './numeric-code';

describe('isNumericCode (spec §5)', () => {
  it.each(['123456', '000000', '1234567890'])('accepts %p', (value) => {
    expect(isNumericCode(value)).toBe(true);
  });

  it.each([
    ['12345', 'five digits'],
    ['', 'empty'],
    ['12345a', 'a letter'],
    [' 123456', 'leading space'],
    ['123456\n', 'trailing newline'],
    ['123 456', 'inner space'],
    ['-123456', 'sign'],
    ['１２３４５６', 'full-width digits'],
    ['١٢٣٤٥٦', 'Arabic-Indic digits'],
  ])('rejects %p (%s)', (value) => {
    expect(isNumericCode(value)).toBe(false);
  });

  it('has a zod schema agreeing with the predicate', () => {
    expect(numericCodeSchema.parse('654321')).toBe('654321');
    expect(numericCodeSchema.safeParse('65432').success).toBe(false);
    expect(numericCodeSchema.safeParse(654321).success).toBe(false);
  });
});
