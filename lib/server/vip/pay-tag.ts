import 'server-only';
import { createHmac } from 'node:crypto';
import { authSecret } from '@/lib/server/auth/secret';

/**
 * A payment made from the VIP page carries its account's tag: 20 bytes appended to the ERC-20 `transfer` calldata
 * (wagmi's `dataSuffix`; the token ignores trailing calldata). The tag is the magic "CkV1" and the first 16 bytes of
 * HMAC-SHA256(AUTH secret, "vip-pay-tag:<user id>"): it names the account without revealing its id, and nobody can
 * make the tag of an account they do not hold. Someone who copies a tagged transaction's hash from the mempool can
 * therefore not claim it (claimProblem: 'wrong-account').
 */
export const PAY_TAG_MAGIC = '436b5631';
const TAG_HEX_LENGTH = 32;
const SUFFIX_HEX_LENGTH = PAY_TAG_MAGIC.length + TAG_HEX_LENGTH;
const TRANSFER_SELECTOR = '0xa9059cbb';
/** transfer(address,uint256): selector + two 32-byte words. */
const TRANSFER_CALLDATA_HEX_LENGTH = 2 + 8 + 128;

/** The tag of an account: 16 bytes as 32 lowercase hex digits. */
export function payTagOf(userId: number): string {
  return createHmac('sha256', authSecret()).update(`vip-pay-tag:${userId}`).digest('hex').slice(0, TAG_HEX_LENGTH);
}

/** What the page appends to its transfer: 0x + magic + tag. */
export function payTagSuffix(userId: number): `0x${string}` {
  return `0x${PAY_TAG_MAGIC}${payTagOf(userId)}`;
}

/** The tag a transaction's input carries: only a direct `transfer` call with exactly our suffix after it. */
export function readPayTag(input: string | undefined): string | null {
  if (!input) return null;
  const data = input.toLowerCase();
  if (!data.startsWith(TRANSFER_SELECTOR) || data.length !== TRANSFER_CALLDATA_HEX_LENGTH + SUFFIX_HEX_LENGTH) {
    return null;
  }
  const suffix = data.slice(TRANSFER_CALLDATA_HEX_LENGTH);
  return suffix.startsWith(PAY_TAG_MAGIC) ? suffix.slice(PAY_TAG_MAGIC.length) : null;
}
