/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import { CostSummary } from './cost-summary';
import { renderWithBatchMessages } from './render-with-batch-messages';

const BNB = { symbol: 'BNB', decimals: 18 };
const USDT = { symbol: 'USDT', decimals: 6 };

describe('CostSummary', () => {
  it('shows fees in the native coin and the exact total per token', () => {
    renderWithBatchMessages(
      <CostSummary
        summary={{
          transactionCount: 25,
          networkFee: 1_234_000_000_000_000n,
          serviceFee: 8_000_000_000_000_000n,
          totals: [
            { token: BNB, amount: 9_234_000_000_000_000n },
            { token: USDT, amount: 5_000_000_000_001n },
          ],
          simulationFailures: [],
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Cost before signing' });
    const values = [...section.querySelectorAll('dt')].map((term) => [
      term.textContent,
      [...(term.parentElement as HTMLElement).querySelectorAll('dd')].map((value) => value.textContent),
    ]);
    expect(values).toEqual([
      ['Transactions', ['25']],
      ['Network fee (estimate)', ['≈ 0.001234 BNB']],
      ['Service fee', ['0.008 BNB']],
      ['Total', ['0.009234 BNB', '5000000.000001 USDT']],
    ]);
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the transactions a simulation says would fail, in the user language', () => {
    renderWithBatchMessages(
      <CostSummary
        summary={{
          transactionCount: 2,
          networkFee: 0n,
          serviceFee: 0n,
          totals: [{ token: BNB, amount: 0n }],
          simulationFailures: [
            { chunkId: 1, lines: [202, 203, 401], error: new AppError(CLIENT_CODE.EXECUTION_REVERTED) },
          ],
        }}
      />,
      'cn',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      '第 2 笔交易（第 202–401 行）预计会失败：交易执行失败，请检查余额和参数',
    );
  });
});
