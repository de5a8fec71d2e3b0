import { DecimalFormatError, parseDecimal } from '@/lib/fees/decimal';

/**
 * Checks of what the token pages take in, as codes the pages translate. Lengths are UTF-8 bytes, Metaplex's limits
 * (name 32, symbol 10, uri 200); Token-2022's metadata extension has no limit of its own, and the same limits are
 * applied to it so that a token reads the same in every wallet and can move between the two standards' tools.
 * Amounts are exact decimal text turned into base units (lib/fees/decimal: never a float), capped at u64.
 */

export const TOKEN_TEXT_LIMITS = { name: 32, symbol: 10, uri: 200 } as const;
export const MAX_TOKEN_DECIMALS = 9;
export const U64_MAX = (1n << 64n) - 1n;
/** Schemes a metadata JSON can be fetched from by wallets and explorers. */
export const TOKEN_URI_SCHEMES = ['https:', 'http:', 'ipfs:', 'ar:'] as const;

export type TokenInputField = 'name' | 'symbol' | 'uri' | 'decimals' | 'supply' | 'amount';
export type TokenInputIssueCode =
  | 'required'
  | 'tooLong'
  | 'controlCharacters'
  | 'invalidUri'
  | 'invalidDecimals'
  | 'invalidAmount'
  | 'tooManyDecimals'
  | 'aboveU64'
  | 'zeroAmount';

export interface TokenInputIssue {
  field: TokenInputField;
  code: TokenInputIssueCode;
  /** tooLong: the byte limit; tooManyDecimals: the token's decimals. */
  limit?: number;
}

export class TokenInputError extends Error {
  constructor(readonly issues: readonly TokenInputIssue[]) {
    super(`Invalid token input: ${issues.map((issue) => `${issue.field} ${issue.code}`).join(', ')}`);
    this.name = 'TokenInputError';
  }
}

export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** name / symbol / uri (already trimmed): required, within the byte limit, no control characters; uri a URL. */
export function checkTokenText(field: 'name' | 'symbol' | 'uri', text: string): TokenInputIssue | undefined {
  if (text === '') return { field, code: 'required' };
  const limit = TOKEN_TEXT_LIMITS[field];
  if (utf8Length(text) > limit) return { field, code: 'tooLong', limit };
  if (CONTROL_CHARACTERS.test(text)) return { field, code: 'controlCharacters' };
  if (field === 'uri') {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return { field, code: 'invalidUri' };
    }
    if (!(TOKEN_URI_SCHEMES as readonly string[]).includes(url.protocol) || /\s/.test(text)) {
      return { field, code: 'invalidUri' };
    }
  }
  return undefined;
}

/** Decimals from a form ('6') or a number: an integer 0–9. */
export function parseTokenDecimals(value: string | number): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d$/.test(text) || Number(text) > MAX_TOKEN_DECIMALS) {
    throw new TokenInputError([{ field: 'decimals', code: 'invalidDecimals' }]);
  }
  return Number(text);
}

/**
 * '1000.5' with 6 decimals → 1000500000n. `field` 'supply' accepts 0 (a token published without supply, minted
 * later); 'amount' (burn, mint) does not.
 */
export function parseTokenAmount(text: string, decimals: number, field: 'supply' | 'amount' = 'amount'): bigint {
  const trimmed = text.trim();
  if (trimmed === '') throw new TokenInputError([{ field, code: 'required' }]);
  const fraction = /^\d+\.(\d+)$/.exec(trimmed)?.[1];
  if (fraction && fraction.length > decimals) {
    throw new TokenInputError([{ field, code: 'tooManyDecimals', limit: decimals }]);
  }
  let units: bigint;
  try {
    units = parseDecimal(trimmed, decimals);
  } catch (error) {
    if (error instanceof DecimalFormatError) throw new TokenInputError([{ field, code: 'invalidAmount' }]);
    throw error;
  }
  if (units > U64_MAX) throw new TokenInputError([{ field, code: 'aboveU64' }]);
  if (units === 0n && field === 'amount') throw new TokenInputError([{ field, code: 'zeroAmount' }]);
  return units;
}

export interface TokenMetadataInput {
  name: string;
  symbol: string;
  uri: string;
}

export interface TokenPublishInput extends TokenMetadataInput {
  decimals: string | number;
  supply: string;
}

export interface ValidTokenPublishInput extends TokenMetadataInput {
  decimals: number;
  /** Base units. */
  supply: bigint;
}

function issuesOf(run: () => void): TokenInputIssue[] {
  try {
    run();
    return [];
  } catch (error) {
    if (error instanceof TokenInputError) return [...error.issues];
    throw error;
  }
}

/** name, symbol and uri, trimmed and checked: every issue at once, so the form can mark each field. */
export function validateTokenMetadataInput(input: TokenMetadataInput): {
  value?: TokenMetadataInput;
  issues: TokenInputIssue[];
} {
  const value = { name: input.name.trim(), symbol: input.symbol.trim(), uri: input.uri.trim() };
  const issues = (['name', 'symbol', 'uri'] as const)
    .map((field) => checkTokenText(field, value[field]))
    .filter((issue): issue is TokenInputIssue => issue !== undefined);
  return issues.length === 0 ? { value, issues } : { issues };
}

export function validateTokenPublishInput(input: TokenPublishInput): {
  value?: ValidTokenPublishInput;
  issues: TokenInputIssue[];
} {
  const metadata = validateTokenMetadataInput(input);
  let decimals: number | undefined;
  const issues = [...metadata.issues, ...issuesOf(() => (decimals = parseTokenDecimals(input.decimals)))];
  let supply: bigint | undefined;
  if (decimals !== undefined) {
    const known = decimals;
    issues.push(...issuesOf(() => (supply = parseTokenAmount(input.supply, known, 'supply'))));
  }
  if (issues.length > 0 || !metadata.value || decimals === undefined || supply === undefined) return { issues };
  return { value: { ...metadata.value, decimals, supply }, issues };
}
