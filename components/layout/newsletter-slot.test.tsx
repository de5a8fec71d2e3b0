/** @jest-environment jsdom */
import { DEFAULT_SCRIPT_ID } from '@marsidev/react-turnstile';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PageProviders } from '@/components/providers/page-providers';
import { createFakeHttpClient } from '@/lib/client/testing/fake-http-client';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { NewsletterPlaceholder } from './newsletter-placeholder';
import { NewsletterSlot } from './newsletter-slot';

const islandLoads = jest.fn();
jest.mock('./newsletter-island', () => {
  islandLoads();
  return jest.requireActual('./newsletter-island');
});

function renderSlot(locale: 'en' | 'cn' = 'en') {
  const messages = locale === 'cn' ? cn : en;
  const http = createFakeHttpClient({ 'POST /api/v1/subscriber': { email: 'fan@example.com' } });
  render(
    <PageProviders locale={locale} httpClient={http}>
      <NewsletterSlot
        locale={locale}
        siteKey="1x00000000000000000000AA"
        messages={{ newsletter: messages.newsletter, challenge: messages.challenge }}
      >
        <NewsletterPlaceholder labels={messages.newsletter} />
      </NewsletterSlot>
    </PageProviders>,
  );
  return http;
}

describe('NewsletterSlot (issue 13 point 10: the footer form without its code on every page)', () => {
  beforeEach(() => {
    islandLoads.mockClear();
    document.getElementById(DEFAULT_SCRIPT_ID)?.remove();
    // Cloudflare's API as the widget sees it: a token at once.
    window.turnstile = {
      render: jest.fn((_box: HTMLElement, options: { callback?: (token: string) => void }) => {
        options.callback?.('token-1');
        return 'widget-1';
      }),
      remove: jest.fn(),
    } as unknown as typeof window.turnstile;
  });
  afterEach(() => {
    cleanup();
    delete window.turnstile;
  });

  it('shows the form in the page language without fetching its code', async () => {
    renderSlot('cn');
    expect(screen.getByRole('heading', { name: cn.newsletter.title })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: cn.newsletter.emailLabel })).toHaveAttribute(
      'placeholder',
      cn.newsletter.emailPlaceholder,
    );
    expect(screen.getByRole('button', { name: cn.newsletter.submit })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(islandLoads).not.toHaveBeenCalled();
  });

  it('on focus, swaps in the working form, keeping the focus and what was typed, and it subscribes', async () => {
    const http = renderSlot('en');
    const placeholder = screen.getByRole('textbox');
    act(() => placeholder.focus());
    fireEvent.focus(placeholder);
    placeholder.setAttribute('value', '');
    (placeholder as HTMLInputElement).value = 'fan@example.com';
    await waitFor(() => expect(islandLoads).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('textbox')).not.toBe(placeholder));
    const input = screen.getByRole('textbox') as HTMLInputElement;
    await waitFor(() => expect(input).toHaveValue('fan@example.com'));
    expect(document.activeElement).toBe(input);
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await screen.findByText(en.newsletter.success);
    expect(http.calls).toEqual([{ request: 'POST /api/v1/subscriber', body: { email: 'fan@example.com' } }]);
  });
});
