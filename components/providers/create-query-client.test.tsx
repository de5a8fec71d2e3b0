import { useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createHttpClient } from '@/lib/http';
import { AppProviders } from './app-providers';

function PriceLabel() {
  const { data } = useQuery({ queryKey: ['price', 'ETH'], queryFn: async () => '1' });
  return <span>{data ?? '…'}</span>;
}

describe('the query client of a server render', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts no timer: a timer would keep the whole render alive until it fires', () => {
    // This file runs in Node without a window, as the server does; AppProviders with its user state is part of it.
    const html = renderToString(
      <AppProviders locale="en" httpClient={createHttpClient({ getLocale: () => 'en' })}>
        <PriceLabel />
      </AppProviders>,
    );
    expect(html).toContain('<span>…</span>');
    expect(jest.getTimerCount()).toBe(0);
  });
});
