import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { SolanaSimulationError } from '../prepare';

/**
 * Why a token action cannot be done, as a code the pages translate (messages: one text per code, with the
 * authority kind as a parameter). Raised before anything is signed: by the checks against a fresh read of the chain,
 * or, when the chain disagrees with that read, from the token program's error in the simulation.
 */
export const TOKEN_ACTION_ERROR_CODES = [
  /** The signer is not the mint / freeze / metadata update authority. */
  'notAuthority',
  /** That authority is revoked (None on chain; a Metaplex metadata made immutable). */
  'authorityRevoked',
  'amountAboveBalance',
  /** The decimals the page used are not the mint's. */
  'wrongDecimals',
  /** The token account is frozen (burn, mint into it, freeze again). */
  'accountFrozen',
  /** Thaw of an account that is not frozen. */
  'accountNotFrozen',
  /** No token account for this mint at the owner / holder given. */
  'noTokenAccount',
  /** The token has no metadata (neither Metaplex nor Token-2022's extension). */
  'noMetadata',
  'zeroAmount',
  /** Minting would take the supply past u64. */
  'supplyOverflow',
  /** An update that changes nothing. */
  'nothingToUpdate',
] as const;

export type TokenActionErrorCode = (typeof TOKEN_ACTION_ERROR_CODES)[number];
export type TokenAuthorityKind = 'mint' | 'freeze' | 'metadata';

export class TokenActionError extends Error {
  constructor(
    readonly code: TokenActionErrorCode,
    readonly details: { authority?: TokenAuthorityKind; account?: string } = {},
    options?: { cause?: unknown },
  ) {
    const about = [details.authority && `${details.authority} authority`, details.account].filter(Boolean).join(', ');
    super(`Token action refused: ${code}${about ? ` (${about})` : ''}`, options);
    this.name = 'TokenActionError';
  }
}

/**
 * SPL Token and Token-2022 share these error numbers (TokenError): 1 InsufficientFunds, 4 OwnerMismatch, 5
 * FixedSupply (no mint authority), 16 MintCannotFreeze (no freeze authority), 17 AccountFrozen, 18
 * MintDecimalsMismatch. 13 InvalidState is what freezing a frozen or thawing a thawed account answers.
 */
const TOKEN_PROGRAM_ERRORS: Record<number, { code: TokenActionErrorCode; authority?: TokenAuthorityKind }> = {
  1: { code: 'amountAboveBalance' },
  4: { code: 'notAuthority' },
  5: { code: 'authorityRevoked', authority: 'mint' },
  16: { code: 'authorityRevoked', authority: 'freeze' },
  17: { code: 'accountFrozen' },
  18: { code: 'wrongDecimals' },
};

/**
 * Token-2022's metadata interface errors (spl-token-metadata TokenMetadataError, numbered from 901952957):
 * MintHasNoMintAuthority, IncorrectMintAuthority, IncorrectUpdateAuthority, ImmutableMetadata.
 */
const TOKEN_METADATA_ERRORS: Record<number, { code: TokenActionErrorCode; authority?: TokenAuthorityKind }> = {
  901952958: { code: 'authorityRevoked', authority: 'mint' },
  901952959: { code: 'notAuthority', authority: 'mint' },
  901952960: { code: 'notAuthority', authority: 'metadata' },
  901952961: { code: 'authorityRevoked', authority: 'metadata' },
};

const TOKEN_PROGRAMS = [TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()];
const FAILED_LINE = /^Program (\w+) failed: custom program error: 0x([0-9a-f]+)$/i;

/**
 * The token error a simulation failed with, read from the logs ("Program Tokenkeg… failed: custom program error:
 * 0x11"), which both a node and litesvm print; undefined when the failure is something else.
 */
export function tokenActionErrorFromSimulation(error: unknown): TokenActionError | undefined {
  if (!(error instanceof SolanaSimulationError)) return undefined;
  for (const line of error.logs) {
    const match = FAILED_LINE.exec(line.trim());
    if (!match || !TOKEN_PROGRAMS.includes(match[1])) continue;
    const number = Number.parseInt(match[2], 16);
    const known = TOKEN_PROGRAM_ERRORS[number] ?? TOKEN_METADATA_ERRORS[number];
    if (known) return new TokenActionError(known.code, { authority: known.authority }, { cause: error });
  }
  return undefined;
}

/** Runs a preparation; a simulation failure that is a known token error is rethrown as a TokenActionError. */
export async function withTokenErrors<T>(prepare: () => Promise<T>): Promise<T> {
  try {
    return await prepare();
  } catch (error) {
    throw tokenActionErrorFromSimulation(error) ?? error;
  }
}
