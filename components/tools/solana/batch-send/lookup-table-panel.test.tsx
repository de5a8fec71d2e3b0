/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { Keypair } from '@solana/web3.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestChain, SOL, setLamports, type TestChain } from '@/chains/solana/testing/fixtures';
import type { LiteSvmRpc } from '@/chains/solana/testing/litesvm-rpc';
import { renderWithBatchMessages } from '@/components/batch/render-with-batch-messages';
import { clockedRpc, type TestWallet, testWallet } from '@/components/tools/solana/testing/test-wallet';
import type { Locale } from '@/lib/i18n/config';
import { LookupTablePanel } from './lookup-table-panel';
import { setUpLookupTables } from './lookup-table-setup';
import { CLOSE_COOL_DOWN_SLOTS } from './lookup-table-state';
import { readTables } from './table-store';

jest.setTimeout(30_000);

/** The panel on litesvm: the tables are written by the send page's code, only the wallet's signer is a key pair. */

let chain: TestChain;
let rpc: LiteSvmRpc;
let sender: Keypair;
let wallet: TestWallet;

beforeEach(() => {
  window.localStorage.clear();
  chain = createTestChain();
  rpc = clockedRpc(chain.rpc);
  sender = Keypair.generate();
  wallet = testWallet(sender);
  setLamports(chain, sender.publicKey, 10n * SOL);
});

async function writeTables(owner: Keypair, sizes: readonly number[]): Promise<string[]> {
  setLamports(chain, owner.publicKey, 10n * SOL);
  const tables = sizes.map((size, index) => ({
    addresses: Array.from({ length: size }, () => Keypair.generate().publicKey),
    chunkIds: [index],
  }));
  const created = await setUpLookupTables({
    rpc,
    payer: owner.publicKey,
    tables,
    signAll: testWallet(owner).signAll,
    pollIntervalMs: 1,
  });
  return created.accounts.map((account) => account.key.toBase58());
}

function renderPanel(locale: Locale = 'en') {
  return renderWithBatchMessages(
    <LookupTablePanel
      locale={locale}
      rpc={rpc}
      wallet={{ address: sender.publicKey.toBase58(), signAll: wallet.signAll }}
      pollIntervalMs={1}
    />,
    locale,
  );
}

const row = (address: string) => document.querySelector(`[data-table="${address}"]`) as HTMLElement;
const statusOf = (address: string) => row(address)?.getAttribute('data-status');

describe('the lookup tables panel', () => {
  it('lists the wallet’s tables, takes a pasted one of another authority as not yours, deactivates and closes', async () => {
    // 1 and 2 addresses: rent 0.00150336 and 0.00172608 SOL, (128 + 56 + 32 × n bytes) × 6,960 lamports.
    const own = await writeTables(sender, [1, 2]);
    const other = await writeTables(Keypair.generate(), [3]);
    expect(readTables(sender.publicKey.toBase58())).toEqual(own);

    const view = renderPanel();
    const panel = await screen.findByTestId('solana-send-tables');
    fireEvent.change(within(panel).getByTestId('solana-send-tables-add'), { target: { value: 'not-an-address' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Not a Solana address');
    fireEvent.change(within(panel).getByTestId('solana-send-tables-add'), { target: { value: ` ${other[0]} ` } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(statusOf(other[0])).toBe('notOwn'));
    expect(row(other[0]).textContent).toContain('3 addresses · rent 0.0019488 SOL · not yours');
    expect(row(own[0]).textContent).toContain('1 address · rent 0.00150336 SOL · active');
    expect(statusOf(own[1])).toBe('active');
    expect(screen.getByTestId('solana-send-tables-total').textContent).toBe('Rent you can recover: 0.00322944 SOL');

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate 2 tables (network fee 0.000005 SOL)' }));
    await waitFor(() => expect(statusOf(own[0])).toBe('deactivating'));
    expect(row(own[1]).textContent).toContain('deactivated: can be closed in about 4 minutes');
    expect(wallet.approvals).toEqual([1]);
    expect(screen.queryByRole('button', { name: /Close and recover/ })).toBeNull();

    fireEvent.click(within(row(other[0])).getByRole('button', { name: 'Remove from the list' }));
    await waitFor(() => expect(row(other[0])).toBeNull());
    expect(readTables(sender.publicKey.toBase58())).toEqual(own);
    view.unmount();

    chain.rpc.advanceBlocks(CLOSE_COOL_DOWN_SLOTS);
    renderPanel();
    const close = await screen.findByRole('button', {
      name: 'Close and recover 0.00322944 SOL (2 tables, network fee 0.000005 SOL)',
    });
    fireEvent.click(close);
    await waitFor(() => expect(statusOf(own[0])).toBe('missing'));
    expect(statusOf(own[1])).toBe('missing');
    expect(wallet.approvals).toEqual([1, 1]);
    expect(screen.getByTestId('solana-send-tables-total').textContent).toBe('Rent you can recover: 0 SOL');
  });

  it('says the same in Chinese', async () => {
    const own = await writeTables(sender, [1]);
    chain.rpc.advanceBlocks(1);
    renderPanel('cn');
    await waitFor(() => expect(statusOf(own[0])).toBe('active'));
    expect(screen.getByRole('heading').textContent).toBe('批量发送创建的地址查找表');
    expect(row(own[0]).textContent).toContain('1 个地址 · 租金 0.00150336 SOL · 使用中');
    expect(screen.getByTestId('solana-send-tables-total').textContent).toBe('可取回的租金：0.00150336 SOL');
    fireEvent.click(screen.getByRole('button', { name: '停用 1 个查找表（网络费 0.000005 SOL）' }));
    await waitFor(() => expect(row(own[0]).textContent).toContain('已停用：约 4 分钟后可关闭'));
  });

  it('offers only the paste field while the wallet has no tables', () => {
    renderPanel();
    expect(screen.queryByTestId('solana-send-tables')).toBeNull();
    expect(screen.getByTestId('solana-send-tables-empty').textContent).toContain(
      'Recover rent from address lookup tables',
    );
  });
});
