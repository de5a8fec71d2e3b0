/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ErrorFallback, localeOfPath } from './error-fallback';

const mockReportError = jest.fn();
jest.mock('@/lib/client/tracking/report-error', () => ({
  ERROR_HANDLER_TARGET: 'error-handler',
  reportError: (...args: unknown[]) => mockReportError(...args),
}));

describe('ErrorFallback (error.tsx, global-error.tsx)', () => {
  it("reports the boundary's error with target 'error-handler' and the route full path", async () => {
    window.history.replaceState(null, '', '/en/vip?feature=balanceMonitor');
    const error = Object.assign(new Error('An error occurred in the Server Components render'), { digest: '123' });
    const retry = jest.fn();
    render(<ErrorFallback error={error} retry={retry} locale="en" />);
    await waitFor(() => expect(mockReportError).toHaveBeenCalled());
    expect(mockReportError).toHaveBeenCalledWith(error, {
      target: 'error-handler',
      path: '/en/vip?feature=balanceMonitor',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });

  it('speaks the page language', () => {
    render(<ErrorFallback error={new Error('x')} retry={() => undefined} locale="cn" />);
    expect(screen.getByRole('alert')).toHaveTextContent('页面出错了');
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/cn');
    expect([
      localeOfPath('/cn'),
      localeOfPath('/cn/vip'),
      localeOfPath('/en'),
      localeOfPath('/cnx'),
      localeOfPath(undefined),
    ]).toEqual(['cn', 'cn', 'en', 'en', 'en']);
  });
});
