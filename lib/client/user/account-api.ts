import type { HttpClient } from '@/lib/http';
import type { EmailCodeSource, SendCodeResult, UserInfo } from './types';

/** The account calls of spec §7 as the pages use them; each takes the one HTTP client of the app. */
const ACCOUNT = '/api/v1/account';

export const ACCOUNT_QUERY_KEY = ['account'] as const;
export const ACCOUNT_INFO_QUERY_KEY = ['account', 'info'] as const;

export function fetchAccountInfo(http: HttpClient, signal?: AbortSignal): Promise<UserInfo> {
  // The timestamp keeps any cache between us and the server from answering with someone else's session.
  return http.get<UserInfo>(`${ACCOUNT}/info`, { timestamp: Date.now() }, { signal });
}

export function signInWithEmail(http: HttpClient, body: { email: string; password: string }): Promise<UserInfo> {
  return http.post<UserInfo>(`${ACCOUNT}/login`, body);
}

export interface SignUpBody {
  email: string;
  password: string;
  verifyCode: string;
  inviteCode?: string;
}

export function signUpWithEmail(http: HttpClient, body: SignUpBody): Promise<UserInfo> {
  return http.post<UserInfo>(`${ACCOUNT}/signup`, body);
}

export function signOut(http: HttpClient): Promise<null> {
  return http.post<null>(`${ACCOUNT}/logout`);
}

export function sendEmailCode(
  http: HttpClient,
  body: { email: string; source: EmailCodeSource },
): Promise<SendCodeResult> {
  return http.post<SendCodeResult>(`${ACCOUNT}/email/sendcode`, body);
}

export function resetPassword(
  http: HttpClient,
  body: { email: string; verifyCode: string; newPassword: string },
): Promise<null> {
  return http.post<null>(`${ACCOUNT}/forget/password`, { source: 'forgetPassword', ...body });
}

export function bindEmail(
  http: HttpClient,
  body: { email: string; verifyCode: string; password: string },
): Promise<UserInfo> {
  return http.post<UserInfo>(`${ACCOUNT}/email/bind`, body);
}

export function updateUserName(http: HttpClient, userName: string): Promise<UserInfo> {
  return http.post<UserInfo>(`${ACCOUNT}/update/profile`, { userName });
}

/** Sets where this user's share of their invitees' Solana tool fees goes; '' clears it. */
export function updateSolanaPayoutAddress(http: HttpClient, solanaPayoutAddress: string): Promise<UserInfo> {
  return http.post<UserInfo>(`${ACCOUNT}/update/profile`, { solanaPayoutAddress });
}

export function uploadAvatar(http: HttpClient, avatar: File): Promise<UserInfo> {
  const form = new FormData();
  form.append('avatar', avatar);
  return http.post<UserInfo>(`${ACCOUNT}/update/profile`, form);
}
