import type { ChainRecord } from './registry';

/**
 * The small interface every chain family implements (DESIGN §3): chains/<family>/family.ts exports one object of type
 * ChainFamily. `A` is the family's address type (EVM: viem's Address), `K` its private key text (EVM: 0x-hex).
 * Transfers (packing (to, amount) rows into transactions) are added here when the first family implements them.
 */

/** A family folder under chains/ (evm, solana, tron, …). */
export type ChainFamilyId = ChainRecord['family'];

// ---------------------------------------------------------------------------------------------------------------
// Addresses

/** Why a text is no address: malformed, or well formed with a wrong checksum (a likely typo). */
export type AddressIssue = 'format' | 'checksum';

export type AddressCheck<A extends string = string> = { ok: true; address: A } | { ok: false; issue: AddressIssue };

export interface AddressListIssue {
  /** Position of the entry among all entries of the list, from 0. */
  index: number;
  /** Line of the input, from 1. */
  line: number;
  input: string;
  issue: AddressIssue;
}

export interface AddressListDuplicate<A extends string = string> {
  index: number;
  line: number;
  address: A;
  /** Index of the entry where the address first appears. */
  firstIndex: number;
}

export interface ParsedAddressList<A extends string = string> {
  /** Valid addresses in display form, each once, in order of first appearance. */
  addresses: A[];
  invalid: AddressListIssue[];
  duplicates: AddressListDuplicate<A>[];
}

export interface FamilyAddresses<A extends string = string> {
  /** Validates one address as typed or pasted (surrounding whitespace ignored) and gives its display form. */
  check(text: string): AddressCheck<A>;
  /** The comparison and storage form (EVM: lowercase hex); undefined when invalid. */
  normalize(text: string): string | undefined;
  /** The display form, with the family's checksum where it has one (EVM: EIP-55); undefined when invalid. */
  checksum(text: string): A | undefined;
  /** A pasted list: one or more addresses per line, separated by whitespace, commas or semicolons. */
  parseList(input: string | readonly string[]): ParsedAddressList<A>;
}

// ---------------------------------------------------------------------------------------------------------------
// Keys

export type MnemonicWordCount = 12 | 15 | 18 | 21 | 24;

export type MnemonicCheck =
  | { ok: true /** Lowercase words separated by single spaces. */; mnemonic: string }
  | { ok: false; issue: 'length'; words: number }
  | { ok: false; issue: 'word'; index: number; word: string }
  | { ok: false; issue: 'checksum' };

export interface DerivedAccount<A extends string = string, K extends string = string> {
  /** The derivation path, as shown to users (e.g. m/44'/60'/0'/0/3). */
  path: string;
  address: A;
  privateKey: K;
}

export interface DeriveOptions {
  /** Account index on the family's default path (EVM: m/44'/60'/0'/0/{index}); default 0. Ignored with `path`. */
  index?: number;
  /** A full custom derivation path. */
  path?: string;
  /** The optional BIP39 passphrase ("25th word"). */
  passphrase?: string;
}

export interface DeriveManyOptions {
  /** First index; default 0. */
  start?: number;
  count: number;
  /** The path without its last level, which is the index; default the family's (EVM: m/44'/60'/0'/0). */
  basePath?: string;
  passphrase?: string;
}

export interface FamilyKeys<A extends string = string, K extends string = string> {
  generatePrivateKey(): K;
  /** A pasted private key in canonical form, or undefined when it is none. */
  normalizePrivateKey(text: string): K | undefined;
  /** Throws on an invalid key. */
  addressFromPrivateKey(key: string): A;
  generateMnemonic(words?: MnemonicWordCount): string;
  checkMnemonic(text: string): MnemonicCheck;
  /** The default derivation path of account `index`, as shown to users. */
  derivationPath(index: number): string;
  isDerivationPath(path: string): boolean;
  /** Throws on an invalid mnemonic or path. */
  deriveFromMnemonic(mnemonic: string, options?: DeriveOptions): DerivedAccount<A, K>;
  /** Many accounts from one seed (the costly step is done once). */
  deriveManyFromMnemonic(mnemonic: string, options: DeriveManyOptions): DerivedAccount<A, K>[];
}

// ---------------------------------------------------------------------------------------------------------------
// Balances

export interface BalanceProgress {
  /** Owners whose balance is read (or failed). */
  done: number;
  total: number;
}

export interface ReadBalancesRequest {
  chainId: number;
  /** Owner addresses, in any accepted spelling; one result per entry, in the same order. */
  owners: readonly string[];
  /** A token (EVM: ERC-20 contract address) or the native coin; default native. */
  token?: string;
  /** The user's custom RPC; default the chain's configured endpoint. */
  rpcUrl?: string;
  signal?: AbortSignal;
  onProgress?: (progress: BalanceProgress) => void;
}

export type OwnerBalance<A extends string = string> =
  | { owner: A; balance: bigint; error?: undefined }
  /** This owner's read failed on chain (e.g. the token reverted for it); the others are unaffected. */
  | { owner: A; balance: null; error: string };

export interface BalancesResult<A extends string = string> {
  chainId: number;
  token: A | 'native';
  symbol: string;
  decimals: number;
  /** In the order of the request's owners. */
  balances: OwnerBalance<A>[];
}

// ---------------------------------------------------------------------------------------------------------------
// Chains of the family

export interface FamilyChainInfo {
  chainId: number;
  name: string;
  nativeSymbol: string;
  nativeDecimals: number;
  /** Explorer base URL, when the chain has a known one. */
  explorerUrl?: string;
  /** Public endpoints used when neither env nor the user names one. */
  defaultRpcUrls: readonly string[];
}

export type ExplorerLinkKind = 'address' | 'tx' | 'token';

export interface ChainFamily<A extends string = string, K extends string = string> {
  id: ChainFamilyId;
  /** Chains available without configuration. */
  defaultChainIds: readonly number[];
  /** A chain of this family: a default one or one configured (EVM: CHAIN_RPC_<chainId>); undefined otherwise. */
  chain(chainId: number): FamilyChainInfo | undefined;
  /** The explorer page of an address, transaction or token; undefined when the chain has no known explorer. */
  explorerLink(chainId: number, kind: ExplorerLinkKind, id: string): string | undefined;
  address: FamilyAddresses<A>;
  keys: FamilyKeys<A, K>;
  /** Throws before any request when an owner or the token is invalid. */
  readBalances(request: ReadBalancesRequest): Promise<BalancesResult<A>>;
}
