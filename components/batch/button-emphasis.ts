/**
 * How loud a button is. Each step shows one 'primary' (the filled accent button: the action that moves the user on);
 * the other actions of the step are 'secondary' (outlined) or 'quiet' (text only). Set as a class for the look and
 * as data-emphasis, which tests and the e2e tour read.
 */
export type ButtonEmphasis = 'primary' | 'secondary' | 'quiet';

const EMPHASIS_CLASS: Record<ButtonEmphasis, string> = {
  primary: '',
  secondary: ' button--secondary',
  quiet: ' button--quiet',
};

/** The className and data-emphasis of a `.button` with this emphasis; small by default, as in the batch bars. */
export function buttonProps(
  emphasis: ButtonEmphasis,
  { isSmall = true }: { isSmall?: boolean } = {},
): { className: string; 'data-emphasis': ButtonEmphasis } {
  return {
    className: `button${isSmall ? ' button--small' : ''}${EMPHASIS_CLASS[emphasis]}`,
    'data-emphasis': emphasis,
  };
}
