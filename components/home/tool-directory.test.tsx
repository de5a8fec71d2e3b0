/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { type DirectoryItem, ToolDirectory } from './tool-directory';

const item = (overrides: Partial<DirectoryItem>): DirectoryItem => ({
  routeName: 'x',
  href: '/en/x',
  title: 'X',
  category: 'batch',
  categoryLabel: 'Batch tools',
  chain: 'evm',
  chainLabel: 'EVM',
  ...overrides,
});

const ITEMS = [
  item({ routeName: 'send', title: 'EVM Batch Sender', href: '/en/batch/send-token' }),
  item({
    routeName: 'sol',
    title: 'Solana Batch Sender',
    href: '/en/solana/batch/send',
    chain: 'solana',
    chainLabel: 'Solana',
  }),
  item({
    routeName: 'gen',
    title: 'Wallet Generator',
    href: '/en/batch/generate-wallet',
    category: 'wallet',
    categoryLabel: 'Wallet tools',
  }),
];

const LABELS = {
  searchLabel: 'Search tools',
  searchPlaceholder: 'e.g.',
  chainFilter: 'Chain',
  categoryFilter: 'Category',
  allChains: 'All chains',
  allCategories: 'All categories',
  noMatch: 'No tool matches this search.',
};

describe('ToolDirectory', () => {
  it('shows every tool as a link', () => {
    render(<ToolDirectory items={ITEMS} labels={LABELS} />);
    expect(screen.getByRole('link', { name: /EVM Batch Sender/ })).toHaveAttribute('href', '/en/batch/send-token');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('offers the chains and categories of its tools only', () => {
    render(<ToolDirectory items={ITEMS} labels={LABELS} />);
    const chains = [...(screen.getByLabelText('Chain') as HTMLSelectElement).options].map((option) => option.text);
    expect(chains).toEqual(['All chains', 'EVM', 'Solana']);
  });

  it('filters by chain, category and search text', () => {
    render(<ToolDirectory items={ITEMS} labels={LABELS} />);
    fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'solana' } });
    expect(screen.getByText('Solana Batch Sender')).toBeInTheDocument();
    expect(screen.queryByText('EVM Batch Sender')).toBeNull();
    fireEvent.change(screen.getByLabelText('Chain'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'wallet' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Search tools'), { target: { value: 'sender' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Search tools'), { target: { value: 'teleport' } });
    expect(screen.getByText('No tool matches this search.')).toBeInTheDocument();
  });
});
