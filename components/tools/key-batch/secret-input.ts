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
