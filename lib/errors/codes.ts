/**
 * Every error code of the product in one place (spec §8).
 * Server codes come from our API envelopes; client codes start at 500000 so they can never collide
 * with server codes; transport codes are the strings of the HTTP client's own failures (spec §7).
 */

/** Codes the server puts in `{ code, message }` envelopes. */
export const SERVER_CODE = {
  SERVER_ERROR: 50,
  INTERNAL_ERROR: 5000,
  EMAIL_ALREADY_SUBSCRIBED: 5002,
  CHECK_API_KEY: 5004,
  NOT_LOGGED_IN: 5006,
  RPC_ALREADY_ADDED: 5007,
  EMAIL_ALREADY_REGISTERED: 5009,
  WRONG_VERIFICATION_CODE: 5010,
  VERIFICATION_CODE_EXPIRED: 5011,
  WRONG_ACCOUNT_OR_PASSWORD: 5012,
  VERIFICATION_CODE_TOO_FREQUENT: 5013,
  ADDRESS_ALREADY_REGISTERED: 5014,
  ACCOUNT_NOT_FOUND: 5015,
  BAD_PARAMETERS: 5016,
  SUBSCRIPTION_LIMIT_EXCEEDED: 5017,
  SOCIAL_ACCOUNT_NOT_FOUND: 5018,
  ALREADY_SUBSCRIBED: 5019,
  VIP_REQUIRED: 5020,
  /** The server's own message is shown to the user as is. */
  SPECIFIC_MESSAGE: 5021,
} as const;
export type ServerCode = (typeof SERVER_CODE)[keyof typeof SERVER_CODE];

/**
 * Client-side error kinds. Numbers are assigned in order and never reused: append new kinds at the
 * end, and retire a kind by leaving its number in place, because reports and translations key on them.
 */
export const CLIENT_CODE = {
  NETWORK_ERROR: 500000,
  TIMEOUT: 500001,
  INSUFFICIENT_BALANCE: 500002,
  WALLET_NOT_CONNECTED: 500003,
  INVALID_PHONE: 500004,
  INVALID_EMAIL: 500005,
  REQUEST_ERROR: 500006,
  RESPONSE_ERROR: 500007,
  INVALID_CONTRACT_ADDRESS: 500008,
  USER_REJECTED: 500009,
  UNAUTHORIZED: 500010,
  INVALID_METHOD: 500011,
  INVALID_ARGUMENT: 500012,
  SYMBOL_MISMATCH: 500013,
  GAS_TOO_LOW: 500014,
  INSUFFICIENT_GAS_BALANCE: 500015,
  INVALID_RPC: 500016,
  MINT_NOT_STARTED: 500017,
  MINT_ENDED: 500018,
  WALLET_CONNECTOR_LOST: 500019,
  PROVIDER_FETCH_FAILED: 500020,
  PRIORITY_FEE_ABOVE_MAX: 500021,
  TOO_MANY_REQUESTS: 500022,
  PAYLOAD_TOO_LARGE: 500023,
  NETWORK_NOT_FOUND: 500024,
  APPROVAL_REQUIRED: 500025,
  REQUEST_ALREADY_PENDING: 500026,
  UNKNOWN_ERROR: 500027,
  INVALID_SEND_AMOUNT: 500028,
  SIGNATURE_EXPIRED: 500029,
  BATCH_ERROR: 500030,
  /** A message written for the user by our own code, shown as is. */
  SPECIFIC_ERROR: 500031,
  EXECUTION_REVERTED: 500032,
  INVALID_ADDRESS: 500033,
  INVALID_PRIVATE_KEY: 500034,
  INVALID_MNEMONIC: 500035,
  LOCAL_STORAGE_FULL: 500036,
} as const;
export type ClientCode = (typeof CLIENT_CODE)[keyof typeof CLIENT_CODE];

/** Failures of the HTTP client itself (spec §7). */
export const TRANSPORT_CODE = {
  REQUEST_ERROR: 'REQUEST_ERROR',
  TIMEOUT: 'TIMEOUT',
  RESPONSE_ERROR: 'RESPONSE_ERROR',
} as const;
export type TransportCode = (typeof TRANSPORT_CODE)[keyof typeof TRANSPORT_CODE];

/** The client message a transport failure is shown with. */
export const TRANSPORT_MESSAGE_CODE: Record<TransportCode, ClientCode> = {
  REQUEST_ERROR: CLIENT_CODE.NETWORK_ERROR,
  TIMEOUT: CLIENT_CODE.TIMEOUT,
  RESPONSE_ERROR: CLIENT_CODE.RESPONSE_ERROR,
};

/** Raw codes from other systems (wallets, chains, raw errors) are kept as they come, so the union stays open. */
export type ErrorCode = number | string;

const SERVER_CODES: ReadonlySet<number> = new Set(Object.values(SERVER_CODE));

export function isServerCode(code: unknown): code is ServerCode {
  return typeof code === 'number' && SERVER_CODES.has(code);
}
