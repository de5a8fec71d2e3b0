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

  it("fails with 'Failed to get token' without a challenge token", async () => {
    const { post, content, send } = setup(null);
    fireEvent.change(content, { target: { value: 'Please add Base' } });
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get token');
    expect(post).not.toHaveBeenCalled();
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
