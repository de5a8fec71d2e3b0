/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { Keypair, type PublicKey } from '@solana/web3.js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SOL, setLamports } from '@/chains/solana/testing/fixtures';
import { readTokenForManagement } from '@/chains/solana/token/read';
import { createTokenTestChain, publishToken2022, type TokenTestChain } from '@/chains/solana/token/token-test-chain';
import { renderWithBatchMessages } from '@/components/batch/render-with-batch-messages';
import type { Locale } from '@/lib/i18n/config';
import type { TokenWallet } from '../shared/token-wallet';
import { keypairWallet } from '../testing/keypair-wallet';
import { UpdateView } from './update-view';

const LINKS = { account: '/en/solana/account', update: '/en/solana/token/update' };

let chain: TokenTestChain;
let mint: PublicKey;

beforeEach(async () => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  chain = createTokenTestChain();
  mint = await publishToken2022(chain, { name: 'Old', symbol: 'OLD', uri: 'https://e.com/1' });
});

function renderUpdate(wallet: TokenWallet | null, locale: Locale = 'en') {
  renderWithBatchMessages(
    <UpdateView
      rpc={chain.rpc}
      wallet={wallet}
      feeReceiver={chain.feeReceiver.toBase58()}
      links={LINKS}
      initialMint={mint.toBase58()}
    />,
    locale,
  );
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('UpdateView', () => {
  it('fills the form from the chain, shows the costs with the rent top-up, and updates', async () => {
    const wallet = keypairWallet(chain.creator);
    renderUpdate(wallet);
    await waitFor(() => expect(screen.getByTestId('token-name')).toHaveValue('Old'));
    expect(screen.getByTestId('token-uri')).toHaveValue('https://e.com/1');
    type('token-name', 'A much longer token name');
    fireEvent.click(screen.getByTestId('token-update-review'));
    await screen.findByTestId('token-costs');
    expect(screen.getByTestId('token-cost-service-fee').textContent).toBe('0.1 SOL');
    expect(screen.getByText('Rent top-up for the larger metadata')).toBeInTheDocument();
    expect(wallet.approvals).toEqual([]);
    fireEvent.click(screen.getByTestId('token-update-sign'));
    await screen.findByTestId('token-update-done');
    const token = await readTokenForManagement(chain.rpc, mint, chain.creator.publicKey);
    expect(token.metadata?.name).toBe('A much longer token name');
    await waitFor(() => expect(screen.getByTestId('token-name')).toHaveValue('A much longer token name'));
  });

  it.each([
    [
      'en',
      'Too long: at most 10 bytes (a Chinese character takes 3).',
      'Nothing to update: the values are the ones on chain.',
    ],
    ['cn', '太长：最多 10 字节（一个汉字占 3 字节）。', '没有需要更新的内容：这些值与链上一致。'],
  ] as const)('checks the fields in %s, and says when nothing changes', async (locale, tooLong, nothing) => {
    renderUpdate(keypairWallet(chain.creator), locale);
    await waitFor(() => expect(screen.getByTestId('token-symbol')).toHaveValue('OLD'));
    type('token-symbol', 'SYMBOL-TOO-LONG');
    const calls = chain.rpc.calls.length;
    fireEvent.click(screen.getByTestId('token-update-review'));
    expect(screen.getByText(tooLong)).toBeInTheDocument();
    expect(chain.rpc.calls.length).toBe(calls);
    type('token-symbol', 'OLD');
    fireEvent.click(screen.getByTestId('token-update-review'));
    expect(await screen.findByTestId('token-update-error')).toHaveTextContent(nothing);
  });

  it('asks to confirm before revoking the update authority', async () => {
    renderUpdate(keypairWallet(chain.creator));
    await waitFor(() => expect(screen.getByTestId('token-name')).toHaveValue('Old'));
    fireEvent.click(screen.getByTestId('token-authority-revoke'));
    expect(screen.getByText(/Irreversible: once revoked, nobody/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('token-update-review'));
    expect(screen.getByText('Tick the box to confirm you understand this cannot be undone.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('token-authority-transfer'));
    type('token-new-authority', 'nope');
    fireEvent.click(screen.getByTestId('token-update-review'));
    expect(screen.getByText('Not a Solana address (base58, 32 bytes).')).toBeInTheDocument();
    expect(screen.queryByTestId('token-costs')).toBeNull();
  });

  it('keeps the form disabled for a wallet that is not the update authority, and says why', async () => {
    const stranger = Keypair.generate();
    setLamports(chain, stranger.publicKey, SOL);
    renderUpdate(keypairWallet(stranger));
    const reason = await screen.findByTestId('token-update-reason');
    await waitFor(() =>
      expect(reason).toHaveTextContent(
        `Your wallet is not the metadata update authority (it is ${chain.creator.publicKey.toBase58()}).`,
      ),
    );
    expect(screen.getByTestId('token-update-fields')).toBeDisabled();
    expect(screen.getByTestId('token-update-review')).toBeDisabled();
  });

  it('lets the metadata be edited before a wallet connects, keeps the edits as the draft, and connects at the end', async () => {
    const onConnect = jest.fn();
    const view = () => (
      <UpdateView
        rpc={chain.rpc}
        wallet={null}
        feeReceiver={chain.feeReceiver.toBase58()}
        links={LINKS}
        initialMint={mint.toBase58()}
        onConnect={onConnect}
      />
    );
    const first = renderWithBatchMessages(view());
    await waitFor(() => expect(screen.getByTestId('token-name')).toHaveValue('Old'));
    expect(screen.getByTestId('token-name')).toBeEnabled();
    type('token-name', 'New name');
    expect(screen.getByTestId('token-update-known-costs').textContent).toContain('a service fee of 0.1 SOL');
    fireEvent.click(screen.getByTestId('token-update-connect'));
    expect(onConnect).toHaveBeenCalledTimes(1);
    first.unmount();

    renderWithBatchMessages(view(), 'cn');
    await waitFor(() => expect(screen.getByTestId('token-name')).toHaveValue('New name'));
    expect(screen.getByTestId('token-uri')).toHaveValue('https://e.com/1');
  });
});
