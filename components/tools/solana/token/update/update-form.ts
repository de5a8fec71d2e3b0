import type { PublicKey } from '@solana/web3.js';
import type { ManagedTokenMetadata } from '@/chains/solana/token/read';
import { type TokenInputIssue, validateTokenMetadataInput } from '@/chains/solana/token/validate';
import { addressKey } from '../shared/addresses';

/** What happens to the update authority along with the update. */
export type AuthorityChange = 'keep' | 'transfer' | 'revoke';

export interface UpdateForm {
  name: string;
  symbol: string;
  uri: string;
  authority: AuthorityChange;
  newAuthority: string;
  /** Revoking cannot be undone: asked explicitly. */
  confirmRevoke: boolean;
}

export type UpdateIssues = Partial<{
  name: TokenInputIssue;
  symbol: TokenInputIssue;
  uri: TokenInputIssue;
  newAuthority: { code: 'invalidAddress' };
  confirmRevoke: { code: 'confirmRequired' };
}>;

export function formFromMetadata(metadata: ManagedTokenMetadata | null): UpdateForm {
  return {
    name: metadata?.name ?? '',
    symbol: metadata?.symbol ?? '',
    uri: metadata?.uri ?? '',
    authority: 'keep',
    newAuthority: '',
    confirmRevoke: false,
  };
}

export interface CheckedUpdate {
  name: string;
  symbol: string;
  uri: string;
  newUpdateAuthority?: PublicKey;
  makeImmutable: boolean;
}

/** Every field's problem at once, or the update to prepare. */
export function checkUpdateForm(form: UpdateForm): { value?: CheckedUpdate; issues: UpdateIssues } {
  const issues: UpdateIssues = {};
  const metadata = validateTokenMetadataInput(form);
  for (const issue of metadata.issues) {
    if (issue.field === 'name' || issue.field === 'symbol' || issue.field === 'uri') issues[issue.field] ??= issue;
  }
  const newUpdateAuthority = form.authority === 'transfer' ? addressKey(form.newAuthority) : undefined;
  if (form.authority === 'transfer' && !newUpdateAuthority) issues.newAuthority = { code: 'invalidAddress' };
  if (form.authority === 'revoke' && !form.confirmRevoke) issues.confirmRevoke = { code: 'confirmRequired' };
  if (Object.keys(issues).length > 0 || !metadata.value) return { issues };
  return { value: { ...metadata.value, newUpdateAuthority, makeImmutable: form.authority === 'revoke' }, issues };
}
