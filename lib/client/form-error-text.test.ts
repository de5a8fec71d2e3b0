import { AppError } from '@/lib/errors';
import { formErrorText, retryAfterSeconds } from './form-error-text';

const tooOften = new AppError(5013, '验证码发送过于频繁: retry in 42 s', {
  raw: { code: 5013, message: '验证码发送过于频繁: retry in 42 s' },
});

describe('form error text', () => {
  it('shows the server’s 5013 text with its wait, and reads the wait for the countdown', () => {
    expect(formErrorText(tooOften, 'cn')).toBe('验证码发送过于频繁: retry in 42 s');
    expect(retryAfterSeconds(tooOften)).toBe(42);
  });

  it('localizes every other error by code', () => {
    const wrongCode = new AppError(5010, 'Wrong code', { raw: { code: 5010, message: 'Wrong code' } });
    expect(formErrorText(wrongCode, 'cn')).toMatch(/[\u4e00-\u9fff]/);
    expect(retryAfterSeconds(wrongCode)).toBeNull();
    expect(retryAfterSeconds(new Error('x'))).toBeNull();
  });
});
