/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { type BatchDriver, BatchExecutor, createJob, loadJob, planChunks, SecretInJobError } from '@/lib/batch';
import { useBatchExecutor } from './use-batch-executor';

function Probe({ executor, tool }: { executor: BatchExecutor; tool: string }) {
  const { snapshot, saveError } = useBatchExecutor(executor, tool);
  return (
    <p>
      {snapshot.counts.confirmed}/{snapshot.counts.total} {saveError instanceof SecretInJobError ? 'refused' : 'saved'}
    </p>
  );
}

const driver: BatchDriver = {
  send: async (chunk) => `0x${chunk.id}`,
  wait: async () => 'confirmed',
  checkOnChain: async () => false,
};

describe('useBatchExecutor', () => {
  beforeEach(() => localStorage.clear());

  it('renders live counts and saves every change for a resume', async () => {
    const rows = [{ line: 1, address: 'a' }];
    const executor = new BatchExecutor(createJob(rows, planChunks(rows, { capacity: 1 })), driver);
    render(<Probe executor={executor} tool="tool" />);
    expect(screen.getByText('0/1 saved')).toBeInTheDocument();
    await act(() => executor.run());
    expect(screen.getByText('1/1 saved')).toBeInTheDocument();
    expect(loadJob('tool')?.chunks[0]).toMatchObject({ status: 'confirmed', txHash: '0x0' });
  });

  it('refuses to save a job holding a key, and the run goes on', async () => {
    const rows = [{ line: 1, address: 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' }];
    const executor = new BatchExecutor(createJob(rows, planChunks(rows, { capacity: 1 })), driver);
    render(<Probe executor={executor} tool="tool" />);
    await act(() => executor.run());
    expect(screen.getByText('1/1 refused')).toBeInTheDocument();
    expect(localStorage.getItem('chainkit:batch:tool')).toBeNull();
  });
});
