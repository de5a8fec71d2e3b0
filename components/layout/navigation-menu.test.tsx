/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { navigationGroups } from '@/lib/catalog';
import { currentHref } from './current-route';
import { NavigationMenu } from './navigation-menu';

let mockPathname = '/en/batch/send-token';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const LABELS = { navigation: 'Tools', home: 'Home', menu: 'Menu' };

function page() {
  return (
    <>
      <NavigationMenu groups={navigationGroups('en')} homeHref="/en" labels={LABELS}>
        <a href="/en/login">Sign in</a>
      </NavigationMenu>
      <main>
        <p>Page content</p>
        <input aria-label="Somewhere else" />
      </main>
    </>
  );
}

function renderMenu(pathname: string) {
  mockPathname = pathname;
  return render(page());
}

const summary = (name: string) => screen.getByText(name, { selector: 'summary' });
const dropdown = (name: string) => summary(name).closest('details') as HTMLDetailsElement;

/** Opens a dropdown as a click on its summary does (jsdom does not toggle details by itself). */
function openDropdown(name: string) {
  const details = dropdown(name);
  details.open = true;
  fireEvent(details, new Event('toggle'));
  summary(name).focus();
  return details;
}

describe('NavigationMenu: the current page', () => {
  it('marks the tool page it is on, and its category, not Home', () => {
    renderMenu('/en/batch/send-token');
    const nav = screen.getByRole('navigation', { name: 'Tools' });
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('href', '/en/batch/send-token');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(dropdown('Batch Tools')).toHaveClass('navigation__group--current');
    expect(dropdown('Balance Checks')).not.toHaveClass('navigation__group--current');
  });

  it('marks Home on the home page only', () => {
    renderMenu('/en');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    expect(document.querySelectorAll('.navigation__group--current')).toHaveLength(0);
  });

  it('marks nothing on a page the menu does not list', () => {
    renderMenu('/en/account/usercenter');
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
  });

  it('currentHref: exact address, else the deepest link the page sits under; home only on home', () => {
    const hrefs = ['/en/balance/monitor', '/en/balance/monitor/manage', '/en/batch/send-token'];
    expect(currentHref('/en/balance/monitor/manage', hrefs, '/en')).toBe('/en/balance/monitor/manage');
    expect(currentHref('/en/balance/monitor/history/', hrefs, '/en')).toBe('/en/balance/monitor');
    expect(currentHref('/en/batch/send-token-x', hrefs, '/en')).toBeNull();
    expect(currentHref('/en/', hrefs, '/en')).toBe('/en');
    expect(currentHref('/en/vip', hrefs, '/en')).toBeNull();
  });
});

describe('NavigationMenu: dropdowns', () => {
  it('close on Escape, focus back on the summary', () => {
    renderMenu('/en/batch/send-token');
    const details = openDropdown('Balance Checks');
    within(details).getByRole('link', { name: 'Solana Batch Balance Checker' }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(summary('Balance Checks')).toHaveFocus();
  });

  it('close on a click outside, not on a click inside', () => {
    renderMenu('/en/batch/send-token');
    const details = openDropdown('Wallet Tools');
    fireEvent.pointerDown(within(details).getByText('Mnemonic Generator and Deriver'));
    expect(details.open).toBe(true);
    fireEvent.pointerDown(screen.getByText('Page content'));
    expect(details.open).toBe(false);
  });

  it('one at a time: opening another closes the first', () => {
    renderMenu('/en/batch/send-token');
    const first = openDropdown('Batch Tools');
    const second = openDropdown('Token Tools');
    expect(first.open).toBe(false);
    expect(second.open).toBe(true);
  });

  it('close when one of their links is followed', () => {
    renderMenu('/en/batch/send-token');
    const details = openDropdown('Wallet Tools');
    fireEvent.click(within(details).getByRole('link', { name: 'Mnemonic Generator and Deriver' }));
    expect(details.open).toBe(false);
  });
});

describe('NavigationMenu: the menu button (narrow screens)', () => {
  it('says what it opens and whether it is open; the opened menu takes the focus', () => {
    renderMenu('/en/batch/send-token');
    const button = screen.getByRole('button', { name: 'Menu' });
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(region).not.toBeNull();
    expect(region).toContainElement(screen.getByRole('navigation', { name: 'Tools' }));
    expect(region).toContainElement(screen.getByRole('link', { name: 'Sign in' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(region).not.toHaveClass('site-menu--open');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(region).toHaveClass('site-menu--open');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape (after an open dropdown, which closes first) and gives the focus back to the button', () => {
    renderMenu('/en/batch/send-token');
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    const details = openDropdown('Batch Tools');
    fireEvent.keyDown(summary('Batch Tools'), { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(summary('Batch Tools'), { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside and when a link is followed', () => {
    renderMenu('/en/batch/send-token');
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Page content'));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button);
    fireEvent.pointerDown(button);
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes, with its dropdowns, when another page is shown (a link in the page, the back button)', () => {
    const { rerender } = renderMenu('/en/batch/send-token');
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    openDropdown('Wallet Tools');
    mockPathname = '/en/mnemonic';
    rerender(page());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(dropdown('Wallet Tools').open).toBe(false);
    expect(dropdown('Wallet Tools')).toHaveClass('navigation__group--current');
  });
});
