import { tryParseDecimal } from '@/lib/fees/decimal';
import { parseSlippage } from '../batch-trade/trade-form';
import type { AmountRange, Pattern, PriceBand } from './session-types';

/** What the market-making page's draft keeps (lib/client/tool-draft.ts): settings only, never keys. */
export interface SessionDraft {
  tokenText: string;
  dexChoice: string;
  routerText: string;
  quoterText: string;
  pattern: Pattern['kind'];
  buyPercentText: string;
  buyMinText: string;
  buyMaxText: string;
  sellMinText: string;
  sellMaxText: string;
  intervalMinText: string;
  intervalMaxText: string;
  slippageText: string;
  deadlineText: string;
  bandBottomText: string;
  bandTopText: string;
  onBandExit: 'pause' | 'stop';
  budgetText: string;
  volumeText: string;
  durationText: string;
  maxTradesText: string;
}

export const EMPTY_SESSION_DRAFT: SessionDraft = {
  tokenText: '',
  dexChoice: '',
  routerText: '',
  quoterText: '',
  pattern: 'alternate',
  buyPercentText: '50',
  buyMinText: '',
  buyMaxText: '',
  sellMinText: '',
  sellMaxText: '',
  intervalMinText: '60',
  intervalMaxText: '180',
  slippageText: '1',
  deadlineText: '20',
  bandBottomText: '',
  bandTopText: '',
  onBandExit: 'pause',
  budgetText: '',
  volumeText: '',
  durationText: '',
  maxTradesText: '',
};

const PATTERNS: readonly Pattern['kind'][] = ['alternate', 'random', 'buy-only', 'sell-only'];

export function parseSessionDraft(raw: unknown): SessionDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  const draft = { ...EMPTY_SESSION_DRAFT };
  for (const key of Object.keys(EMPTY_SESSION_DRAFT) as (keyof SessionDraft)[]) {
    if (typeof value[key] !== 'string') return null;
    (draft as Record<string, string>)[key] = value[key] as string;
  }
  if (!PATTERNS.includes(draft.pattern)) return null;
  if (draft.onBandExit !== 'pause' && draft.onBandExit !== 'stop') return null;
  return draft;
}

export type SessionProblem =
  | 'buyPercent'
  | 'buyMin'
  | 'buyMax'
  | 'buyRange'
  | 'sellMin'
  | 'sellMax'
  | 'sellRange'
  | 'intervalMin'
  | 'intervalMax'
  | 'intervalRange'
  | 'slippage'
  | 'deadline'
  | 'bandBottom'
  | 'bandTop'
  | 'band'
  | 'budget'
  | 'volume'
  | 'duration'
  | 'maxTrades';

/** The longest interval between two trades: a day. */
export const MAX_INTERVAL_SECONDS = 86_400;
/** The longest session: 30 days. */
export const MAX_DURATION_MINUTES = 43_200;

export interface ParsedSessionForm {
  pattern?: Pattern;
  buyRange?: AmountRange;
  sellRange?: AmountRange;
  intervalSeconds?: { min: number; max: number };
  slippageBps?: number;
  deadlineMinutes?: number;
  band?: PriceBand;
  budgetWei?: bigint;
  targetVolumeWei?: bigint;
  durationMinutes?: number;
  maxTrades?: number;
  problems: SessionProblem[];
}

function wholeNumber(text: string, min: number, max: number): number | undefined {
  const value = tryParseDecimal(text.trim(), 0);
  if (value === undefined || value < BigInt(min) || value > BigInt(max)) return undefined;
  return Number(value);
}

/**
 * The numbers of the form, exact (base units, basis points, whole seconds): each field that cannot be read is named.
 * Amounts of coins (buys, budget, volume, band prices) take the coin's decimals; sells the token's.
 */
export function parseSessionForm(
  draft: SessionDraft,
  coinDecimals: number,
  tokenDecimals: number | undefined,
): ParsedSessionForm {
  const problems: SessionProblem[] = [];
  const positive = (text: string, decimals: number | undefined, problem: SessionProblem) => {
    if (decimals === undefined) return undefined;
    const value = tryParseDecimal(text.trim(), decimals);
    if (value === undefined || value <= 0n) {
      problems.push(problem);
      return undefined;
    }
    return value;
  };
  const optional = (text: string, decimals: number, problem: SessionProblem) =>
    text.trim() === '' ? undefined : positive(text, decimals, problem);
  const range = (
    minText: string,
    maxText: string,
    decimals: number | undefined,
    names: [SessionProblem, SessionProblem, SessionProblem],
  ): AmountRange | undefined => {
    const min = positive(minText, decimals, names[0]);
    const max = positive(maxText, decimals, names[1]);
    if (min === undefined || max === undefined) return undefined;
    if (max < min) {
      problems.push(names[2]);
      return undefined;
    }
    return { min, max };
  };

  let pattern: Pattern | undefined;
  if (draft.pattern === 'random') {
    const bps = tryParseDecimal(draft.buyPercentText.trim(), 2);
    if (bps === undefined || bps > 10_000n) problems.push('buyPercent');
    else pattern = { kind: 'random', buyBps: Number(bps) };
  } else {
    pattern = { kind: draft.pattern } as Pattern;
  }
  const buys = draft.pattern !== 'sell-only';
  const sells = draft.pattern !== 'buy-only';
  const buyRange = buys
    ? range(draft.buyMinText, draft.buyMaxText, coinDecimals, ['buyMin', 'buyMax', 'buyRange'])
    : { min: 0n, max: 0n };
  const sellRange = sells
    ? range(draft.sellMinText, draft.sellMaxText, tokenDecimals, ['sellMin', 'sellMax', 'sellRange'])
    : { min: 0n, max: 0n };
  let intervalSeconds: { min: number; max: number } | undefined;
  const intervalMin = wholeNumber(draft.intervalMinText, 1, MAX_INTERVAL_SECONDS);
  const intervalMax = wholeNumber(draft.intervalMaxText, 1, MAX_INTERVAL_SECONDS);
  if (intervalMin === undefined) problems.push('intervalMin');
  if (intervalMax === undefined) problems.push('intervalMax');
  if (intervalMin !== undefined && intervalMax !== undefined) {
    if (intervalMax < intervalMin) problems.push('intervalRange');
    else intervalSeconds = { min: intervalMin, max: intervalMax };
  }
  const slippageBps = parseSlippage(draft.slippageText);
  // A market maker's every trade has a minimum: 0 % would sign a minimum equal to the quote, so at least 0.01 %.
  if (slippageBps === undefined || slippageBps === 0) problems.push('slippage');
  const deadlineMinutes = wholeNumber(draft.deadlineText, 1, 1_440);
  if (deadlineMinutes === undefined) problems.push('deadline');
  let band: PriceBand | undefined;
  const bottomEmpty = draft.bandBottomText.trim() === '';
  const topEmpty = draft.bandTopText.trim() === '';
  if (!bottomEmpty || !topEmpty) {
    // One side alone is allowed: an open band below (no floor) or above (no ceiling).
    const bottom = bottomEmpty ? 0n : positive(draft.bandBottomText, coinDecimals, 'bandBottom');
    const top = topEmpty ? 2n ** 255n : positive(draft.bandTopText, coinDecimals, 'bandTop');
    if (bottom !== undefined && top !== undefined) {
      if (top <= bottom) problems.push('band');
      else band = { bottom, top };
    }
  }
  const budgetWei = optional(draft.budgetText, coinDecimals, 'budget');
  const targetVolumeWei = optional(draft.volumeText, coinDecimals, 'volume');
  let durationMinutes: number | undefined;
  if (draft.durationText.trim() !== '') {
    durationMinutes = wholeNumber(draft.durationText, 1, MAX_DURATION_MINUTES);
    if (durationMinutes === undefined) problems.push('duration');
  }
  let maxTrades: number | undefined;
  if (draft.maxTradesText.trim() !== '') {
    maxTrades = wholeNumber(draft.maxTradesText, 1, 1_000_000);
    if (maxTrades === undefined) problems.push('maxTrades');
  }
  return {
    pattern,
    buyRange,
    sellRange,
    intervalSeconds,
    slippageBps,
    deadlineMinutes,
    band,
    budgetWei,
    targetVolumeWei,
    durationMinutes,
    maxTrades,
    problems,
  };
}
