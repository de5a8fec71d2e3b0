/**
 * The option sets of token/publish and the template contract of each (contracts/token/ChainkitToken.sol): one
 * contract per option set, named ChainkitToken + the letters of its parts (M mintable, C capped, B burnable,
 * P pausable). A cap only limits minting, so it exists only with mintable: 12 sets in all. Whether ownership is
 * renounced at creation is no part of the code: it is the constructor's owner argument (0).
 */
export interface TokenParts {
  isMintable: boolean;
  /** Only with isMintable. */
  isCapped: boolean;
  isBurnable: boolean;
  isPausable: boolean;
}

export const TOKEN_VARIANTS = [
  'ChainkitToken',
  'ChainkitTokenB',
  'ChainkitTokenP',
  'ChainkitTokenBP',
  'ChainkitTokenM',
  'ChainkitTokenMB',
  'ChainkitTokenMP',
  'ChainkitTokenMBP',
  'ChainkitTokenMC',
  'ChainkitTokenMCB',
  'ChainkitTokenMCP',
  'ChainkitTokenMCBP',
] as const;

export type TokenVariant = (typeof TOKEN_VARIANTS)[number];

/** The contract of an option set; a cap without minting has no contract (and no meaning). */
export function tokenVariant(parts: TokenParts): TokenVariant {
  if (parts.isCapped && !parts.isMintable) throw new RangeError('A supply cap needs a mintable token');
  const letters = `${parts.isMintable ? 'M' : ''}${parts.isCapped ? 'C' : ''}${parts.isBurnable ? 'B' : ''}${
    parts.isPausable ? 'P' : ''
  }`;
  return `ChainkitToken${letters}` as TokenVariant;
}

export function variantParts(variant: TokenVariant): TokenParts {
  const letters = variant.slice('ChainkitToken'.length);
  return {
    isMintable: letters.includes('M'),
    isCapped: letters.includes('C'),
    isBurnable: letters.includes('B'),
    isPausable: letters.includes('P'),
  };
}

export function isTokenVariant(name: string): name is TokenVariant {
  return (TOKEN_VARIANTS as readonly string[]).includes(name);
}

/** Mint and pause are the owner's: a token with neither has no owner at all. */
export function hasOwner(parts: TokenParts): boolean {
  return parts.isMintable || parts.isPausable;
}

/** Where the template source lives, and its file name in the compiler's (and the explorer's) standard JSON input. */
export const TOKEN_SOURCE_PATH = 'contracts/token/ChainkitToken.sol';
export const TOKEN_SOURCE_NAME = 'ChainkitToken.sol';
