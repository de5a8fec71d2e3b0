/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import type { Locale } from '@/lib/i18n/config';
import type { NotifySettings } from './monitor-api';
import { MonitorNotifyView } from './monitor-notify-view';
import { fakeMonitorHttp } from './testing/fixtures';

const SETTINGS: NotifySettings = { emailEnabled: true, minChange: '0', language: 'en', email: 'a@example.com' };

function renderNotify(settings: NotifySettings | Error, answers: Record<string, unknown> = {}, locale: Locale = 'en') {
  const setup = fakeMonitorHttp({ 'GET /api/v1/monitor/balance/notify': settings, ...answers });
  renderWithProviders(<MonitorNotifyView locale={locale} bindEmailHref={`/${locale}/bind/email`} />, {
    locale,
    http: setup.http,
  });
  return setup;
}

const saves = (fake: ReturnType<typeof renderNotify>['fake']) =>
  fake.calls.filter((call) => call.request === 'POST /api/v1/monitor/balance/notify').map((call) => call.body);

describe('MonitorNotifyView', () => {
  it('shows the bound e-mail and saves the settings with an exact decimal', async () => {
    const { fake } = renderNotify(SETTINGS, {
      'POST /api/v1/monitor/balance/notify': (body: unknown) => ({
        ...SETTINGS,
        ...(body as object),
        minChange: '0.5',
      }),
    });
    expect(await screen.findByText('a@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bind an e-mail' })).not.toBeInTheDocument();
    const toggle = screen.getByLabelText('Send an e-mail when a watched balance changes');
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    const minChange = screen.getByLabelText('Minimum change');
    fireEvent.change(minChange, { target: { value: '1e-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter a number of at least 0/)).toBeInTheDocument();
    expect(saves(fake)).toEqual([]);

    fireEvent.change(minChange, { target: { value: ' 0.50 ' } });
    fireEvent.change(screen.getByLabelText('Language of the mails'), { target: { value: 'cn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(saves(fake)).toEqual([{ emailEnabled: false, minChange: '0.50', language: 'cn' }]);
    // The server's normal form of the value.
    expect(minChange).toHaveValue('0.5');
  });

  it('links to binding an e-mail when none is bound', async () => {
    renderNotify({ ...SETTINGS, email: null });
    expect(await screen.findByText(/No e-mail is bound to your account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bind an e-mail' })).toHaveAttribute('href', '/en/bind/email');
  });

  it('shows a refused save', async () => {
    renderNotify(SETTINGS, {
      'POST /api/v1/monitor/balance/notify': serverError(5016, 'Bad request parameters: minChange'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bad request parameters: the minimum change must be a number of at least 0',
    );
  });

  it('offers the VIP page when monitor alerts lapsed', async () => {
    renderNotify(serverError(5020, 'This feature requires VIP: monitorNotify'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This feature requires VIP');
    expect(screen.getByRole('link', { name: 'Get Monitor alerts on the VIP page' })).toHaveAttribute(
      'href',
      '/en/vip/monitorNotify-30?lastPage=%2Fen%2Fbalance%2Fmonitor%2Fnotify',
    );
  });

  it('offers the feature the server names when the monitor itself lapsed', async () => {
    renderNotify(serverError(5020, 'This feature requires VIP: balanceMonitor'));
    expect(await screen.findByRole('link', { name: 'Get Balance monitor on the VIP page' })).toHaveAttribute(
      'href',
      '/en/vip/balanceMonitor-30?lastPage=%2Fen%2Fbalance%2Fmonitor%2Fnotify',
    );
  });

  it('renders in Chinese', async () => {
    renderNotify({ ...SETTINGS, email: null, language: 'cn', minChange: '2' }, {}, 'cn');
    expect(await screen.findByRole('heading', { level: 1, name: '余额监控通知' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '绑定邮箱' })).toHaveAttribute('href', '/cn/bind/email');
    expect(screen.getByLabelText('最小变动')).toHaveValue('2');
    expect(screen.getByLabelText('邮件语言')).toHaveValue('cn');
  });
});
