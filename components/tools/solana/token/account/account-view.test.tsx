/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { Keypair, type PublicKey } from '@solana/web3.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { SOL, setLamports } from '@/chains/solana/testing/fixtures';
import { createTokenTestChain, publishToken2022, type TokenTestChain } from '@/chains/solana/token/token-test-chain';
import { renderWithBatchMessages } from '@/components/batch/render-with-batch-messages';
import { useSolanaRpc } from '@/components/tools/solana/rpc/use-solana-rpc';
import type { Locale } from '@/lib/i18n/config';
import type { TokenWallet } from '../shared/token-wallet';
import { keypairWallet } from '../testing/keypair-wallet';
import { AccountView } from './account-view';

const LINKS = { account: '/en/solana/account', update: '/en/solana/token/update' };

let chain: TokenTestChain;
let mint: PublicKey;

beforeEach(async () => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  chain = createTokenTestChain();
  mint = await publishToken2022(chain, { decimals: 6, supply: 5_000_000n });
});

function renderAccount(wallet: TokenWallet | null, locale: Locale = 'en', initialMint = mint.toBase58()) {
  return renderWithBatchMessages(
    <AccountView
      rpc={chain.rpc}
      wallet={wallet}
      feeReceiver={chain.feeReceiver.toBase58()}
      links={LINKS}
      initialMint={initialMint}
    />,
    locale,
  );
}

const reasonOf = (section: string) => screen.getByTestId(`token-${section}-reason`);

describe('AccountView', () => {
  it.each([
    ['en', 'Not a Solana address (base58, 32 bytes).'],
    ['cn', '不是有效的 Solana 地址（base58，32 字节）。'],
  ] as const)('refuses a bad mint address in %s before reading anything', (locale, text) => {
    renderAccount(keypairWallet(chain.creator), locale, '');
    fireEvent.change(screen.getByTestId('token-mint-input'), { target: { value: 'So1anaNotAnAddress0OIl' } });
    const calls = chain.rpc.calls.length;
    fireEvent.click(screen.getByTestId('token-mint-load'));
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(chain.rpc.calls.length).toBe(calls);
    expect(screen.getByTestId('token-section-burn')).toHaveAttribute('data-disabled', 'true');
  });

  it('reads the token from ?mint= for its authority: everything open, facts shown', async () => {
    renderAccount(keypairWallet(chain.creator));
    await screen.findByTestId('token-overview');
    expect(screen.getByTestId('token-overview-program').textContent).toBe('Token-2022');
    expect(screen.getByTestId('token-overview-supply').textContent).toBe('5');
    expect(screen.getByTestId('token-overview-balance').textContent).toBe('5');
    expect(screen.getByTestId('token-overview-frozen').textContent).toBe('No');
    for (const section of ['burn', 'mint', 'revoke', 'freeze']) {
      expect(screen.getByTestId(`token-section-${section}`)).toHaveAttribute('data-disabled', 'false');
    }
    fireEvent.click(screen.getByTestId('token-burn-max'));
    expect(screen.getByTestId('token-burn-amount')).toHaveValue('5');
  });

  it('shows the sections a stranger may not use disabled, each with its reason (en and cn)', async () => {
    const stranger = Keypair.generate();
    setLamports(chain, stranger.publicKey, SOL);
    const creator = chain.creator.publicKey.toBase58();
    const view = renderAccount(keypairWallet(stranger));
    await screen.findByTestId('token-overview');
    expect(reasonOf('burn')).toHaveTextContent('Your wallet holds no account of this token.');
    expect(reasonOf('mint')).toHaveTextContent(`Your wallet is not the mint authority (it is ${creator}).`);
    expect(reasonOf('freeze')).toHaveTextContent(`Your wallet is not the freeze authority (it is ${creator}).`);
    expect(reasonOf('revoke-metadata')).toHaveTextContent(
      `Your wallet is not the metadata update authority (it is ${creator}).`,
    );
    for (const section of ['burn', 'mint', 'revoke', 'freeze']) {
      const element = screen.getByTestId(`token-section-${section}`);
      expect(element).toHaveAttribute('data-disabled', 'true');
      expect(within(element).getByRole('button', { name: /Check and show costs/ })).toBeDisabled();
    }
    view.unmount();

    renderAccount(keypairWallet(stranger), 'cn');
    await screen.findByTestId('token-overview');
    expect(reasonOf('mint')).toHaveTextContent(`你的钱包不是增发权持有人（持有人是 ${creator}）。`);
    expect(reasonOf('burn')).toHaveTextContent('你的钱包没有这个代币的账户。');
  });

  it('asks for a wallet before any action, and says when an authority is revoked', async () => {
    const revoked = await publishToken2022(chain, { revokeMintAuthority: true, revokeFreezeAuthority: true });
    renderAccount(null, 'en', revoked.toBase58());
    await screen.findByTestId('token-overview');
    expect(screen.getByTestId('token-overview-mint-authority').textContent).toBe('Revoked');
    expect(reasonOf('mint')).toHaveTextContent('Connect the wallet that holds the authority.');
  });

  it('says why once connected: supply fixed, freezing impossible; revoke keeps the metadata option open', async () => {
    const revoked = await publishToken2022(chain, { revokeMintAuthority: true, revokeFreezeAuthority: true });
    renderAccount(keypairWallet(chain.creator), 'en', revoked.toBase58());
    await screen.findByTestId('token-overview');
    expect(reasonOf('mint')).toHaveTextContent('The mint authority is revoked: the supply is fixed.');
    expect(reasonOf('freeze')).toHaveTextContent('The freeze authority is revoked');
    expect(screen.getByTestId('token-section-revoke')).toHaveAttribute('data-disabled', 'false');
    expect(screen.getByTestId('token-revoke-mint')).toBeDisabled();
    expect(screen.getByTestId('token-revoke-metadata')).toBeEnabled();
  });

  it('revokes only after the irreversible warning is confirmed, free of service fee', async () => {
    const wallet = keypairWallet(chain.creator);
    renderAccount(wallet);
    await screen.findByTestId('token-overview');
    fireEvent.click(screen.getByTestId('token-revoke-freeze'));
    fireEvent.click(screen.getByTestId('token-revoke-review'));
    expect(screen.getByText('Tick the box to confirm you understand this cannot be undone.')).toBeInTheDocument();
    expect(screen.queryByTestId('token-costs')).toBeNull();

    fireEvent.click(screen.getByTestId('token-revoke-confirm'));
    fireEvent.click(screen.getByTestId('token-revoke-review'));
    await screen.findByTestId('token-costs');
    expect(screen.getByTestId('token-cost-service-fee').textContent).toBe('0 SOL');
    expect(screen.getByTestId('token-cost-network-fee').textContent).toBe('0.000005 SOL');
    expect(wallet.approvals).toEqual([]);
    fireEvent.click(screen.getByTestId('token-revoke-sign'));
    await screen.findByTestId('token-revoke-done');
    await waitFor(() => expect(screen.getByTestId('token-overview-freeze-authority').textContent).toBe('Revoked'));
    expect(reasonOf('freeze')).toHaveTextContent('The freeze authority is revoked');
  });

  it('scrolls to the section named by the hash', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    // jsdom lays nothing out: record which element the page asks to bring into view.
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    window.location.hash = '#freeze';
    renderAccount(keypairWallet(chain.creator));
    await screen.findByTestId('token-overview');
    expect(scrolled).toEqual(['freeze', 'freeze']);
    window.location.hash = '';
    Element.prototype.scrollIntoView = original;
  });

  it('lets the sections be filled before a wallet connects: the fee is said and the action connects', async () => {
    const onConnect = jest.fn();
    renderWithBatchMessages(
      <AccountView
        rpc={chain.rpc}
        wallet={null}
        feeReceiver={chain.feeReceiver.toBase58()}
        links={LINKS}
        initialMint={mint.toBase58()}
        onConnect={onConnect}
      />,
    );
    await screen.findByTestId('token-overview');
    expect(reasonOf('mint')).toHaveAttribute('data-reason', 'connectWallet');
    // The fields are open, the known costs said, and the action asks for the wallet.
    fireEvent.change(screen.getByTestId('token-mint-amount'), { target: { value: '12.5' } });
    expect(screen.getByTestId('token-mint-amount')).toHaveValue('12.5');
    expect(screen.getByTestId('token-mint-known-costs').textContent).toMatch(
      /^Known before connecting: a service fee of 0\.\d+ SOL and a network fee of about 0\.000005 SOL/,
    );
    fireEvent.click(screen.getByTestId('token-mint-connect'));
    expect(onConnect).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('token-burn-connect')).toHaveTextContent('Connect wallet to review');
  });

  it("keeps the mint address and the sections' inputs across a remount, and reads that token again", async () => {
    const recipient = Keypair.generate().publicKey.toBase58();
    const first = renderAccount(null, 'en', '');
    fireEvent.change(screen.getByTestId('token-mint-input'), { target: { value: mint.toBase58() } });
    fireEvent.click(screen.getByTestId('token-mint-load'));
    await screen.findByTestId('token-overview');
    fireEvent.change(screen.getByTestId('token-mint-amount'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('token-mint-recipient'), { target: { value: recipient } });
    fireEvent.change(screen.getByTestId('token-burn-amount'), { target: { value: '1.25' } });
    first.unmount();

    renderAccount(null, 'cn', '');
    await screen.findByTestId('token-overview');
    expect(screen.getByTestId('token-mint-input')).toHaveValue(mint.toBase58());
    expect(screen.getByTestId('token-mint-amount')).toHaveValue('3');
    expect(screen.getByTestId('token-mint-recipient')).toHaveValue(recipient);
    expect(screen.getByTestId('token-burn-amount')).toHaveValue('1.25');
  });

  it("drops a section's draft once its action is confirmed: a reload does not offer the same burn again", async () => {
    renderAccount(keypairWallet(chain.creator));
    await screen.findByTestId('token-overview');
    fireEvent.change(screen.getByTestId('token-burn-amount'), { target: { value: '1' } });
    await waitFor(() => expect(window.sessionStorage.getItem('chainkit.draft.solana-account-burn')).not.toBeNull());
    fireEvent.click(screen.getByTestId('token-burn-review'));
    fireEvent.click(await screen.findByTestId('token-burn-sign'));
    await screen.findByTestId('token-burn-done', undefined, { timeout: 10_000 });
    expect(window.sessionStorage.getItem('chainkit.draft.solana-account-burn')).toBeNull();
  });

  it('names the RPC when the token cannot be read, and reads again on Retry', async () => {
    let isDown = true;
    const flaky = new Proxy(chain.rpc, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) =>
          isDown && property === 'getMultipleAccountsInfo'
            ? Promise.reject(new Error('403 Forbidden'))
            : (value as (...a: unknown[]) => unknown).apply(target, args);
      },
    });
    renderWithBatchMessages(<PageWithRpcChoice rpc={flaky} />);
    const error = await screen.findByTestId('token-load-error');
    expect(within(error).getByTestId('rpc-read-error-endpoint').textContent).toBe(
      "Endpoint that failed: Chainkit's RPC (http://localhost/api/rpc).",
    );
    isDown = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('token-overview')).toBeInTheDocument();
  });
});

function PageWithRpcChoice({ rpc }: { rpc: SolanaRpc }) {
  const rpcChoice = useSolanaRpc();
  return (
    <AccountView
      rpc={rpc}
      wallet={null}
      feeReceiver={chain.feeReceiver.toBase58()}
      links={LINKS}
      initialMint={mint.toBase58()}
      rpcChoice={rpcChoice}
    />
  );
}
