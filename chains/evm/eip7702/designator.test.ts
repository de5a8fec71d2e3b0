import { zeroAddress } from 'viem';
import { designatorOf, isSetTo, parseAccountCode } from './designator';

const DELEGATE = '0x63c0c19a282a1B52b07dD5a65b58948A07DAE32B';

describe('EIP-7702 delegation designator', () => {
  it('reads no code as a plain account, 0xef0100 ‖ address as a delegation, anything else as a contract', () => {
    expect(parseAccountCode(undefined)).toEqual({ kind: 'plain' });
    expect(parseAccountCode('0x')).toEqual({ kind: 'plain' });
    expect(parseAccountCode(`0xef0100${DELEGATE.slice(2).toLowerCase()}`)).toEqual({
      kind: 'delegated',
      delegate: DELEGATE,
    });
    // A designator with a byte too many or too few is not one.
    expect(parseAccountCode(`0xef0100${DELEGATE.slice(2)}00`)).toEqual({ kind: 'contract' });
    expect(parseAccountCode(`0xef0100${DELEGATE.slice(4)}`)).toEqual({ kind: 'contract' });
    expect(parseAccountCode('0x6080604052')).toEqual({ kind: 'contract' });
  });

  it('writes the designator and says whether code is what an authorization to a target leaves', () => {
    expect(designatorOf(DELEGATE)).toBe(`0xef0100${DELEGATE.slice(2).toLowerCase()}`);
    expect(designatorOf(zeroAddress)).toBe('0x');
    expect(isSetTo({ kind: 'plain' }, zeroAddress)).toBe(true);
    expect(isSetTo({ kind: 'delegated', delegate: DELEGATE }, zeroAddress)).toBe(false);
    expect(isSetTo({ kind: 'delegated', delegate: DELEGATE }, DELEGATE.toLowerCase() as `0x${string}`)).toBe(true);
    expect(isSetTo({ kind: 'contract' }, DELEGATE)).toBe(false);
  });
});
