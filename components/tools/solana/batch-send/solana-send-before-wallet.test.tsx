/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair } from '@solana/web3.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { createMint, createTestChain, SOL, setLamports, type TestChain } from '@/chains/solana/testing/fixtures';
import type { LiteSvmRpc } from '@/chains/solana/testing/litesvm-rpc';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import { SOLANA_RPC_STORAGE_KEY, useSolanaRpc } from '@/components/tools/solana/rpc/use-solana-rpc';
import { type RecentFeesRpc, withRecentFees } from '@/components/tools/solana/testing/recent-fees';
import { clockedRpc, type TestWallet, testWallet } from '@/components/tools/solana/testing/test-wallet';
import type { Locale } from '@/lib/i18n/config';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { SOLANA_SEND_DRAFT_TOOL } from './send-meta';
import { SolanaSendFlow } from './solana-send-flow';

jest.setTimeout(30_000);

/**
 * The sender before any wallet is connected (issue 13, paste first and connect later), its draft kept across a
 * remount, and a failed read solved where it is shown: all on litesvm, through the page's real RPC choice.
 */

const FEE_RECEIVER = Keypair.generate().publicKey.toBase58();
const OTHER_RPC = 'https://other-rpc.example.com/';
const DRAFT_KEY = `chainkit.draft.${SOLANA_SEND_DRAFT_TOOL}`;
let chain: TestChain;
let rpc: LiteSvmRpc & RecentFeesRpc;
let sender: Keypair;
let wallet: TestWallet;

giveTablesHeight();

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  chain = createTestChain();
  rpc = withRecentFees(clockedRpc(chain.rpc), [1_000]);
  sender = Keypair.generate();
  wallet = testWallet(sender);
  setLamports(chain, sender.publicKey, 10n * SOL);
});

/** An RPC whose account reads are refused (a node that turns the page away: not retried), every call counted. */
function downRpc(base: LiteSvmRpc & RecentFeesRpc) {
  const calls = { count: 0 };
  const down = new Proxy(base, {
    get(target, property) {
      if (property === 'getMultipleAccountsInfo') {
        return async () => {
          calls.count += 1;
          throw new Error('failed to get info about accounts: 403 Forbidden');
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { down, calls };
}

interface PageOptions {
  locale?: Locale;
  connected?: boolean;
  onConnect?: () => void;
  /** The RPC behind each URL (default: the chain's for every URL). */
  rpcFor?: (url: string) => LiteSvmRpc & RecentFeesRpc;
}

function Page({ connected = false, onConnect = () => undefined, rpcFor = () => rpc, locale = 'en' }: PageOptions) {
  const rpcChoice = useSolanaRpc();
  const url = rpcChoice.resolveUrl();
  return (
    <SolanaSendFlow
      locale={locale}
      feeReceiver={FEE_RECEIVER}
      wallet={connected ? { address: sender.publicKey.toBase58(), signAll: wallet.signAll } : undefined}
      rpc={rpcFor(url)}
      rpcKey={url}
      rpcChoice={rpcChoice}
      onConnect={onConnect}
      pollIntervalMs={1}
    />
  );
}

function renderPage(options: PageOptions = {}) {
  const locale = options.locale ?? 'en';
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : cn} timeZone="UTC">
      <QueryClientProvider client={new QueryClient()}>
        <Page {...options} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const recipientsBox = () =>
  within(screen.getByTestId('solana-send-recipients')).getByRole('textbox') as HTMLTextAreaElement;
const paste = (lines: readonly string[]) => fireEvent.change(recipientsBox(), { target: { value: lines.join('\n') } });
const newAddresses = (count: number) => Array.from({ length: count }, () => Keypair.generate().publicKey.toBase58());
const startButton = () => screen.getByTestId('solana-send-start') as HTMLButtonElement;
const priorityBox = () =>
  screen.getByLabelText('Priority fee (micro-lamports per compute unit, optional)') as HTMLInputElement;

describe('the Solana batch sender before a wallet connects', () => {
  it('reads the mint, checks every line and shows the cost; the action connects the wallet, nothing is signed', async () => {
    const mint = await createMint(chain, TOKEN_PROGRAM_ID, 6);
    const onConnect = jest.fn();
    renderPage({ onConnect });
    fireEvent.click(screen.getByLabelText('SPL / Token-2022 token'));
    fireEvent.change(screen.getByLabelText('Token mint address'), { target: { value: mint.toBase58() } });
    // The mint's decimals come from the read-only RPC: an amount with 7 decimals is refused by line.
    expect(await screen.findByText('? · 6 decimals · SPL Token')).toBeTruthy();
    const recipients = newAddresses(3);
    paste([`${recipients[0]},1.5`, 'not-an-address,1', `${recipients[1]},0.0000001`, `${recipients[2]},2`]);
    expect(await screen.findByText('Line 2: Invalid address')).toBeTruthy();
    expect(screen.getByText('Line 3: More than 6 decimal places')).toBeTruthy();
    expect(screen.getByTestId('solana-send-balance-later').textContent).toBe(
      'Your balance is read once your wallet is connected: connecting is the last step, right before signing.',
    );

    const plan = screen.getByTestId('solana-send-plan');
    expect(
      await within(plan).findByText(/2 token accounts to create for recipients/, {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(within(plan).getByText(/Service fee: 0.008 SOL per transfer transaction/)).toBeTruthy();
    expect(within(plan).getByTestId('solana-send-needs').textContent).toContain('And 3.5 ?.');
    expect(within(plan).getByTestId('solana-send-estimate')).toBeTruthy();

    expect(startButton().textContent).toBe('Connect wallet to send to 2 recipients');
    expect(startButton().disabled).toBe(false);
    fireEvent.click(startButton());
    expect(onConnect).toHaveBeenCalledTimes(1);
    expect(wallet.approvals).toEqual([]);
  });

  it('asks for the wallet in Chinese too, and only once the list is fine', async () => {
    renderPage({ locale: 'cn' });
    expect(startButton().disabled).toBe(true);
    paste(newAddresses(2).map((to) => `${to},0.5`));
    await waitFor(() => expect(startButton().textContent).toBe('连接钱包，发送给 2 个地址'), { timeout: 5_000 });
    expect(startButton().disabled).toBe(false);
  });

  it('plans again with the wallet once it connects: balances compared, the send enabled', async () => {
    const recipients = newAddresses(2).map((to) => `${to},0.5`);
    const { rerender } = renderPage();
    paste(recipients);
    await waitFor(() => expect(startButton().textContent).toBe('Connect wallet to send to 2 recipients'), {
      timeout: 5_000,
    });
    rerender(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <QueryClientProvider client={new QueryClient()}>
          <Page connected />
        </QueryClientProvider>
      </NextIntlClientProvider>,
    );
    expect(await screen.findByText('Your balance: 10 SOL')).toBeTruthy();
    await waitFor(() => expect(startButton().textContent).toBe('Send to 2 recipients'), { timeout: 5_000 });
    await waitFor(() => expect(startButton().disabled).toBe(false), { timeout: 5_000 });
    expect(screen.queryByTestId('solana-send-estimate')).toBeNull();
  });

  it('keeps the draft (asset, rows, same amount, priority fee) across a remount, and never a key', async () => {
    const mint = await createMint(chain, TOKEN_PROGRAM_ID, 6);
    const recipients = newAddresses(2);
    const first = renderPage();
    fireEvent.click(screen.getByLabelText('SPL / Token-2022 token'));
    fireEvent.change(screen.getByLabelText('Token mint address'), { target: { value: mint.toBase58() } });
    fireEvent.click(screen.getByLabelText('Same amount for every recipient (list addresses only)'));
    fireEvent.change(screen.getByLabelText(/^Amount per recipient/), { target: { value: '2.5' } });
    paste(recipients);
    fireEvent.change(priorityBox(), { target: { value: '5000' } });
    first.unmount();
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null')).toEqual({
      kind: 'token',
      mintText: mint.toBase58(),
      isSameAmount: true,
      amountText: '2.5',
      recipients: recipients.join('\n'),
      priorityText: '5000',
    });

    renderPage({ locale: 'cn' });
    await waitFor(() => expect(recipientsBox().value).toBe(recipients.join('\n')));
    expect((screen.getByLabelText('代币铸造地址（Mint）') as HTMLInputElement).value).toBe(mint.toBase58());
    expect((screen.getByLabelText(/^每个地址的数量/) as HTMLInputElement).value).toBe('2.5');
    expect((screen.getByLabelText('优先费（每计算单元的微 lamports，可选）') as HTMLInputElement).value).toBe('5000');

    // A private key pasted by mistake is never written: the stored draft goes instead.
    paste([JSON.stringify(Array.from(Keypair.generate().secretKey))]);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('names the RPC that failed, retries there, and reads through another RPC chosen in place', async () => {
    const { down, calls } = downRpc(rpc);
    let isDown = true;
    renderPage({ rpcFor: (url) => (url === OTHER_RPC ? rpc : isDown ? down : rpc) });
    paste(newAddresses(1).map((to) => `${to},0.5`));
    const error = await screen.findByTestId('solana-send-plan-error', {}, { timeout: 10_000 });
    expect(error.textContent).toContain('Could not work out the cost: ');
    expect(within(error).getByTestId('rpc-read-error-endpoint').textContent).toBe(
      "Endpoint that failed: Chainkit's RPC (http://localhost/api/rpc).",
    );
    // Retry reads the same endpoint again.
    const before = calls.count;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.count).toBeGreaterThan(before));
    expect(await screen.findByTestId('solana-send-plan-error', {}, { timeout: 5_000 })).toBeTruthy();

    // Another RPC, typed right there: the read runs on it and the plan follows.
    fireEvent.click(
      within(screen.getByTestId('solana-send-plan-error')).getByRole('button', { name: 'Use another RPC' }),
    );
    fireEvent.change(screen.getByLabelText('Another RPC URL'), { target: { value: OTHER_RPC } });
    fireEvent.click(within(screen.getByTestId('solana-send-plan-error')).getByRole('button', { name: 'Use this RPC' }));
    await waitFor(() => expect(screen.queryByTestId('solana-send-plan-error')).toBeNull());
    expect(window.localStorage.getItem(SOLANA_RPC_STORAGE_KEY)).toBe(JSON.stringify(OTHER_RPC));
    expect(
      await within(screen.getByTestId('solana-send-plan')).findByText(
        /1 recipient in 1 transaction/,
        {},
        {
          timeout: 5_000,
        },
      ),
    ).toBeTruthy();
    isDown = false;
  });

  it('explains the priority fee and what it costs in SOL for this batch', async () => {
    renderPage();
    expect(screen.getByTestId('priority-fee-cost').textContent).toBe(
      'For example, 10000 on a transaction of 200000 compute units costs 0.000002 SOL more.',
    );
    expect(screen.getByText(/A priority fee is an optional tip/)).toBeTruthy();
    paste(newAddresses(3).map((to) => `${to},0.5`));
    await within(screen.getByTestId('solana-send-plan')).findByText(
      /3 recipients in 1 transaction/,
      {},
      {
        timeout: 5_000,
      },
    );
    fireEvent.change(priorityBox(), { target: { value: '10000' } });
    await waitFor(() =>
      expect(screen.getByTestId('priority-fee-cost').textContent).toMatch(
        /^At 10000 per unit, this batch's transaction \(about [\d,]+ compute units in all\) pay about 0\.0000\d+ SOL more\.$/,
      ),
    );
  });
});
