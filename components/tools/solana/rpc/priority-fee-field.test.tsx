/** @jest-environment jsdom */
import { Keypair, type PublicKey, type RecentPrioritizationFees } from '@solana/web3.js';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { PriorityFeeRpc } from '@/chains/solana/priority-fee';
import { renderWithBatchMessages } from '@/components/batch/render-with-batch-messages';
import type { Locale } from '@/lib/i18n/config';
import { parsePriorityFee } from './priority-fee';
import { PriorityFeeField, priorityFeeLamports } from './priority-fee-field';

/** A node's answer to getRecentPrioritizationFees, held until the test lets it go; every question recorded. */
function fakeRpc() {
  const asked: (PublicKey[] | undefined)[] = [];
  let answer: (result: RecentPrioritizationFees[] | Error) => void = () => undefined;
  const rpc: PriorityFeeRpc = {
    getRecentPrioritizationFees: (config) => {
      asked.push(config?.lockedWritableAccounts);
      return new Promise((resolve, reject) => {
        answer = (result) => (result instanceof Error ? reject(result) : resolve(result));
      });
    },
  };
  const reply = (result: number[] | Error) =>
    act(async () =>
      answer(result instanceof Error ? result : result.map((prioritizationFee, slot) => ({ slot, prioritizationFee }))),
    );
  return { rpc, asked, reply };
}

const PAYER = Keypair.generate().publicKey;
const RECIPIENT = Keypair.generate().publicKey;

function Field({ rpc }: { rpc: PriorityFeeRpc }) {
  const [text, setText] = useState('');
  return <PriorityFeeField text={text} onText={setText} rpc={rpc} writableAccounts={() => [PAYER, RECIPIENT]} />;
}

/** The field of a page that knows its batch: 3 transactions, 450,000 compute units in all. */
const NO_RPC: PriorityFeeRpc = { getRecentPrioritizationFees: async () => [] };

function BatchField({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  return (
    <PriorityFeeField
      text={text}
      onText={setText}
      rpc={NO_RPC}
      writableAccounts={() => []}
      batch={{ transactions: 3, units: 450_000 }}
    />
  );
}

const render = (rpc: PriorityFeeRpc, locale: Locale = 'en') => renderWithBatchMessages(<Field rpc={rpc} />, locale);
const box = () => screen.getByLabelText('Priority fee (micro-lamports per compute unit, optional)') as HTMLInputElement;
const suggestButton = () => screen.getByRole('button', { name: 'Suggest from recent network fees' });

describe('PriorityFeeField', () => {
  it('asks the RPC about the written accounts and fills in the 75th percentile of recent fees', async () => {
    const { rpc, asked, reply } = fakeRpc();
    render(rpc);
    fireEvent.click(suggestButton());
    expect(screen.getByRole('status').textContent).toBe('Asking the RPC…');
    expect(suggestButton().matches(':disabled')).toBe(true);
    await reply([0, 1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000]);

    expect(asked).toEqual([[PAYER, RECIPIENT]]);
    expect(box().value).toBe('5000');
    expect(screen.getByRole('status').textContent).toBe(
      'Suggested 5000: the lowest fee that landed in 3 of 4 recent slots, for transactions writing these accounts (at most 200000).',
    );
    expect(suggestButton().matches(':disabled')).toBe(false);
  });

  it('says so when recent slots paid no priority fee, in both languages', async () => {
    for (const [locale, none] of [
      ['en', '0 — no recent priority fees'],
      ['cn', '0 — 近期没有优先费'],
    ] as const) {
      const { rpc, reply } = fakeRpc();
      const { unmount } = render(rpc, locale);
      fireEvent.change(screen.getByRole('textbox'), { target: { value: '900' } });
      fireEvent.click(screen.getByRole('button'));
      await reply([0, 0, 0]);
      expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('0');
      expect(screen.getByRole('status').textContent).toBe(none);
      unmount();
    }
  });

  it('shows the refusal of an RPC that does not answer the question, and keeps the typed fee', async () => {
    const { rpc, reply } = fakeRpc();
    render(rpc);
    fireEvent.change(box(), { target: { value: '1200' } });
    fireEvent.click(suggestButton());
    await reply(new Error('failed to get recent prioritization fees: 403 Forbidden'));

    expect(box().value).toBe('1200');
    expect(screen.getByRole('alert').textContent).toBe(
      'The RPC refused the question about recent priority fees (failed to get recent prioritization fees: 403 Forbidden). Type a fee yourself, or leave it empty.',
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('drops an answer that arrives after the user typed a fee', async () => {
    const { rpc, reply } = fakeRpc();
    render(rpc);
    fireEvent.click(suggestButton());
    fireEvent.change(box(), { target: { value: '42' } });
    await reply([9_000]);
    expect(box().value).toBe('42');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('refuses what is not a whole number up to 100,000,000', () => {
    render(fakeRpc().rpc);
    fireEvent.change(box(), { target: { value: '1.5' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole number from 0 to 100000000');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect([' ', '0', ' 7 ', '100000000', '100000001', '-1', '1e3'].map(parsePriorityFee)).toEqual([
      0n,
      0n,
      7n,
      100_000_000n,
      'invalid',
      'invalid',
      'invalid',
    ]);
  });

  it('says in plain words what the fee is, and what the typed price costs in SOL for this batch', () => {
    const { unmount } = renderWithBatchMessages(<BatchField initial="" />);
    expect(screen.getByText(/A priority fee is an optional tip that gets your transactions in sooner/)).toBeTruthy();
    expect(screen.getByTestId('priority-fee-cost').textContent).toBe(
      'For example, 10000 on a transaction of 200000 compute units costs 0.000002 SOL more.',
    );
    fireEvent.change(box(), { target: { value: '10000' } });
    // 450,000 units × 10,000 micro-lamports = 4,500 lamports.
    expect(screen.getByTestId('priority-fee-cost').textContent).toBe(
      "At 10000 per unit, this batch's 3 transactions (about 450,000 compute units in all) pay about 0.0000045 SOL more.",
    );
    unmount();
    renderWithBatchMessages(<BatchField initial="10000" />, 'cn');
    expect(screen.getByTestId('priority-fee-cost').textContent).toBe(
      '按每单元 10000 计算，本批 3 笔交易（共约 450,000 个计算单元）大约多付 0.0000045 SOL。',
    );
    expect(priorityFeeLamports(3n, 1)).toBe(1n);
  });
});
