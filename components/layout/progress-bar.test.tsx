/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

let mockPathname = '/en';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useSearchParams: () => new URLSearchParams(),
}));

const settle = () => act(async () => undefined);

function renderBar() {
  const view = render(
    <>
      <ProgressBar />
      <a href="/en/vip">VIP</a>
    </>,
  );
  const link = screen.getByRole('link', { name: 'VIP' });
  // A link that navigates on the client: the page itself does not change in jsdom.
  link.addEventListener('click', (event) => event.preventDefault());
  return { ...view, link };
}

describe('ProgressBar (its stepping fetched with the first navigation, issue 13 point 10)', () => {
  beforeEach(() => {
    mockPathname = '/en';
  });

  it('shows the bar for a navigation inside the site, and completes it when the path changes', async () => {
    const { link, rerender } = renderBar();
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar).toHaveAttribute('data-visible', 'false');
    fireEvent.click(link);
    await settle();
    expect(bar).toHaveAttribute('data-visible', 'true');
    mockPathname = '/en/vip';
    rerender(
      <>
        <ProgressBar />
        <a href="/en/vip">VIP</a>
      </>,
    );
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows no bar when the navigation ended before the stepping came', async () => {
    const { link, rerender } = renderBar();
    const bar = screen.getByRole('progressbar', { hidden: true });
    fireEvent.click(link);
    mockPathname = '/en/vip';
    rerender(
      <>
        <ProgressBar />
        <a href="/en/vip">VIP</a>
      </>,
    );
    await settle();
    expect(bar).toHaveAttribute('data-visible', 'false');
  });
});
