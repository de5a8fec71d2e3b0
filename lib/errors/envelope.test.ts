import { isFailureEnvelope, isSuccessEnvelope } from './envelope';

describe('envelopes', () => {
  it.each([
    [{ code: 0, data: { id: 1 } }, true, false],
    [{ code: 0 }, true, false],
    [{ code: 5006, message: 'log in' }, false, true],
    [{ code: 5006 }, false, false],
    [{ code: '0', data: 1 }, false, false],
    [{ data: 1 }, false, false],
    [null, false, false],
    ['{"code":0}', false, false],
  ])('%p: success %p, failure %p', (value, isSuccess, isFailure) => {
    expect(isSuccessEnvelope(value)).toBe(isSuccess);
    expect(isFailureEnvelope(value)).toBe(isFailure);
  });
});
