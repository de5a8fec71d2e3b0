import { errorChain, sleep, throwIfAborted, withRetries } from './retry';

const transient = Object.assign(new Error('429 Too Many Requests'), { isTransient: true });
const isRetryable = (error: unknown) => (error as { isTransient?: boolean }).isTransient === true;

describe('withRetries', () => {
  it('tries again after a retryable failure, up to the policy, and answers the first success', async () => {
    let calls = 0;
    const run = async () => {
      calls += 1;
      if (calls < 3) throw transient;
      return 'ok';
    };
    await expect(withRetries({ retries: 4, delayMs: 1 }, run, { isRetryable })).resolves.toBe('ok');
    expect(calls).toBe(3);
  });

  it('throws a non-retryable error at once, and the last one when retries run out', async () => {
    let calls = 0;
    const fatal = new Error('bad request');
    await expect(
      withRetries(
        { retries: 4, delayMs: 1 },
        async () => {
          calls += 1;
          throw fatal;
        },
        { isRetryable },
      ),
    ).rejects.toBe(fatal);
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      withRetries(
        { retries: 2, delayMs: 1 },
        async () => {
          calls += 1;
          throw transient;
        },
        { isRetryable },
      ),
    ).rejects.toBe(transient);
    expect(calls).toBe(3);
  });

  it('waits at least what the server asked for', async () => {
    let calls = 0;
    const started = Date.now();
    await withRetries(
      { retries: 1, delayMs: 1 },
      async () => {
        calls += 1;
        if (calls === 1) throw transient;
        return calls;
      },
      { isRetryable, retryAfterMs: () => 40 },
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('stops when the signal aborts, before the run and during the wait', async () => {
    const controller = new AbortController();
    controller.abort();
    const run = jest.fn(async () => 'never');
    await expect(
      withRetries({ retries: 1, delayMs: 1, signal: controller.signal }, run, { isRetryable }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(run).not.toHaveBeenCalled();
    const later = new AbortController();
    const waiting = sleep(60_000, later.signal);
    later.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(() => throwIfAborted(later.signal)).toThrow();
  });
});

describe('errorChain', () => {
  it('lists an error and its causes, cutting cycles', () => {
    const inner = new Error('inner');
    const outer = new Error('outer', { cause: inner });
    (inner as { cause?: unknown }).cause = outer;
    expect(errorChain(outer)).toEqual([outer, inner]);
  });
});
