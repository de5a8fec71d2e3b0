import { TRANSPORT_CODE } from '@/lib/errors';
import { createHttpClient } from './client';
import { createLocalStore, type KeyValueStorage } from './local-store';
import { loadMenus, MENU_STORAGE_KEY, reloadMenusForLocale } from './menus';
import { type LocalServer, sendJson, startLocalServer } from './test-server';

function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

describe('loadMenus against a real server', () => {
  let server: LocalServer;
  let isShapeBroken = false;
  // The client's own locale stays cn to show that loadMenus asks in the language it is given.
  const client = () => createHttpClient({ baseUrl: server.baseUrl, getLocale: () => 'cn' });

  beforeAll(async () => {
    server = await startLocalServer((request, response) => {
      const language = request.headers['accept-language'];
      if (isShapeBroken) return sendJson(response, { code: 0, data: { items: [] } });
      sendJson(response, {
        code: 0,
        data: { menus: [{ routeUrl: `/${language}/tools`, title: 'x', menus: [{ routeUrl: '/child' }] }] },
      });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    isShapeBroken = false;
  });

  it('fetches GET /api/v1/menu?source=cp in the given language and caches it under that language', async () => {
    const storage = memoryStorage();
    const menus = await loadMenus(client(), 'en', createLocalStore(storage));
    expect(menus.menus[0]).toEqual({ routeUrl: '/en-US/tools', title: 'x', menus: [{ routeUrl: '/child' }] });
    expect(server.requests).toMatchObject([{ method: 'GET', url: '/api/v1/menu?source=cp' }]);
    expect(server.requests[0].headers['accept-language']).toBe('en-US');
    expect(JSON.parse(storage.entries.get('en-menus') ?? 'null')).toEqual(menus);
    expect(storage.entries.has('menus')).toBe(false);
  });

  it('answers from the cache without a request, and keeps the languages apart', async () => {
    const store = createLocalStore(memoryStorage());
    const chinese = await loadMenus(client(), 'cn', store);
    const english = await loadMenus(client(), 'en', store);
    expect(server.requests).toHaveLength(2);
    await expect(loadMenus(client(), 'cn', store)).resolves.toEqual(chinese);
    await expect(loadMenus(client(), 'en', store)).resolves.toEqual(english);
    expect(server.requests).toHaveLength(2);
    expect(chinese.menus[0].routeUrl).toBe('/zh-CN/tools');
  });

  it('refetches when forced, as on a language change', async () => {
    const store = createLocalStore(memoryStorage());
    store.setJson(MENU_STORAGE_KEY.cn, { menus: [{ routeUrl: '/stale' }] });
    const fresh = await reloadMenusForLocale(client(), 'cn', store);
    expect(server.requests).toHaveLength(1);
    expect(fresh.menus[0].routeUrl).toBe('/zh-CN/tools');
    expect(store.getJson(MENU_STORAGE_KEY.cn)).toEqual(fresh);
  });

  it('refetches when the cached value has the wrong shape', async () => {
    const store = createLocalStore(memoryStorage());
    store.setJson(MENU_STORAGE_KEY.en, { menus: 'not a list' });
    await loadMenus(client(), 'en', store);
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['a child with a numeric routeUrl', { menus: [{ routeUrl: '/a', menus: [{ routeUrl: 7 }] }] }],
    ['an entry that is a list', { menus: [['/a']] }],
    ['an entry that is null', { menus: [null] }],
    ['children that are not a list', { menus: [{ menus: {} }] }],
  ])('refetches when the cache holds %s, at any depth', async (_, cached) => {
    const store = createLocalStore(memoryStorage());
    store.setJson(MENU_STORAGE_KEY.en, cached);
    const menus = await loadMenus(client(), 'en', store);
    expect(server.requests).toHaveLength(1);
    expect(menus.menus[0].routeUrl).toBe('/en-US/tools');
  });

  it('keeps the fields it does not check', async () => {
    const store = createLocalStore(memoryStorage());
    const cached = { menus: [{ routeUrl: '/a', title: 'A', icon: { name: 'x' }, menus: [] }], version: 3 };
    store.setJson(MENU_STORAGE_KEY.en, cached);
    await expect(loadMenus(client(), 'en', store)).resolves.toEqual(cached);
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a response without a menus list and caches nothing', async () => {
    isShapeBroken = true;
    const storage = memoryStorage();
    await expect(loadMenus(client(), 'en', createLocalStore(storage))).rejects.toMatchObject({
      code: TRANSPORT_CODE.RESPONSE_ERROR,
    });
    expect(storage.entries.size).toBe(0);
  });

  it('still returns the menus when the storage is full', async () => {
    const full: KeyValueStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const menus = await loadMenus(client(), 'en', createLocalStore(full));
    expect(menus.menus).toHaveLength(1);
  });

  it('rethrows other storage failures', async () => {
    const denied = new DOMException('The operation is insecure.', 'SecurityError');
    const blocked: KeyValueStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw denied;
      },
    };
    await expect(loadMenus(client(), 'en', createLocalStore(blocked))).rejects.toBe(denied);
  });
});
