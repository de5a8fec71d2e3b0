import {
  type TokenInputField,
  type TokenInputIssue,
  type ValidTokenPublishInput,
  validateTokenPublishInput,
} from '@/chains/solana/token/validate';
import type { TokenProgramName } from '@/chains/solana/token-accounts';

/** The publish form as typed; checked as a whole by validate.ts before anything is read or sent. */
export interface PublishForm {
  program: TokenProgramName;
  name: string;
  symbol: string;
  decimals: string;
  supply: string;
  uri: string;
  revokeMint: boolean;
  revokeFreeze: boolean;
}

export const INITIAL_PUBLISH_FORM: PublishForm = {
  program: 'spl',
  name: '',
  symbol: '',
  decimals: '9',
  supply: '',
  uri: '',
  revokeMint: false,
  revokeFreeze: false,
};

/** A stored draft of the form as this version of the page reads it (lib/client/tool-draft.ts); null otherwise. */
export function parsePublishForm(raw: unknown): PublishForm | null {
  if (!raw || typeof raw !== 'object') return null;
  const form = raw as Record<string, unknown>;
  const texts = ['name', 'symbol', 'decimals', 'supply', 'uri'] as const;
  if (form.program !== 'spl' && form.program !== 'token-2022') return null;
  if (texts.some((key) => typeof form[key] !== 'string')) return null;
  if (typeof form.revokeMint !== 'boolean' || typeof form.revokeFreeze !== 'boolean') return null;
  return {
    program: form.program,
    name: form.name as string,
    symbol: form.symbol as string,
    decimals: form.decimals as string,
    supply: form.supply as string,
    uri: form.uri as string,
    revokeMint: form.revokeMint,
    revokeFreeze: form.revokeFreeze,
  };
}

export const PUBLISH_DRAFT_TOOL = 'solana-token-publish';

export type PublishIssues = Partial<Record<TokenInputField, TokenInputIssue>>;

/** Every field's first problem at once (so each is marked), or the values to publish. */
export function checkPublishForm(form: PublishForm): { value?: ValidTokenPublishInput; issues: PublishIssues } {
  const checked = validateTokenPublishInput(form);
  const issues: PublishIssues = {};
  for (const issue of checked.issues) issues[issue.field] ??= issue;
  return { value: checked.value, issues };
}
