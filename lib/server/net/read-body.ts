import 'server-only';
import { SafeFetchError } from './target';

/**
 * The request body, refused ('request-too-large') as soon as it passes `maxBytes`: a declared Content-Length is
 * checked first, and a body without one is counted while it streams, so an endless body is never buffered.
 */
export async function readBodyCapped(request: Request, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new SafeFetchError('request-too-large', `more than ${maxBytes} bytes`);
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
