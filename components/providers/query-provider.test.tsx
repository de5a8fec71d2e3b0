/** @jest-environment jsdom */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { createFakeHttpClient } from '@/lib/client/testing/fake-http-client';
import { renderWithAppProviders } from '@/lib/client/testing/render-with-app-providers';
import { ACCOUNT_INFO_QUERY_KEY, ACCOUNT_QUERY_KEY, type UserInfo, type UserState, useUser } from '@/lib/client/user';

const INFO = 'GET /api/v1/account/info';
const USER: UserInfo = {
  email: 'ada@example.com',
  address: null,
  userName: null,
  avatar: null,
  inviteCode: 'ADA123',
  hasPassword: true,
  vipFeatures: [],
};

let user: UserState;
let queryClient: ReturnType<typeof useQueryClient>;
function Probe() {
  user = useUser();
  queryClient = useQueryClient();
  const saved = useQuery({ queryKey: [...ACCOUNT_QUERY_KEY, 'custom-chains'], queryFn: async () => ['saved'] });
  return <p data-testid="saved">{saved.data ? 'loaded' : 'none'}</p>;
}

describe('react-query code and the user store (the account info lives outside react-query)', () => {
  beforeEach(() => window.localStorage.clear());

  it('setting the info key signs the user in (a wallet sign-in)', async () => {
    renderWithAppProviders(<Probe />, { http: createFakeHttpClient({}) });
    act(() => {
      queryClient.setQueryData(ACCOUNT_INFO_QUERY_KEY, USER);
    });
    await waitFor(() => expect(user.user).toEqual(USER));
    expect(user.isLoggedIn).toBe(true);
  });

  it("invalidating the account's keys refetches the info (a VIP purchase)", async () => {
    const http = createFakeHttpClient({ [INFO]: USER });
    renderWithAppProviders(<Probe />, { http });
    act(() => user.setSignedIn(USER));
    await waitFor(() => expect(user.user).toEqual(USER));
    http.answer(INFO, { ...USER, userName: 'Ada' });
    await act(() => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }));
    await waitFor(() => expect(user.user?.userName).toBe('Ada'));
  });

  it("a logout drops the account's other cached data", async () => {
    const http = createFakeHttpClient({ [INFO]: USER, 'POST /api/v1/account/logout': null });
    renderWithAppProviders(<Probe />, { http });
    await waitFor(() => expect(screen.getByTestId('saved')).toHaveTextContent('loaded'));
    const reset = jest.spyOn(queryClient, 'resetQueries');
    await act(() => user.logout());
    expect(reset).toHaveBeenCalledWith({ queryKey: ACCOUNT_QUERY_KEY });
  });
});
