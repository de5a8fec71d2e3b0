import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { matchRoute } from '@/lib/catalog';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { MOBILE_PREFIX } from '@/lib/routing/mobile';
import { servedPagePaths, signInWithFreshWallet } from '@/test/site-traffic';
import { IPHONE_USER_AGENT, launchBrowser } from './browser';
import { baseUrl } from './http';

/**
 * The first-visit tour (issue 13): every served page, in both languages, at a laptop's 1280×800 and a phone's
 * 390×844 with an iPhone user agent. Each page answers 200 (after the site's own redirects, e.g. a phone to /m/),
 * logs no console error and throws nothing, has no horizontal scroll, and on a phone its header is at most 64 px
 * high. A screenshot of each is written under e2e/output/tour/ (git-ignored) for a person to look through.
 */
const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 }, userAgent: undefined },
  phone: { viewport: { width: 390, height: 844 }, userAgent: IPHONE_USER_AGENT, isMobile: true, hasTouch: true },
} as const;
type Size = keyof typeof SIZES;
const PHONE_HEADER_MAX_PX = 64;
const OUTPUT = path.join(__dirname, 'output', 'tour');

interface TourPage {
  href: string;
  locale: Locale;
  /** Pages behind sign-in are visited signed in; the rest signed out (whose loads must not fail a request either). */
  signedIn: boolean;
}

function tourPages(): TourPage[] {
  const paths = servedPagePaths(LOCALES);
  const localized = paths
    .filter((href) => !href.startsWith(`${MOBILE_PREFIX}/`))
    .map((href) => {
      const [, locale, ...rest] = href.split('/');
      const entry = matchRoute(rest.join('/'))?.entry;
      if (!entry) throw new Error(`${href} has no catalogue route`);
      return { href, locale: locale as Locale, signedIn: entry.isNeedLogin };
    });
  // The phone pages speak the visitor's language (its cookie): each one in both.
  const mobile = paths
    .filter((href) => href.startsWith(`${MOBILE_PREFIX}/`))
    .flatMap((href) => LOCALES.map((locale) => ({ href, locale, signedIn: false })));
  return [...localized, ...mobile];
}

const pages = tourPages();
let browser: Browser;
let sessionCookie: { name: string; value: string };

beforeAll(async () => {
  mkdirSync(OUTPUT, { recursive: true });
  browser = await launchBrowser();
  const [name, value] = (await signInWithFreshWallet(baseUrl())).split(/=(.*)/s);
  sessionCookie = { name, value };
});

afterAll(async () => {
  await browser?.close();
});

async function openContext(size: Size, tour: TourPage): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), ...SIZES[size] });
  const cookies: { name: string; value: string; url: string }[] = [
    { name: 'i18n_redirected', value: tour.locale, url: baseUrl() },
  ];
  if (tour.signedIn) cookies.push({ ...sessionCookie, url: baseUrl() });
  await context.addCookies(cookies);
  return context;
}

/** What the visitor would see go wrong: console errors, uncaught exceptions, failed page-initiated requests. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  return errors;
}

async function layoutFacts(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    // The widest element, to say what overflows when something does.
    let widest = '';
    if (overflow > 0) {
      let right = root.clientWidth;
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        if (box.right > right) {
          right = box.right;
          widest = `${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')}`;
        }
      }
    }
    const header = document.querySelector('body header');
    return { overflow, widest, headerHeight: header ? header.getBoundingClientRect().height : null };
  });
}

const cases = pages.flatMap((tour) => (Object.keys(SIZES) as Size[]).map((size) => [size, tour.href, tour] as const));
type TourCase = (typeof cases)[number];

interface Visit {
  status: number | undefined;
  errors: string[];
  facts: Awaited<ReturnType<typeof layoutFacts>>;
}

async function visit([size, href, tour]: TourCase): Promise<Visit> {
  const context = await openContext(size, tour);
  try {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const response = await page.goto(href, { waitUntil: 'load' });
    // Late requests (user info, balances) and their console errors come after load.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const facts = await layoutFacts(page);
    const name = `${size}-${tour.locale}-${href.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'root'}.png`;
    await page.screenshot({ path: path.join(OUTPUT, name) });
    return { status: response?.status(), errors, facts };
  } finally {
    await context.close();
  }
}

/**
 * Pages are visited a few at a time: most of a visit is waiting (for the network to fall quiet, for the screenshot),
 * so three tabs in one browser take about a third of the time of one. Each case is still its own test and asserts on
 * its own visit; the visits start with the first test (after `beforeAll` has launched the browser), in case order.
 */
const TOUR_CONCURRENCY = 3;
let visits: Promise<Visit>[] | undefined;

/** The visit of case `index`, all of them started on the first call, `TOUR_CONCURRENCY` at a time. */
function visitOf(index: number): Promise<Visit> {
  if (!visits) {
    const settlers: { resolve: (visit: Visit) => void; reject: (error: unknown) => void }[] = [];
    visits = cases.map(() => {
      const promise = new Promise<Visit>((resolve, reject) => settlers.push({ resolve, reject }));
      promise.catch(() => undefined); // a failed visit fails its own test, not the run
      return promise;
    });
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const at = next++;
        await visit(cases[at]).then(settlers[at].resolve, settlers[at].reject);
      }
    };
    for (let i = 0; i < TOUR_CONCURRENCY; i++) void worker();
  }
  return visits[index];
}

describe('the first-visit tour', () => {
  it('visits every served page in both languages at both sizes', () => {
    expect(new Set(pages.map((tour) => tour.locale))).toEqual(new Set(LOCALES));
    expect(pages.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases.map(([size, href], index) => [size, href, index] as const))('%s %s', async (size, _href, index) => {
    const { status, errors, facts } = await visitOf(index);
    expect(status).toBe(200);
    expect(errors).toEqual([]);
    expect({ overflow: facts.overflow, widest: facts.widest }).toEqual({ overflow: 0, widest: '' });
    if (size === 'phone') {
      expect(facts.headerHeight).not.toBeNull();
      expect(facts.headerHeight).toBeLessThanOrEqual(PHONE_HEADER_MAX_PX);
    }
  });
});
