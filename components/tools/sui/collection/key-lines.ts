import type { SuiAddress } from '@/chains/sui/address';
import { checkMnemonic, deriveSuiAccounts, normalizeSuiPrivateKey, suiAddressFromPrivateKey } from '@/chains/sui/keys';
import {
  type KeyLineIssue,
  type KeyLineIssueCode,
  MAX_ACCOUNTS_PER_MNEMONIC,
  parseKeyLines,
  type SourceWallet,
} from '@/components/tools/key-batch/key-lines';

export { normalizeSuiPrivateKey, suiAddressFromPrivateKey };

/**
 * The pasted source wallets of a Sui collection, one a line: a `suiprivkey1…` key, 64 hex digits (the older ed25519
 * export), or a mnemonic with an optional index range after it (`… word 0-19`: accounts m/44'/784'/{0…19}'/0'/0';
 * without a range, account 0). Read in the page only; the lines' contents never appear in an issue.
 */
export type SuiSourceWallet = SourceWallet<SuiAddress>;
export type SuiKeyLineIssueCode = KeyLineIssueCode;
export type SuiKeyLineIssue = KeyLineIssue;
export const MAX_SUI_ACCOUNTS_PER_MNEMONIC = MAX_ACCOUNTS_PER_MNEMONIC;

export const parseSuiCollectionKeys = (text: string) =>
  parseKeyLines<SuiAddress>(text, {
    normalizeKey: normalizeSuiPrivateKey,
    addressOf: suiAddressFromPrivateKey,
    checkMnemonic,
    deriveAccounts: deriveSuiAccounts,
  });
