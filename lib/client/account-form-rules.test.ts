import {
  AVATAR_MAX_BYTES,
  avatarError,
  codeError,
  confirmPasswordError,
  emailError,
  inviteCodeError,
  newPasswordError,
  userNameError,
} from './account-form-rules';

describe('account form rules', () => {
  it('checks e-mail, code and invite code', () => {
    expect(emailError('')).toBe('emailRequired');
    expect(emailError('not-an-email')).toBe('emailInvalid');
    expect(emailError('ada@example.com')).toBeNull();
    expect(codeError('12345')).toBe('codeInvalid');
    expect(codeError('123456')).toBeNull();
    expect(inviteCodeError('')).toBeNull();
    expect(inviteCodeError('bad code!')).toBe('inviteCodeInvalid');
  });

  it('states the password rule: 8 to 128 characters, typed twice alike', () => {
    expect(newPasswordError('')).toBe('passwordRequired');
    expect(newPasswordError('1234567')).toBe('passwordLength');
    expect(newPasswordError('12345678')).toBeNull();
    expect(newPasswordError('x'.repeat(128))).toBeNull();
    expect(newPasswordError('x'.repeat(129))).toBe('passwordLength');
    expect(confirmPasswordError('12345678', '12345679')).toBe('passwordMismatch');
  });

  it('checks user names and avatars before anything is sent', () => {
    expect(userNameError(' ')).toBe('userNameLength');
    expect(userNameError('x'.repeat(33))).toBe('userNameLength');
    expect(userNameError('<b>me</b>')).toBe('userNameMarkup');
    expect(userNameError("O'Brien")).toBe('userNameMarkup');
    expect(userNameError('Ada')).toBeNull();
    expect(avatarError({ type: 'image/gif', size: 10 })).toBe('avatarType');
    expect(avatarError({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('avatarSize');
    expect(avatarError({ type: 'image/webp', size: AVATAR_MAX_BYTES })).toBeNull();
  });
});
