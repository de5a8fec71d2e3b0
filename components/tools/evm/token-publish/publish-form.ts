import type { Address } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import type { TokenLaunch } from '@/chains/evm/token/deploy';
import { tryParseDecimal } from '@/lib/fees/decimal';

/** What the user types, kept as the tool's draft (sessionStorage) across a language switch or a reload. */
export interface PublishDraft {
  name: string;
  symbol: string;
  decimals: string;
  supply: string;
  /** Empty: the connected wallet. */
  receiver: string;
  isMintable: boolean;
  isCapped: boolean;
  capText: string;
  isBurnable: boolean;
  isPausable: boolean;
  isRenounced: boolean;
}

export const EMPTY_PUBLISH_DRAFT: PublishDraft = {
  name: '',
  symbol: '',
  decimals: '18',
  supply: '',
  receiver: '',
  isMintable: false,
  isCapped: false,
  capText: '',
  isBurnable: false,
  isPausable: false,
  isRenounced: false,
};

export function parsePublishDraft(raw: unknown): PublishDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const draft = raw as Record<string, unknown>;
  const texts = ['name', 'symbol', 'decimals', 'supply', 'receiver', 'capText'] as const;
  const flags = ['isMintable', 'isCapped', 'isBurnable', 'isPausable', 'isRenounced'] as const;
  if (texts.some((key) => typeof draft[key] !== 'string') || flags.some((key) => typeof draft[key] !== 'boolean')) {
    return null;
  }
  return draft as unknown as PublishDraft;
}

export type PublishIssue =
  | 'required'
  | 'nameTooLong'
  | 'symbolTooLong'
  | 'symbolSpaces'
  | 'decimals'
  | 'amount'
  | 'zeroSupply'
  | 'tooLarge'
  | 'address'
  | 'capBelowSupply'
  | 'zeroCap';

export type PublishField = 'name' | 'symbol' | 'decimals' | 'supply' | 'receiver' | 'cap';
export type PublishIssues = Partial<Record<PublishField, PublishIssue>>;

/** ERC-20 names and symbols have no limit on chain; wallets and explorers cut long ones, so we keep them readable. */
export const MAX_NAME_LENGTH = 64;
export const MAX_SYMBOL_LENGTH = 16;
/** 18 is the ERC-20 norm; beyond 36 no supply worth having fits a uint256 comfortably. */
export const MAX_DECIMALS = 36;
const MAX_UINT256 = 2n ** 256n - 1n;

/** A launch without the addresses that come from the wallet (the owner, and the receiver when left empty). */
export type LaunchDraft = Omit<TokenLaunch, 'owner' | 'receiver'> & { receiver: Address | undefined };

export interface PublishValidation {
  issues: PublishIssues;
  /** Set when every field is valid. */
  launch: LaunchDraft | undefined;
}

function amount(text: string, decimals: number): bigint | 'amount' | 'tooLarge' {
  const value = tryParseDecimal(text.trim(), decimals);
  if (value === undefined) return 'amount';
  return value > MAX_UINT256 ? 'tooLarge' : value;
}

/** Checks every field (an empty form shows "required" only once the user touched it: the view decides). */
export function validatePublishDraft(draft: PublishDraft): PublishValidation {
  const issues: PublishIssues = {};
  const name = draft.name.trim();
  const symbol = draft.symbol.trim();
  if (!name) issues.name = 'required';
  else if ([...name].length > MAX_NAME_LENGTH) issues.name = 'nameTooLong';
  if (!symbol) issues.symbol = 'required';
  else if (/\s/.test(symbol)) issues.symbol = 'symbolSpaces';
  else if ([...symbol].length > MAX_SYMBOL_LENGTH) issues.symbol = 'symbolTooLong';

  const decimalsText = draft.decimals.trim();
  const decimals = /^\d{1,2}$/.test(decimalsText) ? Number(decimalsText) : Number.NaN;
  if (!(decimals >= 0 && decimals <= MAX_DECIMALS)) issues.decimals = 'decimals';
  const places = Number.isNaN(decimals) ? 0 : decimals;

  const isCapped = draft.isMintable && draft.isCapped;
  const supply = amount(draft.supply, places);
  if (!draft.supply.trim()) issues.supply = 'required';
  else if (typeof supply === 'string') issues.supply = supply;
  else if (supply === 0n && !draft.isMintable) issues.supply = 'zeroSupply';

  let cap = 0n;
  if (isCapped) {
    const parsed = amount(draft.capText, places);
    if (!draft.capText.trim()) issues.cap = 'required';
    else if (typeof parsed === 'string') issues.cap = parsed;
    else if (parsed === 0n) issues.cap = 'zeroCap';
    else if (typeof supply === 'bigint' && parsed < supply) issues.cap = 'capBelowSupply';
    else cap = parsed;
  }

  const receiverText = draft.receiver.trim();
  const receiver = receiverText ? checksumEvmAddress(receiverText) : undefined;
  if (receiverText && !receiver) issues.receiver = 'address';

  if (Object.keys(issues).length > 0 || typeof supply !== 'bigint') return { issues, launch: undefined };
  return {
    issues,
    launch: {
      name,
      symbol,
      decimals,
      initialSupply: supply,
      receiver,
      cap,
      isMintable: draft.isMintable,
      isCapped,
      isBurnable: draft.isBurnable,
      isPausable: draft.isPausable,
      isRenounced: (draft.isMintable || draft.isPausable) && draft.isRenounced,
    },
  };
}

/** The full launch once the wallet is known: it owns the token, and receives the supply unless another is named. */
export function completeLaunch(launch: LaunchDraft, wallet: Address): TokenLaunch {
  return { ...launch, owner: wallet, receiver: launch.receiver ?? wallet };
}
