import { DELAY_MS } from './constants';
import { delay } from './delay';

describe('delay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function isSettledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
    let isSettled = false;
    promise.then(() => {
      isSettled = true;
    });
    await jest.advanceTimersByTimeAsync(ms);
    return isSettled;
  }

  it('waits DELAY_MS by default', async () => {
    const waiting = delay();
    expect(await isSettledAfter(waiting, DELAY_MS - 1)).toBe(false);
    expect(await isSettledAfter(waiting, 1)).toBe(true);
  });

  it('waits the given time', async () => {
    const waiting = delay(10);
    expect(await isSettledAfter(waiting, 9)).toBe(false);
    expect(await isSettledAfter(waiting, 1)).toBe(true);
  });
});
