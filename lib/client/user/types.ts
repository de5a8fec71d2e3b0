import type { VipFeature } from '@/lib/catalog/types';

/** One VIP feature of the signed-in user as the API sends it (spec §3). */
export interface VipFeatureInfo {
  feature: VipFeature | (string & {});
  /** ISO 8601. */
  vipExpireTime: string;
  /** The server's view when it answered; the client recomputes it against its own clock. */
  isVip: boolean;
  credit: number;
}

/** GET /api/v1/account/info and every call that signs a user in or changes the profile answer this. */
export interface UserInfo {
  email: string | null;
  /** EIP-55 checksummed. */
  address: string | null;
  userName: string | null;
  /** A URL on our own origin. */
  avatar: string | null;
  inviteCode: string;
  hasPassword: boolean;
  vipFeatures: VipFeatureInfo[];
  /** Appended to VIP payment transfers so only this account can claim them (lib/server/vip/pay-tag.ts). */
  payTag?: string;
  /**
   * Base58 address receiving this user's share of the Solana tool fees paid by the people they invited; null when
   * unset. Always sent by this server; optional only so that user objects built elsewhere stay valid without it.
   */
  solanaPayoutAddress?: string | null;
}

/** What the browser keeps about the session (spec §3 "stored user status"): identifiers only, never secrets. */
export interface StoredUserStatus {
  isLoggedIn: true;
  email: string | null;
  address: string | null;
  /** Milliseconds since the epoch. */
  updatedAt: number;
}

export type EmailCodeSource = 'signup' | 'forgetPassword' | 'bindEmail';

/** How the server delivered a verification code; 'development-log' means it was written to the server log. */
export interface SendCodeResult {
  delivery: 'smtp' | 'development-log';
}
