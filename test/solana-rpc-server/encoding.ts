import { AccountLayout, MINT_SIZE, MintLayout } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { decodeBase58, encodeBase58 } from '../../chains/solana/base58';
import { invalidParams } from './json-rpc-error';

/** The wire shapes of a Solana node's JSON-RPC answers, and the parsing of its parameters. */

/** rentEpoch of a rent-exempt account: nodes answer u64::MAX, which a JSON number reads as 2⁶⁴. */
const RENT_EXEMPT_EPOCH = 2 ** 64;

export interface ChainAccount {
  lamports: number;
  data: Uint8Array;
  owner: PublicKey;
  executable: boolean;
}

export type DataEncoding = 'base64' | 'base58';

export function publicKeyParam(value: unknown, name = 'address'): PublicKey {
  if (typeof value !== 'string') throw invalidParams(`Invalid param: ${name} is not a string`);
  try {
    return new PublicKey(value);
  } catch {
    throw invalidParams(`Invalid param: Invalid ${name}`);
  }
}

export function configParam(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParams('Invalid params: config is not an object');
  return value as Record<string, unknown>;
}

/** The account encodings our answers support; jsonParsed is refused loudly rather than answered wrongly. */
export function dataEncoding(config: Record<string, unknown>, fallback: DataEncoding = 'base64'): DataEncoding {
  const encoding = config.encoding ?? fallback;
  if (encoding === 'base64' || encoding === 'base58') return encoding;
  throw invalidParams(`Invalid params: encoding ${String(encoding)} is not served by the e2e chain`);
}

export function encodeData(data: Uint8Array, encoding: DataEncoding): [string, DataEncoding] {
  return [encoding === 'base64' ? Buffer.from(data).toString('base64') : encodeBase58(data), encoding];
}

export function decodeWire(text: unknown, encoding: DataEncoding, name: string): Uint8Array {
  if (typeof text !== 'string') throw invalidParams(`Invalid params: ${name} is not a string`);
  const bytes = encoding === 'base64' ? Buffer.from(text, 'base64') : decodeBase58(text);
  if (!bytes || bytes.length === 0) throw invalidParams(`Invalid params: ${name} is not ${encoding}`);
  return Uint8Array.from(bytes);
}

export function accountJson(account: ChainAccount | null, encoding: DataEncoding) {
  if (!account) return null;
  return {
    data: encodeData(account.data, encoding),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner.toBase58(),
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.data.length,
  };
}

function uiAmountString(amount: bigint, decimals: number): string {
  const text = amount.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A node's token amount object. */
export function tokenAmountJson(amount: bigint, decimals: number) {
  const text = uiAmountString(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text };
}

export function mintDecimals(mint: ChainAccount): number {
  return MintLayout.decode(Buffer.from(mint.data).subarray(0, MINT_SIZE)).decimals;
}

export function mintSupply(mint: ChainAccount): bigint {
  return MintLayout.decode(Buffer.from(mint.data).subarray(0, MINT_SIZE)).supply;
}

/** Mint, owner and amount of a token account (the first 165 bytes, the same under both token programs). */
export function tokenAccountFields(account: ChainAccount) {
  const decoded = AccountLayout.decode(Buffer.from(account.data).subarray(0, AccountLayout.span));
  return { mint: decoded.mint, owner: decoded.owner, amount: decoded.amount };
}
