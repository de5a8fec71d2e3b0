/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, type PublicKey } from '@solana/web3.js';
import { fireEvent, screen, within } from '@testing-library/react';
import { closeAccountFeeLamports, referralShareLamports } from '@/chains/solana';
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
import { renderWithBatchMessages } from '@/components/batch/render-with-batch-messages';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import { useSolanaRpc } from '@/components/tools/solana/rpc/use-solana-rpc';
import { testWallet } from '@/components/tools/solana/testing/test-wallet';
import type { Locale } from '@/lib/i18n/config';
import { CLOSE_ACCOUNT_DRAFT_TOOL, CloseAccountView } from './close-account-view';
import type { CloseAccountsRpc } from './scan';
import { solText } from './sol-amount';

const RENT = 2_039_280n;
const RENT_2022 = 2_074_080n;
const FEE = closeAccountFeeLamports(RENT);
const FEE_2022 = closeAccountFeeLamports(RENT_2022);

let chain: TestChain;
let owner: Keypair;
let feeReceiver: PublicKey;
let dust: PublicKey[];
let frozen: PublicKey;

giveTablesHeight();

beforeEach(async () => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  chain = createTestChain();
  owner = Keypair.generate();
  feeReceiver = Keypair.generate().publicKey;
  setLamports(chain, owner.publicKey, SOL);
  setLamports(chain, feeReceiver, SOL);
  const empty = [
    ...[0, 1, 2].map(() =>
      setTokenAccount(chain, {
        owner: owner.publicKey,
        mint: Keypair.generate().publicKey,
        programId: TOKEN_PROGRAM_ID,
      }),
    ),
    setTokenAccount(chain, {
      owner: owner.publicKey,
      mint: Keypair.generate().publicKey,
      programId: TOKEN_2022_PROGRAM_ID,
    }),
  ];
  const mint = await createMint(chain, TOKEN_PROGRAM_ID, 6);
  const otherMint = await createMint(chain, TOKEN_2022_PROGRAM_ID, 2);
  dust = [
    await mintTo(chain, { owner: owner.publicKey, mint, programId: TOKEN_PROGRAM_ID, amount: 1_500_000n }),
    await mintTo(chain, { owner: owner.publicKey, mint: otherMint, programId: TOKEN_2022_PROGRAM_ID, amount: 7n }),
  ];
  frozen = setTokenAccount(chain, {
    owner: owner.publicKey,
    mint: Keypair.generate().publicKey,
    programId: TOKEN_PROGRAM_ID,
    frozen: true,
  });
  chain.rpc.watch(...empty, ...dust, frozen);
}, 30_000);

function renderView(locale: Locale = 'en', referrer?: string) {
  const wallet = testWallet(owner);
  renderWithBatchMessages(
    <CloseAccountView
      owner={owner.publicKey}
      sign={wallet.signAll}
      rpc={chain.rpc}
      feeReceiver={feeReceiver.toBase58()}
      referrer={referrer}
    />,
    locale,
  );
  return wallet;
}

/** The view as the page renders it, with the page's real RPC choice behind it. */
function PageWithRpcChoice({ rpc }: { rpc: CloseAccountsRpc }) {
  const rpcChoice = useSolanaRpc();
  return (
    <CloseAccountView
      owner={owner.publicKey}
      sign={async (t) => t}
      rpc={rpc}
      feeReceiver={feeReceiver.toBase58()}
      rpcChoice={rpcChoice}
    />
  );
}

const figure = (id: string) => screen.getByTestId(`close-summary-${id}`).textContent;

describe('CloseAccountView on litesvm', () => {
  it('shows the accounts, the exact figures before signing, and updates them as dust is ticked', async () => {
    renderView();
    await screen.findByText('7 token accounts found');
    expect(screen.getByText('4 empty accounts, closed as they are')).toBeInTheDocument();
    expect(screen.getByText('2 accounts still hold tokens')).toBeInTheDocument();
    const skipped = screen.getByTestId('close-skipped-list');
    expect(within(skipped).getByText("Frozen by the token's issuer")).toBeInTheDocument();
    expect(skipped.querySelector(`tr[data-account="${frozen.toBase58()}"]`)).toHaveAttribute('data-reason', 'frozen');
    expect(screen.getByTestId(`dust-balance-${dust[0].toBase58()}`).textContent).toBe('1.5');
    expect(screen.getByTestId(`dust-balance-${dust[1].toBase58()}`).textContent).toBe('0.07');

    // Empty accounts only: 3 SPL + 1 Token-2022, two transactions (one per token program).
    const reclaim = 3n * RENT + RENT_2022;
    const fee = 3n * FEE + FEE_2022;
    expect(figure('accounts')).toBe('4');
    expect(figure('reclaim')).toBe(solText(reclaim));
    expect(figure('service-fee')).toBe(`− ${solText(fee)}`);
    expect(figure('network-fee')).toBe('− 0.00001 SOL');
    expect(figure('net')).toBe(solText(reclaim - fee - 10_000n));
    expect(figure('transactions')).toBe('2');
    expect(screen.queryByTestId('close-summary-burned')).toBeNull();
    expect(screen.getByRole('button', { name: 'Close 4 accounts' })).toBeEnabled();

    fireEvent.click(screen.getByLabelText(`Burn 1.5 and close account ${dust[0].toBase58()}`));
    expect(figure('accounts')).toBe('5');
    expect(figure('burned')).toBe('1');
    expect(figure('reclaim')).toBe(solText(reclaim + RENT));
    expect(figure('service-fee')).toBe(`− ${solText(fee + FEE)}`);

    fireEvent.click(screen.getByTestId('burn-select-all'));
    expect(figure('accounts')).toBe('6');
    expect(figure('net')).toBe(solText(reclaim + RENT + RENT_2022 - fee - FEE - FEE_2022 - 10_000n));
    fireEvent.click(screen.getByTestId('burn-select-all'));
    expect(figure('accounts')).toBe('4');
  }, 30_000);

  it('speaks Chinese', async () => {
    renderView('cn');
    await screen.findByText('找到 7 个代币账户');
    expect(screen.getByText('可回收的 SOL').nextSibling?.textContent).toBe(solText(3n * RENT + RENT_2022));
    expect(screen.getByText('服务费（每个账户租金的 8%）').nextSibling?.textContent).toBe(
      `− ${solText(3n * FEE + FEE_2022)}`,
    );
    expect(screen.getByText('网络手续费').nextSibling?.textContent).toBe('− 0.00001 SOL');
    expect(screen.getByText('已被代币发行方冻结')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭 4 个账户' })).toBeEnabled();
  }, 30_000);

  it('closes with one wallet approval, shows each row confirmed with its Solscan link, then rescans', async () => {
    const { approvals } = renderView();
    await screen.findByText('7 token accounts found');
    fireEvent.click(screen.getByLabelText(`Burn 1.5 and close account ${dust[0].toBase58()}`));
    const net = 3n * RENT + RENT_2022 + RENT - 3n * FEE - FEE_2022 - FEE - 10_000n;
    fireEvent.click(screen.getByTestId('close-accounts-button'));

    await screen.findByText('5 of 5 rows done', undefined, { timeout: 20_000 });
    expect(approvals).toEqual([2]);
    const table = screen.getByRole('table', { name: 'Batch rows' });
    const statuses = [...table.querySelectorAll('td[data-status]')].map((cell) => cell.getAttribute('data-status'));
    expect(statuses).toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed', 'confirmed']);
    for (const link of within(table).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/solscan\.io\/tx\/[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    }
    expect(lamportsOf(chain, owner.publicKey)).toBe(SOL + net);
    expect(lamportsOf(chain, feeReceiver) - SOL).toBe(3n * FEE + FEE_2022 + FEE);
    // The rescan after the run: the untouched dust account and the frozen one are left.
    await screen.findByText('2 token accounts found');
    expect(screen.getByText('1 account still holds tokens')).toBeInTheDocument();
  }, 30_000);

  it("shows the inviter's share of the fee and pays it in the same transactions", async () => {
    const inviter = Keypair.generate().publicKey;
    setLamports(chain, inviter, SOL);
    renderView('en', inviter.toBase58());
    await screen.findByText('7 token accounts found');
    // Two transactions (one per token program): 30 % of each one's fee, rounded down.
    const share = referralShareLamports(3n * FEE) + referralShareLamports(FEE_2022);
    expect(screen.getByTestId('inviter-share').textContent).toBe(
      `Of the service fee, 30 % (${solText(share)}) goes to your inviter, paid in the same transactions.`,
    );
    fireEvent.click(screen.getByTestId('close-accounts-button'));
    await screen.findByText('4 of 4 rows done', undefined, { timeout: 20_000 });
    expect(lamportsOf(chain, inviter) - SOL).toBe(share);
    expect(lamportsOf(chain, feeReceiver) - SOL).toBe(3n * FEE + FEE_2022 - share);
  }, 30_000);

  it('pays no share to an inviter address that does not exist on chain', async () => {
    renderView('en', Keypair.generate().publicKey.toBase58());
    await screen.findByText('7 token accounts found');
    await screen.findByTestId('close-summary');
    expect(screen.queryByTestId('inviter-share')).toBeNull();
  }, 30_000);

  it('refuses to close anything without a valid fee receiver', async () => {
    renderWithBatchMessages(
      <CloseAccountView owner={owner.publicKey} sign={async (t) => t} rpc={chain.rpc} feeReceiver="" />,
    );
    expect(screen.getByRole('alert').textContent).toContain('not configured yet');
    await screen.findByText('7 token accounts found');
    expect(screen.getByTestId('close-accounts-button')).toBeDisabled();
  });

  it('drops the program column on a phone', async () => {
    renderWithBatchMessages(
      <CloseAccountView
        owner={owner.publicKey}
        sign={async (t) => t}
        rpc={chain.rpc}
        feeReceiver={feeReceiver.toBase58()}
        isCompact
      />,
    );
    await screen.findByText('7 token accounts found');
    expect(screen.queryByRole('columnheader', { name: 'Program' })).toBeNull();
    expect(screen.getAllByRole('columnheader', { name: 'Balance' })).toHaveLength(1);
    expect(document.querySelector('article')).toHaveClass('check-balance--compact');
  });

  it('shows the accounts and the figures for an address typed before connecting; the action connects', async () => {
    const onConnect = jest.fn();
    const wallet = testWallet(owner);
    const view = renderWithBatchMessages(
      <CloseAccountView
        owner={null}
        sign={wallet.signAll}
        rpc={chain.rpc}
        feeReceiver={feeReceiver.toBase58()}
        onConnect={onConnect}
      />,
    );
    expect(screen.getByText(/Enter your wallet's address to see its token accounts/)).toBeInTheDocument();
    expect(screen.queryByTestId('close-summary')).toBeNull();
    fireEvent.change(screen.getByLabelText('Wallet address'), { target: { value: 'not-an-address' } });
    expect(screen.getByText('Not a Solana address')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Wallet address'), { target: { value: owner.publicKey.toBase58() } });
    await screen.findByText('7 token accounts found');
    expect(figure('accounts')).toBe('4');
    expect(figure('reclaim')).toBe(solText(3n * RENT + RENT_2022));
    expect(figure('service-fee')).toBe(`− ${solText(3n * FEE + FEE_2022)}`);
    const button = screen.getByTestId('close-accounts-button');
    expect(button.textContent).toBe('Connect wallet to close 4 accounts');
    fireEvent.click(button);
    expect(onConnect).toHaveBeenCalledTimes(1);
    expect(wallet.approvals).toEqual([]);

    // The typed address is the page's draft: back after a remount (a language switch), in Chinese.
    view.unmount();
    expect(JSON.parse(window.sessionStorage.getItem(`chainkit.draft.${CLOSE_ACCOUNT_DRAFT_TOOL}`) ?? 'null')).toEqual({
      address: owner.publicKey.toBase58(),
    });
    renderWithBatchMessages(
      <CloseAccountView owner={null} sign={wallet.signAll} rpc={chain.rpc} feeReceiver={feeReceiver.toBase58()} />,
      'cn',
    );
    await screen.findByText('找到 7 个代币账户');
    expect((screen.getByLabelText('钱包地址') as HTMLInputElement).value).toBe(owner.publicKey.toBase58());
    expect(screen.getByTestId('close-accounts-button').textContent).toBe('连接钱包，关闭 4 个账户');
  }, 30_000);

  it('names the RPC when the scan fails, and scans again on Retry', async () => {
    let isDown = true;
    const rpc = new Proxy(chain.rpc, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (isDown && property === 'getTokenAccountsByOwner') return Promise.reject(new Error('403 Forbidden'));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    renderWithBatchMessages(<PageWithRpcChoice rpc={rpc} />);
    const error = await screen.findByTestId('close-scan-error');
    expect(error.textContent).toContain('The token accounts could not be read');
    expect(within(error).getByTestId('rpc-read-error-endpoint').textContent).toBe(
      "Endpoint that failed: Chainkit's RPC (http://localhost/api/rpc).",
    );
    isDown = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await screen.findByText('7 token accounts found');
    expect(screen.queryByTestId('close-scan-error')).toBeNull();
  }, 30_000);
});
