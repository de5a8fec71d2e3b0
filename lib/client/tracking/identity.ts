import type { TrackingIdentity } from './types';

const SESSION_STORAGE_KEY = 'chainkit:tracking-session';
const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|MicroMessenger/i;

function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One id per tab, kept across reloads and navigations of that tab (sessionStorage), new in every other tab. */
export function trackingSession(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeSessionStorage(),
): string {
  const saved = storage?.getItem(SESSION_STORAGE_KEY);
  if (saved && /^[0-9a-f]{32}$/.test(saved)) return saved;
  const created = randomId();
  try {
    storage?.setItem(SESSION_STORAGE_KEY, created);
  } catch {
    // Storage full or blocked: the id then lives as long as the page.
  }
  return created;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** FNV-1a, 64 bits: a short stable hash, nothing secret rests on it. */
export function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * The browser fingerprint the privacy policy names: a hash of coarse, non-identifying traits (user agent, languages,
 * screen, time zone, cores). It groups a browser's events across tabs; it is not meant to tell people apart.
 */
export function browserFingerprint(): string {
  const nav = globalThis.navigator;
  const screen = globalThis.screen;
  const traits = [
    nav?.userAgent,
    nav?.language,
    nav?.languages?.join(','),
    nav?.hardwareConcurrency,
    nav?.maxTouchPoints,
    screen && `${screen.width}x${screen.height}x${screen.colorDepth}`,
    globalThis.devicePixelRatio,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ];
  return fnv1a64(traits.map((trait) => String(trait ?? '')).join('|'));
}

export function isMobileBrowser(userAgent = globalThis.navigator?.userAgent ?? ''): boolean {
  // iPadOS presents itself as a Mac; only touch gives it away.
  const isTouchMac = /Macintosh/.test(userAgent) && (globalThis.navigator?.maxTouchPoints ?? 0) > 1;
  return MOBILE_USER_AGENT.test(userAgent) || isTouchMac;
}

export function currentIdentity(): TrackingIdentity {
  return { session: trackingSession(), fingerprint: browserFingerprint(), isMobile: isMobileBrowser() };
}

export { currentFullPath, pageIdOf } from './page-path';
