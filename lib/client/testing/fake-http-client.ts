import { AppError } from '@/lib/errors';
import type { HttpClient } from '@/lib/http';

type Answer = unknown | ((body: unknown) => unknown);

export interface FakeHttpClient extends HttpClient {
  /** Every call made, in order, as 'GET /path' or 'POST /path' with its body. */
  calls: { request: string; body?: unknown }[];
  /** Sets the answer of a request ('GET /api/v1/account/info'); an AppError answer is thrown. */
  answer: (request: string, answer: Answer) => void;
}

/** An HttpClient for tests: answers from a table, records calls, throws AppErrors as the real client does. */
export function createFakeHttpClient(answers: Record<string, Answer> = {}): FakeHttpClient {
  const table = new Map(Object.entries(answers));
  const calls: FakeHttpClient['calls'] = [];
  const respond = async (request: string, body?: unknown) => {
    calls.push({ request, body });
    if (!table.has(request)) throw new AppError(5016, `No fake answer for ${request}`);
    const entry = table.get(request);
    const value = typeof entry === 'function' ? entry(body) : entry;
    if (value instanceof Error) throw value;
    return value;
  };
  return {
    calls,
    answer: (request, answer) => table.set(request, answer),
    get: <T>(path: string) => respond(`GET ${path}`) as Promise<T>,
    post: <T>(path: string, body?: unknown) => respond(`POST ${path}`, body) as Promise<T>,
  };
}

/** The envelope failure the real client throws for `{ code, message }`. */
export function serverError(code: number, message = `server error ${code}`): AppError {
  return new AppError(code, message, { raw: { code, message } });
}
