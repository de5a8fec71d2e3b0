/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { type BatchDriver, BatchExecutor, createJob, planChunks } from '@/lib/batch';
import { BatchControls } from './batch-controls';
import { renderWithBatchMessages } from './render-with-batch-messages';
import { useBatchExecutor } from './use-batch-executor';

function Harness({ executor }: { executor: BatchExecutor }) {
  const { snapshot } = useBatchExecutor(executor, 'test-tool');
  return <BatchControls executor={executor} snapshot={snapshot} amountDecimals={6} exportFileName="results.csv" />;
}

describe('BatchControls', () => {
  it('starts, retries only after a failure, exports results and keeps the job saved', async () => {
    const rows = [
      { line: 1, address: 'a', amount: 1_000_000n },
      { line: 2, address: 'b', amount: 2_000_000n },
    ];
    let isFirstTry = true;
    const sent: number[] = [];
    const driver: BatchDriver = {
      send: async (chunk) => {
        sent.push(chunk.id);
        if (chunk.id === 1 && isFirstTry) {
          isFirstTry = false;
          throw new Error('insufficient funds for transfer');
        }
        return `0xhash${chunk.id}`;
      },
      wait: async () => 'confirmed',
      checkOnChain: async () => false,
    };
    const executor = new BatchExecutor(createJob(rows, planChunks(rows, { capacity: 1 })), driver);
    renderWithBatchMessages(<Harness executor={executor} />);
    expect(screen.queryByRole('button', { name: 'Retry failed rows' })).not.toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    });
    expect(sent).toEqual([0, 1]);
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    const saved = JSON.parse(localStorage.getItem('chainkit:batch:test-tool') as string);
    expect(saved.chunks.map((chunk: { status: string }) => chunk.status)).toEqual(['confirmed', 'failed']);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry failed rows' }));
    });
    expect(sent).toEqual([0, 1, 1]);
    expect(screen.queryByRole('button', { name: 'Retry failed rows' })).not.toBeInTheDocument();

    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:results';
    };
    URL.revokeObjectURL = () => {};
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Export results (CSV)' }));
    expect(click).toHaveBeenCalledTimes(1);
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blobs[0]);
    });
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(csv).toBe(
      '\uFEFFline,address,amount,status,txHash,error\r\n1,a,1,confirmed,0xhash0,\r\n2,b,2,confirmed,0xhash1,',
    );
    click.mockRestore();
  });
});
