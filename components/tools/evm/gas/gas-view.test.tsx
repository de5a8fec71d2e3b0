/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createFakeHttpClient } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import type { GasPageData } from '@/lib/server/gas/page-data';
import type { ChainGasView } from '@/lib/server/gas/snapshot';
import { chartPath } from './gas-chart';
import { GAS_REFRESH_MS, GasView } from './gas-view';

const GAS = 'GET /api/v1/gas';

function row(chainId: number, name: string, symbol: string, standard: string, usd: string | null): ChainGasView {
  return {
    chainId,
    slug: name.toLowerCase(),
    name,
    symbol,
    isStale: false,
    figures: {
      blockNumber: '123',
      baseFeeGwei: '1',
      tiers: {
        slow: { priorityGwei: '0.5', priceGwei: '1.5' },
        standard: { priorityGwei: '1', priceGwei: standard },
        fast: { priorityGwei: '2', priceGwei: '3' },
      },
      nativeTransfer: '0.000042',
      erc20Transfer: '0.00013',
      nativeTransferUsd: usd,
      erc20TransferUsd: usd === null ? null : '0.39',
      readAt: '2026-11-25T12:00:00.000Z',
    },
  };
}

const INITIAL: GasPageData = {
  chains: [
    row(1, 'Ethereum', 'ETH', '2', '0.12'),
    row(5000, 'Mantle', 'MNT', '0.02', null),
    { chainId: 146, slug: 'sonic', name: 'Sonic', symbol: 'S', isStale: false, figures: null },
  ],
  minGwei: '0.02',
  maxGwei: '2',
  history: {
    1: [
      { time: 0, gwei: '1' },
      { time: 300_000, gwei: '3' },
      { time: 600_000, gwei: '2' },
    ],
  },
};

describe('GasView', () => {
  afterEach(() => jest.useRealTimers());

  it('shows each chain with its tiers and costs, USD only where a price is known, and the range', () => {
    renderWithProviders(<GasView initial={INITIAL} />, { http: createFakeHttpClient({ [GAS]: INITIAL }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gas tracker');
    expect(screen.getByText('Standard prices now range from 0.02 to 2 Gwei across these chains.')).toBeInTheDocument();
    const ethereum = screen.getByRole('row', { name: /Ethereum/ });
    expect(
      within(ethereum)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '1.5tip 0.5', '2tip 1', '3tip 2', '0.000042 ETH ≈ $0.12', '0.00013 ETH ≈ $0.39']);
    const mantle = screen.getByRole('row', { name: /Mantle/ });
    expect(within(mantle).getByText(/0.000042 MNT/)).not.toHaveTextContent('$');
    expect(within(screen.getByRole('row', { name: /Sonic/ })).getByText(/Not available right now/)).toBeInTheDocument();
  });

  it("draws the chosen chain's last 24 hours, and says when there is nothing to draw yet", () => {
    renderWithProviders(<GasView initial={INITIAL} />, { http: createFakeHttpClient({ [GAS]: INITIAL }) });
    expect(screen.getByRole('img', { name: /Ethereum .* from 1 to 3 Gwei/ })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Chain'), { target: { value: '5000' } });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/The chart fills in as samples are taken/)).toBeInTheDocument();
  });

  it('asks the server again every 15 seconds', async () => {
    jest.useFakeTimers();
    const later: GasPageData = {
      ...INITIAL,
      chains: [row(1, 'Ethereum', 'ETH', '7', null)],
      minGwei: '7',
      maxGwei: '7',
    };
    const http = createFakeHttpClient({ [GAS]: later });
    renderWithProviders(<GasView initial={INITIAL} />, { http });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(GAS_REFRESH_MS + 100);
    });
    expect(screen.getByText('Standard prices now range from 7 to 7 Gwei across these chains.')).toBeInTheDocument();
  });

  it('scales the chart line to its box', () => {
    expect(chartPath([{ time: 0, gwei: '1' }])).toBeNull();
    const line = chartPath(INITIAL.history[1]);
    expect(line).toMatchObject({ min: 1, max: 3 });
    expect(line?.path.startsWith('M8.0,212.0 L360.0,8.0')).toBe(true);
  });
});
