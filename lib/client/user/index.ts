export {
  ACCOUNT_INFO_QUERY_KEY,
  ACCOUNT_QUERY_KEY,
  bindEmail,
  fetchAccountInfo,
  resetPassword,
  type SignUpBody,
  sendEmailCode,
  signInWithEmail,
  signOut,
  signUpWithEmail,
  updateSolanaPayoutAddress,
  updateUserName,
  uploadAvatar,
} from './account-api';
export { displayName, shortenAddress } from './display-name';
export type { EmailCodeSource, SendCodeResult, StoredUserStatus, UserInfo, VipFeatureInfo } from './types';
export { type UserState, type UseUserOptions, useUser } from './use-user';
export {
  clearUserStatus,
  readUserStatus,
  subscribeUserStatus,
  USER_STATUS_STORAGE_KEY,
  writeUserStatus,
} from './user-status-store';
export { isVipActive, type VipFlags, vipFlags } from './vip-flags';
