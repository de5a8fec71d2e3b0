/** The server's answer to every /api call (DESIGN §5): success carries data, failure a code and message. */
export type Envelope<T> = { code: 0; data: T } | { code: number; message: string };

export type FailureEnvelope = { code: number; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Code 0 alone means success: an answer with nothing to return may leave out data. */
export function isSuccessEnvelope(value: unknown): value is { code: 0; data?: unknown } {
  return isRecord(value) && value.code === 0;
}

export function isFailureEnvelope(value: unknown): value is FailureEnvelope {
  return isRecord(value) && typeof value.code === 'number' && value.code !== 0 && typeof value.message === 'string';
}
