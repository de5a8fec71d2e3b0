import { createContext, useContext } from 'react';
import type { HttpClient } from '@/lib/http';

/** The app's one HTTP client (DESIGN §6), provided by AppProviders; tests provide a fake one. */
export const HttpClientContext = createContext<HttpClient | null>(null);

export function useHttpClient(): HttpClient {
  const client = useContext(HttpClientContext);
  if (!client) throw new Error('useHttpClient() needs <AppProviders> (components/providers) above it');
  return client;
}
