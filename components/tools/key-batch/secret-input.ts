/**
 * Fields holding private keys: browsers must not spell-check them (some send the text to a server), autocorrect,
 * capitalise or remember them, and password managers must not offer to save them.
 */
export const SECRET_INPUT_PROPS = {
  spellCheck: false,
  autoComplete: 'off',
  autoCorrect: 'off',
  autoCapitalize: 'none',
  'data-1p-ignore': true,
  'data-lpignore': 'true',
  'data-form-type': 'other',
} as const;

/**
 * A line of a key list as shown while keys are hidden: its first field (the key of `key,recipient,amount`) as dots
 * of the same length, the rest as typed; comment lines (#) unchanged. Only for fields whose keys are one field
 * (hex or base58), never JSON byte arrays, whose commas would end the masked part early.
 */
export function maskLeadingKey(line: string): string {
  const match = /^(\s*)([^\s,;]+)(.*)$/s.exec(line);
  if (!match || match[2].startsWith('#')) return line;
  return `${match[1]}${'•'.repeat(match[2].length)}${match[3]}`;
}
