import { maxUint160 } from 'viem';
import type { Grant } from '@/chains/evm/approvals/grants';
import { knownSpender } from '@/chains/evm/approvals/known-spenders';
import { toCsv } from '@/lib/batch/csv';
import { formatBaseUnits } from '@/lib/fees/decimal';

/** A grant's identity in the page (selection, statuses). */
export function grantKey(grant: Pick<Grant, 'kind' | 'token' | 'spender'>): string {
  return `${grant.kind}:${grant.token}:${grant.spender}`.toLowerCase();
}

/** Allowances this large are "unlimited": 2^255 and up for ERC-20 (max uint256 less spending), 2^159 for Permit2. */
export function isUnlimited(grant: Grant): boolean {
  if (grant.kind === 'operator') return true;
  const floor = grant.kind === 'permit2' ? (maxUint160 + 1n) / 2n : 2n ** 255n;
  return grant.allowance >= floor;
}

/** USD per whole token by upper-case symbol (our price endpoint's symbols). */
export type PriceTable = ReadonlyMap<string, number>;

/**
 * The USD value at risk: min(allowance, balance) × price. Priced by the token's symbol, as the price endpoint is:
 * a token that copies a known symbol is valued as that coin (the estimate errs towards warning).
 */
export function valueAtRisk(grant: Grant, prices: PriceTable): number | undefined {
  if (grant.kind === 'operator' || grant.atRisk === undefined || grant.decimals === undefined || !grant.symbol) {
    return undefined;
  }
  const price = prices.get(grant.symbol.toUpperCase());
  if (price === undefined) return undefined;
  return Number(formatBaseUnits(grant.atRisk, grant.decimals)) * price;
}

export function totalAtRisk(grants: readonly Grant[], prices: PriceTable): number {
  return grants.reduce((sum, grant) => sum + (valueAtRisk(grant, prices) ?? 0), 0);
}

/** An amount as the table shows it: whole tokens for ERC-20 and Permit2, NFT count for collections. */
export function formatAmount(value: bigint | undefined, grant: Grant): string {
  if (value === undefined) return '—';
  return grant.kind === 'operator' || grant.decimals === undefined
    ? value.toString()
    : formatBaseUnits(value, grant.decimals);
}

export function grantsCsv(
  grants: readonly Grant[],
  prices: PriceTable,
  chainId: number,
  status: (grant: Grant) => string,
) {
  return toCsv(
    {
      fields: [
        'kind',
        'token',
        'symbol',
        'spender',
        'spender_name',
        'allowance',
        'unlimited',
        'balance',
        'at_risk',
        'value_usd',
        'expiration',
        'status',
      ],
      data: grants.map((grant) => [
        grant.kind,
        grant.token,
        grant.symbol ?? '',
        grant.spender,
        knownSpender(grant.spender, chainId)?.name ?? '',
        grant.kind === 'operator' ? 'all' : formatAmount(grant.allowance, grant),
        isUnlimited(grant) ? 'yes' : 'no',
        formatAmount(grant.balance, grant),
        formatAmount(grant.atRisk, grant),
        valueAtRisk(grant, prices)?.toFixed(2) ?? '',
        grant.expiration === undefined ? '' : new Date(grant.expiration * 1000).toISOString(),
        status(grant),
      ]),
    },
    { escapeFormulae: true },
  );
}
