/** @jest-environment jsdom */
import { captureInviteCode, INVITE_CODE_STORAGE_KEY, inviteCodeFromSearch, readInviteCode } from './invite-code';

describe('invite codes', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps the invite_code query parameter in sessionStorage under invite_code', () => {
    expect(captureInviteCode('?a=1&invite_code=ABC123')).toBe('ABC123');
    expect(window.sessionStorage.getItem(INVITE_CODE_STORAGE_KEY)).toBe('ABC123');
    expect(INVITE_CODE_STORAGE_KEY).toBe('invite_code');
  });

  it('leaves a kept code alone when the query has none, and ignores values that are no code', () => {
    captureInviteCode('?invite_code=FIRST');
    expect(captureInviteCode('?other=1')).toBeNull();
    expect(captureInviteCode('?invite_code=%3Cscript%3E')).toBeNull();
    expect(window.sessionStorage.getItem(INVITE_CODE_STORAGE_KEY)).toBe('FIRST');
    expect(inviteCodeFromSearch(`?invite_code=${'A'.repeat(33)}`)).toBeNull();
  });

  it('prefills from the query first, then from the kept code', () => {
    expect(readInviteCode('')).toBe('');
    window.sessionStorage.setItem(INVITE_CODE_STORAGE_KEY, 'KEPT');
    expect(readInviteCode('')).toBe('KEPT');
    expect(readInviteCode('?invite_code=NEW')).toBe('NEW');
  });
});
