/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { fireEvent, screen, within } from '@testing-library/react';
import Papa from 'papaparse';
import { downloadCsv } from '@/components/batch/download-csv';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { formatBaseUnits } from '@/lib/fees/decimal';
import { type LocalServer, sendJson, startLocalServer } from '@/lib/http/test-server';
import type { Locale } from '@/lib/i18n/config';
import { relayUtxoBalances } from '@/lib/server/net/utxo-read';
import { fixtureAddresses, fixtureXpub, fundFixtures } from '@/test/utxo-regtest/fixtures';
import { RegtestFunder } from '@/test/utxo-regtest/funding';
import { type RegtestIndexer, startRegtestIndexer } from '@/test/utxo-regtest/indexer';
import { type RegtestNode, startRegtestNode } from '@/test/utxo-regtest/node';
import { UtxoCheckBalanceView } from './utxo-check-balance-view';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));

// The Dogecoin view on the page's own code path: a relay shaped like ours (/api/rpc/utxo/doge/balances, the relay's
// own code) over the Blockbook indexer of a litecoind regtest node (test/utxo-regtest) where the fixtures are paid;
// in Chinese, refused lines with their reason, the dgub's used addresses on its line, the CSV.

const INFO = 'GET /api/v1/account/info';
const ADDRESSES = fixtureAddresses('doge', 12);
const XPUB = fixtureXpub('doge');
let node: RegtestNode;
let indexer: RegtestIndexer;
let relay: LocalServer;

beforeAll(async () => {
  node = await startRegtestNode();
  indexer = await startRegtestIndexer(node);
  const funder = new RegtestFunder(node);
  await funder.mine(101);
  await fundFixtures(funder, ADDRESSES, [XPUB]);
  await indexer.sync();
  relay = await startLocalServer((request, response) => {
    const url = new URL(request.url, 'http://relay');
    void relayUtxoBalances(
      'doge',
      url.searchParams.getAll('address'),
      [indexer.blockbookUrl],
      AbortSignal.timeout(30_000),
    )
      .then((answer) => sendJson(response, answer))
      .catch(() => sendJson(response, { code: 5000 }, 502));
  });
}, 120_000);

afterAll(async () => {
  await relay?.close();
  await indexer?.close();
  await node?.stop();
});

giveTablesHeight();

function render(locale: Locale) {
  const http = createFakeHttpClient({ [INFO]: serverError(5006) });
  return renderWithProviders(
    <UtxoCheckBalanceView
      chain="doge"
      locale={locale}
      currentPath={`/${locale}/check-balance/doge`}
      relayUrl={`${relay.baseUrl}/api/rpc/utxo/doge/balances`}
    />,
    { locale, http },
  );
}

describe('UtxoCheckBalanceView (Dogecoin) on a regtest node', () => {
  it('reads addresses and a dgub in Chinese, says why lines are refused, exports the CSV', async () => {
    render('cn');
    const btcAddress = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
    const lines = [...ADDRESSES.map((entry) => entry.address), XPUB.text, btcAddress, 'hello'];
    fireEvent.change(screen.getByRole('textbox'), { target: { value: lines.join('\n') } });
    const reasons = await screen.findByTestId('utxo-reasons', undefined, { timeout: 20_000 });
    expect(within(reasons).getByText('第 14 行：这是 Bitcoin 的地址，不是本链的')).toBeInTheDocument();
    expect(within(reasons).getByText('第 15 行：不是本链的地址或扩展公钥')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '查询余额' }));
    await screen.findByText('第 13 行：在 66 个派生地址中找到 5 个已使用地址', undefined, { timeout: 60_000 });
    fireEvent.click(await screen.findByRole('button', { name: /导出全部/ }));
    const rows = Papa.parse<string[]>(jest.mocked(downloadCsv).mock.calls[0][1].trim()).data;
    expect(rows[0]).toEqual(['line', 'address', 'DOGE (已确认)', 'DOGE (未确认)', 'DOGE (合计)', 'error']);
    const doge = (amount: bigint) => formatBaseUnits(amount, 8);
    expect(rows.slice(1, 13)).toEqual(
      ADDRESSES.map((entry, index) => [
        String(index + 1),
        entry.address,
        doge(entry.confirmed),
        doge(entry.unconfirmed),
        doge(entry.confirmed + entry.unconfirmed),
        '',
      ]),
    );
    expect(rows.slice(13).map((row) => [row[0], row[2], row[3]])).toEqual(
      XPUB.funded.map((entry) => ['13', doge(entry.confirmed), doge(entry.unconfirmed)]),
    );
  }, 120_000);
});
