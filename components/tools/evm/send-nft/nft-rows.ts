import { type Address, maxUint256, zeroAddress } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import type { NftStandard } from '@/chains/evm/nft/reads';
import { parseText } from '@/lib/batch/input';

// The rows of batch/send-nft: one transfer a line — recipient, token id, and for ERC-1155 the amount — typed or
// imported from CSV/TXT/XLSX (lib/batch/input: commas, semicolons, tabs or spaces; a first line of column names is a
// header; blank and `#` lines skipped, line numbers kept). Every problem names its line.

export interface NftRow {
  line: number;
  to: Address;
  tokenId: bigint;
  /** 1 for ERC-721. */
  amount: bigint;
}

export type NftRowIssueCode =
  | 'columns'
  | 'invalid-address'
  | 'zero-address'
  | 'invalid-token-id'
  | 'invalid-amount'
  | 'duplicate-token';

export interface NftRowIssue {
  line: number;
  code: NftRowIssueCode;
  /** For 'duplicate-token': the line that already sends this ERC-721 id. */
  firstLine?: number;
}

export interface ParsedNftRows {
  rows: NftRow[];
  issues: NftRowIssue[];
  /** Lines read (rows with and without issues). */
  lineCount: number;
}

const DECIMAL = /^\d+$/;
const HEX = /^0x[0-9a-f]+$/i;

/** A uint256 written in decimal or 0x-hex; undefined for anything else (signs, exponents, fractions, too large). */
export function parseUint256(text: string): bigint | undefined {
  if (!DECIMAL.test(text) && !HEX.test(text)) return undefined;
  if (DECIMAL.test(text) && text.length > 78) return undefined;
  if (HEX.test(text) && text.length > 66) return undefined;
  const value = BigInt(text);
  return value <= maxUint256 ? value : undefined;
}

/**
 * ERC-721: `recipient, tokenId` (a third cell must be 1). ERC-1155: `recipient, tokenId, amount` (a whole number from
 * 1). An ERC-721 id named twice is an error on its second line: a token can only be sent once.
 */
export function parseNftRows(text: string, standard: NftStandard): ParsedNftRows {
  const { rows: inputs } = parseText(text);
  const rows: NftRow[] = [];
  const issues: NftRowIssue[] = [];
  const firstLineOfId = new Map<bigint, number>();
  for (const { line, columns } of inputs) {
    const [addressText = '', idText = '', amountText] = columns;
    const tooMany = columns.length > 3;
    const missing = columns.length < 2 || (standard === 'erc1155' && columns.length < 3);
    if (tooMany || missing) {
      issues.push({ line, code: 'columns' });
      continue;
    }
    const lineIssues: NftRowIssue[] = [];
    const to = checksumEvmAddress(addressText);
    if (!to) lineIssues.push({ line, code: 'invalid-address' });
    else if (to === zeroAddress) lineIssues.push({ line, code: 'zero-address' });
    const tokenId = parseUint256(idText);
    if (tokenId === undefined) lineIssues.push({ line, code: 'invalid-token-id' });
    let amount = 1n;
    if (amountText !== undefined) {
      const parsed = parseUint256(amountText);
      if (parsed === undefined || parsed === 0n || (standard === 'erc721' && parsed !== 1n)) {
        lineIssues.push({ line, code: 'invalid-amount' });
      } else amount = parsed;
    }
    if (lineIssues.length > 0 || !to || tokenId === undefined) {
      issues.push(...lineIssues);
      continue;
    }
    if (standard === 'erc721') {
      const firstLine = firstLineOfId.get(tokenId);
      if (firstLine !== undefined) {
        issues.push({ line, code: 'duplicate-token', firstLine });
        continue;
      }
      firstLineOfId.set(tokenId, line);
    }
    rows.push({ line, to, tokenId, amount });
  }
  return { rows, issues, lineCount: inputs.length };
}

/** The text without the given lines (numbers as the user sees them), for "remove the lines with problems". */
export function withoutLines(text: string, lines: ReadonlySet<number>): string {
  return text
    .split(/\r\n|\r|\n/)
    .filter((_, index) => !lines.has(index + 1))
    .join('\n');
}
