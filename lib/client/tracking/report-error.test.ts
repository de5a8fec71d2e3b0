/** @jest-environment jsdom */
import { AppError, BatchError, CLIENT_CODE } from '@/lib/errors';
import { installGlobalErrorHandler } from './global-error-handler';
import { ERROR_HANDLER_TARGET, reportError } from './report-error';
import type { TrackInput } from './types';

function fakeTracker() {
  const tracked: TrackInput[] = [];
  return { tracked, tracker: { track: (input: TrackInput) => tracked.push(input) } };
}

describe('reportError', () => {
  beforeEach(() => window.history.replaceState(null, '', '/cn/solana/token/update?mint=abc#top'));

  it('reports with the target and the route full path, as an error', () => {
    const { tracked, tracker } = fakeTracker();
    const error = new TypeError('x is undefined');
    expect(reportError(error, { target: ERROR_HANDLER_TARGET, tracker })).toBe(true);
    expect(tracked).toEqual([
      {
        event: 'error-handler',
        level: 'error',
        path: '/cn/solana/token/update?mint=abc#top',
        args: undefined,
        additional: expect.objectContaining({
          name: 'TypeError',
          message: 'x is undefined',
          stack: expect.any(String),
        }),
      },
    ]);
  });

  it('sends nothing for a user rejection, and reports an error object once', () => {
    const { tracked, tracker } = fakeTracker();
    expect(reportError({ code: 4001, message: 'User rejected the request.' }, { target: 'send', tracker })).toBe(false);
    expect(
      reportError(new Error('MetaMask Tx Signature: User denied transaction signature.'), { target: 'send', tracker }),
    ).toBe(false);
    const once = new Error('boom');
    reportError(once, { target: ERROR_HANDLER_TARGET, tracker });
    reportError(once, { target: ERROR_HANDLER_TARGET, tracker });
    expect(tracked).toHaveLength(1);
  });

  it('reports token update events and flagged errors as warnings (spec §8)', () => {
    const { tracked, tracker } = fakeTracker();
    reportError(new Error('rpc down'), { target: 'solana-token-update', tracker });
    reportError(new AppError(CLIENT_CODE.INVALID_RPC, undefined, { level: 'warning' }), { target: 'check', tracker });
    reportError(new BatchError([{ code: 4001 }, { code: 4001 }]), { target: 'batch-send', tracker });
    reportError(new Error('rpc down'), { target: 'batch-send', tracker, path: '/en/custom' });
    expect(tracked.map((input) => [input.event, input.level, input.path])).toEqual([
      ['solana-token-update', 'warning', '/cn/solana/token/update?mint=abc#top'],
      ['check', 'warning', '/cn/solana/token/update?mint=abc#top'],
      ['batch-send', 'warning', '/cn/solana/token/update?mint=abc#top'],
      ['batch-send', 'error', '/en/custom'],
    ]);
  });
});

describe('the global error handler', () => {
  it('reports uncaught errors and unhandled rejections with the path at that moment', () => {
    const report = jest.fn();
    const remove = installGlobalErrorHandler(window, report);
    window.history.replaceState(null, '', '/en/batch/send-token?rows=3');
    const error = new Error('render failed');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: 'no answer' });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded' }));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('x'), filename: 'chrome-extension://abc/x.js' }));
    expect(report.mock.calls).toEqual([
      [error, '/en/batch/send-token?rows=3'],
      ['no answer', '/en/batch/send-token?rows=3'],
    ]);
    remove();
    // Without an error object: jest's jsdom environment rethrows unhandled error events that carry one.
    window.dispatchEvent(new ErrorEvent('error', { message: 'after removal' }));
    expect(report).toHaveBeenCalledTimes(2);
  });
});
