/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { BatchProgress } from './batch-progress';
import { renderWithBatchMessages } from './render-with-batch-messages';

describe('BatchProgress', () => {
  it('shows rows per status and the share done', () => {
    renderWithBatchMessages(
      <BatchProgress counts={{ pending: 10, sent: 20, confirmed: 60, failed: 10, total: 100 }} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '70');
    expect(screen.getByRole('status')).toHaveTextContent('70 of 100 rows done');
    const counts = [...document.querySelectorAll('[data-status]')].map((item) => item.textContent);
    expect(counts).toEqual(['Waiting10', 'Sent20', 'Confirmed60', 'Failed10']);
  });

  it('is empty, not broken, without rows, and speaks Chinese', () => {
    renderWithBatchMessages(
      <BatchProgress counts={{ pending: 0, sent: 0, confirmed: 0, failed: 0, total: 0 }} />,
      'cn',
    );
    expect(screen.getByRole('progressbar', { name: '进度' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('status')).toHaveTextContent('已完成 0 / 0 行');
  });
});
