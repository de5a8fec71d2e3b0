/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { PublicKey } from '@solana/web3.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { readTokenForManagement } from '@/chains/solana/token/read';
import { createTokenTestChain, type TokenTestChain } from '@/chains/solana/token/token-test-chain';
import { renderWithBatchMessages } from '@/components/batch/render-with-batch-messages';
import { useSolanaRpc } from '@/components/tools/solana/rpc/use-solana-rpc';
import type { Locale } from '@/lib/i18n/config';
import { solText } from '../shared/amounts';
import { type KeypairWallet, keypairWallet } from '../testing/keypair-wallet';
import { PublishView } from './publish-view';

const LINKS = { account: '/en/solana/account', update: '/en/solana/token/update' };

let chain: TokenTestChain;

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  chain = createTokenTestChain();
});

/** The view as the frame renders it: a wallet that connects when asked, and the page's real RPC choice. */
function ConnectingPage({ rpc, onConnect }: { rpc: SolanaRpc; onConnect?: () => void }) {
  const [wallet, setWallet] = useState<KeypairWallet | null>(null);
  const rpcChoice = useSolanaRpc();
  return (
    <PublishView
      rpc={rpc}
      wallet={wallet}
      feeReceiver={chain.feeReceiver.toBase58()}
      links={LINKS}
      rpcChoice={rpcChoice}
      onConnect={() => {
        onConnect?.();
        setWallet(keypairWallet(chain.creator));
      }}
    />
  );
}

function renderPublish(locale: Locale = 'en') {
  const wallet = keypairWallet(chain.creator);
  renderWithBatchMessages(
    <PublishView rpc={chain.rpc} wallet={wallet} feeReceiver={chain.feeReceiver.toBase58()} links={LINKS} />,
    locale,
  );
  return wallet;
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('PublishView', () => {
  it.each([
    [
      'en',
      {
        name: 'Too long: at most 32 bytes (a Chinese character takes 3).',
        decimals: 'Decimals must be a whole number from 0 to 9.',
        supply: "At most 6 digits after the decimal point (the token's decimals).",
        uri: 'Enter an https://, http://, ipfs:// or ar:// address.',
      },
    ],
    [
      'cn',
      {
        name: '太长：最多 32 字节（一个汉字占 3 字节）。',
        decimals: '精度必须是 0 到 9 的整数。',
        supply: '小数点后最多 6 位（代币的精度）。',
        uri: '请输入 https://、http://、ipfs:// 或 ar:// 地址。',
      },
    ],
  ] as const)('shows each field its own problem in %s and sends nothing', (locale, texts) => {
    const wallet = renderPublish(locale);
    // 11 Chinese characters: 33 UTF-8 bytes, one over Metaplex's limit.
    type('token-name', '一二三四五六七八九十百');
    type('token-symbol', 'CKT');
    type('token-decimals', '10');
    type('token-supply', '5');
    type('token-uri', 'not a url');
    const calls = chain.rpc.calls.length;
    fireEvent.click(screen.getByTestId('token-publish-review'));
    expect(screen.getByText(texts.name)).toBeInTheDocument();
    expect(screen.getByText(texts.decimals)).toBeInTheDocument();
    expect(screen.getByText(texts.uri)).toBeInTheDocument();
    expect(screen.getByTestId('token-name')).toHaveAttribute('aria-invalid', 'true');

    // Decimals fixed: the supply is checked against them.
    type('token-decimals', '6');
    type('token-supply', '1.1234567');
    fireEvent.click(screen.getByTestId('token-publish-review'));
    expect(screen.getByText(texts.supply)).toBeInTheDocument();
    expect(chain.rpc.calls.length).toBe(calls);
    expect(wallet.approvals).toEqual([]);
    expect(screen.queryByTestId('token-costs')).toBeNull();
  });

  it('shows the exact costs before signing, then publishes and links to the new token', async () => {
    const wallet = renderPublish();
    fireEvent.click(screen.getByTestId('token-program-2022'));
    type('token-name', 'Chainkit');
    type('token-symbol', 'CKT');
    type('token-supply', '21000000');
    type('token-uri', 'https://example.com/ckt.json');
    fireEvent.click(screen.getByTestId('token-publish-review'));

    await screen.findByTestId('token-costs');
    expect(screen.getByTestId('token-cost-service-fee').textContent).toBe('0.1 SOL');
    // Two signatures: the wallet and the new mint.
    expect(screen.getByTestId('token-cost-network-fee').textContent).toBe('0.00001 SOL');
    const rent = screen.getByTestId('token-cost-rent').textContent ?? '';
    expect(rent).toMatch(/^0\.00\d+ SOL$/);
    expect(screen.getByText('Rent of the new accounts')).toBeInTheDocument();
    // Nothing signed while the costs are on screen.
    expect(wallet.approvals).toEqual([]);
    // The form is the page's draft until it is published.
    await waitFor(() => expect(window.sessionStorage.getItem('chainkit.draft.solana-token-publish')).not.toBeNull());

    fireEvent.click(screen.getByTestId('token-publish-sign'));
    const address = await screen.findByTestId('token-mint-address');
    expect(window.sessionStorage.getItem('chainkit.draft.solana-token-publish')).toBeNull();
    const mint = address.getAttribute('data-address') ?? '';
    expect(wallet.approvals).toEqual([1]);
    expect(screen.getByTestId('token-manage-link')).toHaveAttribute('href', `/en/solana/account?mint=${mint}`);
    expect(screen.getByTestId('token-update-link')).toHaveAttribute('href', `/en/solana/token/update?mint=${mint}`);
    const signature = screen.getByTestId('token-tx-signature').getAttribute('data-signature');
    expect(screen.getByTestId('token-tx-link')).toHaveAttribute('href', `https://solscan.io/tx/${signature}`);
    const token = await readTokenForManagement(chain.rpc, new PublicKey(mint), chain.creator.publicKey);
    expect(token.supply).toBe(21_000_000n * 10n ** 9n);
    expect(token.metadata?.symbol).toBe('CKT');
    expect(rent).toBe(
      solText(BigInt(token.mintAccount.lamports) + BigInt(await chain.rpc.getMinimumBalanceForRentExemption(170))),
    );
  });

  it('checks the form before a wallet is connected, and asks for one', () => {
    renderWithBatchMessages(
      <PublishView rpc={chain.rpc} wallet={null} feeReceiver={chain.feeReceiver.toBase58()} links={LINKS} />,
    );
    expect(screen.getByText(/a Solana wallet is asked for at the end/)).toBeInTheDocument();
    type('token-symbol', 'ELEVEN-BYTE');
    fireEvent.click(screen.getByTestId('token-publish-review'));
    expect(screen.getByText('Too long: at most 10 bytes (a Chinese character takes 3).')).toBeInTheDocument();
    expect(screen.getAllByText('Required.')).toHaveLength(3);
    expect(screen.queryByTestId('token-costs')).toBeNull();
  });

  it('says the fee receiver is missing and offers no review', async () => {
    renderWithBatchMessages(
      <PublishView rpc={chain.rpc} wallet={keypairWallet(chain.creator)} feeReceiver="" links={LINKS} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The service fee receiver is not configured');
    await waitFor(() => expect(screen.getByTestId('token-publish-review')).toBeDisabled());
  });

  it('shows the costs before a wallet connects, then connects at the end and shows the exact costs to sign', async () => {
    const onConnect = jest.fn();
    renderWithBatchMessages(<ConnectingPage rpc={chain.rpc} onConnect={onConnect} />);
    fireEvent.click(screen.getByTestId('token-program-2022'));
    type('token-name', 'Chainkit');
    type('token-symbol', 'CKT');
    type('token-supply', '1000');
    type('token-uri', 'https://example.com/ckt.json');
    fireEvent.click(screen.getByTestId('token-publish-review'));
    await screen.findByTestId('token-costs');
    expect(screen.getByTestId('token-cost-service-fee').textContent).toBe('0.1 SOL');
    expect(screen.getByTestId('token-cost-network-fee').textContent).toBe('0.00001 SOL');
    const estimatedRent = screen.getByTestId('token-cost-rent').textContent;
    expect(estimatedRent).toMatch(/^0\.00\d+ SOL$/);
    expect(screen.getByText(/Estimated without a wallet/)).toBeInTheDocument();
    expect(screen.queryByTestId('token-publish-sign')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet to publish' }));
    expect(onConnect).toHaveBeenCalledTimes(1);
    // Connected: simulated with the wallet, the same rent, and now the signature is asked.
    await screen.findByTestId('token-publish-sign');
    expect(screen.getByTestId('token-cost-rent').textContent).toBe(estimatedRent);
    expect(screen.queryByText(/Estimated without a wallet/)).toBeNull();
  });

  it('keeps the form as the draft across a remount', async () => {
    const first = renderWithBatchMessages(<ConnectingPage rpc={chain.rpc} />);
    fireEvent.click(screen.getByTestId('token-program-2022'));
    type('token-name', 'Chainkit');
    type('token-symbol', 'CKT');
    type('token-supply', '42');
    type('token-uri', 'ipfs://bafy/ckt.json');
    first.unmount();

    renderWithBatchMessages(<ConnectingPage rpc={chain.rpc} />, 'cn');
    await waitFor(() => expect(screen.getByTestId('token-name')).toHaveValue('Chainkit'));
    expect(screen.getByTestId('token-symbol')).toHaveValue('CKT');
    expect(screen.getByTestId('token-supply')).toHaveValue('42');
    expect(screen.getByTestId('token-uri')).toHaveValue('ipfs://bafy/ckt.json');
    expect(screen.getByTestId('token-program-2022')).toBeChecked();
  });

  it('names the RPC when the costs cannot be read, and reads again on Retry', async () => {
    let isDown = true;
    const flaky = new Proxy(chain.rpc, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) =>
          isDown && property === 'getMinimumBalanceForRentExemption'
            ? Promise.reject(new Error('403 Forbidden'))
            : (value as (...a: unknown[]) => unknown).apply(target, args);
      },
    });
    renderWithBatchMessages(<ConnectingPage rpc={flaky} />);
    type('token-name', 'Chainkit');
    type('token-symbol', 'CKT');
    type('token-supply', '1000');
    type('token-uri', 'https://example.com/ckt.json');
    fireEvent.click(screen.getByTestId('token-publish-review'));
    const error = await screen.findByTestId('token-publish-error');
    expect(within(error).getByTestId('rpc-read-error-endpoint').textContent).toBe(
      "Endpoint that failed: Chainkit's RPC (http://localhost/api/rpc).",
    );
    isDown = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('token-costs')).toBeInTheDocument();
  });

  it('draws the token program choice as the other panels (no native fieldset border)', () => {
    renderWithBatchMessages(<ConnectingPage rpc={chain.rpc} />);
    const choice = screen.getByTestId('token-program-spl').closest('fieldset');
    expect(choice).toHaveClass('check-balance__panel');
  });
});
