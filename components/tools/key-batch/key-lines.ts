/**
 * The pasted source wallets of a collection, one a line: a private key in the family's forms, or a mnemonic with an
 * optional index range after it (`… word 0-19`: accounts 0…19 on the family's path; without a range, account 0). Read
 * in the page only; the lines' contents never appear in an issue. Shared by the Sui and Aptos collections.
 */

export interface SourceWallet<Address extends string> {
  /** The line it came from (1-based). */
  line: number;
  address: Address;
  /** The family's canonical key: signs in this page only. */
  secret: string;
}

export type KeyLineIssueCode = 'invalidKey' | 'invalidMnemonic' | 'invalidRange' | 'duplicate' | 'tooMany';

export interface KeyLineIssue {
  line: number;
  code: KeyLineIssueCode;
  /** For 'duplicate': the line that gave the same wallet first. */
  firstLine?: number;
}

/** Accounts one mnemonic line may ask for (a range past this is refused, not cut). */
export const MAX_ACCOUNTS_PER_MNEMONIC = 1_000;

/** The family's keys: its key forms, its mnemonic check and its derivation path. */
export interface KeyLineFamily<Address extends string> {
  /** The canonical key, or undefined when the text is none of the family's key forms. */
  normalizeKey: (text: string) => string | undefined;
  addressOf: (secret: string) => Address;
  checkMnemonic: (phrase: string) => { ok: boolean };
  deriveAccounts: (
    phrase: string,
    range: { start: number; count: number },
  ) => { privateKey: string; address: Address }[];
}

const RANGE = /^(\d{1,10})(?:-(\d{1,10}))?$/;

export function parseKeyLines<Address extends string>(
  text: string,
  family: KeyLineFamily<Address>,
): { wallets: SourceWallet<Address>[]; issues: KeyLineIssue[] } {
  const wallets: SourceWallet<Address>[] = [];
  const issues: KeyLineIssue[] = [];
  const seen = new Map<string, number>();
  const add = (line: number, secret: string, address: Address) => {
    const first = seen.get(address);
    if (first !== undefined) {
      issues.push({ line, code: 'duplicate', firstLine: first });
      return;
    }
    seen.set(address, line);
    wallets.push({ line, address, secret });
  };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const words = trimmed.split(/\s+/);
    if (words.length === 1) {
      const secret = family.normalizeKey(trimmed);
      if (secret) add(line, secret, family.addressOf(secret));
      else issues.push({ line, code: 'invalidKey' });
      return;
    }
    const last = words[words.length - 1];
    const range = RANGE.exec(last);
    const phrase = (range ? words.slice(0, -1) : words).join(' ');
    if (!family.checkMnemonic(phrase).ok) {
      issues.push({ line, code: 'invalidMnemonic' });
      return;
    }
    const start = range ? Number(range[1]) : 0;
    const end = range ? Number(range[2] ?? range[1]) : 0;
    if (end < start || end >= 2 ** 31) {
      issues.push({ line, code: 'invalidRange' });
      return;
    }
    if (end - start + 1 > MAX_ACCOUNTS_PER_MNEMONIC) {
      issues.push({ line, code: 'tooMany' });
      return;
    }
    for (const account of family.deriveAccounts(phrase, { start, count: end - start + 1 })) {
      add(line, account.privateKey, account.address);
    }
  });
  return { wallets, issues };
}
