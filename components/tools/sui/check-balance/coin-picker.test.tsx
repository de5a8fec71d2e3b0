/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithBatchMessages } from '@/components/batch/render-with-batch-messages';
import { SUI_USDC, SuiCoinPicker } from './coin-picker';

/** The picker with real state behind it, as the checker holds it. */
function Harness() {
  const [includeSui, setIncludeSui] = useState(false);
  const [coins, setCoins] = useState<string[]>([]);
  return <SuiCoinPicker includeSui={includeSui} onIncludeSui={setIncludeSui} coins={coins} onCoins={setCoins} />;
}

const box = () => screen.getByLabelText('Coin types') as HTMLInputElement;
const paste = (text: string) => {
  fireEvent.change(box(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
};
const DEEP = `0x${'ab'.repeat(32)}::deep::DEEP`;

describe('SuiCoinPicker (the shared token-columns picker in Sui words)', () => {
  it('ticks SUI for its coin type, normalizes coin types, reports repeats and bad entries, keeps only the bad ones', () => {
    renderWithBatchMessages(<Harness />);
    const sui = screen.getByRole('checkbox', { name: 'SUI' }) as HTMLInputElement;
    expect(sui.checked).toBe(false);

    paste(`0x2::sui::SUI, 0xAB${'ab'.repeat(31)}::deep::DEEP ${DEEP}；usdc`);
    expect(sui.checked).toBe(true);
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('code')?.textContent)).toEqual([DEEP]);
    expect(screen.getByText('Not a coin type: usdc')).toBeInTheDocument();
    expect(screen.getByText(`Already in the list: ${DEEP}`)).toBeInTheDocument();
    expect(box().value).toBe('usdc');

    fireEvent.click(screen.getByRole('button', { name: 'Add USDC' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add USDC' })).toBeNull();
    expect(screen.queryByText('Not a coin type: usdc')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: `Remove ${SUI_USDC}` }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add USDC' })).toBeInTheDocument();
  });
});
