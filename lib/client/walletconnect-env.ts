/**
 * NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: the project id of a WalletConnect (Reown) cloud project, 32 hex digits. With
 * one, RainbowKit's wallet list offers WalletConnect (phone wallets by QR code) and the CSP frames WalletConnect's
 * verify page; without one only the browser's own wallets are listed. The server stops at start on a malformed value
 * (lib/server/env.ts); the browser bundle, where Next inlines the value at build, takes only a well-formed one.
 * No zod here: this module goes into the wallet kit's chunk.
 */
export const WALLETCONNECT_PROJECT_ID_PATTERN = /^[0-9a-f]{32}$/i;

export const WALLETCONNECT_PROJECT_ID_MESSAGE =
  'must be the 32-character project id of a WalletConnect (Reown) cloud project, from dashboard.reown.com';

/** The project id when `value` is one (trimmed), else undefined: WalletConnect is then not offered. */
export function walletConnectProjectId(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return WALLETCONNECT_PROJECT_ID_PATTERN.test(trimmed) ? trimmed : undefined;
}
