/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithAppProviders } from '@/lib/client/testing/render-with-app-providers';
import { USER_STATUS_STORAGE_KEY, type UserInfo } from '@/lib/client/user';
import { AccountEntry } from './account-entry';

jest.mock('next/navigation', () => ({ usePathname: () => '/en/gas' }));

const INFO = 'GET /api/v1/account/info';
const LABELS = { signIn: 'Sign in', signOut: 'Sign out', signingOut: 'Signing out…', userCenter: 'User center' };
const WALLET_USER: UserInfo = {
  email: null,
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  userName: null,
  avatar: null,
  inviteCode: 'W1',
  hasPassword: false,
  vipFeatures: [],
};

describe('AccountEntry', () => {
  beforeEach(() => window.localStorage.clear());

  it('signed out: a sign-in link carrying the current page as lastPage', async () => {
    window.history.replaceState(null, '', '/en/gas?chain=56');
    const http = createFakeHttpClient({ [INFO]: serverError(5006) });
    renderWithAppProviders(<AccountEntry locale="en" labels={LABELS} />, { http });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/en/login?lastPage=%2Fen%2Fgas%3Fchain%3D56',
      ),
    );
  });

  it('signed in: the short name links to the user center, and signing out returns to the sign-in link', async () => {
    window.localStorage.setItem(
      USER_STATUS_STORAGE_KEY,
      JSON.stringify({ isLoggedIn: true, email: null, address: WALLET_USER.address, updatedAt: 1 }),
    );
    const http = createFakeHttpClient({ [INFO]: WALLET_USER, 'POST /api/v1/account/logout': null });
    renderWithAppProviders(<AccountEntry locale="cn" labels={LABELS} />, { http });
    const name = await screen.findByRole('link', { name: '0x5290…9EE7' });
    expect(name).toHaveAttribute('href', '/cn/account/usercenter');

    http.answer(INFO, serverError(5006));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(http.calls.map((call) => call.request)).toContain('POST /api/v1/account/logout');
    expect(window.localStorage.getItem(USER_STATUS_STORAGE_KEY)).toBeNull();
  });

  it('prefers the user name, then the e-mail', async () => {
    window.localStorage.setItem(
      USER_STATUS_STORAGE_KEY,
      JSON.stringify({ isLoggedIn: true, email: 'ada@example.com', address: null, updatedAt: 1 }),
    );
    const http = createFakeHttpClient({ [INFO]: { ...WALLET_USER, email: 'ada@example.com', userName: 'Ada' } });
    renderWithAppProviders(<AccountEntry locale="en" labels={LABELS} />, { http });
    expect(screen.getByRole('link', { name: 'ada@example.com' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ada' })).toBeInTheDocument();
  });
});
