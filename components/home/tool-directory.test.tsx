/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { type DirectoryItem, ToolDirectory } from './tool-directory';

const item = (overrides: Partial<DirectoryItem>): DirectoryItem => ({
  routeName: 'x',
  href: null,
  title: 'X',
  category: 'batch',
  categoryLabel: 'Batch tools',
  chain: 'evm',
  chainLabel: 'EVM',
  ...overrides,
});

const ITEMS = [
  item({ routeName: 'send', title: 'EVM Batch Sender', href: '/en/batch/send-token' }),
  item({ routeName: 'sol', title: 'Solana Batch Sender', chain: 'solana', chainLabel: 'Solana' }),
  item({ routeName: 'gas', title: 'Gas Tracker', category: 'utility', categoryLabel: 'Utilities' }),
];

const LABELS = {
  searchLabel: 'Search tools',
  searchPlaceholder: 'e.g.',
  chainFilter: 'Chain',
  categoryFilter: 'Category',
  allChains: 'All chains',
  allCategories: 'All categories',
  noMatch: 'No tool matches this search.',
  inDevelopment: 'In development',
};

describe('ToolDirectory', () => {
  it('links available tools only; the roadmap is shown without links', () => {
    render(<ToolDirectory items={ITEMS} labels={LABELS} />);
    expect(screen.getByRole('link', { name: /EVM Batch Sender/ })).toHaveAttribute('href', '/en/batch/send-token');
    expect(screen.queryByRole('link', { name: /Solana Batch Sender/ })).toBeNull();
    expect(screen.getAllByText('In development')).toHaveLength(2);
  });

  it('filters by chain, category and search text', () => {
    render(<ToolDirectory items={ITEMS} labels={LABELS} />);
    fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'solana' } });
    expect(screen.getByText('Solana Batch Sender')).toBeInTheDocument();
    expect(screen.queryByText('EVM Batch Sender')).toBeNull();
    fireEvent.change(screen.getByLabelText('Chain'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'utility' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Search tools'), { target: { value: 'sender' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Search tools'), { target: { value: 'teleport' } });
    expect(screen.getByText('No tool matches this search.')).toBeInTheDocument();
  });
});
