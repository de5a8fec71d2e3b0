/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, type PublicKey } from '@solana/web3.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encodeBase58 } from '@/chains/solana';
import {
  createTestChain,
  lamportsOf,
  SOL,
  setLamports,
  setTokenAccount,
  type TestChain,
} from '@/chains/solana/testing/fixtures';
import { renderWithBatchMessages } from '@/components/batch/render-with-batch-messages';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import { solText } from '../close-account/sol-amount';
import { BatchCloseView } from './batch-close-view';

let chain: TestChain;
let feeReceiver: PublicKey;

giveTablesHeight();

beforeEach(() => {
  chain = createTestChain();
  feeReceiver = Keypair.generate().publicKey;
  setLamports(chain, feeReceiver, SOL);
  window.localStorage.clear();
  window.sessionStorage.clear();
});

function fund(owner: Keypair, accounts: number): PublicKey[] {
  setLamports(chain, owner.publicKey, SOL / 10n);
  const made = Array.from({ length: accounts }, (_, index) =>
    setTokenAccount(chain, {
      owner: owner.publicKey,
      mint: Keypair.generate().publicKey,
      programId: index % 2 === 0 ? TOKEN_PROGRAM_ID : TOKEN_2022_PROGRAM_ID,
    }),
  );
  chain.rpc.watch(...made);
  return made;
}

const keysField = () => screen.getByLabelText('Private keys of the wallets');

describe('BatchCloseView', () => {
  it('reports bad and repeated keys by line, without repeating them, in both languages', () => {
    const keys = [Keypair.generate(), Keypair.generate()];
    const text = [
      `# studio wallets`,
      encodeBase58(keys[0].secretKey),
      'not-a-key',
      keys[1].publicKey.toBase58(),
      encodeBase58(keys[0].secretKey),
      JSON.stringify(Array.from(keys[1].secretKey)),
    ].join('\n');
    const { container, unmount } = renderWithBatchMessages(
      <BatchCloseView feeReceiver={feeReceiver.toBase58()} connectionFor={() => chain.rpc} />,
    );
    const field = keysField();
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect(field.getAttribute('spellcheck')).toBe('false');
    fireEvent.change(field, { target: { value: text } });
    expect(screen.getByText('2 wallets')).toBeInTheDocument();
    expect(screen.getByText('Line 3: Not a valid private key')).toBeInTheDocument();
    // An address is not a key.
    expect(screen.getByText('Line 4: Not a valid private key')).toBeInTheDocument();
    expect(screen.getByText('Line 5: Same key as line 2')).toBeInTheDocument();
    const outside = container.cloneNode(true) as HTMLElement;
    for (const textarea of outside.querySelectorAll('textarea')) textarea.remove();
    for (const key of keys) expect(outside.textContent).not.toContain(encodeBase58(key.secretKey).slice(0, 16));
    unmount();

    renderWithBatchMessages(
      <BatchCloseView feeReceiver={feeReceiver.toBase58()} connectionFor={() => chain.rpc} />,
      'cn',
    );
    fireEvent.change(screen.getByLabelText('钱包私钥'), { target: { value: text } });
    expect(screen.getByText('2 个钱包')).toBeInTheDocument();
    expect(screen.getByText('第 5 行：与第 2 行的私钥重复')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('回收的 SOL 转入（可选）'), { target: { value: 'abc' } });
    expect(screen.getByText('不是有效的 Solana 地址')).toBeInTheDocument();
  });

  it('runs a batch on litesvm without any pasted key leaving the page', async () => {
    const owners = Array.from({ length: 4 }, () => Keypair.generate());
    const made = owners.map((owner, index) => fund(owner, 2 + index));
    const empty = Keypair.generate();
    setLamports(chain, empty.publicKey, SOL);
    const receiver = Keypair.generate().publicKey;
    const keyTexts = [
      encodeBase58(owners[0].secretKey),
      JSON.stringify(Array.from(owners[1].secretKey)),
      Buffer.from(owners[2].secretKey).toString('hex'),
      encodeBase58(owners[3].secretKey),
      encodeBase58(empty.secretKey),
    ];
    // Every way a key could be written out: as pasted, base58, hex, bytes, and the 32-byte seed.
    const secrets = [...owners, empty].flatMap((owner) => [
      encodeBase58(owner.secretKey).slice(0, 24),
      Buffer.from(owner.secretKey.subarray(0, 16)).toString('hex'),
      Array.from(owner.secretKey.subarray(0, 8)).join(','),
      Buffer.from(owner.secretKey.subarray(0, 16)).toString('base64'),
    ]);
    const seen: string[] = [];
    const record = (...args: unknown[]) => {
      for (const arg of args) {
        if (typeof arg === 'string') seen.push(arg);
        else if (arg instanceof Uint8Array) seen.push(Buffer.from(arg).toString('hex'), Buffer.from(arg).toString());
        else if (arg !== undefined) {
          try {
            seen.push(JSON.stringify(arg));
          } catch {
            seen.push(String(arg));
          }
        }
      }
    };
    const fetchSpy = jest.fn(async (...args: unknown[]) => {
      record(...args);
      throw new Error('no network in this test');
    });
    const originalFetch = globalThis.fetch;
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    const xhrSpy = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(record);
    const xhrOpen = jest.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(record);
    const beaconSpy = jest.fn((...args: unknown[]) => {
      record(...args);
      return true;
    });
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beaconSpy });
    const localSpy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation((key, value) => {
      record(key, value);
    });
    try {
      const { container } = renderWithBatchMessages(
        <BatchCloseView feeReceiver={feeReceiver.toBase58()} connectionFor={() => chain.rpc} />,
      );
      fireEvent.change(keysField(), { target: { value: keyTexts.join('\n') } });
      fireEvent.change(screen.getByLabelText('Send the reclaimed SOL to (optional)'), {
        target: { value: receiver.toBase58() },
      });
      await screen.findByText('5 wallets');
      fireEvent.click(screen.getByRole('button', { name: 'Scan wallets' }));
      const start = await screen.findByRole('button', { name: 'Close 14 accounts in 4 wallets' }, { timeout: 20_000 });
      const wallets = screen.getByRole('table', { name: 'Wallets' });
      expect(within(wallets).getByTestId('wallet-state-5').textContent).toBe('Nothing to close');
      expect(within(wallets).getByTestId('wallet-state-1').textContent).toBe('Ready');
      expect(screen.getByTestId('close-summary-accounts').textContent).toBe('14');
      const reclaim = made
        .flat()
        .reduce((sum, address) => sum + BigInt(chain.svm.getAccount(address)?.lamports ?? 0), 0n);
      const fee = screen.getByTestId('close-summary-service-fee').textContent ?? '';
      fireEvent.click(start);
      await screen.findByText('14 of 14 rows done', undefined, { timeout: 20_000 });
      for (const address of made.flat()) expect(chain.svm.getAccount(address)?.lamports ?? 0).toBe(0);
      const feePaid = lamportsOf(chain, feeReceiver) - SOL;
      expect(fee).toBe(`− ${solText(feePaid)}`);
      expect(lamportsOf(chain, receiver)).toBe(reclaim - feePaid);

      const outside = container.cloneNode(true) as HTMLElement;
      for (const textarea of outside.querySelectorAll('textarea')) textarea.remove();
      seen.push(outside.innerHTML);
    } finally {
      globalThis.fetch = originalFetch;
      xhrSpy.mockRestore();
      xhrOpen.mockRestore();
      localSpy.mockRestore();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrSpy).not.toHaveBeenCalled();
    expect(beaconSpy).not.toHaveBeenCalled();
    const everything = seen.join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
    // The spies saw what they should: the page itself (addresses) is in the record.
    expect(everything).toContain(owners[0].publicKey.toBase58());
  }, 60_000);

  it('keeps the receiver and the burn choice across a remount, never the keys', async () => {
    const owner = Keypair.generate();
    const receiver = Keypair.generate().publicKey.toBase58();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const first = renderWithBatchMessages(
      <BatchCloseView feeReceiver={feeReceiver.toBase58()} connectionFor={() => chain.rpc} />,
    );
    fireEvent.change(keysField(), { target: { value: encodeBase58(owner.secretKey) } });
    fireEvent.change(screen.getByLabelText('Send the reclaimed SOL to (optional)'), { target: { value: receiver } });
    fireEvent.click(screen.getByLabelText(/Also burn leftover token balances/));
    first.unmount();

    renderWithBatchMessages(
      <BatchCloseView feeReceiver={feeReceiver.toBase58()} connectionFor={() => chain.rpc} />,
      'cn',
    );
    await waitFor(() =>
      expect((screen.getByLabelText('回收的 SOL 转入（可选）') as HTMLInputElement).value).toBe(receiver),
    );
    expect((screen.getByLabelText(/同时销毁剩余的代币余额/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('钱包私钥') as HTMLTextAreaElement).value).toBe('');
    const written = setItem.mock.calls.map(([key, value]) => `${key} ${value}`);
    expect(written.some((text) => text.startsWith('chainkit.draft.'))).toBe(true);
    for (const text of written) expect(text.includes(encodeBase58(owner.secretKey))).toBe(false);
    setItem.mockRestore();
  });

  it('names the RPC when the scan fails, and scans again on Retry', async () => {
    const owner = Keypair.generate();
    fund(owner, 2);
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
    renderWithBatchMessages(<BatchCloseView feeReceiver={feeReceiver.toBase58()} connectionFor={() => flaky} />);
    fireEvent.change(keysField(), { target: { value: encodeBase58(owner.secretKey) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Scan wallets' }));
    const error = await screen.findByTestId('batch-close-scan-error');
    expect(within(error).getByTestId('rpc-read-error-endpoint').textContent).toBe(
      "Endpoint that failed: Chainkit's RPC (http://localhost/api/rpc).",
    );
    isDown = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('close-accounts-button')).toBeInTheDocument();
    expect(screen.queryByTestId('batch-close-scan-error')).toBeNull();
  });

  it('offers a new read when some wallets could not be read, naming the RPC', async () => {
    const owners = [Keypair.generate(), Keypair.generate()];
    for (const owner of owners) fund(owner, 1);
    let isDown = true;
    const flaky = new Proxy(chain.rpc, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) =>
          isDown && property === 'getTokenAccountsByOwner' && String(args[0]) === owners[1].publicKey.toBase58()
            ? Promise.reject(new Error('403 Forbidden'))
            : (value as (...a: unknown[]) => unknown).apply(target, args);
      },
    });
    renderWithBatchMessages(<BatchCloseView feeReceiver={feeReceiver.toBase58()} connectionFor={() => flaky} />);
    fireEvent.change(keysField(), {
      target: { value: owners.map((owner) => encodeBase58(owner.secretKey)).join('\n') },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Scan wallets' }));
    const error = await screen.findByTestId('batch-close-unread-error');
    expect(error.textContent).toContain('1 wallet could not be read');
    expect(screen.getByTestId('close-accounts-button').textContent).toBe('Close 1 account in 1 wallet');
    isDown = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByTestId('close-accounts-button').textContent).toBe('Close 2 accounts in 2 wallets'),
    );
    expect(screen.queryByTestId('batch-close-unread-error')).toBeNull();
  });
});
