/** Why a pasted key line is refused, shared by the key rings of every family (EVM, Solana). */
export type KeyIssueCode = 'invalid-key' | 'duplicate-key';

export interface KeyIssue {
  line: number;
  code: KeyIssueCode;
  /** For 'duplicate-key': the line where the key first appears. */
  duplicateOf?: number;
}
