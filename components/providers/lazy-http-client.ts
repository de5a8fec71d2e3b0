import type { HttpClient, HttpClientOptions, Query, RequestOptions } from '@/lib/http';

/**
 * The app's HTTP client for every page (issue 13 point 10): the same client as lib/http's createHttpClient, whose code
 * (and lib/errors' tables it throws with) is fetched with the first request instead of with every page. A visitor's
 * home page makes no request at all. A failed chunk load is tried again with the next request.
 */
export function createLazyHttpClient(options: HttpClientOptions): HttpClient {
  let client: Promise<HttpClient> | undefined;
  const load = (): Promise<HttpClient> => {
    client ??= import('@/lib/http/client').then(
      ({ createHttpClient }) => createHttpClient(options),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    );
    return client;
  };
  return {
    get: <T>(path: string, query?: Query, requestOptions?: RequestOptions) =>
      load().then((loaded) => loaded.get<T>(path, query, requestOptions)),
    post: <T>(path: string, body?: unknown, requestOptions?: RequestOptions) =>
      load().then((loaded) => loaded.post<T>(path, body, requestOptions)),
  };
}
