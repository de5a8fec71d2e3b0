import { SOLANA_NATIVE_DECIMALS } from '@/chains/solana/balances';
import { formatDecimal } from '@/lib/fees/decimal';

/** Lamports as SOL, exactly (no rounding, no exponent): 2039280n → '0.00203928 SOL'. */
export function solText(lamports: bigint): string {
  return `${formatDecimal(lamports, SOLANA_NATIVE_DECIMALS)} SOL`;
}
