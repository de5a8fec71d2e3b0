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

export type PublishIssues = Partial<Record<TokenInputField, TokenInputIssue>>;

/** Every field's first problem at once (so each is marked), or the values to publish. */
export function checkPublishForm(form: PublishForm): { value?: ValidTokenPublishInput; issues: PublishIssues } {
  const checked = validateTokenPublishInput(form);
  const issues: PublishIssues = {};
  for (const issue of checked.issues) issues[issue.field] ??= issue;
  return { value: checked.value, issues };
}
