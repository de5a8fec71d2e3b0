/** @jest-environment jsdom */
import { DEFAULT_SCRIPT_ID } from '@marsidev/react-turnstile';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import type { HttpClient, RequestOptions } from '@/lib/http';
import type { Locale } from '@/lib/i18n/config';
import { NewsletterForm } from './newsletter-form';
import { CHALLENGE_LOAD_DEADLINE_MS } from './turnstile-widget';

function fakeHttp(answer: () => unknown = () => ({ email: 'fan@example.com' })) {
  const post = jest.fn(async (_path: string, _body?: unknown, _options?: RequestOptions) => {
    const value = answer();
    if (value instanceof Error) throw value;
    return value;
  });
  const http: HttpClient = { get: jest.fn(), post: post as HttpClient['post'] };
  return { http, post };
}

/** Cloudflare's API as the widget sees it: every render hands out the next token at once. */
function installFakeTurnstile() {
  let issued = 0;
  const api = {
    render: jest.fn((_box: HTMLElement, options: { callback?: (token: string) => void }) => {
      issued += 1;
      options.callback?.(`token-${issued}`);
      return `widget-${issued}`;
    }),
    remove: jest.fn(),
  };
  // Only what the widget calls of Cloudflare's API.
  window.turnstile = api as unknown as typeof window.turnstile;
  return api;
}

function renderForm(locale: Locale, http: HttpClient) {
  renderWithProviders(<NewsletterForm locale={locale} siteKey="1x00000000000000000000AA" />, { locale, http });
  const input = screen.getByRole('textbox');
  const submit = (email: string) => {
    fireEvent.change(input, { target: { value: email } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
  };
  return { input, submit };
}

describe('NewsletterForm', () => {
  beforeEach(() => {
    // Each case is a fresh page: no script element left by the one before.
    document.getElementById(DEFAULT_SCRIPT_ID)?.remove();
  });
  afterEach(() => {
    cleanup(); // unmount while the API is still there, as in a page
    delete window.turnstile;
  });

  it.each([
    ['en', 'The anti-bot check is still loading. Wait a few seconds, then send again.'],
    ['cn', '人机验证仍在加载，请稍等几秒后再提交。'],
  ] as const)(
    'says the check is still loading (%s) and sends nothing without a challenge token',
    async (locale, text) => {
      const { http, post } = fakeHttp();
      const { submit } = renderForm(locale, http);
      submit('fan@example.com');
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.queryByText(/Failed to get token|获取人机验证令牌失败/)).not.toBeInTheDocument();
      expect(post).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['en', /could not load\. A network problem, or an ad or script blocker/, 'Load the check again'],
    ['cn', /未能加载。通常是网络问题，或广告、脚本拦截插件/, '重新加载验证'],
  ] as const)(
    "says why when Cloudflare's script cannot load (%s), and its retry loads it again",
    async (locale, text, retry) => {
      const { http, post } = fakeHttp();
      const { input, submit } = renderForm(locale, http);
      act(() => input.focus());
      const script = await waitFor(() => {
        const added = document.getElementById(DEFAULT_SCRIPT_ID);
        if (!added) throw new Error('no script yet');
        return added;
      });
      // What a blocker or a dead network does: the script element fails.
      act(() => {
        script.dispatchEvent(new Event('error'));
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      submit('fan@example.com');
      expect(post).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole('button', { name: retry }));
      expect(screen.queryByRole('button', { name: retry })).not.toBeInTheDocument();
      // The dead element is gone and the new widget added the script again; this time it loads.
      await waitFor(() => expect(document.getElementById(DEFAULT_SCRIPT_ID)).not.toBe(script));
      expect(document.getElementById(DEFAULT_SCRIPT_ID)).not.toBeNull();
      const turnstile = installFakeTurnstile();
      await waitFor(() => expect(turnstile.render).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      submit('fan@example.com');
      expect(await screen.findByRole('status')).toHaveTextContent(locale === 'en' ? 'You are subscribed' : '订阅成功');
      expect(post).toHaveBeenCalledWith(
        '/api/v1/subscriber',
        { email: 'fan@example.com' },
        { headers: { 'cf-turnstile-response': 'token-1' } },
      );
    },
  );

  it('counts a script that neither loads nor fails within the deadline (a blocker holding it) as failed', () => {
    jest.useFakeTimers();
    try {
      const { http } = fakeHttp();
      const { input } = renderForm('en', http);
      act(() => input.focus());
      act(() => jest.advanceTimersByTime(CHALLENGE_LOAD_DEADLINE_MS - 100));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getByRole('alert')).toHaveTextContent(/could not load/);
      expect(screen.getByRole('button', { name: 'Load the check again' })).toBeInTheDocument();
    } finally {
      cleanup();
      jest.useRealTimers();
    }
  });

  it.each([
    ['error-callback', /could not load/],
    ['timeout-callback', /timed out before it was completed/],
  ] as const)(
    'shows the retry when the widget reports %s, and a new widget brings the token',
    async (callback, text) => {
      let renders = 0;
      const api = {
        render: jest.fn((_box: HTMLElement, options: Record<string, ((value?: string) => void) | undefined>) => {
          renders += 1;
          if (renders === 1) options[callback]?.('300030');
          else options.callback?.('token-again');
          return `widget-${renders}`;
        }),
        remove: jest.fn(),
      };
      window.turnstile = api as unknown as typeof window.turnstile;
      const { http, post } = fakeHttp();
      const { input, submit } = renderForm('en', http);
      act(() => input.focus());
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      fireEvent.click(screen.getByRole('button', { name: 'Load the check again' }));
      await waitFor(() => expect(api.render).toHaveBeenCalledTimes(2));
      expect(api.remove).toHaveBeenCalledWith('widget-1');
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      submit('fan@example.com');
      await screen.findByRole('status');
      expect(post.mock.calls[0][2]).toEqual({ headers: { 'cf-turnstile-response': 'token-again' } });
    },
  );

  it('loads the challenge only once the form is used, and sends its token in cf-turnstile-response', async () => {
    const turnstile = installFakeTurnstile();
    const { http, post } = fakeHttp();
    const { input, submit } = renderForm('en', http);
    expect(turnstile.render).not.toHaveBeenCalled();
    act(() => input.focus());
    await waitFor(() => expect(turnstile.render).toHaveBeenCalledTimes(1));
    expect(turnstile.render.mock.calls[0][1]).toMatchObject({
      sitekey: '1x00000000000000000000AA',
      action: 'subscribe',
      language: 'en',
    });
    submit(' fan@example.com ');
    expect(await screen.findByRole('status')).toHaveTextContent('You are subscribed. Thank you!');
    expect(post).toHaveBeenCalledWith(
      '/api/v1/subscriber',
      { email: 'fan@example.com' },
      { headers: { 'cf-turnstile-response': 'token-1' } },
    );
    // The token is spent: a fresh widget brings the next one.
    await waitFor(() => expect(turnstile.render).toHaveBeenCalledTimes(2));
    expect(turnstile.remove).toHaveBeenCalledWith('widget-1');
  });

  it("shows the server's 5002 (already subscribed) in the page language, and checks the address first", async () => {
    installFakeTurnstile();
    const { http, post } = fakeHttp(() => serverError(5002, 'already subscribed'));
    const { input, submit } = renderForm('cn', http);
    act(() => input.focus());
    submit('not-an-email');
    expect(await screen.findByText('请输入有效的邮箱地址，例如 name@example.com。')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await waitFor(() => expect(window.turnstile?.render).toHaveBeenCalled());
    submit('fan@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(/订阅/);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("shows the e-mail message when the server's spec §5 rule refuses an address the shape check let through", async () => {
    installFakeTurnstile();
    const { http } = fakeHttp(() => serverError(5016, 'Bad request parameters: email'));
    const { input, submit } = renderForm('en', http);
    act(() => input.focus());
    await waitFor(() => expect(window.turnstile?.render).toHaveBeenCalled());
    submit('a..b@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid e-mail address, like name@example.com.');
  });
});
