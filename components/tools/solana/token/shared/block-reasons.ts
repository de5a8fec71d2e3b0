import type { TokenAuthorityKind } from '@/chains/solana/token/errors';
import type { ManagedToken } from '@/chains/solana/token/read';

/**
 * Why a section of the management pages cannot be used by the connected wallet, from the reader's permissions and
 * the authorities it read (messages: solanaToken.reasons.<key>, with the authority's address where one holds it).
 */

export type BlockReasonKey =
  | 'loadToken'
  | 'connectWallet'
  | 'noMetadata'
  | 'metadataImmutable'
  | 'notUpdateAuthority'
  | 'mintRevoked'
  | 'notMintAuthority'
  | 'freezeRevoked'
  | 'notFreezeAuthority'
  | 'noTokenAccount'
  | 'noBalance'
  | 'frozen';

export interface BlockReason {
  key: BlockReasonKey;
  /** The address holding the authority the wallet lacks. */
  address?: string;
}

export type TokenSection = 'burn' | 'mint' | 'freeze' | 'revoke';

/** Why the wallet may not act as `authority` (undefined: it may). */
export function authorityReason(token: ManagedToken, authority: TokenAuthorityKind): BlockReason | undefined {
  if (authority === 'metadata') {
    const metadata = token.metadata;
    if (!metadata) return { key: 'noMetadata' };
    if (!metadata.isMutable || !metadata.updateAuthority) return { key: 'metadataImmutable' };
    if (token.permissions.updateMetadata) return undefined;
    return { key: 'notUpdateAuthority', address: metadata.updateAuthority.toBase58() };
  }
  const key = authority === 'mint' ? token.mintAuthority : token.freezeAuthority;
  if (!key) return { key: authority === 'mint' ? 'mintRevoked' : 'freezeRevoked' };
  if (key.equals(token.owner)) return undefined;
  return { key: authority === 'mint' ? 'notMintAuthority' : 'notFreezeAuthority', address: key.toBase58() };
}

function burnReason(token: ManagedToken): BlockReason | undefined {
  const account = token.ownerAccount;
  if (!account.exists) return { key: 'noTokenAccount' };
  if (account.isFrozen) return { key: 'frozen' };
  if (account.amount === 0n) return { key: 'noBalance' };
  return undefined;
}

/**
 * A section's reason; undefined when it can be used. Revoke is usable when any of its three authorities is (each
 * option then carries its own reason).
 */
export function sectionReason(
  token: ManagedToken | undefined,
  hasWallet: boolean,
  section: TokenSection,
): BlockReason | undefined {
  if (!token) return { key: 'loadToken' };
  if (!hasWallet) return { key: 'connectWallet' };
  if (section === 'burn') return burnReason(token);
  if (section === 'mint') return authorityReason(token, 'mint');
  if (section === 'freeze') return authorityReason(token, 'freeze');
  const reasons = (['mint', 'freeze', 'metadata'] as const).map((authority) => authorityReason(token, authority));
  return reasons.some((reason) => reason === undefined) ? undefined : reasons[0];
}
