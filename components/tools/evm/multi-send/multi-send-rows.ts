import type { Address } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { parseText } from '@/lib/batch/input';
import { checkAmount } from '@/lib/batch/validate';
import { KeyRing } from '../key-batch/keys';

/** One transfer of a multi-send: a pasted key's wallet sends to its recipient an amount, or everything it can. */
export interface MultiSendRow {
  line: number;
  source: Address;
  recipient: Address;
  /** Base units, or 'all': the whole balance (coins: less the fee). */
  amount: bigint | 'all';
}

export type MultiSendIssueCode =
  | 'missing-column'
  | 'too-many-columns'
  | 'invalid-key'
  | 'invalid-address'
  | 'invalid-amount'
  | 'too-many-decimals'
  | 'negative-or-zero'
  | 'same-address'
  | 'all-shared-key';

export interface MultiSendIssue {
  line: number;
  codes: MultiSendIssueCode[];
}

export interface ParsedMultiSend {
  rows: MultiSendRow[];
  issues: MultiSendIssue[];
  /** The keys of the valid rows, by address. */
  ring: KeyRing;
}

const ALL = /^all$/i;

/**
 * Rows `privateKey,recipient,amount` (comma, semicolon, tab or spaces; a header line is skipped), amounts exact
 * in the asset's decimals or `all`. A key may send several rows, but `all` only from a key used once: after
 * "everything", nothing is left for its other rows. Rows with problems are reported by line and left out.
 */
export function parseMultiSendRows(text: string, decimals: number): ParsedMultiSend {
  const ring = new KeyRing();
  const candidates: { row: MultiSendRow; id: string }[] = [];
  const issues: MultiSendIssue[] = [];
  for (const { line, columns } of parseText(text).rows) {
    const codes: MultiSendIssueCode[] = [];
    const [keyText = '', recipientText = '', amountText = ''] = columns;
    if (columns.length > 3) codes.push('too-many-columns');
    if (!keyText || !recipientText || !amountText) codes.push('missing-column');
    const source = keyText ? ring.add(keyText) : undefined;
    if (keyText && !source) codes.push('invalid-key');
    const recipient = recipientText ? checksumEvmAddress(recipientText) : undefined;
    if (recipientText && !recipient) codes.push('invalid-address');
    let amount: bigint | 'all' | undefined;
    if (amountText && ALL.test(amountText)) amount = 'all';
    else if (amountText) {
      const check = checkAmount(amountText, decimals);
      if ('issue' in check) codes.push(check.issue as MultiSendIssueCode);
      else amount = check.amount;
    }
    if (source && recipient && source.toLowerCase() === recipient.toLowerCase()) codes.push('same-address');
    if (codes.length > 0 || !source || !recipient || amount === undefined) {
      issues.push({ line, codes });
      continue;
    }
    candidates.push({ row: { line, source, recipient, amount }, id: source.toLowerCase() });
  }
  const uses = new Map<string, number>();
  for (const { id } of candidates) uses.set(id, (uses.get(id) ?? 0) + 1);
  const rows: MultiSendRow[] = [];
  for (const { row, id } of candidates) {
    if (row.amount === 'all' && (uses.get(id) ?? 0) > 1) issues.push({ line: row.line, codes: ['all-shared-key'] });
    else rows.push(row);
  }
  issues.sort((a, b) => a.line - b.line);
  // Keys of rows left out are dropped with them.
  return { rows, issues, ring: ring.only(rows.map((row) => row.source)) };
}
