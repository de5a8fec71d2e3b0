/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, PublicKey } from '@solana/web3.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import Papa from 'papaparse';
import { batchSendFeeLamports } from '@/chains/solana';
import {
  createMint,
  createTestChain,
  lamportsOf,
  mintTo,
  SOL,
  setLamports,
  setTokenAccount,
  type TestChain,
} from '@/chains/solana/testing/fixtures';
import type { LiteSvmRpc } from '@/chains/solana/testing/litesvm-rpc';
import { downloadCsv } from '@/components/batch/download-csv';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import { type RecentFeesRpc, withRecentFees } from '@/components/tools/solana/testing/recent-fees';
import { TestSendFlow } from '@/components/tools/solana/testing/send-flow';
import { clockedRpc, type TestWallet, testWallet } from '@/components/tools/solana/testing/test-wallet';
import type { Locale } from '@/lib/i18n/config';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { SOLANA_SEND_DRAFT_TOOL } from './send-meta';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));
jest.setTimeout(30_000);

/** The page's client half on litesvm: only the wallet's signer is a stand-in (a key pair), the RPC is the chain's. */

const FEE_RECEIVER = Keypair.generate().publicKey.toBase58();
let chain: TestChain;
let rpc: LiteSvmRpc & RecentFeesRpc;
let sender: Keypair;
let wallet: TestWallet;

giveTablesHeight();

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.mocked(downloadCsv).mockClear();
  chain = createTestChain();
  // Recent slots paid 1,000 to 8,000 micro-lamports per unit to land beside the accounts asked about.
  rpc = withRecentFees(clockedRpc(chain.rpc), [1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000]);
  sender = Keypair.generate();
  wallet = testWallet(sender);
});

function renderFlow(locale: Locale = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : cn} timeZone="UTC">
      <QueryClientProvider client={new QueryClient()}>
        <TestSendFlow
          locale={locale}
          feeReceiver={FEE_RECEIVER}
          wallet={{ address: sender.publicKey.toBase58(), signAll: wallet.signAll }}
          rpc={rpc}
          rpcKey="litesvm"
          pollIntervalMs={1}
        />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const recipientsBox = () => within(screen.getByTestId('solana-send-recipients')).getByRole('textbox');
const paste = (lines: readonly string[]) => fireEvent.change(recipientsBox(), { target: { value: lines.join('\n') } });
const newAddresses = (count: number) => Array.from({ length: count }, () => Keypair.generate().publicKey);
const sendsSoFar = () => chain.rpc.calls.filter((call) => call.method === 'sendRawTransaction').length;

describe('the Solana batch sender page', () => {
  it.each([
    [
      'en',
      'Line 2: Invalid address',
      'Line 3: Invalid amount (write plain digits, like 1000.5)',
      'Line 4: More than 9 decimal places',
      'Line 5: Same address as line 1',
      '2 of 5 rows ready',
    ],
    [
      'cn',
      '第 2 行：地址无效',
      '第 3 行：数量无效（请填写纯数字，例如 1000.5）',
      '第 4 行：小数位超过 9 位',
      '第 5 行：与第 1 行地址重复',
      '共 5 行，可执行 2 行',
    ],
  ] as const)(
    'refuses invalid rows by line number (%s)',
    async (locale, address, amount, decimals, duplicate, count) => {
      setLamports(chain, sender.publicKey, 10n * SOL);
      renderFlow(locale);
      const [first] = newAddresses(1);
      paste([
        `${first},0.5`,
        'not-an-address,1',
        `${newAddresses(1)[0]},1e5`,
        `${newAddresses(1)[0]},0.0000000001`,
        `${first},2`,
      ]);

      for (const text of [address, amount, decimals, duplicate, count])
        expect(await screen.findByText(text)).toBeTruthy();
    },
  );

  it('shows every cost before signing: 20 token accounts to create, the service fee per transaction, the total', async () => {
    setLamports(chain, sender.publicKey, 10n * SOL);
    const mint = await createMint(chain, TOKEN_PROGRAM_ID, 6);
    await mintTo(chain, { owner: sender.publicKey, mint, programId: TOKEN_PROGRAM_ID, amount: 10n ** 9n });
    const recipients = newAddresses(30);
    recipients.forEach((owner, index) => {
      if (index % 3 === 0) setTokenAccount(chain, { owner, mint, programId: TOKEN_PROGRAM_ID });
    });
    renderFlow();
    fireEvent.click(screen.getByLabelText('SPL / Token-2022 token'));
    fireEvent.change(screen.getByLabelText('Token mint address'), { target: { value: mint.toBase58() } });
    expect(await screen.findByText('Your balance: 1000 ?')).toBeTruthy();
    paste(recipients.map((to) => `${to},1.5`));

    const plan = screen.getByTestId('solana-send-plan');
    expect(
      await within(plan).findByText(/20 token accounts to create for recipients/, {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(within(plan).getByText(/Service fee: 0.008 SOL per transfer transaction/)).toBeTruthy();
    expect(within(plan).getByTestId('solana-send-needs').textContent).toContain('And 45 ?.');
    expect(within(plan).getByText('Cost before signing')).toBeTruthy();
    expect((screen.getByTestId('solana-send-start') as HTMLButtonElement).disabled).toBe(false);
    expect(wallet.approvals).toEqual([]);
  });

  it('refuses to start when the wallet lacks SOL for the batch and its fees', async () => {
    setLamports(chain, sender.publicKey, SOL / 10n);
    renderFlow();
    paste(newAddresses(3).map((to) => `${to},0.04`));

    expect(
      await screen.findByText(/Not enough SOL: 0\.1288\d* needed, your wallet holds 0\.1\./, {}, { timeout: 5_000 }),
    ).toBeTruthy();
    const start = screen.getByTestId('solana-send-start') as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(screen.getByText('Your wallet does not hold enough: see above.')).toBeTruthy();
    fireEvent.click(start);
    expect(wallet.approvals).toEqual([]);
    expect(sendsSoFar()).toBe(0);
  });

  it.each([
    [
      'en',
      /^Line 1: (\S+) would hold only 0\.0001 SOL after this transfer, less than the 0\.00089088 SOL a Solana account/,
      'Some recipients would hold less than the rent-exempt minimum: fix the rows named above.',
    ],
    [
      'cn',
      /^第 1 行：(\S+) 收到这笔转账后只有 0\.0001 SOL，低于 Solana 账户必须持有的 0\.00089088 SOL/,
      '部分收款地址收款后将低于免租金最低余额：请修改上面列出的行。',
    ],
  ] as const)(
    'names the rows that would leave a new recipient below the rent-exempt minimum (%s)',
    async (locale, row, blocked) => {
      setLamports(chain, sender.publicKey, 10n * SOL);
      const [fresh, existing] = newAddresses(2);
      setLamports(chain, existing, SOL);
      renderFlow(locale);
      paste([`${fresh},0.0001`, `${existing},0.000000001`]);

      const list = await screen.findByTestId('solana-send-rent', {}, { timeout: 5_000 });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(1);
      expect(row.exec(items[0].textContent ?? '')?.[1]).toBe(fresh.toBase58());
      expect(screen.getByText(blocked)).toBeTruthy();
      const start = screen.getByTestId('solana-send-start') as HTMLButtonElement;
      expect(start.disabled).toBe(true);
      fireEvent.click(start);
      expect(wallet.approvals).toEqual([]);
      expect(sendsSoFar()).toBe(0);
    },
  );

  it('sends with one approval, shows each row confirmed, and exports signatures with Solscan links', async () => {
    setLamports(chain, sender.publicKey, 10n * SOL);
    const recipients: PublicKey[] = newAddresses(25);
    renderFlow();
    fireEvent.click(screen.getByLabelText('Same amount for every recipient (list addresses only)'));
    fireEvent.change(screen.getByLabelText('Amount per recipient (SOL)'), { target: { value: '0.25' } });
    paste(recipients.map(String));
    await within(screen.getByTestId('solana-send-plan')).findByText(
      /25 recipients in 2 transactions/,
      {},
      { timeout: 5_000 },
    );
    fireEvent.click(screen.getByTestId('solana-send-start'));

    expect(await screen.findByText('All 25 rows confirmed.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(wallet.approvals).toEqual([2]);
    // The list sent is no longer the page's draft: a new batch starts empty.
    expect(window.sessionStorage.getItem(`chainkit.draft.${SOLANA_SEND_DRAFT_TOOL}`)).toBeNull();
    expect(recipients.every((to) => lamportsOf(chain, to) === SOL / 4n)).toBe(true);
    expect(lamportsOf(chain, new PublicKey(FEE_RECEIVER))).toBe(2n * batchSendFeeLamports());
    const rows = within(screen.getByTestId('solana-send-rows'));
    expect(rows.getAllByText('Confirmed').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByTestId('solana-send-export'));
    const [, csv] = jest.mocked(downloadCsv).mock.calls[0];
    const [header, ...lines] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(header).toEqual(['line', 'address', 'amount', 'status', 'txHash', 'error', 'solscan']);
    expect(lines).toHaveLength(25);
    for (const line of lines) {
      expect(line[3]).toBe('confirmed');
      expect(line[6]).toBe(`https://solscan.io/tx/${line[4]}`);
    }
    expect(lines[0][2]).toBe('0.25');
  });

  it('suggests a priority fee from recent fees of the wallet, the fee receiver and the recipients, and plans with it', async () => {
    setLamports(chain, sender.publicKey, 10n * SOL);
    const recipients = newAddresses(3);
    renderFlow();
    paste(recipients.map((to) => `${to},0.5`));
    const plan = screen.getByTestId('solana-send-plan');
    await within(plan).findByText(/3 recipients in 1 transaction/, {}, { timeout: 5_000 });
    const needsWithoutFee = within(plan).getByTestId('solana-send-needs').textContent;

    fireEvent.click(screen.getByRole('button', { name: 'Suggest from recent network fees' }));
    expect(await screen.findByText(/^Suggested 6000:/)).toBeTruthy();
    expect(rpc.feeQuestions.map((accounts) => accounts?.map(String))).toEqual([
      [sender.publicKey.toBase58(), FEE_RECEIVER, ...recipients.map(String)],
    ]);
    expect(
      (screen.getByLabelText('Priority fee (micro-lamports per compute unit, optional)') as HTMLInputElement).value,
    ).toBe('6000');
    // The plan is worked out again with the fee: the wallet's total now carries it.
    await waitFor(() => expect(within(plan).getByTestId('solana-send-needs').textContent).not.toBe(needsWithoutFee), {
      timeout: 5_000,
    });
    expect(wallet.approvals).toEqual([]);
  });

  it('stops at a declined approval: the refusal is shown and nothing is sent', async () => {
    setLamports(chain, sender.publicKey, 10n * SOL);
    renderFlow();
    paste(newAddresses(30).map((to) => `${to},0.1`));
    await within(screen.getByTestId('solana-send-plan')).findByText(
      /30 recipients in 2 transactions/,
      {},
      { timeout: 5_000 },
    );
    wallet.declineNext(1);
    fireEvent.click(screen.getByTestId('solana-send-start'));

    expect(await screen.findByTestId('solana-send-declined', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByText('You rejected the request').length).toBeGreaterThan(0);
    expect(sendsSoFar()).toBe(0);
    expect(screen.getByTestId('solana-send-continue')).toBeTruthy();
    expect(screen.getByTestId('solana-send-retry')).toBeTruthy();
  });
});
