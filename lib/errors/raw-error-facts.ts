/**
 * What a raw wallet/chain/library error says, gathered from every layer it wraps. Libraries nest the
 * useful part at different depths: viem in `cause`/`shortMessage`/`details`, MetaMask in `data.message`,
 * JSON-RPC responses in `error.message`, ethers v6 in `info.error`.
 */
export interface RawErrorFacts {
  /** Every object layer, outermost first. */
  layers: object[];
  /** Numeric and string codes (`code`, HTTP `status`) of every layer, outermost first. */
  codes: (number | string)[];
  /** Every human-readable text of every layer. */
  texts: string[];
  /** The most useful single line to show when no rule maps the error. */
  conciseText: string;
}

const NESTED_KEYS = ['cause', 'error', 'data', 'info', 'originalError'] as const;
const TEXT_KEYS = ['shortMessage', 'message', 'details', 'reason'] as const;
/** Real wrappers are a few layers deep; the bound keeps hostile or self-referencing objects cheap. */
const MAX_DEPTH = 8;

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  );
}

function textOf(layer: Record<string, unknown>): string | undefined {
  for (const key of ['shortMessage', 'message', 'details'] as const) {
    const value = layer[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

export function collectRawErrorFacts(raw: unknown): RawErrorFacts {
  if (typeof raw === 'string') return { layers: [], codes: [], texts: [raw], conciseText: firstLine(raw) };
  const facts: RawErrorFacts = { layers: [], codes: [], texts: [], conciseText: '' };
  const seen = new WeakSet<object>();
  const visit = (value: unknown, depth: number) => {
    if (typeof value !== 'object' || value === null || seen.has(value) || depth > MAX_DEPTH) return;
    seen.add(value);
    facts.layers.push(value);
    const layer = value as Record<string, unknown>;
    const { code, status } = layer;
    if (typeof code === 'number' || (typeof code === 'string' && code)) facts.codes.push(code);
    // Only a numeric status is an HTTP status (viem's HttpRequestError); strings there mean other things.
    if (typeof status === 'number') facts.codes.push(status);
    for (const key of TEXT_KEYS) {
      const text = layer[key];
      if (typeof text === 'string' && text.trim()) facts.texts.push(text);
    }
    for (const key of NESTED_KEYS) visit(layer[key], depth + 1);
  };
  visit(raw, 0);

  // The outer shortMessage is written to be shown; without it the innermost text is the root cause
  // (MetaMask's outer 'Internal JSON-RPC error.' hides the real reason in data.message).
  const outer = facts.layers[0] as Record<string, unknown> | undefined;
  const outerShort = typeof outer?.shortMessage === 'string' ? outer.shortMessage : undefined;
  const innermostText = facts.layers
    .map((layer) => textOf(layer as Record<string, unknown>))
    .filter((text): text is string => text !== undefined)
    .at(-1);
  facts.conciseText = firstLine(outerShort || innermostText || '');
  return facts;
}
