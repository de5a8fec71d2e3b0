import type { ReactElement } from 'react';
import { createFakeHttpClient, type FakeHttpClient } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import type { Locale } from '@/lib/i18n/config';

// Test support for the wallet tools (jsdom): the app's providers, captured downloads, and spies on every way a
// secret could leave the page or be kept: network (fetch, XHR, beacon, the app's HTTP client), storage, console.

export function renderWalletTool(ui: ReactElement, locale: Locale = 'en') {
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': null });
  return { ...renderWithProviders(ui, { locale, http }), http };
}

/** Blobs handed to URL.createObjectURL (downloads), in order; anchor clicks do nothing (jsdom cannot navigate). */
export function captureDownloads(): { blobs: Blob[]; names: string[] } {
  const captured = { blobs: [] as Blob[], names: [] as string[] };
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      captured.blobs.push(blob);
      return `blob:test/${captured.blobs.length}`;
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    captured.names.push(this.download);
  });
  return captured;
}

export function readBlob(blob: Blob, as: 'text'): Promise<string>;
export function readBlob(blob: Blob, as: 'bytes'): Promise<ArrayBuffer>;
export function readBlob(blob: Blob, as: 'text' | 'bytes'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

export interface LeakSpies {
  fetch: jest.Mock;
  sendBeacon: jest.Mock;
  xhrOpen: jest.SpyInstance;
  xhrSend: jest.SpyInstance;
  setItem: jest.SpyInstance;
  console: jest.SpyInstance[];
}

export function spyOnLeaks(): LeakSpies {
  const fetch = jest.fn(async () => new Response('{}'));
  const sendBeacon = jest.fn(() => true);
  Object.assign(globalThis, { fetch });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  return {
    fetch,
    sendBeacon,
    xhrOpen: jest.spyOn(XMLHttpRequest.prototype, 'open'),
    xhrSend: jest.spyOn(XMLHttpRequest.prototype, 'send'),
    // localStorage and sessionStorage share Storage.prototype.
    setItem: jest.spyOn(Storage.prototype, 'setItem'),
    console: (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => jest.spyOn(console, method)),
  };
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Every call that carries one of the secrets (any case, keys with or without 0x): expected to be []. */
export function leaksOf(spies: LeakSpies, http: FakeHttpClient, secrets: readonly string[]): string[] {
  const needles = secrets.flatMap((secret) => [secret, secret.replace(/^0x/, '')]).map((s) => s.toLowerCase());
  const calls = [
    ...[spies.fetch, spies.sendBeacon, spies.xhrOpen, spies.xhrSend, spies.setItem, ...spies.console].flatMap(
      (spy) => spy.mock.calls as unknown[][],
    ),
    ...http.calls.map((call) => [call.request, call.body]),
  ];
  return calls
    .map((args) => args.map(text).join(' '))
    .filter((call) => needles.some((needle) => call.toLowerCase().includes(needle)));
}
