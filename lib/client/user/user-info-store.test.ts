/** @jest-environment jsdom */

import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { SERVER_CODE } from '@/lib/errors';
import { hasSessionHint, SESSION_HINT_COOKIE } from './session-hint';
import type { UserInfo } from './types';
import {
  adoptUserInfoClient,
  fetchUserInfo,
  invalidateUserInfo,
  NOT_LOGGED_IN_CODE,
  onUserReset,
  readUserInfo,
  resetUserInfo,
  resetUserInfoForTests,
  setUserInfo,
  subscribeUserInfo,
} from './user-info-store';
import { readUserStatus } from './user-status-store';

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

describe('the user info store (the user state without react-query)', () => {
  beforeEach(() => {
    resetUserInfoForTests();
    window.localStorage.clear();
  });

  it('knows 5006 by the same number as lib/errors', () => {
    expect(NOT_LOGGED_IN_CODE).toBe(SERVER_CODE.NOT_LOGGED_IN);
  });

  it('makes one request for callers that ask together, and stores the status', async () => {
    const http = createFakeHttpClient({ [INFO]: USER });
    const [first, second] = await Promise.all([fetchUserInfo(http), fetchUserInfo(http)]);
    expect(first).toEqual(USER);
    expect(second).toEqual(USER);
    expect(http.calls).toHaveLength(1);
    expect(readUserInfo()).toMatchObject({ data: USER, isFetched: true, isFetching: false });
    expect(readUserStatus()).toMatchObject({ email: USER.email });
  });

  it('on 5006 drops the info, the stored status and the session hint', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie; the test plays its part.
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    setUserInfo(USER);
    const http = createFakeHttpClient({ [INFO]: serverError(5006) });
    expect(await fetchUserInfo(http)).toBeNull();
    expect(readUserInfo()).toMatchObject({ data: null, isFetched: true, error: { code: 5006 } });
    expect(readUserStatus()).toBeNull();
    expect(hasSessionHint()).toBe(false);
  });

  it('an invalidation (react-query code: a VIP purchase) refetches only while something shows the user', async () => {
    const http = createFakeHttpClient({ [INFO]: USER });
    adoptUserInfoClient(http);
    expect(invalidateUserInfo()).toBeNull();
    const stop = subscribeUserInfo(() => undefined);
    await invalidateUserInfo();
    expect(http.calls).toHaveLength(1);
    stop();
  });

  it('a reset empties the info, tells the query cache, and refetches for those showing the user', async () => {
    const http = createFakeHttpClient({ [INFO]: serverError(5006) });
    setUserInfo(USER);
    adoptUserInfoClient(http);
    const resets = jest.fn();
    const stopResets = onUserReset(resets);
    const stop = subscribeUserInfo(() => undefined);
    const refetched = resetUserInfo();
    expect(readUserInfo()).toMatchObject({ data: null, isFetched: false, isFetching: true });
    expect(resets).toHaveBeenCalledTimes(1);
    await refetched;
    expect(readUserInfo()).toMatchObject({ isFetched: true, error: { code: 5006 } });
    stop();
    stopResets();
  });

  it('starts from nothing with another HTTP client (another language, a test page), and drops the older answer', async () => {
    let answer: (value: UserInfo) => void = () => undefined;
    const slow = createFakeHttpClient({ [INFO]: () => new Promise<UserInfo>((resolve) => (answer = resolve)) });
    const pending = fetchUserInfo(slow);
    const other = createFakeHttpClient({ [INFO]: serverError(5006) });
    adoptUserInfoClient(other);
    expect(readUserInfo()).toMatchObject({ data: null, isFetched: false, isFetching: false });
    answer(USER);
    await pending;
    expect(readUserInfo().data).toBeNull();
  });
});
