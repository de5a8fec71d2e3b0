/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { Keypair, type PublicKey, SystemProgram } from '@solana/web3.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { buildTransaction, transactionId } from '@/chains/solana';
import { createTestChain, SOL, sendInstructions, setLamports, type TestChain } from '@/chains/solana/testing/fixtures';
import { BLOCKHASH_VALIDITY, type LiteSvmRpc } from '@/chains/solana/testing/litesvm-rpc';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import { type RecentFeesRpc, withRecentFees } from '@/components/tools/solana/testing/recent-fees';
import { TestSendFlow } from '@/components/tools/solana/testing/send-flow';
import { clockedRpc, type TestWallet, testWallet } from '@/components/tools/solana/testing/test-wallet';
import { createJob, type JobState, loadJob, type RowStatus, saveJob } from '@/lib/batch';
import type { Locale } from '@/lib/i18n/config';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';
import { setUpLookupTables } from './lookup-table-setup';
import { SOLANA_SEND_TOOL, toStoredMeta } from './send-meta';
import { localSentStore, SENT_STORAGE_KEY } from './sent-store';

jest.setTimeout(30_000);

/**
 * A batch restored after a reload, on litesvm: "New batch" asks the chain about every recorded transaction first,
 * and the lookup-table panel keeps the tables the batch still needs.
 */

const FEE_RECEIVER = Keypair.generate().publicKey.toBase58();
let chain: TestChain;
let rpc: LiteSvmRpc & RecentFeesRpc;
let sender: Keypair;
let wallet: TestWallet;

giveTablesHeight();

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  chain = createTestChain();
  rpc = withRecentFees(clockedRpc(chain.rpc), [1_000]);
  sender = Keypair.generate();
  wallet = testWallet(sender);
  setLamports(chain, sender.publicKey, 10n * SOL);
});

const newAddress = () => Keypair.generate().publicKey;
const sendsSoFar = () => chain.rpc.calls.filter((call) => call.method === 'sendRawTransaction').length;

/** A transfer that landed: its signature. */
const landedTransfer = (to: PublicKey) =>
  sendInstructions(chain, [SystemProgram.transfer({ fromPubkey: chain.bank.publicKey, toPubkey: to, lamports: SOL })]);

/** A transfer signed and (as far as the page knows) broadcast, not seen by the chain yet: its signature. */
async function unseenTransfer(to: PublicKey): Promise<string> {
  const { blockhash } = await chain.rpc.getLatestBlockhash();
  const transaction = buildTransaction({
    payer: sender.publicKey,
    instructions: [SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: to, lamports: SOL })],
    blockhash,
    computeBudget: { units: 1_000 },
  });
  transaction.sign([sender]);
  return transactionId(transaction);
}

interface RestoredChunk {
  status: RowStatus;
  signature?: string;
}

/** Saves a job as the page leaves it at a reload: one row per chunk, each sent signature in the sent store. */
async function restoreJob(chunks: readonly RestoredChunk[], tables: readonly string[] = []): Promise<JobState> {
  const rows = chunks.map((_, index) => ({ line: index + 1, address: newAddress().toBase58(), amount: SOL }));
  const lane = sender.publicKey.toBase58();
  const plan = rows.map((row, id) => ({ id, lane, rowIndexes: [id], rows: [row] }));
  const meta = {
    jobId: 'restored1',
    payer: lane,
    asset: 'sol',
    symbol: 'SOL',
    decimals: 9,
    microLamports: 0n,
    format: tables.length > 0 ? ('v0' as const) : ('legacy' as const),
    creatingRows: [],
    tables: [...tables],
    chunkTables: tables.length > 0 ? chunks.map(() => 0) : [],
  };
  const job = createJob(rows, plan, toStoredMeta(meta));
  const { lastValidBlockHeight } = await chain.rpc.getLatestBlockhash();
  const store = localSentStore(meta.jobId);
  job.chunks = job.chunks.map((chunk, index) => {
    const { status, signature } = chunks[index];
    if (signature) store.set(chunk.id, { signature, lastValidBlockHeight });
    return { ...chunk, status, ...(signature ? { txHash: signature } : {}) };
  });
  saveJob(SOLANA_SEND_TOOL, job);
  return job;
}

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

const newBatch = (name = 'New batch') => fireEvent.click(screen.getByRole('button', { name }));
const statusesOfRows = () => loadJob(SOLANA_SEND_TOOL)?.chunks.map((chunk) => chunk.status);

describe('"New batch" on a restored batch', () => {
  it.each([
    [
      'en',
      'New batch',
      /^1 transaction of this batch may still land; wait until they confirm or expire \(about a minute\)/,
    ],
    ['cn', '新批次', /^本批次有 1 笔交易仍可能上链；请等待它们确认或过期（约一分钟）后再开始新批次/],
  ] as const)(
    'is refused while a sent transaction may still land, allowed once it expired (%s)',
    async (locale, label, refusal) => {
      const [first, second] = [newAddress(), newAddress()];
      await restoreJob([
        { status: 'sent', signature: await landedTransfer(first) },
        { status: 'sent', signature: await unseenTransfer(second) },
      ]);
      renderFlow(locale);
      const sends = sendsSoFar();
      newBatch(label);

      const alert = await screen.findByTestId('solana-send-new-batch-refused');
      expect(alert.textContent).toMatch(refusal);
      // The landed one is shown (and saved) confirmed; the batch is kept, nothing sent or signed.
      await waitFor(() => expect(statusesOfRows()).toEqual(['confirmed', 'sent']));
      expect(screen.queryByTestId('solana-send-recipients')).toBeNull();
      expect(window.localStorage.getItem(SENT_STORAGE_KEY)).not.toBeNull();
      expect(sendsSoFar()).toBe(sends);
      expect(wallet.approvals).toEqual([]);

      chain.rpc.advanceBlocks(BLOCKHASH_VALIDITY + 1);
      newBatch(label);
      expect(await screen.findByTestId('solana-send-recipients')).toBeTruthy();
      expect(loadJob(SOLANA_SEND_TOOL)).toBeNull();
      expect(window.localStorage.getItem(SENT_STORAGE_KEY)).toBeNull();
      expect(sendsSoFar()).toBe(sends);
    },
  );

  it('clears at once when every recorded transaction landed or can no longer land', async () => {
    await restoreJob([
      { status: 'sent', signature: await landedTransfer(newAddress()) },
      { status: 'failed', signature: await unseenTransfer(newAddress()) },
      { status: 'pending' },
    ]);
    chain.rpc.advanceBlocks(BLOCKHASH_VALIDITY + 1);
    renderFlow();
    newBatch();
    expect(await screen.findByTestId('solana-send-recipients')).toBeTruthy();
    expect(screen.queryByTestId('solana-send-new-batch-refused')).toBeNull();
    expect(loadJob(SOLANA_SEND_TOOL)).toBeNull();
  });

  it('keeps a failed chunk whose signature is still pending', async () => {
    await restoreJob([{ status: 'failed', signature: await unseenTransfer(newAddress()) }]);
    renderFlow();
    newBatch();
    expect((await screen.findByTestId('solana-send-new-batch-refused')).textContent).toMatch(/^1 transaction/);
    expect(statusesOfRows()).toEqual(['failed']);
  });
});

async function writeTables(count: number): Promise<string[]> {
  const created = await setUpLookupTables({
    rpc,
    payer: sender.publicKey,
    tables: Array.from({ length: count }, (_, index) => ({ addresses: [newAddress()], chunkIds: [index] })),
    signAll: wallet.signAll,
    pollIntervalMs: 1,
  });
  return created.accounts.map((account) => account.key.toBase58());
}

const row = (address: string) => document.querySelector(`[data-table="${address}"]`) as HTMLElement;
const statusOf = (address: string) => row(address)?.getAttribute('data-status');

describe('the lookup-table panel beside a batch', () => {
  it('keeps the unfinished batch’s table from deactivation, and offers it once the batch is cleared', async () => {
    const [jobTable, oldTable] = await writeTables(2);
    await restoreJob([{ status: 'sent', signature: await unseenTransfer(newAddress()) }], [jobTable]);
    renderFlow();

    await waitFor(() => expect(statusOf(jobTable)).toBe('inUse'));
    expect(row(jobTable).textContent).toContain('in use by the current batch');
    expect(statusOf(oldTable)).toBe('active');
    expect(screen.getByTestId('solana-send-tables-in-use').textContent).toContain('The tables of the current batch');
    const panel = screen.getByTestId('solana-send-tables');
    fireEvent.click(within(panel).getByRole('button', { name: 'Deactivate 1 table (network fee 0.000005 SOL)' }));
    await waitFor(() => expect(statusOf(oldTable)).toBe('deactivating'));
    expect(statusOf(jobTable)).toBe('inUse');
    expect(within(panel).queryByRole('button', { name: /^Deactivate/ })).toBeNull();

    chain.rpc.advanceBlocks(BLOCKHASH_VALIDITY + 1);
    newBatch();
    await waitFor(() => expect(statusOf(jobTable)).toBe('active'));
    expect(within(panel).getByRole('button', { name: 'Deactivate 1 table (network fee 0.000005 SOL)' })).toBeTruthy();
    expect(screen.queryByTestId('solana-send-tables-in-use')).toBeNull();
  });

  it('offers the table of a batch whose rows are all confirmed', async () => {
    const [jobTable] = await writeTables(1);
    await restoreJob([{ status: 'confirmed', signature: await landedTransfer(newAddress()) }], [jobTable]);
    renderFlow();
    await waitFor(() => expect(statusOf(jobTable)).toBe('active'));
    expect(screen.getByRole('button', { name: 'Deactivate 1 table (network fee 0.000005 SOL)' })).toBeTruthy();
  });
});
