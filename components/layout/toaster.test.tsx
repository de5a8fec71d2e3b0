/** @jest-environment jsdom */
import { act, render, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { MAX_TOASTS } from '@/lib/util';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeAll(() => {
    // sonner reads the colour scheme; jsdom has no matchMedia.
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });

  it('shows at most three messages at once (spec §9)', async () => {
    render(<Toaster />);
    await act(async () => {
      for (let index = 1; index <= 5; index++) toast(`message ${index}`);
    });
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(5));
    const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
    const visible = toasts.filter((element) => element.getAttribute('data-visible') === 'true');
    expect(visible).toHaveLength(MAX_TOASTS);
  });
});
