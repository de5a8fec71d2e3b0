import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SECRET_MASK } from '../evm/wallet-generation/wallet-row';

/** What `inlineVanityWorker` makes: a `Worker` stand-in that counts the workers the page started. */
interface InlineWorkerClass {
  started: number;
}

/**
 * Registers what every vanity page test starts from: the inline worker as `Worker`, no worker started yet, `cores`
 * logical cores (one thread each by default), and the spies restored after each test.
 */
export function setUpInlineWorker(InlineWorker: InlineWorkerClass, cores: number, reset?: () => void): void {
  beforeEach(() => {
    InlineWorker.started = 0;
    reset?.();
    Object.assign(globalThis, { Worker: InlineWorker });
    Object.defineProperty(navigator, 'hardwareConcurrency', { configurable: true, value: cores });
  });
  afterEach(() => jest.restoreAllMocks());
}

interface VanitySearchRun {
  /** The prefix field's label (each family names what the prefix follows). */
  prefixLabel: string;
  prefix: string;
  suffix: string;
  wanted: number;
  /** The workers the page should start: one per logical core. */
  threads: number;
  timeout: number;
}

/**
 * Runs a search on the rendered page as a visitor does (one thread per core, prefix, suffix, how many), waits for it to
 * finish, checks every key is masked until shown, shows them row by row and returns the keys and addresses shown.
 */
export async function runVanitySearch(InlineWorker: InlineWorkerClass, run: VanitySearchRun) {
  await waitFor(() => expect(screen.getByLabelText('Threads')).toHaveValue(run.threads));
  fireEvent.change(screen.getByLabelText(run.prefixLabel), { target: { value: run.prefix } });
  fireEvent.change(screen.getByLabelText('Suffix'), { target: { value: run.suffix } });
  fireEvent.change(screen.getByLabelText('Addresses to find'), { target: { value: String(run.wanted) } });
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  await waitFor(() => expect(screen.getAllByTestId('vanity-address')).toHaveLength(run.wanted), {
    timeout: run.timeout,
  });
  expect(InlineWorker.started).toBe(run.threads);
  await screen.findByText('Done: every address you asked for was found.');
  // Keys are masked until shown, row by row.
  expect(screen.getAllByTestId('vanity-key').map((cell) => cell.textContent)).toEqual(
    Array(run.wanted).fill(SECRET_MASK),
  );
  for (let row = 1; row <= run.wanted; row++) {
    fireEvent.click(screen.getByRole('button', { name: `Show private key ${row}` }));
  }
  return {
    keys: screen.getAllByTestId('vanity-key').map((cell) => cell.textContent ?? ''),
    addresses: screen.getAllByTestId('vanity-address').map((cell) => cell.textContent ?? ''),
  };
}

/**
 * Starts a search that will not end soon (`value` in the field labelled `label`), then pauses, resumes (the count of
 * addresses checked moves on) and stops it, the status saying each and Start offered again.
 */
export async function pauseResumeStop(label: string, value: string): Promise<void> {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  const status = screen.getByRole('status');
  expect(within(status).getByText('Searching…')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
  expect(within(status).getByText('Paused.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
  expect(within(status).getByText('Searching…')).toBeInTheDocument();
  await waitFor(
    () => expect(Number(screen.getByTestId('vanity-checked').textContent?.replace(/\D/g, ''))).toBeGreaterThan(0),
    { timeout: 10_000 },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
  expect(within(status).getByText('Stopped.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
}
