import type { AmountRule } from '@/chains/evm/dex/amounts';
import { MAX_SLIPPAGE_BPS } from '@/chains/evm/dex/amounts';
import { tryParseDecimal } from '@/lib/fees/decimal';

/** What the trade page's draft keeps (lib/client/tool-draft.ts): settings only, never keys. */
export interface TradeDraft {
  tokenText: string;
  side: 'buy' | 'sell';
  /** A registry DEX id, or 'custom-v2' / 'custom-v3' with the router (and quoter) typed below. */
  dexChoice: string;
  routerText: string;
  quoterText: string;
  amountMode: AmountRule['mode'];
  amountText: string;
  minText: string;
  maxText: string;
  percentText: string;
  slippageText: string;
  deadlineText: string;
  gasLimitText: string;
  gasPriceText: string;
}

export const EMPTY_TRADE_DRAFT: TradeDraft = {
  tokenText: '',
  side: 'buy',
  dexChoice: '',
  routerText: '',
  quoterText: '',
  amountMode: 'fixed',
  amountText: '',
  minText: '',
  maxText: '',
  percentText: '100',
  slippageText: '1',
  deadlineText: '20',
  gasLimitText: '',
  gasPriceText: '',
};

export function parseTradeDraft(raw: unknown): TradeDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  const draft = { ...EMPTY_TRADE_DRAFT };
  for (const key of Object.keys(EMPTY_TRADE_DRAFT) as (keyof TradeDraft)[]) {
    if (typeof value[key] !== 'string') return null;
    (draft as Record<string, string>)[key] = value[key] as string;
  }
  if (draft.side !== 'buy' && draft.side !== 'sell') return null;
  if (!['fixed', 'range', 'percent'].includes(draft.amountMode)) return null;
  return draft;
}

export type FieldProblem =
  | 'amount'
  | 'min'
  | 'max'
  | 'range'
  | 'percent'
  | 'slippage'
  | 'deadline'
  | 'gasLimit'
  | 'gasPrice';

/** Slippage in percent with up to two decimals ("0.5" → 50 bps), 0–50 %. */
export function parseSlippage(text: string): number | undefined {
  const bps = tryParseDecimal(text.trim(), 2);
  if (bps === undefined || bps > BigInt(MAX_SLIPPAGE_BPS)) return undefined;
  return Number(bps);
}

export interface ParsedTradeForm {
  rule?: AmountRule;
  slippageBps?: number;
  deadlineMinutes?: number;
  gasLimit?: bigint;
  gasPriceWei?: bigint;
  problems: FieldProblem[];
}

/** The numbers of the form, exact (base units, basis points): each field that cannot be read is named. */
export function parseTradeForm(draft: TradeDraft, amountDecimals: number | undefined): ParsedTradeForm {
  const problems: FieldProblem[] = [];
  let rule: AmountRule | undefined;
  const amount = (text: string, problem: FieldProblem) => {
    if (amountDecimals === undefined) return undefined;
    const value = tryParseDecimal(text.trim(), amountDecimals);
    if (value === undefined || value <= 0n) problems.push(problem);
    return value !== undefined && value > 0n ? value : undefined;
  };
  if (draft.amountMode === 'fixed') {
    const value = amount(draft.amountText, 'amount');
    if (value !== undefined) rule = { mode: 'fixed', amount: value };
  } else if (draft.amountMode === 'range') {
    const min = amount(draft.minText, 'min');
    const max = amount(draft.maxText, 'max');
    if (min !== undefined && max !== undefined) {
      if (max < min) problems.push('range');
      else rule = { mode: 'range', min, max };
    }
  } else {
    const bps = tryParseDecimal(draft.percentText.trim(), 2);
    if (bps === undefined || bps <= 0n || bps > 10_000n) problems.push('percent');
    else rule = { mode: 'percent', bps: Number(bps) };
  }
  const slippageBps = parseSlippage(draft.slippageText);
  if (slippageBps === undefined) problems.push('slippage');
  const deadline = Number(draft.deadlineText.trim());
  const deadlineMinutes = Number.isInteger(deadline) && deadline >= 1 && deadline <= 1440 ? deadline : undefined;
  if (deadlineMinutes === undefined) problems.push('deadline');
  let gasLimit: bigint | undefined;
  if (draft.gasLimitText.trim() !== '') {
    const value = tryParseDecimal(draft.gasLimitText.trim(), 0);
    if (value === undefined || value < 21_000n || value > 16_777_216n) problems.push('gasLimit');
    else gasLimit = value;
  }
  let gasPriceWei: bigint | undefined;
  if (draft.gasPriceText.trim() !== '') {
    const value = tryParseDecimal(draft.gasPriceText.trim(), 9);
    if (value === undefined || value <= 0n) problems.push('gasPrice');
    else gasPriceWei = value;
  }
  return { rule, slippageBps, deadlineMinutes, gasLimit, gasPriceWei, problems };
}
