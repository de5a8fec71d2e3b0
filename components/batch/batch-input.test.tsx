/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RowSchema, ValidationResult } from '@/lib/batch';
import { BatchInput } from './batch-input';
import { renderWithBatchMessages } from './render-with-batch-messages';

const evmLike = (text: string) => (/^0x[0-9a-f]{40}$/i.test(text) ? text.toLowerCase() : undefined);
const SEND: RowSchema = { address: evmLike, amountDecimals: 6, duplicates: 'error', maxRows: 3 };
const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(40)}`;

function setup(schema: RowSchema = SEND, locale: 'en' | 'cn' = 'en') {
  const results: ValidationResult[] = [];
  renderWithBatchMessages(<BatchInput schema={schema} onChange={(result) => results.push(result)} />, locale);
  const textarea = screen.getByRole('textbox');
  return { results, textarea, latest: () => results[results.length - 1] };
}

function problemLines() {
  const list = screen.queryByRole('region', { name: /Rows with problems/ });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
}

describe('BatchInput', () => {
  it('lists each problem with the line number the user sees, and reports the valid rows', async () => {
    const { textarea, latest } = setup();
    fireEvent.change(textarea, { target: { value: `# header comment\n${A},1.5\n\nbad,2\n${B},0.0000001\n${A},3` } });
    await waitFor(() => expect(problemLines()).toHaveLength(3));
    expect(problemLines()).toEqual([
      'Line 4: Invalid address',
      'Line 5: More than 6 decimal places',
      'Line 6: Same address as line 2',
    ]);
    expect(screen.getByText('1 of 4 rows ready')).toBeInTheDocument();
    expect(latest().rows).toEqual([{ line: 2, address: A, amount: 1_500_000n }]);
  });

  it('removes invalid rows and merges duplicates by rewriting the text', async () => {
    const { textarea } = setup({ ...SEND, duplicates: 'warning' });
    fireEvent.change(textarea, { target: { value: `${A},0.1\nbad,2\n${A},0.2` } });
    await waitFor(() => expect(problemLines()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Merge duplicates' }));
    expect(textarea).toHaveValue(`${A},0.3\nbad,2`);
    await waitFor(() => expect(problemLines()).toEqual(['Line 2: Invalid address']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove invalid rows' }));
    expect(textarea).toHaveValue(`${A},0.3`);
    await waitFor(() => expect(problemLines()).toEqual([]));
    expect(screen.queryByRole('button', { name: 'Remove invalid rows' })).not.toBeInTheDocument();
  });

  it('shows one primary action per step: upload while empty, then the first fix, never the problem download', async () => {
    const { textarea } = setup({ ...SEND, duplicates: 'warning' });
    const uploadLabel = () => screen.getByText('Upload CSV / XLSX / TXT').closest('label') as HTMLElement;
    const emphasis = (name: string) => screen.getByRole('button', { name }).getAttribute('data-emphasis');
    const primaryButtons = () =>
      screen
        .queryAllByRole('button')
        .filter((button) => button.getAttribute('data-emphasis') === 'primary')
        .map((button) => button.textContent);
    expect(uploadLabel()).toHaveAttribute('data-emphasis', 'primary');
    expect(uploadLabel()).not.toHaveClass('button--secondary');

    // An invalid row and a duplicate: removing the invalid row is the step's action, merging comes next.
    fireEvent.change(textarea, { target: { value: `${A},0.1\nbad,2\n${A},0.2` } });
    await waitFor(() => expect(problemLines()).toHaveLength(2));
    expect(uploadLabel()).toHaveAttribute('data-emphasis', 'secondary');
    expect(uploadLabel()).toHaveClass('button--secondary');
    expect(primaryButtons()).toEqual(['Remove invalid rows']);
    expect(emphasis('Merge duplicates')).toBe('secondary');
    expect(screen.getByRole('button', { name: 'Merge duplicates' })).toHaveClass('button--secondary');
    expect(emphasis('Download rows with problems (CSV)')).toBe('quiet');
    expect(screen.getByRole('button', { name: 'Download rows with problems (CSV)' })).toHaveClass('button--quiet');

    fireEvent.click(screen.getByRole('button', { name: 'Remove invalid rows' }));
    await waitFor(() => expect(problemLines()).toHaveLength(1));
    expect(primaryButtons()).toEqual(['Merge duplicates']);
    expect(screen.getByRole('button', { name: 'Merge duplicates' })).not.toHaveClass('button--secondary');

    fireEvent.click(screen.getByRole('button', { name: 'Merge duplicates' }));
    await waitFor(() => expect(problemLines()).toEqual([]));
    expect(primaryButtons()).toEqual([]);
    expect(uploadLabel()).toHaveAttribute('data-emphasis', 'secondary');
  });

  it('names the row limit', async () => {
    const { textarea } = setup();
    fireEvent.change(textarea, {
      target: { value: [1, 2, 3, 4].map((n) => `0x${String(n).repeat(40)},1`).join('\n') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many rows: a batch holds at most 3');
  });

  it('loads an uploaded CSV into the box with rows on their file lines', async () => {
    const { textarea } = setup();
    const csv = `address,amount\n"${A}","1,000.5"\n\n"${B}",2\n`;
    const file = { name: 'payroll.csv', text: async () => csv } as File;
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Upload CSV / XLSX / TXT'), { target: { files: [file] } });
    });
    expect(await screen.findByText('Loaded payroll.csv')).toBeInTheDocument();
    expect(textarea).toHaveValue(`address,amount\n${A},1,000.5\n\n${B},2`);
    await waitFor(() =>
      expect(problemLines()).toEqual(['Line 2: Too many columns (write amounts without thousands separators)']),
    );
  });

  it('says when a file cannot be read', async () => {
    setup();
    const file = {
      name: 'broken.xlsx',
      arrayBuffer: async () => new TextEncoder().encode('not a zip').buffer,
    } as File;
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Upload CSV / XLSX / TXT'), { target: { files: [file] } });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not read broken.xlsx: please upload a CSV, XLSX or TXT file',
    );
  });

  it('speaks Chinese', async () => {
    const { textarea } = setup(SEND, 'cn');
    fireEvent.change(textarea, { target: { value: 'bad,1' } });
    expect(await screen.findByText('第 1 行：地址无效')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除无效行' })).toBeInTheDocument();
  });

  it('shows the text a tool keeps (its draft) and reports every change, fixes included', async () => {
    const changes: string[] = [];
    const results: ValidationResult[] = [];
    renderWithBatchMessages(
      <BatchInput
        schema={{ ...SEND, duplicates: 'warning' }}
        onChange={(result) => results.push(result)}
        text={`${A},0.1\n${A},0.2`}
        onTextChange={(text) => changes.push(text)}
      />,
    );
    expect(screen.getByRole('textbox')).toHaveValue(`${A},0.1\n${A},0.2`);
    await waitFor(() => expect(results[results.length - 1]?.rows).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Merge duplicates' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'typed' } });
    expect(changes).toEqual([`${A},0.3`, 'typed']);
  });
});
