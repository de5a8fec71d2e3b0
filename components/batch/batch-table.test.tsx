/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { createJob, type JobState, planChunks } from '@/lib/batch';
import { CLIENT_CODE } from '@/lib/errors';
import { BatchTable } from './batch-table';
import { renderWithBatchMessages } from './render-with-batch-messages';
import { giveTablesHeight } from './testing/table-height';

const VIEWPORT = 480;
const ROW_HEIGHT = 36;

function bigJob(count: number): JobState {
  const rows = Array.from({ length: count }, (_, index) => ({
    line: index + 2,
    address: `0x${index.toString(16).padStart(40, '0')}`,
    amount: BigInt(index + 1) * 1_000_000n + 5n,
  }));
  const job = createJob(rows, planChunks(rows, { capacity: 200 }));
  job.chunks[0] = { ...job.chunks[0], status: 'confirmed', txHash: `0x${'ab'.repeat(32)}` };
  if (job.chunks[20]) {
    job.chunks[20] = {
      ...job.chunks[20],
      status: 'failed',
      txHash: '0xdead',
      error: { code: CLIENT_CODE.INSUFFICIENT_BALANCE, message: 'insufficient funds' },
    };
  }
  return job;
}

giveTablesHeight(VIEWPORT);

const txUrl = (hash: string) => `https://bscscan.com/tx/${hash}`;
const dataRows = () => document.querySelectorAll('tbody tr[data-index]');

describe('BatchTable', () => {
  it('keeps fewer than 100 of 5,000 rows in the DOM and follows the scroll', () => {
    renderWithBatchMessages(<BatchTable job={bigJob(5000)} amountDecimals={6} txUrl={txUrl} />);
    const rendered = dataRows();
    expect(rendered.length).toBeGreaterThanOrEqual(VIEWPORT / ROW_HEIGHT);
    expect(rendered.length).toBeLessThan(100);
    expect(within(rendered[0] as HTMLElement).getByText('2')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Batch rows' });
    const scroller = table.parentElement as HTMLElement;
    fireEvent.scroll(scroller, { target: { scrollTop: 4100 * ROW_HEIGHT } });
    const row = document.querySelector('tr[data-index="4100"]') as HTMLElement;
    expect(row).not.toBeNull();
    expect(row).toHaveTextContent('4102');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('Insufficient balance');
    expect(within(row).getByRole('link')).toHaveAttribute('href', 'https://bscscan.com/tx/0xdead');
    expect(dataRows().length).toBeLessThan(100);
    expect(document.querySelector('tr[data-index="0"]')).toBeNull();
  });

  it('shows each row with its exact amount, status and explorer link', () => {
    renderWithBatchMessages(<BatchTable job={bigJob(3)} amountDecimals={6} txUrl={txUrl} />, 'cn');
    const rows = screen.getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['行号', '地址', '数量', '状态', '交易', '错误']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', `0x${'0'.repeat(40)}`, '1.000005', '已确认', '0xabababab…ababab', '']);
    expect(within(rows[1]).getByRole('link')).toHaveAttribute('href', `https://bscscan.com/tx/0x${'ab'.repeat(32)}`);
  });
});
