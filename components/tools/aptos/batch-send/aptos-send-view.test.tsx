/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ed25519PrivateKey } from '@aptos-labs/ts-sdk';
import { fireEvent, screen, within } from '@testing-library/react';
import Papa from 'papaparse';
import { formatUnits } from 'viem';
import { aptosBatchSendFeeOctas } from '@/chains/aptos';
import { APT_FA_METADATA, APTOS_MAINNET_FULLNODE_URL } from '@/chains/aptos/chain';
import { type AptosStandIn, startAptosStandIn } from '@/chains/aptos/testing/aptos-stand-in';
import { decodeAptosTransaction } from '@/chains/aptos/testing/decode-transaction';
import { downloadCsv } from '@/components/batch/download-csv';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import { registerTestAptosWallet } from '@/components/wallet/aptos/testing/test-wallet';
import { createFakeHttpClient } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import type { Locale } from '@/lib/i18n/config';
import { AptosSendView } from './aptos-send-view';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));
jest.setTimeout(120_000);

// The page end to end in jsdom: an AIP-62 wallet registered in the page (Wallet Standard) signs with an ed25519 key
// held by the test; the view's REST and indexer calls go through a relay shaped like ours (GET /api/rpc/proxy?url=…,
// POST /api/rpc/proxy/post?url=…, bodies relayed byte for byte) to the stand-in (documented shapes; gas set by the
// stand-in; submission = BCS decoded, signature and sequence number checked; no Move run). Every signed transaction
// is decoded from the bytes the stand-in received and checked field by field.

const KEY = Ed25519PrivateKey.generate();
const FEE_RECEIVER = `0x${'fe'.repeat(32)}`;
const recipient = (i: number) => `0x${(i * 7919 + 5).toString(16).padStart(64, '0')}`;
const ROWS = Array.from({ length: 1_500 }, (_, i) => ({ to: recipient(i), amount: 1_000n + BigInt(i) }));

let standIn: AptosStandIn;
let relay: Server;
let relayBase = '';
let relayed: { method: string; url: string }[] = [];
let onSign: (index: number) => void | Promise<void> = () => undefined;
const wallet = registerTestAptosWallet(KEY, { onSign: (_transaction, index) => onSign(index) });

beforeAll(async () => {
  standIn = await startAptosStandIn();
  relay = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const target = new URL(request.url ?? '/', 'http://relay').searchParams.get('url') ?? '';
      relayed.push({ method: request.method ?? '', url: request.url ?? '' });
      const path = new URL(request.url ?? '/', 'http://relay').pathname;
      const kind = request.method === 'GET' ? '/api/rpc/proxy' : '/api/rpc/proxy/post';
      if (path !== kind || !target.startsWith(APTOS_MAINNET_FULLNODE_URL)) {
        response.writeHead(403, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: 5021 }));
        return;
      }
      const headers: Record<string, string> = {};
      if (request.headers['content-type']) headers['content-type'] = request.headers['content-type'];
      void fetch(`${standIn.url}${target.slice(APTOS_MAINNET_FULLNODE_URL.length)}`, {
        method: request.method,
        headers,
        body: request.method === 'GET' ? undefined : Buffer.concat(chunks),
      }).then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relayBase = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => relay.close(resolve));
  await standIn?.close();
});

giveTablesHeight();

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(downloadCsv).mockClear();
  standIn.requests.length = 0;
  standIn.submitted.length = 0;
  relayed = [];
  wallet.signed.length = 0;
  standIn.accounts.set(wallet.address, 41n);
  standIn.balances.set(APT_FA_METADATA, new Map([[wallet.address, 1_000n * 10n ** 8n]]));
  // 2,000 gas units a transaction + 900 a recipient; 0.0005 APT of storage a recipient (new accounts).
  standIn.gasOf = (entries) => 2_000n + 900n * BigInt(entries);
  standIn.storageFeeOf = (entries) => 50_000n * BigInt(entries);
  onSign = () => undefined;
});

function render(locale: Locale = 'en') {
  return renderWithProviders(
    <AptosSendView
      upstream={APTOS_MAINNET_FULLNODE_URL}
      feeReceiver={FEE_RECEIVER}
      proxyPaths={{ get: `${relayBase}/api/rpc/proxy`, post: `${relayBase}/api/rpc/proxy/post` }}
      pollMs={20}
    />,
    { locale, http: createFakeHttpClient({}) },
  );
}

async function paste(rows: typeof ROWS, rowsLabel = 'Rows') {
  // Every other address in its short form (leading zeros dropped).
  const lines = rows.map((row, i) => `${i % 2 ? row.to.replace(/^0x0+/, '0x') : row.to},${formatUnits(row.amount, 8)}`);
  fireEvent.change(screen.getByLabelText(rowsLabel), { target: { value: lines.join('\n') } });
}

const submittedPaths = () => standIn.requests.filter((request) => request.path === '/transactions').length;
const simulations = () => standIn.requests.filter((request) => request.path === '/transactions/simulate').length;

describe('AptosSendView with an AIP-62 wallet, on the REST stand-in', () => {
  it('sends 1,500 APT rows in 1 transaction, simulated before signing, fee inside, a lost answer resolved by hash', async () => {
    render();
    expect(await screen.findByRole('button', { name: `Connect ${wallet.name}` })).toBeInTheDocument();
    await paste(ROWS);
    await screen.findByText('1500 of 1500 rows ready', undefined, { timeout: 30_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Review costs' }));
    const review = await screen.findByTestId('aptos-send-review', undefined, { timeout: 30_000 });
    expect(screen.getByTestId('aptos-wallet-address')).toHaveAttribute('data-address', wallet.address);
    // 1,500 rows fit one transaction by size (1,618), and the gas too: (2,000 + 900 × 1,501) / 1,500 ≈ 902 units a
    // row, 80% of 2,000,000 units holds 1,773 of them.
    const rows = within(review).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('[data-column="rows"]')?.textContent)).toEqual(['1500']);
    expect(rows[0].querySelector('[data-column="fee"]')?.textContent).toBe('8');
    expect(rows[0].querySelector('[data-column="storageFee"]')?.textContent).toBe('0.7505');
    expect(screen.getByTestId('aptos-send-limits')).toHaveTextContent(/^1618 recipients per transaction: .* 64 KB/);
    expect(simulations()).toBe(1);
    expect(submittedPaths()).toBe(0);
    expect(wallet.signed).toHaveLength(0);
    // Every read went through the relay.
    expect(relayed.length).toBe(standIn.requests.length);

    // The submission lands, its answer is lost: the page asks the chain for the hash, never sends again.
    standIn.loseNextSubmissions(1);
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send 1 transaction' }));
    await screen.findByText('All 1500 rows confirmed.', undefined, { timeout: 60_000 });
    expect(standIn.submitted).toHaveLength(1);
    expect(submittedPaths()).toBe(1);

    const decoded = decodeAptosTransaction(standIn.submitted[0].bytes);
    const simulatedGas = 2_000n + 900n * 1501n;
    expect(decoded).toMatchObject({
      sender: wallet.address,
      sequenceNumber: 41n,
      function: '0x1::aptos_account::batch_transfer',
      gasUnitPrice: 100n,
      // The simulation's gas and half again (2,029,500) passes the 2,000,000 units a transaction may use: capped.
      maxGasAmount: simulatedGas + simulatedGas / 2n + 100n > 2_000_000n ? 2_000_000n : 0n,
      chainId: 1,
      isSignatureValid: true,
    });
    expect(decoded.recipients).toEqual([...ROWS.map((row) => row.to), FEE_RECEIVER]);
    expect(decoded.amounts).toEqual([...ROWS.map((row) => row.amount), aptosBatchSendFeeOctas(1500)]);
    expect(decoded.size).toBeLessThanOrEqual(65_536);

    fireEvent.click(screen.getByRole('button', { name: 'Export results with Aptos Explorer links (CSV)' }));
    const csv = Papa.parse<string[]>(jest.mocked(downloadCsv).mock.calls[0][1].trim()).data;
    expect(csv[0].at(-1)).toBe('explorer');
    expect(csv[1].at(-1)).toBe(`https://explorer.aptoslabs.com/txn/${standIn.submitted[0].hash}?network=mainnet`);
  });

  it('splits by the gas a simulation shows, fails a declined signature, and retries after asking the chain', async () => {
    // 2,000 gas units a recipient: 800 rows a transaction (80% of 2,000,000).
    standIn.gasOf = (entries) => 2_000n * BigInt(entries);
    render();
    await paste(ROWS.slice(0, 1_000));
    await screen.findByText('1000 of 1000 rows ready', undefined, { timeout: 30_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Review costs' }));
    const review = await screen.findByTestId('aptos-send-review', undefined, { timeout: 30_000 });
    const rows = within(review).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('[data-column="rows"]')?.textContent)).toEqual(['799', '201']);
    expect(screen.getByTestId('aptos-send-limits')).toHaveTextContent(/^799 recipients per transaction: .*gas/);

    onSign = (index) => {
      if (index === 1) throw new Error('declined');
    };
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send 2 transactions' }));
    await screen.findByTestId('aptos-send-retry', undefined, { timeout: 60_000 });
    expect(standIn.submitted).toHaveLength(1);
    onSign = () => undefined;
    fireEvent.click(screen.getByTestId('aptos-send-retry'));
    await screen.findByText('All 1000 rows confirmed.', undefined, { timeout: 60_000 });
    expect(standIn.submitted).toHaveLength(2);
    const second = decodeAptosTransaction(standIn.submitted[1].bytes);
    expect(second.sequenceNumber).toBe(42n);
    expect(second.recipients.slice(0, -1)).toEqual(ROWS.slice(799, 1_000).map((row) => row.to));
    expect(second.amounts.at(-1)).toBe(aptosBatchSendFeeOctas(201));
  });

  it('sends a fungible asset with batch_transfer_fungible_assets, then our fee in one APT transaction for what landed', async () => {
    const FA = `0x${'bc'.repeat(32)}`;
    standIn.metadata.set(FA, { symbol: 'FAX', name: 'FA x', decimals: 6 });
    standIn.balances.set(FA, new Map([[wallet.address, 10n ** 15n]]));
    const rows = Array.from({ length: 1_700 }, (_, i) => ({ to: recipient(i), amount: 10n ** 6n + BigInt(i) }));
    render();
    fireEvent.change(screen.getByLabelText('Coin type or fungible asset (empty: APT)'), { target: { value: FA } });
    fireEvent.click(screen.getByRole('button', { name: 'Use' }));
    await screen.findByText('Sending FAX (6 decimals). One recipient and amount per line; long or short addresses.');
    const lines = rows.map((row) => `${row.to},${formatUnits(row.amount, 6)}`);
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: lines.join('\n') } });
    await screen.findByText('1700 of 1700 rows ready', undefined, { timeout: 30_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Review costs' }));
    const review = await screen.findByTestId('aptos-send-review', undefined, { timeout: 30_000 });
    const shown = within(review).getAllByRole('row').slice(1);
    expect(shown.map((row) => row.querySelector('[data-column="rows"]')?.textContent)).toEqual(['1618', '82']);
    expect(screen.getByTestId('aptos-send-token-totals')).toHaveTextContent(/Chainkit's fee 9\.5 APT/);
    // Both token transactions and the fee transaction simulated before anything is signed.
    expect(simulations()).toBe(3);

    fireEvent.click(screen.getByRole('button', { name: 'Sign and send 2 transactions' }));
    await screen.findByText('All 1700 rows confirmed.', undefined, { timeout: 60_000 });
    await screen.findByText('Fee paid.', undefined, { timeout: 30_000 });
    expect(standIn.submitted).toHaveLength(3);
    const [first, second, fee] = standIn.submitted.map((entry) => decodeAptosTransaction(entry.bytes));
    for (const decoded of [first, second]) {
      expect(decoded).toMatchObject({
        function: '0x1::aptos_account::batch_transfer_fungible_assets',
        metadata: FA,
        isSignatureValid: true,
      });
    }
    expect(first.recipients).toEqual(rows.slice(0, 1618).map((row) => row.to));
    expect(second.amounts).toEqual(rows.slice(1618).map((row) => row.amount));
    expect(fee).toMatchObject({
      function: '0x1::aptos_account::batch_transfer',
      sequenceNumber: 43n,
      recipients: [FEE_RECEIVER],
      amounts: [aptosBatchSendFeeOctas(1618) + aptosBatchSendFeeOctas(82)],
      isSignatureValid: true,
    });
  });

  it('refuses a wallet short of APT before signing, in Chinese', async () => {
    standIn.balances.set(APT_FA_METADATA, new Map([[wallet.address, 5n * 10n ** 7n]]));
    render('cn');
    await paste(ROWS.slice(0, 3), '数据');
    await screen.findByText(/^共 3 个收款地址/, undefined, { timeout: 30_000 });
    fireEvent.click(screen.getByRole('button', { name: '查看费用' }));
    await screen.findByText('你的钱包中 APT 不足以完成本批次。', undefined, { timeout: 30_000 });
    expect(screen.getByTestId('aptos-send-start')).toBeDisabled();
    expect(standIn.submitted).toHaveLength(0);
  });
});
