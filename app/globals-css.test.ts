import { readFileSync } from 'node:fs';
import path from 'node:path';

// The shared control rules of globals.css (issue 13 point 9), read as CSS: one size and border for inputs, selects and
// buttons, and a disabled look that is more than a faded button.

interface CssRule {
  selectors: string[];
  declarations: Map<string, string>;
  /** The enclosing @media prelude, if any. */
  media: string | null;
  /** Position in the file: a later rule wins a tie of specificity. */
  index: number;
}

/** Commas outside parentheses: `:where(input, select)` is one selector. */
function splitSelectors(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of prelude) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      selectors.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) selectors.push(current.trim());
  return selectors;
}

/** Enough of CSS for this file: comments, rules, and rules nested in @media blocks (no strings with braces). */
function parseCss(source: string): CssRule[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  const openPreludes: string[] = [];
  let buffer = '';
  for (const char of text) {
    if (char === '{') {
      openPreludes.push(buffer.trim());
      buffer = '';
    } else if (char === '}') {
      const prelude = openPreludes.pop() ?? '';
      if (!prelude.startsWith('@')) {
        const declarations = new Map<string, string>();
        for (const declaration of buffer.split(';')) {
          const colon = declaration.indexOf(':');
          if (colon > 0) declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
        }
        const media = openPreludes.find((open) => open.startsWith('@media')) ?? null;
        rules.push({ selectors: splitSelectors(prelude), declarations, media, index: rules.length });
      }
      buffer = '';
    } else buffer += char;
  }
  return rules;
}

const rules = parseCss(readFileSync(path.join(__dirname, 'globals.css'), 'utf8'));
const topLevel = rules.filter((rule) => rule.media === null);
const rulesWith = (selector: string) => topLevel.filter((rule) => rule.selectors.includes(selector));

describe('globals.css shared controls', () => {
  it('styles select with the same rule as inputs and textareas: one height, border, radius and background', () => {
    const shared = topLevel.filter(
      (rule) =>
        rule.selectors.includes('.account-field__input') &&
        rule.selectors.some((selector) => /^:where\(.*\binput\b.*\bselect\b.*\btextarea\b.*\)$/.test(selector)) &&
        rule.declarations.has('border'),
    );
    expect(shared).toHaveLength(1);
    const [rule] = shared;
    expect(Object.fromEntries(rule.declarations)).toMatchObject({
      'min-height': 'var(--control-height)',
      border: '1px solid var(--color-border)',
      'border-radius': 'var(--control-radius)',
      background: 'var(--color-bg)',
      color: 'var(--color-text)',
      font: 'inherit',
    });
    // Checkboxes, radios and file pickers keep their own look.
    expect(rule.selectors.find((selector) => selector.startsWith(':where('))).toMatch(
      /input:not\(\[type="checkbox"\], \[type="radio"\], \[type="file"\]/,
    );
  });

  it('gives buttons the same height and radius as the fields, with a border that keeps primary and secondary alike in size', () => {
    const [button] = rulesWith('.button');
    expect(Object.fromEntries(button.declarations)).toMatchObject({
      'min-height': 'var(--control-height)',
      border: '1px solid transparent',
      'border-radius': 'var(--control-radius)',
      font: 'inherit',
      cursor: 'pointer',
    });
    const [secondary] = rulesWith('.button--secondary');
    expect(secondary.declarations.get('border')).toBe('1px solid var(--color-border)');
    expect(secondary.declarations.get('background')).toBe('transparent');
    expect(rulesWith('.button--quiet')[0].declarations.get('background')).toBe('transparent');
  });

  it('shows a disabled button with no fill, muted text and a not-allowed cursor, last so that it wins ties', () => {
    const disabled = topLevel.filter((rule) => rule.selectors.includes('.button:disabled'));
    expect(disabled).toHaveLength(1);
    const [rule] = disabled;
    expect(rule.selectors).toContain('.button[aria-disabled="true"]');
    expect(Object.fromEntries(rule.declarations)).toMatchObject({
      background: 'transparent',
      color: 'var(--color-muted)',
      'border-style': 'dashed',
      cursor: 'not-allowed',
      opacity: '1',
    });
    // After every variant, so that a secondary or quiet button turns into the disabled look too.
    const variants = [
      '.button',
      '.button--small',
      '.button--secondary',
      '.button--quiet',
      '.account-button--secondary',
    ];
    for (const variant of variants) {
      for (const other of rulesWith(variant)) expect(other.index).toBeLessThan(rule.index);
    }
  });

  it('leaves no per-tool rule that only fades a disabled button (the old look)', () => {
    const fading = rules.filter(
      (rule) =>
        rule.selectors.some((selector) => /button[\w-]*:disabled/.test(selector)) &&
        rule.declarations.has('opacity') &&
        rule.declarations.get('opacity') !== '1',
    );
    expect(fading.map((rule) => rule.selectors.join(', '))).toEqual([]);
  });

  it('draws fieldsets with the theme border instead of the native white groove', () => {
    const [fieldset] = topLevel.filter((rule) => rule.selectors.includes(':where(fieldset)'));
    expect(fieldset.declarations.get('border')).toBe('1px solid var(--color-border)');
  });
});
