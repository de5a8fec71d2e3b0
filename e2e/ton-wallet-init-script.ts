// The page half of e2e/ton-injected-wallet.ts: a TON Connect wallet injected through the JS bridge
// (`window[jsBridgeKey].tonconnect`, the injected-wallet protocol @tonconnect/sdk looks for), whose every call crosses
// to the test process through the exposed binding. Passed to page.addInitScript, so Playwright serialises the
// function: it must not use anything outside its own body.

export interface TonInstallOptions {
  binding: string;
  jsBridgeKey: string;
  name: string;
  maxMessages: number;
}

export function installTonWallet({ binding, jsBridgeKey, name, maxMessages }: TonInstallOptions) {
  type Answer = Record<string, unknown>;
  const call = (method: string, params: unknown) =>
    (window as unknown as Record<string, (m: string, p: unknown) => Promise<Answer>>)[binding](method, params);
  const listeners = new Set<(event: unknown) => void>();
  const deviceInfo = {
    platform: 'browser',
    appName: name,
    appVersion: '1.0.0',
    maxProtocolVersion: 2,
    features: ['SendTransaction', { name: 'SendTransaction', maxMessages }],
  };
  const walletInfo = {
    name,
    app_name: jsBridgeKey,
    image: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=',
    about_url: 'https://example.com',
    platforms: ['chrome'],
  };
  const withDevice = (event: Answer) =>
    event.event === 'connect' ? { ...event, payload: { ...(event.payload as Answer), device: deviceInfo } } : event;
  (window as unknown as Record<string, unknown>)[jsBridgeKey] = {
    tonconnect: {
      deviceInfo,
      walletInfo,
      protocolVersion: 2,
      isWalletBrowser: false,
      connect: async (protocolVersion: number, message: unknown) =>
        withDevice(await call('connect', { protocolVersion, message, origin: window.location.origin })),
      restoreConnection: async () => withDevice(await call('restoreConnection', {})),
      send: (request: unknown) => call('send', request),
      listen: (callback: (event: unknown) => void) => {
        listeners.add(callback);
        return () => listeners.delete(callback);
      },
      disconnect: () => void call('disconnect', {}),
    },
  };
}
