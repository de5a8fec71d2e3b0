import type { UserInfo } from './types';

/** 0x1234…abcd: enough to recognise an address, short enough for the header. */
export function shortenAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** The name the header shows: the user name, else the e-mail, else the shortened address. */
export function displayName(user: Pick<UserInfo, 'userName' | 'email' | 'address'>): string {
  if (user.userName) return user.userName;
  if (user.email) return user.email;
  return user.address ? shortenAddress(user.address) : '';
}
