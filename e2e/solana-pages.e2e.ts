import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Keypair } from '@solana/web3.js';
import type { Browser, Page } from 'playwright-core';
import { encodeBase58 } from '@/chains/solana/base58';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { solanaChainInfo, waitForHydrated } from './solana-chain';
import { injectSolanaWallet, SOLANA_E2E_WALLET_NAME } from './solana-injected-wallet';

// Every Solana tool page in English and Chinese: the title in the page's language, and bad input refused in the
// browser with the line it is on, in that language, before anything is sent (no transaction, no pasted key).
const LOCALES = [
  { locale: 'en', lang: 'en' },
  { locale: 'cn', lang: 'zh-CN' },
] as const;
jest.setTimeout(90_000);

type Messages = Record<string, unknown>;

function messagesOf(locale: string): Messages {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Messages;
}

/** A message by its dotted key, its {placeholders} filled (the texts used here have no plural forms). */
function text(messages: Messages, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Messages)?.[part], messages);
  if (typeof found !== 'string') throw new Error(`No message ${key}`);
  return found.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

interface Visit {
  page: Page;
  messages: Messages;
  /** Request bodies and URLs sent since the page was opened. */
  sent: string[];
}

const valid = () => Keypair.generate().publicKey.toBase58();
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function expectLineIssue(visit: Visit, line: number, issue: string, template = 'batch.input.line') {
  const item = visit.page.locator(`[data-line="${line}"]`).first();
  await item.waitFor();
  expect(await item.textContent()).toBe(text(visit.messages, template, { line, issue }));
}

/** The rows input of the balance checker and the sender: line 2 is no Solana address. */
async function badRow(visit: Visit, withAmount: boolean) {
  const suffix = withAmount ? ',1.5' : '';
  await field(visit.page, text(visit.messages, 'batch.input.label')).fill(
    `${valid()}${suffix}\nnot-a-solana-address${suffix}\n${valid()}${suffix}`,
  );
  await visit.page.getByText(text(visit.messages, 'batch.input.count', { valid: 2, total: 3 })).waitFor();
  await expectLineIssue(visit, 2, text(visit.messages, 'batch.issues.invalidAddress'));
}

/** Pasted keys of the key pages: line 2 is no key; the valid key on line 1 must not travel anywhere. */
async function badKey(visit: Visit, label: string) {
  const key = encodeBase58(Keypair.generate().secretKey);
  await field(visit.page, text(visit.messages, label)).fill(`${key}\nnot-a-private-key`);
  await expectLineIssue(visit, 2, text(visit.messages, 'keyBatch.input.invalidKey'), 'keyBatch.input.line');
  expect(visit.sent.filter((entry) => entry.includes(key))).toEqual([]);
}

async function badAddressField(visit: Visit, label: string, error: string) {
  await field(visit.page, text(visit.messages, label)).fill('not-a-solana-address');
  await visit.page.getByText(text(visit.messages, error), { exact: true }).waitFor();
}

/** A token page's mint field: an address that is none is refused under the field, and never read or sent. */
async function badMint(visit: Visit) {
  await visit.page.getByTestId('token-mint-input').fill('not-a-solana-mint');
  await visit.page.getByTestId('token-mint-load').click();
  await visit.page.getByText(text(visit.messages, 'solanaToken.issues.invalidAddress'), { exact: true }).waitFor();
  expect(await visit.page.getByTestId('token-overview').count()).toBe(0);
  expect(visit.sent.filter((entry) => entry.includes('not-a-solana-mint'))).toEqual([]);
}

const PAGES: { path: string; title: string; hydrated: string; refuse: (visit: Visit) => Promise<void> }[] = [
  {
    path: 'solana/check-balance',
    title: 'solanaCheckBalance.title',
    hydrated: '.check-balance textarea',
    refuse: (visit) => badRow(visit, false),
  },
  {
    path: 'solana/batch/send',
    title: 'solanaBatchSend.title',
    hydrated: '[data-testid="solana-send-recipients"] textarea',
    refuse: async (visit) => {
      await badRow(visit, true);
      await visit.page.getByLabel(text(visit.messages, 'solanaBatchSend.asset.token')).check();
      await visit.page.getByTestId('solana-send-mint').fill('not-a-mint');
      await visit.page.getByText(text(visit.messages, 'solanaBatchSend.asset.invalidMint'), { exact: true }).waitFor();
      // Without a wallet nothing can start.
      expect(await visit.page.getByTestId('solana-send-start').isDisabled()).toBe(true);
    },
  },
  {
    path: 'solana/batch/collection',
    title: 'solanaBatchCollection.title',
    hydrated: '[data-testid="collection-keys"] textarea',
    refuse: async (visit) => {
      await badKey(visit, 'solanaBatchCollection.keysLabel');
      await badAddressField(
        visit,
        'solanaBatchCollection.destinationLabel',
        'solanaBatchCollection.destinationInvalid',
      );
      expect(await visit.page.getByTestId('collection-read').isDisabled()).toBe(true);
    },
  },
  {
    path: 'solana/batch/close-account',
    title: 'solanaBatchCloseAccount.title',
    hydrated: '.key-batch textarea',
    refuse: async (visit) => {
      await badKey(visit, 'solanaBatchCloseAccount.keysLabel');
      await badAddressField(visit, 'solanaBatchCloseAccount.receiverLabel', 'solanaBatchCloseAccount.receiverInvalid');
    },
  },
  {
    path: 'solana/close-account',
    title: 'solanaCloseAccount.title',
    hydrated: '.solana-wallet__choices button',
    // A wallet page: nothing to type, it asks for the wallet in the page's language.
    refuse: async (visit) => {
      await visit.page.getByText(text(visit.messages, 'solanaCloseAccount.connectFirst')).waitFor();
      await visit.page
        .getByRole('button', {
          name: text(visit.messages, 'solanaWallet.connectWith', { wallet: SOLANA_E2E_WALLET_NAME }),
        })
        .waitFor();
    },
  },
  {
    path: 'solana/token/publish',
    title: 'solanaTokenPublish.title',
    hydrated: '[data-testid="token-name"]',
    // 33 bytes (a Chinese character takes 3): refused under the field when the costs are asked for.
    refuse: async (visit) => {
      await visit.page.getByTestId('token-name').fill(`${'代'.repeat(10)}abc`);
      await visit.page.getByTestId('token-symbol').fill('CKT');
      await visit.page.getByTestId('token-supply').fill('1000');
      await visit.page.getByTestId('token-publish-review').click();
      await visit.page
        .getByText(text(visit.messages, 'solanaToken.issues.tooLong', { limit: 32 }), { exact: true })
        .waitFor();
      expect(await visit.page.getByTestId('token-costs').count()).toBe(0);
    },
  },
  {
    path: 'solana/token/update',
    title: 'solanaTokenUpdate.title',
    hydrated: '[data-testid="token-mint-load"]',
    refuse: badMint,
  },
  {
    path: 'solana/account',
    title: 'solanaAccount.title',
    hydrated: '[data-testid="token-mint-load"]',
    refuse: badMint,
  },
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(LOCALES)('Solana pages in $locale', ({ locale, lang }) => {
  const messages = messagesOf(locale);

  it.each(PAGES)(
    '$path renders and refuses bad input with its line',
    async ({ path: route, title, hydrated, refuse }) => {
      const context = await browser.newContext({ baseURL: baseUrl() });
      context.setDefaultTimeout(30_000);
      const page = await context.newPage();
      await injectSolanaWallet(page, { keypair: Keypair.generate(), rpcUrl: solanaChainInfo().rpcUrl });
      const sent: string[] = [];
      page.on('request', (request) => sent.push(`${request.url()}\n${request.postData() ?? ''}`));
      const response = await page.goto(`/${locale}/${route}`);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.locator('h1').textContent()).toBe(text(messages, title));
      await waitForHydrated(page, hydrated);
      await refuse({ page, messages, sent });
      expect(sent.filter((entry) => entry.includes('"sendTransaction"'))).toEqual([]);
      await context.close();
    },
  );
});
