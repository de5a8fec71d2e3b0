/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { formatUnits } from 'viem';
import { suiTransactionDigest } from '@/chains/sui/batch-send';
import { SUI_COIN_TYPE_LONG, SUI_MAINNET_GRAPHQL_URL } from '@/chains/sui/chain';
import { suiBatchSendFeeMist } from '@/chains/sui/fees';
import { decodePtb, type PtbArgument, signerOf } from '@/chains/sui/testing/decode-ptb';
import { type SuiGraphqlStandIn, startSuiGraphqlStandIn } from '@/chains/sui/testing/graphql-stand-in';
import { downloadCsv } from '@/components/batch/download-csv';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import { registerTestSuiWallet } from '@/components/wallet/sui/testing/test-wallet';
import { createFakeHttpClient } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { type LocalServer, sendJson, startLocalServer } from '@/lib/http/test-server';
import type { Locale } from '@/lib/i18n/config';
import { SuiSendView } from './sui-send-view';
import { checkSuiSendPtb } from './testing/check-ptb';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));
jest.setTimeout(120_000);

// The page end to end in jsdom: a Wallet Standard Sui wallet registered in the page signs with an Ed25519 key held by
// the test; the view's GraphQL goes through a relay shaped like ours to the GraphQL stand-in (documented shapes; gas
// set by the stand-in; execution = signature checked, digest recorded; no Move run). 1,000 SUI rows: 2 PTBs (510 +
// 490), each dry-run before signing, then every signed PTB decoded from its bytes and checked command by command.

const keypair = Ed25519Keypair.generate();
const OWNER = keypair.toSuiAddress();
const FEE_RECEIVER = `0x${'fe'.repeat(32)}`;
const DIGEST = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi';
const objectId = (i: number, byte: string) => `0x${i.toString(16).padStart(8, '0')}${byte.repeat(28)}`;
const ROWS = Array.from({ length: 1_000 }, (_, i) => ({ to: objectId(i + 1, 'ab'), amount: 1_000n + BigInt(i) }));
const USDC = '0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7::usdc::USDC';
const SUI_KEY = `${OWNER}|0x2::coin::Coin<${SUI_COIN_TYPE_LONG}>`;

let standIn: SuiGraphqlStandIn;
let relay: LocalServer;
/** What the wallet does on each signing (index from 0). */
let onSign: (bytes: Uint8Array, index: number) => void | Promise<void> = () => undefined;
const wallet = registerTestSuiWallet(keypair, { onSign: (bytes, index) => onSign(bytes, index) });

beforeAll(async () => {
  standIn = await startSuiGraphqlStandIn();
  relay = await startLocalServer((request, response) => {
    const url = new URL(request.url, 'http://relay').searchParams.get('url') ?? '';
    if (request.method !== 'POST' || url !== SUI_MAINNET_GRAPHQL_URL) {
      sendJson(response, { code: 5021 }, 403);
      return;
    }
    void fetch(standIn.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: request.body })
      .then(async (answer) => sendJson(response, await answer.json().catch(() => ({})), answer.status))
      .catch(() => sendJson(response, { code: 5000 }, 502));
  });
});

afterAll(async () => {
  await relay?.close();
  await standIn?.close();
});

giveTablesHeight();

/** The owner's SUI coins (read largest first), at `version`: the chain gives them a new version with every PTB. */
function setCoins(version: number) {
  standIn.coins.set(SUI_KEY, [
    { objectId: objectId(1, '5a'), version: String(version), digest: DIGEST, balance: 2_000_000_000n },
    { objectId: objectId(2, '5a'), version: String(version + 1), digest: DIGEST, balance: 900_000_000_000n },
  ]);
}

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(downloadCsv).mockClear();
  standIn.requests.length = 0;
  standIn.executed.clear();
  standIn.coins.clear();
  wallet.signed.length = 0;
  setCoins(11);
  onSign = () => undefined;
});

function render(locale: Locale = 'en') {
  return renderWithProviders(
    <SuiSendView
      upstream={SUI_MAINNET_GRAPHQL_URL}
      feeReceiver={FEE_RECEIVER}
      proxyPath={`${relay.baseUrl}/api/rpc/proxy/post`}
      pollMs={20}
    />,
    { locale, http: createFakeHttpClient({}) },
  );
}

async function paste(rows: typeof ROWS) {
  const lines = rows.map((row) => `${row.to},${formatUnits(row.amount, 9)}`);
  fireEvent.change(screen.getByLabelText('Rows'), { target: { value: lines.join('\n') } });
  await screen.findByText(`${rows.length} of ${rows.length} rows ready`, undefined, { timeout: 30_000 });
}

const queries = (field: string) => standIn.requests.filter((request) => request.query.includes(field));
const fromBase64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'));

describe('SuiSendView with a Wallet Standard wallet, on the GraphQL stand-in', () => {
  it('sends 1,000 SUI rows in 2 PTBs: dry-run before signing, coins read again between PTBs, fee in each', async () => {
    render();
    // Listed from the Wallet Standard handshake before the kit is loaded.
    expect(await screen.findByRole('button', { name: `Connect ${wallet.name}` })).toBeInTheDocument();
    await paste(ROWS);
    fireEvent.click(screen.getByRole('button', { name: 'Review costs' }));
    const review = await screen.findByTestId('sui-send-review', undefined, { timeout: 30_000 });
    expect(screen.getByTestId('sui-wallet-address')).toHaveAttribute('data-address', OWNER);
    expect(screen.getByTestId('sui-send-limits')).toHaveTextContent(/^510 recipients per PTB: .* 512 arguments/);
    const ptbRows = within(review).getAllByRole('row').slice(1);
    expect(ptbRows.map((row) => row.querySelector('[data-column="rows"]')?.textContent)).toEqual(['510', '490']);
    expect(ptbRows.map((row) => row.querySelector('[data-column="commands"]')?.textContent)).toEqual([
      '512 / 1024',
      '492 / 1024',
    ]);
    expect(ptbRows.map((row) => row.querySelector('[data-column="fee"]')?.textContent)).toEqual(['1', '1']);
    // Both dry-run before anything is signed.
    expect(queries('simulateTransaction')).toHaveLength(2);
    expect(queries('executeTransaction')).toHaveLength(0);
    expect(wallet.signed).toHaveLength(0);
    expect(screen.getByTestId('sui-send-totals')).toHaveTextContent(/^2 PTBs: .* 2 SUI Chainkit fee/);

    // The chain moves the gas coins to new versions with each PTB: the next PTB must be built on them.
    onSign = (_bytes, index) => setCoins(100 + 10 * index);
    // The first execution lands but its answer is lost: the page asks by digest, never sends again.
    standIn.loseNextExecutions(1);
    standIn.requests.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send 2 PTBs' }));
    await screen.findByText('All 1000 rows confirmed.', undefined, { timeout: 60_000 });

    expect(wallet.signed).toHaveLength(2);
    expect(queries('executeTransaction')).toHaveLength(2);
    // Each PTB: its coins read, dry-run again just before signing.
    expect(queries('objects(')).toHaveLength(2);
    expect(queries('simulateTransaction')).toHaveLength(2);
    const [first, second] = wallet.signed.map(fromBase64);
    checkSuiSendPtb(first, OWNER, FEE_RECEIVER, ROWS.slice(0, 510), ['12', '11']);
    checkSuiSendPtb(second, OWNER, FEE_RECEIVER, ROWS.slice(510), ['101', '100']);
    for (const bytes of [first, second]) {
      const digest = suiTransactionDigest(bytes);
      expect(standIn.executed.get(digest)).toBe('SUCCESS');
      // The signature the page sent verifies for the sender.
      const sent = queries('executeTransaction').find(
        (request) => request.variables.transactionDataBcs === Buffer.from(bytes).toString('base64'),
      );
      const [signature] = (sent?.variables.signatures ?? []) as string[];
      expect(await signerOf(bytes, signature)).toBe(OWNER);
    }

    fireEvent.click(screen.getByTestId('sui-send-export'));
    const csv = Papa.parse<string[]>(jest.mocked(downloadCsv).mock.calls[0][1].trim()).data;
    expect(csv[0].at(-1)).toBe('suiscan');
    expect(csv[1].at(-1)).toBe(`https://suiscan.xyz/mainnet/tx/${suiTransactionDigest(first)}`);
    expect(csv[1000].at(-1)).toBe(`https://suiscan.xyz/mainnet/tx/${suiTransactionDigest(second)}`);
  });

  it('retries only the PTB whose signing failed, after asking the chain; resumes after a reload', async () => {
    const rows = ROWS.slice(0, 600);
    const view = render();
    await paste(rows);
    fireEvent.click(screen.getByRole('button', { name: 'Review costs' }));
    await screen.findByTestId('sui-send-review', undefined, { timeout: 30_000 });
    onSign = (_bytes, index) => {
      if (index === 1) throw new Error('User rejected the request');
    };
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send 2 PTBs' }));
    const retry = await screen.findByTestId('sui-send-retry', undefined, { timeout: 60_000 });
    await waitFor(() => expect(retry).toBeEnabled());
    expect(wallet.signed).toHaveLength(1);
    expect(standIn.executed.size).toBe(1);

    // A reload: the batch comes back from this browser, the first PTB confirmed, the second failed.
    view.unmount();
    render();
    const again = await screen.findByTestId('sui-send-retry', undefined, { timeout: 30_000 });
    onSign = () => undefined;
    fireEvent.click(again);
    await screen.findByText('All 600 rows confirmed.', undefined, { timeout: 60_000 });
    expect(wallet.signed).toHaveLength(2);
    expect(standIn.executed.size).toBe(2);
    checkSuiSendPtb(fromBase64(wallet.signed[1]), OWNER, FEE_RECEIVER, rows.slice(510), ['12', '11']);
  });

  it('sends a coin (USDC): 600 rows in 2 PTBs of 511 + 89, its objects merged, our fee split from gas', async () => {
    const usdcKey = `${OWNER}|0x2::coin::Coin<${USDC}>`;
    standIn.metadata.set(USDC, { decimals: 6, symbol: 'USDC', name: 'USDC', description: '', iconUrl: null });
    standIn.coins.set(usdcKey, [
      { objectId: objectId(1, 'c1'), version: '7', digest: DIGEST, balance: 300_000_000n },
      { objectId: objectId(2, 'c1'), version: '8', digest: DIGEST, balance: 500_000_000n },
      { objectId: objectId(3, 'c1'), version: '9', digest: DIGEST, balance: 100_000_000n },
    ]);
    const rows = ROWS.slice(0, 600);
    render();
    fireEvent.change(screen.getByLabelText('Coin type (empty: SUI)'), { target: { value: USDC } });
    fireEvent.click(screen.getByRole('button', { name: 'Use' }));
    await screen.findByText('Sending USDC (6 decimals). One recipient and amount per line.');
    const lines = rows.map((row) => `${row.to},${formatUnits(row.amount, 6)}`);
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: lines.join('\n') } });
    await screen.findByText('600 of 600 rows ready', undefined, { timeout: 30_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Review costs' }));
    const review = await screen.findByTestId('sui-send-review', undefined, { timeout: 30_000 });
    expect(screen.getByTestId('sui-send-limits')).toHaveTextContent(/^511 recipients per PTB/);
    expect(
      within(review)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('[data-column="rows"]')?.textContent),
    ).toEqual(['511', '89']);
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send 2 PTBs' }));
    await screen.findByText('All 600 rows confirmed.', undefined, { timeout: 60_000 });
    expect(wallet.signed).toHaveLength(2);
    wallet.signed.map(fromBase64).forEach((bytes, index) => {
      const part = index === 0 ? rows.slice(0, 511) : rows.slice(511);
      const ptb = decodePtb(bytes);
      expect(ptb.v1.sender).toBe(OWNER);
      const [merge, split, ...rest] = ptb.commands;
      // The largest object first; the others merged into it, then one split of it for every row's amount.
      expect(ptb.objectId(merge.MergeCoins?.destination as PtbArgument)).toBe(objectId(2, 'c1'));
      expect(merge.MergeCoins?.sources.map((arg) => ptb.objectId(arg as PtbArgument))).toEqual([
        objectId(1, 'c1'),
        objectId(3, 'c1'),
      ]);
      expect(split.SplitCoins?.coin).toEqual(merge.MergeCoins?.destination);
      expect(split.SplitCoins?.amounts.map((arg) => ptb.u64(arg as PtbArgument))).toEqual(
        part.map((row) => row.amount),
      );
      const transfers = rest.slice(0, part.length);
      transfers.forEach((command, i) => {
        expect(command.TransferObjects?.objects).toEqual([{ $kind: 'NestedResult', NestedResult: [1, i] }]);
        expect(ptb.address(command.TransferObjects?.address as PtbArgument)).toBe(part[i].to);
      });
      // Then our fee: 1 SUI split from the gas coin and sent to our receiver, last.
      const [feeSplit, feeTransfer] = rest.slice(part.length);
      expect(feeSplit.SplitCoins?.coin.$kind).toBe('GasCoin');
      expect(feeSplit.SplitCoins?.amounts.map((arg) => ptb.u64(arg as PtbArgument))).toEqual([suiBatchSendFeeMist()]);
      expect(feeTransfer.TransferObjects?.objects).toEqual([
        { $kind: 'NestedResult', NestedResult: [part.length + 2, 0] },
      ]);
      expect(ptb.address(feeTransfer.TransferObjects?.address as PtbArgument)).toBe(FEE_RECEIVER);
      expect(rest).toHaveLength(part.length + 2);
    });
  });

  it('refuses to review when the wallet holds too little SUI, in Chinese too', async () => {
    standIn.coins.set(SUI_KEY, [{ objectId: objectId(1, '5a'), version: '11', digest: DIGEST, balance: 500_000_000n }]);
    render('cn');
    fireEvent.change(screen.getByLabelText('数据'), {
      target: {
        value: ROWS.slice(0, 3)
          .map((row) => `${row.to},${formatUnits(row.amount, 9)}`)
          .join('\n'),
      },
    });
    const button = screen.getByRole('button', { name: '查看费用' });
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 30_000 });
    fireEvent.click(button);
    expect(await screen.findByTestId('sui-send-error', undefined, { timeout: 30_000 })).toHaveTextContent(
      'SUI 不足：需要 1.000003004，钱包中有 0.5。',
    );
    expect(wallet.signed).toHaveLength(0);
  });
});
