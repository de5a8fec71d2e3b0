import { CLIENT_CODE, SERVER_CODE, TRANSPORT_CODE } from './codes';
import { errorMessage, USER_FACING_CODES } from './message';

describe('errorMessage', () => {
  it.each([
    [SERVER_CODE.NOT_LOGGED_IN, 'en', 'Please log in first'],
    [SERVER_CODE.NOT_LOGGED_IN, 'cn', '请先登录'],
    [SERVER_CODE.VIP_REQUIRED, 'cn', '该功能需要开通 VIP'],
    [CLIENT_CODE.USER_REJECTED, 'en', 'You rejected the request'],
    [CLIENT_CODE.LOCAL_STORAGE_FULL, 'cn', '浏览器 LocalStorage 已满，请先清理不用的缓存'],
    [TRANSPORT_CODE.REQUEST_ERROR, 'en', 'Network error, please check your connection'],
    [TRANSPORT_CODE.TIMEOUT, 'cn', '请求超时，请重试'],
    [TRANSPORT_CODE.RESPONSE_ERROR, 'en', 'Unexpected response from the server'],
  ] as const)('translates %p in %p', (code, locale, expected) => {
    expect(errorMessage(code, locale, 'raw text')).toBe(expected);
  });

  it('shows the raw message of a code without translation', () => {
    expect(errorMessage(-32603, 'cn', 'nonce too low')).toBe('nonce too low');
    expect(errorMessage('toString', 'en', 'inherited names are not translations')).toBe(
      'inherited names are not translations',
    );
  });

  it('shows user-facing messages as is in every language', () => {
    expect([...USER_FACING_CODES]).toEqual([SERVER_CODE.SPECIFIC_MESSAGE, CLIENT_CODE.SPECIFIC_ERROR]);
    expect(errorMessage(SERVER_CODE.SPECIFIC_MESSAGE, 'en', '该推特账号已被封禁')).toBe('该推特账号已被封禁');
    expect(errorMessage(CLIENT_CODE.SPECIFIC_ERROR, 'cn', 'Row 3: amount missing')).toBe('Row 3: amount missing');
  });

  it('falls back to the unknown-error text when there is nothing to show', () => {
    expect(errorMessage(SERVER_CODE.SPECIFIC_MESSAGE, 'en')).toBe('Unknown error, please try again');
    expect(errorMessage(123, 'cn', '')).toBe('未知错误，请重试');
  });

  it('fills the batch-error count and number of kinds', () => {
    expect(errorMessage(CLIENT_CODE.BATCH_ERROR, 'en', undefined, { count: 7, kinds: 2 })).toBe(
      'Failures: 7, distinct errors: 2',
    );
    expect(errorMessage(CLIENT_CODE.BATCH_ERROR, 'cn', undefined, { count: 7, kinds: 2 })).toBe(
      '失败 7 个，共 2 种错误',
    );
    expect(errorMessage(CLIENT_CODE.BATCH_ERROR, 'en', undefined, { count: 1 })).toBe(
      'Failures: 1, distinct errors: {kinds}',
    );
  });
});
