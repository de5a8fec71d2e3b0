import { Keypair, PublicKey } from '@solana/web3.js';
import type { PlannedLookupTable } from '@/chains/solana';
import { createTestChain, lamportsOf, SOL, setLamports, type TestChain } from '@/chains/solana/testing/fixtures';
import type { LiteSvmRpc } from '@/chains/solana/testing/litesvm-rpc';
import { clockedRpc, type TestWallet, testWallet } from '@/components/tools/solana/testing/test-wallet';
import { createLocalStore, type KeyValueStorage, type LocalStore } from '@/lib/http/local-store';
import {
  coolingDownBlocks,
  LookupTableNotClosableYetError,
  runTableAction,
  tableActionGroups,
} from './lookup-table-actions';
import { setUpLookupTables } from './lookup-table-setup';
import { CLOSE_COOL_DOWN_SLOTS, readLookupTableStates } from './lookup-table-state';
import { readTables } from './table-store';

/** Recovering the rent of the send page's lookup tables on litesvm: the page's functions, the chain's program. */

let chain: TestChain;
let rpc: LiteSvmRpc;
let sender: Keypair;
let wallet: TestWallet;
let store: LocalStore;

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const addresses = (count: number) => Array.from({ length: count }, () => Keypair.generate().publicKey);
const sends = () => chain.rpc.calls.filter((call) => call.method === 'sendRawTransaction').length;

beforeEach(() => {
  chain = createTestChain();
  rpc = clockedRpc(chain.rpc);
  sender = Keypair.generate();
  wallet = testWallet(sender);
  store = createLocalStore(memoryStorage());
  setLamports(chain, sender.publicKey, 10n * SOL);
});

/** Two tables as the send page writes them (40 and 90 addresses), remembered for the wallet. */
async function createTwoTables(): Promise<string[]> {
  const planned: PlannedLookupTable[] = [
    { addresses: addresses(40), chunkIds: [0] },
    { addresses: addresses(90), chunkIds: [1] },
  ];
  const created = await setUpLookupTables({
    rpc,
    payer: sender.publicKey,
    tables: planned,
    signAll: wallet.signAll,
    pollIntervalMs: 1,
    tableStore: store,
  });
  return created.accounts.map((account) => account.key.toBase58());
}

const rentOf = async (count: number) => BigInt(await rpc.getMinimumBalanceForRentExemption(56 + 32 * count));

describe('recovering lookup-table rent on litesvm', () => {
  it('remembers the tables, deactivates both in one transaction, refuses an early close, then closes both', async () => {
    const tables = await createTwoTables();
    expect(readTables(sender.publicKey.toBase58(), store)).toEqual(tables);

    const owner = sender.publicKey.toBase58();
    const active = await readLookupTableStates(rpc, owner, tables);
    const rent = (await rentOf(40)) + (await rentOf(90));
    expect(active.tables.map((table) => [table.status, table.isOwn, table.addressCount])).toEqual([
      ['active', true, 40],
      ['active', true, 90],
    ]);
    expect(active.tables[0].lamports + active.tables[1].lamports).toBe(rent);
    const readsBefore = chain.rpc.calls.filter((call) => call.method === 'getMultipleAccountsInfo').length;
    await readLookupTableStates(rpc, owner, tables);
    expect(chain.rpc.calls.filter((call) => call.method === 'getMultipleAccountsInfo').length).toBe(readsBefore + 1);

    const approvals = wallet.approvals.length;
    const deactivated = await runTableAction('deactivate', { rpc, wallet: sender.publicKey, tables, ...signer() });
    expect(deactivated.transactions).toBe(1);
    expect(wallet.approvals.slice(approvals)).toEqual([1]);
    const cooling = await readLookupTableStates(rpc, owner, tables);
    expect(cooling.tables.map((table) => table.status)).toEqual(['deactivating', 'deactivating']);
    expect(cooling.tables[0].slotsLeft).toBeGreaterThan(CLOSE_COOL_DOWN_SLOTS - 5);

    // Too early: refused from the chain's state (deactivation slot, current slot) before anything is signed or paid.
    // (The program's own refusal is not run here: a failing close corrupts litesvm 0.8's native heap.)
    const balance = lamportsOf(chain, sender.publicKey);
    const sent = sends();
    const early = runTableAction('close', { rpc, wallet: sender.publicKey, tables, ...signer() });
    await expect(early).rejects.toThrow(LookupTableNotClosableYetError);
    await expect(early).rejects.toThrow(
      /cannot be closed yet: its deactivation is still cooling down \(\d+ more blocks\)/,
    );
    expect(sends()).toBe(sent);
    expect(lamportsOf(chain, sender.publicKey)).toBe(balance);

    chain.rpc.advanceBlocks(CLOSE_COOL_DOWN_SLOTS);
    const ready = await readLookupTableStates(rpc, owner, tables);
    expect(ready.tables.map((table) => [table.status, table.slotsLeft])).toEqual([
      ['closable', 0],
      ['closable', 0],
    ]);
    const closed = await runTableAction('close', { rpc, wallet: sender.publicKey, tables, ...signer() });
    expect(closed).toEqual({ transactions: 1, networkFee: 5_000n });
    expect(lamportsOf(chain, sender.publicKey)).toBe(balance + rent - 5_000n);
    const gone = await readLookupTableStates(rpc, owner, tables);
    expect(gone.tables.map((table) => [table.status, table.lamports])).toEqual([
      ['missing', 0n],
      ['missing', 0n],
    ]);
  });

  it('puts 40 tables in as few transactions as fit', () => {
    const forty = addresses(40).map((key) => key.toBase58());
    const deactivate = tableActionGroups('deactivate', sender.publicKey, forty);
    const close = tableActionGroups('close', sender.publicKey, forty);
    expect(deactivate.flat().map(String)).toEqual(forty);
    expect(close.flat().map(String)).toEqual(forty);
    expect(deactivate.map((group) => group.length)).toEqual([25, 15]);
    expect(close.map((group) => group.length)).toEqual([24, 16]);
    expect(new PublicKey(forty[0]).equals(deactivate[0][0])).toBe(true);
  });
});

it("reads the blocks left from the program's refusal (its log, as litesvm 0.8 printed it)", () => {
  const logs = [
    'Program AddressLookupTab1e1111111111111111111111111 invoke [1]',
    'Program log: Instruction: CloseLookupTable',
    "Program log: Table cannot be closed until it's fully deactivated in 513 blocks",
    'Program log: Error: InvalidArgument',
  ];
  expect(coolingDownBlocks(logs)).toBe(513);
  expect(coolingDownBlocks(logs.filter((line) => !line.includes('fully')))).toBeUndefined();
});

function signer() {
  return { signAll: wallet.signAll, pollIntervalMs: 1 };
}
