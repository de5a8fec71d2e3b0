/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { getAddress } from 'viem';
import { renderWithBatchMessages } from '@/components/batch/render-with-batch-messages';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import { BatchExecutor, type BatchRow, createJob, loadJob } from '@/lib/batch';
import { CLIENT_CODE } from '@/lib/errors';
import en from '@/messages/en.json';
import { AssetPanel, type AssetPanelProps } from './asset-panel';
import type { SendPlan } from './build-plan';
import type { ChainAccess } from './chain-access';
import { PlanPanel, parseCap } from './plan-panel';
import { NotATokenError } from './read-chain';
import { SendButton, type SendFacts, sendBlocker } from './send-button';
import { SendRun } from './send-run';
import { type CurrentJob, fromStoredMeta, SEND_TOKEN_TOOL, type SendJobMeta, toStoredMeta } from './use-send-job';

const FROM = getAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906');
const TOKEN = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3');
const BNB = { symbol: 'BNB', decimals: 18 };
const USDT = { symbol: 'tUSDT', decimals: 6 };

function assetPanel(overrides: Partial<AssetPanelProps> = {}) {
  const props: AssetPanelProps = {
    locale: 'en',
    chain: 'BNB Smart Chain',
    native: BNB,
    kind: 'erc20',
    onKind: jest.fn(),
    tokenText: TOKEN,
    onTokenText: jest.fn(),
    isTokenInvalid: false,
    reading: { error: null, isLoading: false },
    ...overrides,
  };
  return renderWithBatchMessages(<AssetPanel {...props} />);
}

function plan(overrides: Partial<SendPlan> = {}): SendPlan {
  const rows: BatchRow[] = Array.from({ length: 300 }, (_, index) => ({ line: index + 1, address: FROM, amount: 1n }));
  const chunks = [0, 1, 2].map((id) => ({
    id,
    lane: 'a',
    rowIndexes: [...Array(100).keys()].map((index) => index + id * 100),
    rows: rows.slice(id * 100, id * 100 + 100),
  }));
  return {
    hasSender: true,
    chunks,
    method: 'erc20Pooled',
    gasPerRecipient: 30_000n,
    blockGasLimit: 30_000_000n,
    gasPrice: 1_000_000_000n,
    isSimulated: true,
    cost: {
      transactionCount: 3,
      networkFee: 9_000_000_000_000_000n,
      serviceFee: 0n,
      totals: [
        { token: BNB, amount: 9_000_000_000_000_000n },
        { token: USDT, amount: 300n },
      ],
      simulationFailures: [],
    },
    shortfalls: [],
    ...overrides,
  };
}

describe('AssetPanel', () => {
  it('shows the token read from the chain and both balances', () => {
    assetPanel({
      reading: {
        data: { nativeBalance: 2n * 10n ** 18n, token: { ...USDT, balance: 1_500_000n, allowance: 0n } },
        error: null,
        isLoading: false,
      },
    });
    expect(screen.getByText('tUSDT · 6 decimals')).toBeInTheDocument();
    expect(screen.getByText('Your balance: 1.5 tUSDT')).toBeInTheDocument();
    expect(screen.getByText('For network fees: 2 BNB')).toBeInTheDocument();
  });

  it('says when the address is no token, or no address at all', () => {
    const { unmount } = assetPanel({ reading: { error: new NotATokenError(TOKEN), isLoading: false } });
    expect(screen.getByRole('alert')).toHaveTextContent('Not an ERC-20 token on this chain');
    unmount();
    assetPanel({ tokenText: '0x12', isTokenInvalid: true });
    expect(screen.getByText('Not a contract address')).toBeInTheDocument();
    expect(screen.getByLabelText('Token contract address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('switches between the native coin and a token, in Chinese too', () => {
    const onKind = jest.fn();
    renderWithBatchMessages(
      <AssetPanel
        locale="cn"
        chain="BNB Smart Chain"
        native={BNB}
        kind="native"
        onKind={onKind}
        tokenText=""
        onTokenText={jest.fn()}
        isTokenInvalid={false}
        reading={{ data: { nativeBalance: 10n ** 17n }, error: null, isLoading: false }}
      />,
      'cn',
    );
    expect(screen.getByText('你的余额：0.1 BNB')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('ERC-20 代币'));
    expect(onKind).toHaveBeenCalledWith('erc20');
  });
});

describe('PlanPanel', () => {
  it('shows the chunks, the cost and what the wallet lacks', () => {
    const shortPlan = plan({ shortfalls: [{ token: USDT, needed: 300_000_000n, available: 1_000_000n }] });
    renderWithBatchMessages(
      <PlanPanel
        locale="en"
        capText="100"
        onCapText={jest.fn()}
        isCapInvalid={false}
        state={{ isPlanning: false, result: { plan: shortPlan, request: {} as never } }}
        isWaiting={false}
      />,
    );
    expect(screen.getByText('300 recipients in 3 transactions of up to 100 each')).toBeInTheDocument();
    expect(screen.getByText('≈ 0.009 BNB')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough tUSDT: 300 needed, your wallet holds 1.');
  });

  it('parses the cap on recipients per transaction', () => {
    expect(parseCap('')).toBeUndefined();
    expect(parseCap(' 100 ')).toBe(100);
    expect(parseCap('0')).toBe('invalid');
    expect(parseCap('1.5')).toBe('invalid');
    expect(parseCap('1e3')).toBe('invalid');
  });
});

describe('sendBlocker', () => {
  const ready: SendFacts = {
    rows: plan().chunks.flatMap((chunk) => chunk.rows),
    asset: { kind: 'erc20', token: TOKEN, ...USDT },
    status: 'deployed',
    tokenState: { ...USDT, balance: 300n, allowance: 300n },
    total: 300n,
    plan: plan(),
    planState: { isPlanning: false },
  };

  it('lets a funded, deployed, approved and simulated batch go', () => {
    expect(sendBlocker(ready)).toBeNull();
  });

  it('names the first step missing', () => {
    expect(sendBlocker({ ...ready, asset: undefined })).toBe('chooseAsset');
    expect(sendBlocker({ ...ready, rows: [] })).toBe('addRows');
    expect(sendBlocker({ ...ready, plan: undefined, planState: { isPlanning: true } })).toBe('waitPlan');
    expect(sendBlocker({ ...ready, plan: undefined, planState: { isPlanning: false, error: new Error('x') } })).toBe(
      'planFailed',
    );
    const short = plan({ shortfalls: [{ token: USDT, needed: 300n, available: 1n }] });
    expect(sendBlocker({ ...ready, plan: short })).toBe('fixFunds');
    expect(sendBlocker({ ...ready, status: 'deployable' })).toBe('deployFirst');
    expect(sendBlocker({ ...ready, tokenState: { ...USDT, balance: 300n, allowance: 299n } })).toBe('approveFirst');
    expect(sendBlocker({ ...ready, plan: plan({ isSimulated: false }) })).toBe('waitPlan');
    const failing = plan();
    failing.cost.simulationFailures = [{ chunkId: 1, lines: [101], error: new Error('x') as never }];
    expect(sendBlocker({ ...ready, plan: failing })).toBe('fixSimulation');
  });

  it('disables the button and says why', () => {
    const onSend = jest.fn();
    renderWithBatchMessages(
      <SendButton
        action="send"
        blocker="approveFirst"
        count={300}
        transactions={3}
        chain="BNB Smart Chain"
        onSend={onSend}
        onConnect={jest.fn()}
        onSwitch={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Send to 300 recipients' })).toBeDisabled();
    expect(screen.getByText('Approve the token first.')).toBeInTheDocument();
  });
});

describe('SendRun', () => {
  giveTablesHeight();

  const meta: SendJobMeta = { chainId: 56, from: FROM, asset: TOKEN, ...USDT, method: 'erc20Pooled' };
  const rows: BatchRow[] = [
    { line: 1, address: TOKEN, amount: 1_000_000n },
    { line: 2, address: FROM, amount: 2_500_000n },
  ];
  const walletAt = (chainId: number, from: string) => ({ chainId, from }) as ChainAccess;

  beforeEach(() => localStorage.clear());

  function currentJob(): CurrentJob {
    const job = createJob(
      rows,
      rows.map((row, id) => ({ id, lane: FROM.toLowerCase(), rowIndexes: [id], rows: [row] })),
      toStoredMeta(meta),
    );
    job.chunks[0] = { ...job.chunks[0], status: 'confirmed', txHash: `0x${'ab'.repeat(32)}` };
    job.chunks[1] = {
      ...job.chunks[1],
      status: 'failed',
      error: { code: CLIENT_CODE.USER_REJECTED, message: 'User rejected the request.' },
    };
    const driver = { send: jest.fn(), wait: jest.fn(), checkOnChain: jest.fn() };
    return { executor: new BatchExecutor(job, driver), meta, isRestored: true };
  }

  it('shows a restored batch with explorer links, saves it, and offers retry to its own wallet only', async () => {
    const job = currentJob();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        {children}
      </NextIntlClientProvider>
    );
    const { rerender } = render(<SendRun job={job} access={undefined} onNewBatch={jest.fn()} onSettled={jest.fn()} />, {
      wrapper,
    });
    expect(screen.getByText(/Your previous batch was restored/)).toBeInTheDocument();
    expect(screen.getByText(/To continue, connect 0x90F79/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry failed rows' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^0xabab/ })).toHaveAttribute(
      'href',
      `https://bscscan.com/tx/0x${'ab'.repeat(32)}`,
    );
    expect(screen.getByText('You rejected the request')).toBeInTheDocument();
    expect(loadJob(SEND_TOKEN_TOOL)?.chunks.map((chunk) => chunk.status)).toEqual(['confirmed', 'failed']);

    await act(async () => {
      rerender(<SendRun job={job} access={walletAt(1, FROM)} onNewBatch={jest.fn()} onSettled={jest.fn()} />);
    });
    expect(screen.queryByRole('button', { name: 'Retry failed rows' })).not.toBeInTheDocument();
    await act(async () => {
      rerender(
        <SendRun job={job} access={walletAt(56, FROM.toLowerCase())} onNewBatch={jest.fn()} onSettled={jest.fn()} />,
      );
    });
    expect(screen.getByRole('button', { name: 'Retry failed rows' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New batch' })).toBeInTheDocument();
  });

  it('keeps what a resume needs in the job, and refuses damaged meta', () => {
    expect(fromStoredMeta(toStoredMeta(meta))).toEqual(meta);
    expect(fromStoredMeta({ ...toStoredMeta(meta), asset: 'native' })).toEqual({ ...meta, asset: 'native' });
    expect(fromStoredMeta({ ...toStoredMeta(meta), method: 'erc721' })).toBeUndefined();
    expect(fromStoredMeta({ ...toStoredMeta(meta), from: 'nobody' })).toBeUndefined();
    expect(fromStoredMeta({})).toBeUndefined();
  });
});
