import type { Address } from 'viem';
import type { AccountCode } from '@/chains/evm/eip7702/designator';
import { type DelegateVerdict, describeDelegate } from '@/chains/evm/eip7702/known-delegates';
import type { AccountState } from '@/chains/evm/eip7702/read';
import { toCsv } from '@/lib/batch/csv';
import { formatBaseUnits } from '@/lib/fees/decimal';

/** One checked address as the table and the CSV show it. */
export interface InspectRow {
  line: number;
  address: Address;
  code: AccountCode;
  verdict: DelegateVerdict | undefined;
  nonce: number;
  balance: bigint;
}

export function inspectRows(lines: readonly { line: number }[], states: readonly AccountState[]): InspectRow[] {
  return states.map((state, index) => ({
    line: lines[index]?.line ?? index + 1,
    address: state.address,
    code: state.code,
    verdict: state.code.kind === 'delegated' ? describeDelegate(state.code.delegate) : undefined,
    nonce: state.nonce,
    balance: state.balance,
  }));
}

export interface InspectCounts {
  total: number;
  delegated: number;
  sweepers: number;
}

export function inspectCounts(rows: readonly InspectRow[]): InspectCounts {
  return {
    total: rows.length,
    delegated: rows.filter((row) => row.code.kind === 'delegated').length,
    sweepers: rows.filter((row) => row.verdict?.kind === 'sweeper').length,
  };
}

/** The check as CSV: what each address is, its delegate and that delegate's name or warning. */
export function inspectCsv(rows: readonly InspectRow[], decimals: number, symbol: string): string {
  const data = rows.map((row) => [
    row.line,
    row.address,
    row.code.kind,
    row.code.kind === 'delegated' ? row.code.delegate : '',
    row.verdict && row.verdict.kind !== 'unknown' ? row.verdict.delegate.name : '',
    row.verdict?.kind === 'sweeper' ? 'sweeper' : '',
    row.nonce,
    formatBaseUnits(row.balance, decimals),
  ]);
  return toCsv(
    {
      fields: ['line', 'address', 'state', 'delegate', 'delegateName', 'warning', 'nonce', `balance (${symbol})`],
      data,
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}
