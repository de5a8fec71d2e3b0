import type { SuiAddress } from '@/chains/sui/address';
import { checkMnemonic, deriveSuiAccounts, normalizeSuiPrivateKey, suiAddressFromPrivateKey } from '@/chains/sui/keys';

export { normalizeSuiPrivateKey, suiAddressFromPrivateKey };

/**
 * The pasted source wallets of a Sui collection, one a line: a `suiprivkey1…` key, 64 hex digits (the older ed25519
 * export), or a mnemonic with an optional index range after it (`… word 0-19`: accounts m/44'/784'/{0…19}'/0'/0';
 * without a range, account 0). Read in the page only; the lines' contents never appear in an issue.
 */

export interface SuiSourceWallet {
  /** The line it came from (1-based). */
  line: number;
  address: SuiAddress;
  /** Canonical `suiprivkey1…`: signs in this page only. */
  secret: string;
}

export type SuiKeyLineIssueCode = 'invalidKey' | 'invalidMnemonic' | 'invalidRange' | 'duplicate' | 'tooMany';

export interface SuiKeyLineIssue {
  line: number;
  code: SuiKeyLineIssueCode;
  /** For 'duplicate': the line that gave the same wallet first. */
  firstLine?: number;
}

/** Accounts one mnemonic line may ask for (a range past this is refused, not cut). */
export const MAX_SUI_ACCOUNTS_PER_MNEMONIC = 1_000;

const RANGE = /^(\d{1,10})(?:-(\d{1,10}))?$/;

export function parseSuiCollectionKeys(text: string): { wallets: SuiSourceWallet[]; issues: SuiKeyLineIssue[] } {
  const wallets: SuiSourceWallet[] = [];
  const issues: SuiKeyLineIssue[] = [];
  const seen = new Map<string, number>();
  const add = (line: number, secret: string, address: SuiAddress) => {
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
      const secret = normalizeSuiPrivateKey(trimmed);
      if (secret) add(line, secret, suiAddressFromPrivateKey(secret));
      else issues.push({ line, code: 'invalidKey' });
      return;
    }
    const last = words[words.length - 1];
    const range = RANGE.exec(last);
    const phrase = (range ? words.slice(0, -1) : words).join(' ');
    if (!checkMnemonic(phrase).ok) {
      issues.push({ line, code: 'invalidMnemonic' });
      return;
    }
    const start = range ? Number(range[1]) : 0;
    const end = range ? Number(range[2] ?? range[1]) : 0;
    if (end < start || end >= 2 ** 31) {
      issues.push({ line, code: 'invalidRange' });
      return;
    }
    if (end - start + 1 > MAX_SUI_ACCOUNTS_PER_MNEMONIC) {
      issues.push({ line, code: 'tooMany' });
      return;
    }
    for (const account of deriveSuiAccounts(phrase, { start, count: end - start + 1 })) {
      add(line, account.privateKey, account.address);
    }
  });
  return { wallets, issues };
}
