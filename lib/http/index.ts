export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type Query,
  type QueryValue,
  type RequestOptions,
} from './client';
export {
  createLocalStore,
  isQuotaExceeded,
  type KeyValueStorage,
  type LocalStore,
  STORAGE_FULL_MESSAGE,
} from './local-store';
export {
  type LoadMenusOptions,
  loadMenus,
  MENU_STORAGE_KEY,
  type MenuItem,
  type MenuResponse,
  reloadMenusForLocale,
} from './menus';
export { createProxyFetch, type ProxyFetch, type ProxyFetchOptions, proxyFetch } from './proxy-fetch';
export type { FetchImpl } from './transport';
