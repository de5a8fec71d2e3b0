/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import type { HttpClient, RequestOptions } from '@/lib/http';
import { SuggestForm } from './suggest-form';
import { originPage } from './suggest-rules';

function setup(siteKey: string | null = '1x00000000000000000000AA') {
  const post = jest.fn(async (_path: string, _body?: unknown, _options?: RequestOptions) => ({ id: 1 }));
  const http: HttpClient = { get: jest.fn(), post: post as HttpClient['post'] };
  renderWithProviders(<SuggestForm locale="en" siteKey={siteKey} />, { locale: 'en', http });
  const content = screen.getByLabelText('Your message');
  const email = screen.getByLabelText('E-mail (optional)');
  const send = () => fireEvent.submit(content.closest('form') as HTMLFormElement);
  return { post, content, email, send };
}

function installFakeTurnstile() {
  window.turnstile = {
    render: jest.fn((_box: HTMLElement, options: { callback?: (token: string) => void }) => {
      options.callback?.('token-s');
      return 'widget-s';
    }),
    remove: jest.fn(),
  } as unknown as typeof window.turnstile;
}

describe('SuggestForm', () => {
  afterEach(() => {
    cleanup(); // unmount while the API is still there, as in a page
    delete window.turnstile;
  });

  it('says the anti-bot check is not set up when the site has no Turnstile key, and sends nothing', async () => {
    const { post, content, send } = setup(null);
    fireEvent.change(content, { target: { value: 'Please add Base' } });
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The anti-bot check is not set up on this server yet, so this form cannot be sent.',
    );
    expect(screen.queryByRole('button', { name: 'Load the check again' })).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('says what happened when the check fails, and its retry mounts a new widget that brings the token', async () => {
    let renders = 0;
    window.turnstile = {
      render: jest.fn((_box: HTMLElement, options: Record<string, ((value?: string) => void) | undefined>) => {
        renders += 1;
        if (renders === 1) options['error-callback']?.('110200');
        else options.callback?.('token-after-retry');
        return `widget-${renders}`;
      }),
      remove: jest.fn(),
    } as unknown as typeof window.turnstile;
    const { post, content, send } = setup();
    act(() => content.focus());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/could not load\. A network problem, or an ad or script blocker/);
    fireEvent.change(content, { target: { value: 'Please add Base' } });
    send();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Load the check again' }));
    await waitFor(() => expect(window.turnstile?.render).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    send();
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
    expect(post.mock.calls[0][2]).toEqual({ headers: { 'cf-turnstile-response': 'token-after-retry' } });
  });

  it('checks the message and the optional address, then sends with the token', async () => {
    installFakeTurnstile();
    window.history.replaceState(null, '', '/en/suggest?from=/en/batch/send-token');
    const { post, content, email, send } = setup();
    act(() => content.focus());
    send();
    expect(await screen.findByText('Write at least 5 characters.')).toBeInTheDocument();
    fireEvent.change(content, { target: { value: '  Please add batch send on Base  ' } });
    fireEvent.change(email, { target: { value: 'bad' } });
    send();
    expect(await screen.findByText(/or leave the field empty/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(email, { target: { value: '' } });
    await waitFor(() => expect(window.turnstile?.render).toHaveBeenCalled());
    send();
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your message has reached the team.');
    expect(post).toHaveBeenCalledWith(
      '/api/v1/suggest',
      { content: 'Please add batch send on Base', email: undefined, page: '/en/batch/send-token' },
      { headers: { 'cf-turnstile-response': 'token-s' } },
    );
  });
});

describe('originPage', () => {
  const at = (href: string) => new URL(href) as unknown as Location;

  it('takes ?from= or a same-site referrer, never another site', () => {
    expect(originPage(at('https://chainkit.app/en/suggest?from=/en/gas'), '')).toBe('/en/gas');
    expect(originPage(at('https://chainkit.app/en/suggest?from=//evil.example'), '')).toBeUndefined();
    expect(originPage(at('https://chainkit.app/en/suggest'), 'https://chainkit.app/cn/ipfs?x=1')).toBe('/cn/ipfs?x=1');
    expect(originPage(at('https://chainkit.app/en/suggest'), 'https://evil.example/cn/ipfs')).toBeUndefined();
  });
});
