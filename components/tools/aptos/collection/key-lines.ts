import type { AptosAddress } from '@/chains/aptos/address';
import {
  aptosAddressFromPrivateKey,
  checkMnemonic,
  deriveAptosAccounts,
  normalizeAptosPrivateKey,
} from '@/chains/aptos/keys';
import {
  type KeyLineIssue,
  type KeyLineIssueCode,
  MAX_ACCOUNTS_PER_MNEMONIC,
  parseKeyLines,
  type SourceWallet,
} from '@/components/tools/key-batch/key-lines';

/**
 * The pasted source wallets of an Aptos collection, one a line: an AIP-80 key (`ed25519-priv-0x…`), 64 hex digits, or
 * a mnemonic with an optional index range after it (`… word 0-19`: accounts m/44'/637'/{0…19}'/0'/0', as Petra counts
 * them; without a range, account 0). Read in the page only; the lines' contents never appear in an issue.
 */
export type AptosSourceWallet = SourceWallet<AptosAddress>;
export type AptosKeyLineIssueCode = KeyLineIssueCode;
export type AptosKeyLineIssue = KeyLineIssue;
export const MAX_APTOS_ACCOUNTS_PER_MNEMONIC = MAX_ACCOUNTS_PER_MNEMONIC;

/** The funding key's reading and address, loaded with the key lines. */
export { aptosAddressFromPrivateKey, normalizeAptosPrivateKey };

export const parseAptosCollectionKeys = (text: string) =>
  parseKeyLines<AptosAddress>(text, {
    normalizeKey: normalizeAptosPrivateKey,
    addressOf: aptosAddressFromPrivateKey,
    checkMnemonic,
    deriveAccounts: deriveAptosAccounts,
  });
