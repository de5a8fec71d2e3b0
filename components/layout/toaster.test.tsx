/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { MAX_TOASTS } from '@/lib/util';
import { dismissToast, showToast, Toaster } from './toaster';

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

  // One file, one module state: sonner stays loaded from the first toast on, as in a page.
  it('renders nothing before the first toast: the toast code is not on the page yet', () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('mounts on the first toast and shows it, with its kind', async () => {
    render(<Toaster />);
    await act(async () => {
      await showToast('Saved', { kind: 'success' });
    });
    const toast = await screen.findByText('Saved');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
    act(() => dismissToast());
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });

  it('shows at most three messages at once (spec §9)', async () => {
    render(<Toaster />);
    await act(async () => {
      for (let index = 1; index <= 5; index++) await showToast(`message ${index}`);
    });
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(5));
    const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
    const visible = toasts.filter((element) => element.getAttribute('data-visible') === 'true');
    expect(visible).toHaveLength(MAX_TOASTS);
  });
});
