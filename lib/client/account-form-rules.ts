import { isEmail, isNumericCode } from '@/lib/validation';
import { isInviteCode } from './invite-code';

/** The password rule stated on every form in both languages; the server enforces the same one. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USER_NAME_MAX_LENGTH = 32;
/** The avatar rule of the profile call: PNG, JPEG or WebP of at most 1 MB. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

/** Keys of the auth.validation and account.validation messages. */
export type FieldErrorKey =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordLength'
  | 'passwordMismatch'
  | 'codeInvalid'
  | 'inviteCodeInvalid';

export function emailError(email: string): FieldErrorKey | null {
  if (email.trim() === '') return 'emailRequired';
  return isEmail(email.trim()) ? null : 'emailInvalid';
}

/** On sign-in only presence is checked: the length rule belongs to choosing a password. */
export function passwordPresenceError(password: string): FieldErrorKey | null {
  return password === '' ? 'passwordRequired' : null;
}

export function newPasswordError(password: string): FieldErrorKey | null {
  if (password === '') return 'passwordRequired';
  const isInRange = password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
  return isInRange ? null : 'passwordLength';
}

export function confirmPasswordError(password: string, confirmation: string): FieldErrorKey | null {
  return password === confirmation ? null : 'passwordMismatch';
}

export function codeError(code: string): FieldErrorKey | null {
  return isNumericCode(code.trim()) ? null : 'codeInvalid';
}

/** The invite code is optional; when given it must look like one. */
export function inviteCodeError(inviteCode: string): FieldErrorKey | null {
  const value = inviteCode.trim();
  return value === '' || isInviteCode(value) ? null : 'inviteCodeInvalid';
}

export type UserNameErrorKey = 'userNameLength' | 'userNameMarkup';

/** Characters the server refuses in a user name: markup and quotes, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const USER_NAME_FORBIDDEN = /[<>&"'`\u0000-\u001f\u007f]/;

/** 1–32 characters (trimmed) and no markup, the rule the server applies. */
export function userNameError(userName: string): UserNameErrorKey | null {
  const value = userName.trim();
  if (value.length < 1 || value.length > USER_NAME_MAX_LENGTH) return 'userNameLength';
  return USER_NAME_FORBIDDEN.test(value) ? 'userNameMarkup' : null;
}

export type AvatarErrorKey = 'avatarType' | 'avatarSize';

export function avatarError(file: Pick<File, 'type' | 'size'>): AvatarErrorKey | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'avatarType';
  return file.size > AVATAR_MAX_BYTES ? 'avatarSize' : null;
}

/** Errors of a form's fields, null for the valid ones. */
export type FormErrors<Field extends string> = Record<Field, FieldErrorKey | null>;

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some((error) => error !== null);
}
