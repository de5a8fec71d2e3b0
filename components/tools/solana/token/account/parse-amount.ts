import { parseTokenAmount, TokenInputError, type TokenInputIssue } from '@/chains/solana/token/validate';

/** An amount typed for burn or mint, as base units of the mint's decimals, or the issue to show under the field. */
export function parseAmountField(text: string, decimals: number): { units?: bigint; issue?: TokenInputIssue } {
  try {
    return { units: parseTokenAmount(text, decimals, 'amount') };
  } catch (error) {
    if (error instanceof TokenInputError) return { issue: error.issues[0] };
    throw error;
  }
}
