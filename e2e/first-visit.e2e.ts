import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { baseUrl } from './http';

/**
 * Issue 13's bugs that only a real browser shows: the virtualised wallet table at 100 and 10,000 wallets (it drew
 * nothing until "Show all keys"), and the partial masking of key lines, where only the key may turn to dots while
 * the recipient and amount stay readable, drawn exactly over the field.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openPage(path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** The body rows the table draws now (virtualised: the visible window), as [index, address] pairs. */
function drawnRows(page: Page) {
  return page.$$eval('table[aria-label="Generated wallets"] tbody tr', (rows) =>
    rows
      .map((row) =>
        Array.from(row.querySelectorAll('td')).map(
          (cell) => (cell.querySelector('code') ?? cell).textContent?.trim() ?? '',
        ),
      )
      .filter((cells) => cells.length >= 2),
  );
}

describe('generate-wallet in Chromium', () => {
  it.each([100, 10_000])('draws the table of %i new wallets at once, keys masked, to its last row', async (count) => {
    const page = await openPage('/en/batch/generate-wallet');
    await page.getByLabel('Number of wallets').fill(String(count));
    await page.getByRole('button', { name: 'Generate wallets' }).click();
    await page.getByText(new RegExp(`^${count.toLocaleString('en')} generated in`)).waitFor({ timeout: 120_000 });

    const first = await drawnRows(page);
    expect(first.length).toBeGreaterThanOrEqual(10);
    expect(first[0][0]).toBe('1');
    expect(first.every(([, address]) => /^0x[0-9a-fA-F]{40}$/.test(address))).toBe(true);
    expect(first.every(([, , key]) => /^•+$/.test(key))).toBe(true);
    expect(await page.getByRole('button', { name: 'Show all keys' }).isVisible()).toBe(true);

    // The last wallet is reachable by scrolling, and drawn when there.
    await page.evaluate(() => {
      const table = document.querySelector('table[aria-label="Generated wallets"]');
      let box: HTMLElement | null = table?.parentElement ?? null;
      while (box && box.scrollHeight <= box.clientHeight) box = box.parentElement;
      (box ?? document.scrollingElement)?.scrollTo({ top: 1e9 });
    });
    await page.waitForFunction(
      (last) =>
        Array.from(document.querySelectorAll('table[aria-label="Generated wallets"] tbody tr td:first-child')).some(
          (cell) => cell.textContent?.trim() === last,
        ),
      String(count),
    );
    await page.context().close();
  });
});

describe('masking of key lines in Chromium', () => {
  const KEY = `0x${'ab'.repeat(32)}`;
  const RECIPIENT = '0x1111111111111111111111111111111111111111';

  it.each([
    ['multi-send', '/en/batch/multi-send', 'Transfers', `${KEY},${RECIPIENT},1.5`],
    ['collection', '/en/batch/collection', 'Private keys of the wallets to collect from', `${KEY},2.25`],
  ])('%s hides only the key: the rest is drawn readable over the field', async (_tool, path, label, line) => {
    const page = await openPage(path);
    const field = page.getByLabel(label, { exact: true });
    await field.fill(line);
    const facts = await field.evaluate((textarea, key) => {
      const mirror = textarea.parentElement?.querySelector('[data-testid="secret-mirror"]') as HTMLElement | null;
      if (!mirror) return null;
      const a = textarea.getBoundingClientRect();
      const b = mirror.getBoundingClientRect();
      const style = (element: Element) => {
        const s = getComputedStyle(element);
        return [s.fontFamily, s.fontSize, s.lineHeight, s.paddingTop, s.paddingLeft, s.letterSpacing].join('|');
      };
      return {
        fieldColor: getComputedStyle(textarea).color,
        shown: mirror.textContent ?? '',
        keyVisible: (mirror.textContent ?? '').includes(key),
        sameBox: Math.abs(a.left - b.left) < 1 && Math.abs(a.top - b.top) < 1 && Math.abs(a.width - b.width) < 1,
        sameText: style(textarea) === style(mirror),
      };
    }, KEY);
    expect(facts).not.toBeNull();
    expect(facts?.fieldColor).toBe('rgba(0, 0, 0, 0)');
    expect(facts?.keyVisible).toBe(false);
    expect(facts?.shown).toBe(`${'•'.repeat(KEY.length)}${line.slice(KEY.length)}`);
    expect(facts?.sameBox).toBe(true);
    expect(facts?.sameText).toBe(true);
    await page.context().close();
  });
});
