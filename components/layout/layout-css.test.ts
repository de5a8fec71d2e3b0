import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The phone layout of the header and footer lives in app/globals.css; the e2e tour measures it in Chromium (header
 * ≤ 64 px at 390×844). These checks keep the rules that make it so.
 */

interface CssRule {
  /** The enclosing @media query, or null at the top level. */
  media: string | null;
  selectors: string[];
  declarations: Record<string, string>;
}

/** The rules of a flat stylesheet (top level and one level of @media), enough for app/globals.css. */
function parseRules(source: string): CssRule[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  const walk = (block: string, media: string | null) => {
    let index = 0;
    while (index < block.length) {
      const open = block.indexOf('{', index);
      if (open === -1) break;
      const prelude = block.slice(index, open).trim();
      let depth = 1;
      let close = open + 1;
      for (; close < block.length && depth > 0; close++) {
        if (block[close] === '{') depth++;
        if (block[close] === '}') depth--;
      }
      const body = block.slice(open + 1, close - 1);
      if (prelude.startsWith('@media')) walk(body, prelude.slice('@media'.length).trim());
      else if (!prelude.startsWith('@')) {
        const declarations: Record<string, string> = {};
        for (const part of body.split(';')) {
          const colon = part.indexOf(':');
          if (colon > 0) declarations[part.slice(0, colon).trim()] = part.slice(colon + 1).trim();
        }
        rules.push({ media, selectors: prelude.split(',').map((selector) => selector.trim()), declarations });
      }
      index = close;
    }
  };
  walk(text, null);
  return rules;
}

const rules = parseRules(readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8'));

/** The declarations of `selector` inside the media queries `applies` accepts, later ones winning. */
function declarationsAt(selector: string, applies: (params: string) => boolean): Record<string, string> {
  return Object.assign(
    {},
    ...rules
      .filter((rule) => rule.media !== null && applies(rule.media) && rule.selectors.includes(selector))
      .map((rule) => rule.declarations),
  );
}

/** Whether a `(max-width: Npx)` query (one of its comma-separated parts) holds at a phone's 390 px. */
const atPhoneWidth = (params: string) =>
  params.split(',').some((part) => {
    const max = /max-width:\s*(\d+)px/.exec(part)?.[1];
    return max !== undefined && Number(max) >= 390 && !/min-width/.test(part);
  });

describe('the header at phone width (issue 13 point 1)', () => {
  it('is one row of fixed height ≤ 64 px', () => {
    const inner = declarationsAt('.site-header__inner', atPhoneWidth);
    expect(inner['flex-wrap']).toBe('nowrap');
    expect(Number.parseFloat(inner.height)).toBeLessThanOrEqual(64);
  });

  it('shows the menu button and keeps the menu collapsed behind it, opening below the row', () => {
    expect(declarationsAt('.site-header__menu-button', atPhoneWidth).display).toBe('inline-flex');
    const menu = declarationsAt('.site-menu', atPhoneWidth);
    expect(menu.display).toBe('none');
    expect(menu.position).toBe('absolute');
    expect(declarationsAt('.site-menu--open', atPhoneWidth).display).toBe('flex');
  });
});

describe('the footer on a phone', () => {
  it('has no "Scan with WeChat" QR code', () => {
    expect(declarationsAt('.site-footer__wechat', atPhoneWidth).display).toBe('none');
    const onTouchOnly = declarationsAt('.site-footer__wechat', (params) => /hover:\s*none/.test(params));
    expect(onTouchOnly.display).toBe('none');
  });
});
