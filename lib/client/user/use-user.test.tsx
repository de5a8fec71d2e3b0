/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithAppProviders } from '@/lib/client/testing/render-with-app-providers';
import { clearSessionHint, SESSION_HINT_COOKIE } from './session-hint';
import type { UserInfo } from './types';
import { type UserState, useUser } from './use-user';
import { USER_STATUS_STORAGE_KEY } from './user-status-store';

const INFO = 'GET /api/v1/account/info';
const LOGOUT = 'POST /api/v1/account/logout';

const USER: UserInfo = {
  email: 'ada@example.com',
  address: null,
  userName: null,
  avatar: null,
  inviteCode: 'ADA123',
  hasPassword: true,
  vipFeatures: [{ feature: 'balanceMonitor', vipExpireTime: '2999-01-01T00:00:00Z', isVip: true, credit: 0 }],
};

let latest: UserState;
function Probe() {
  latest = useUser();
  return (
    <p data-testid="state">{`${latest.isChecked ? 'checked' : 'unchecked'} ${latest.isLoggedIn ? 'in' : 'out'}`}</p>
  );
}

const storedStatus = () => window.localStorage.getItem(USER_STATUS_STORAGE_KEY);
const storeStatus = () =>
  window.localStorage.setItem(
    USER_STATUS_STORAGE_KEY,
    JSON.stringify({ isLoggedIn: true, email: USER.email, address: null, updatedAt: 1 }),
  );

describe('useUser', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearSessionHint();
  });

  it('follows the stored status from the first render and fetches the info at start', async () => {
    storeStatus();
    const http = createFakeHttpClient({ [INFO]: USER });
    renderWithAppProviders(<Probe />, { http });
    expect(screen.getByTestId('state')).toHaveTextContent(/^unchecked in$/);
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(/^checked in$/));
    expect(latest.user).toEqual(USER);
    expect(latest.isBalanceMonitorVIP).toBe(true);
    expect(latest.isFaskRPCVIP).toBe(false);
    expect(http.calls.map((call) => call.request)).toEqual([INFO]);
  });

  it('makes no request for a signed-out visitor (no stored status, no session hint): checked and signed out', async () => {
    const http = createFakeHttpClient({ [INFO]: serverError(5006) });
    renderWithAppProviders(<Probe />, { http });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(/^checked out$/));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(http.calls).toEqual([]);
    expect(latest.error).toBeNull();
  });

  it('clears info and stored status when the fetch fails, and keeps the error', async () => {
    storeStatus();
    const http = createFakeHttpClient({ [INFO]: serverError(5006) });
    renderWithAppProviders(<Probe />, { http });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(/^checked out$/));
    expect(storedStatus()).toBeNull();
    expect(latest.user).toBeNull();
    expect(latest.error).toMatchObject({ code: 5006 });
  });

  it('stores the status when the server has a session the browser did not know of (its hint cookie)', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie; the test plays its part.
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    const http = createFakeHttpClient({ [INFO]: USER });
    renderWithAppProviders(<Probe />, { http });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(/^checked in$/));
    expect(JSON.parse(storedStatus() ?? '{}')).toMatchObject({ isLoggedIn: true, email: USER.email, address: null });
  });

  it('clears a stored status it cannot read', async () => {
    window.localStorage.setItem(USER_STATUS_STORAGE_KEY, '{not json');
    const http = createFakeHttpClient({ [INFO]: serverError(5006) });
    renderWithAppProviders(<Probe />, { http });
    expect(screen.getByTestId('state')).toHaveTextContent(/ out$/);
    expect(storedStatus()).toBeNull();
    await waitFor(() => expect(latest.isChecked).toBe(true));
  });

  it('never stores anything but identifiers', async () => {
    const http = createFakeHttpClient({ [INFO]: serverError(5006) });
    renderWithAppProviders(<Probe />, { http });
    await waitFor(() => expect(latest.isChecked).toBe(true));
    act(() => latest.setSignedIn(USER));
    expect(Object.keys(JSON.parse(storedStatus() ?? '{}')).sort()).toEqual([
      'address',
      'email',
      'isLoggedIn',
      'updatedAt',
    ]);
    expect(latest.isLoggedIn).toBe(true);
    // The info store is fetched with the first sign-in on a visitor's page: the info follows the status.
    await waitFor(() => expect(latest.user).toEqual(USER));
  });

  it('on logout: signs out on the server, clears the status, resets the checked flag and refetches', async () => {
    storeStatus();
    const http = createFakeHttpClient({ [INFO]: USER, [LOGOUT]: null });
    renderWithAppProviders(<Probe />, { http });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(/^checked in$/));
    http.answer(INFO, serverError(5006));
    let logout: Promise<void> = Promise.resolve();
    act(() => {
      logout = latest.logout();
    });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(/^unchecked out$/));
    await act(() => logout);
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(/^checked out$/));
    expect(http.calls.map((call) => call.request)).toEqual([INFO, LOGOUT, INFO]);
    expect(storedStatus()).toBeNull();
    expect(latest.user).toBeNull();
  });

  it('refetch resolves to the info, or to null after a failure', async () => {
    const http = createFakeHttpClient({ [INFO]: serverError(5006) });
    renderWithAppProviders(<Probe />, { http });
    await waitFor(() => expect(latest.isChecked).toBe(true));
    http.answer(INFO, USER);
    await act(async () => expect(await latest.refetch()).toEqual(USER));
    expect(latest.isLoggedIn).toBe(true);
    http.answer(INFO, serverError(5006));
    await act(async () => expect(await latest.refetch()).toBeNull());
    expect(latest.isLoggedIn).toBe(false);
  });
});
