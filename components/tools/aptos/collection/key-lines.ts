import type { AptosAddress } from '@/chains/aptos/address';
import {
  aptosAddressFromPrivateKey,
  checkMnemonic,
  deriveAptosAccounts,
  normalizeAptosPrivateKey,
} from '@/chains/aptos/keys';

/**
 * The pasted source wallets of an Aptos collection, one a line: an AIP-80 key (`ed25519-priv-0x…`), 64 hex digits, or
 * a mnemonic with an optional index range after it (`… word 0-19`: accounts m/44'/637'/{0…19}'/0'/0', as Petra counts
 * them; without a range, account 0). Read in the page only; the lines' contents never appear in an issue.
 */

export interface AptosSourceWallet {
  /** The line it came from (1-based). */
  line: number;
  address: AptosAddress;
  /** Canonical AIP-80 key: signs in this page only. */
  secret: string;
}

export type AptosKeyLineIssueCode = 'invalidKey' | 'invalidMnemonic' | 'invalidRange' | 'duplicate' | 'tooMany';

export interface AptosKeyLineIssue {
  line: number;
  code: AptosKeyLineIssueCode;
  /** For 'duplicate': the line that gave the same wallet first. */
  firstLine?: number;
}

/** Accounts one mnemonic line may ask for (a range past this is refused, not cut). */
export const MAX_APTOS_ACCOUNTS_PER_MNEMONIC = 1_000;

const RANGE = /^(\d{1,10})(?:-(\d{1,10}))?$/;

export function parseAptosCollectionKeys(text: string): {
  wallets: AptosSourceWallet[];
  issues: AptosKeyLineIssue[];
} {
  const wallets: AptosSourceWallet[] = [];
  const issues: AptosKeyLineIssue[] = [];
  const seen = new Map<string, number>();
  const add = (line: number, secret: string, address: AptosAddress) => {
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
      const secret = normalizeAptosPrivateKey(trimmed);
      if (secret) add(line, secret, aptosAddressFromPrivateKey(secret));
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
    if (end - start + 1 > MAX_APTOS_ACCOUNTS_PER_MNEMONIC) {
      issues.push({ line, code: 'tooMany' });
      return;
    }
    for (const account of deriveAptosAccounts(phrase, { start, count: end - start + 1 })) {
      add(line, account.privateKey, account.address);
    }
  });
  return { wallets, issues };
}
