/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { type BatchDriver, BatchExecutor, type Chunk, createJob, planChunks } from '@/lib/batch';
import { BatchControls } from './batch-controls';
import { renderWithBatchMessages } from './render-with-batch-messages';
import { useBatchExecutor } from './use-batch-executor';

function Harness({ executor }: { executor: BatchExecutor }) {
  const { snapshot } = useBatchExecutor(executor, 'test-tool');
  return <BatchControls executor={executor} snapshot={snapshot} amountDecimals={6} exportFileName="results.csv" />;
}

/** A tool with its own export whose signer comes and goes (a wallet connected or not). */
function OwnExportHarness({ executor, exportCsv }: { executor: BatchExecutor; exportCsv: () => string }) {
  const { snapshot } = useBatchExecutor(executor, 'own-tool');
  const [canRun, setCanRun] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setCanRun((value) => !value)}>
        toggle signer
      </button>
      <BatchControls
        executor={executor}
        snapshot={snapshot}
        exportFileName="own.csv"
        canRun={canRun}
        exportCsv={exportCsv}
        exportLabel="Export with links"
        testIds={{ start: 'tool-start', retry: 'tool-retry', export: 'tool-export' }}
      />
    </>
  );
}

/** Sends every chunk (after `before`, which may hold one back); chunk 1 fails once, for lack of funds. */
function failingOnceDriver(before: (chunk: Chunk) => Promise<void> = async () => {}) {
  const sent: number[] = [];
  let hasFailedOnce = false;
  const driver: BatchDriver = {
    send: async (chunk) => {
      sent.push(chunk.id);
      await before(chunk);
      if (chunk.id === 1 && !hasFailedOnce) {
        hasFailedOnce = true;
        throw new Error('insufficient funds for transfer');
      }
      return `0xhash${chunk.id}`;
    },
    wait: async () => 'confirmed',
    checkOnChain: async () => false,
  };
  return { driver, sent };
}

/** The files the page offers for download: their blobs, and the clicks on the download link. */
function captureDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return 'blob:results';
  };
  URL.revokeObjectURL = () => {};
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { blobs, click };
}

describe('BatchControls', () => {
  it('starts, retries only after a failure, exports results and keeps the job saved', async () => {
    const rows = [
      { line: 1, address: 'a', amount: 1_000_000n },
      { line: 2, address: 'b', amount: 2_000_000n },
    ];
    const { driver, sent } = failingOnceDriver();
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

    const { blobs, click } = captureDownloads();
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

  it("offers only the export while the job's signer is missing, with a tool's own file, label and test ids", async () => {
    const rows = [{ line: 1, address: 'a', amount: 1n }];
    const sent: number[] = [];
    const driver: BatchDriver = {
      send: async (chunk) => {
        sent.push(chunk.id);
        throw new Error('insufficient funds for transfer');
      },
      wait: async () => 'confirmed',
      checkOnChain: async () => false,
    };
    const executor = new BatchExecutor(createJob(rows, planChunks(rows, { capacity: 1 })), driver);
    const exportCsv = jest.fn(() => 'own,columns');
    renderWithBatchMessages(<OwnExportHarness executor={executor} exportCsv={exportCsv} />);
    const toggleSigner = () => fireEvent.click(screen.getByRole('button', { name: 'toggle signer' }));
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();

    toggleSigner();
    await act(async () => {
      fireEvent.click(screen.getByTestId('tool-start'));
    });
    expect(sent).toEqual([0]);
    expect(screen.getByTestId('tool-retry').textContent).toBe('Retry failed rows');
    toggleSigner();
    expect(screen.queryByTestId('tool-retry')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tool-start')).not.toBeInTheDocument();

    const { blobs, click } = captureDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Export with links' }));
    expect(screen.getByTestId('tool-export').textContent).toBe('Export with links');
    expect(exportCsv).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(text).toContain('own,columns');
    click.mockRestore();
  });

  it('shows one primary action per step: start, then nothing while running, then retry, then the results', async () => {
    const rows = [
      { line: 1, address: 'a', amount: 1n },
      { line: 2, address: 'b', amount: 2n },
    ];
    let release: () => void = () => {};
    const { driver } = failingOnceDriver(async (chunk) => {
      if (chunk.id === 0) await new Promise<void>((resolve) => (release = resolve));
    });
    const executor = new BatchExecutor(createJob(rows, planChunks(rows, { capacity: 1 })), driver);
    renderWithBatchMessages(<Harness executor={executor} />);
    const emphasis = () =>
      Object.fromEntries(
        screen.getAllByRole('button').map((button) => [button.textContent, button.getAttribute('data-emphasis')]),
      );
    const primaries = () =>
      screen.getAllByRole('button').filter((button) => !/button--(secondary|quiet)/.test(button.className));

    expect(emphasis()).toEqual({ Start: 'primary', 'Export results (CSV)': 'quiet' });
    expect(primaries().map((button) => button.textContent)).toEqual(['Start']);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    });
    expect(emphasis()).toEqual({ Pause: 'secondary', Cancel: 'secondary', 'Export results (CSV)': 'quiet' });
    expect(primaries()).toEqual([]);

    await act(async () => release());
    expect(emphasis()).toEqual({ 'Retry failed rows': 'primary', 'Export results (CSV)': 'quiet' });
    expect(primaries().map((button) => button.textContent)).toEqual(['Retry failed rows']);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry failed rows' }));
    });
    expect(emphasis()).toEqual({ 'Export results (CSV)': 'primary' });
    expect(screen.getByRole('button', { name: 'Export results (CSV)' })).toHaveClass('button', 'button--small');
  });
});
