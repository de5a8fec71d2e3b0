import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import {
  AddressLookupTableProgram,
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { type SolanaRpcServer, startSolanaRpcServer } from './server';

// The e2e chain's server spoken to by web3.js' own Connection, the client the pages use: every answer has to pass
// its response structs, and what it reports has to be what litesvm did.

let server: SolanaRpcServer;
let connection: Connection;

async function control<T>(method: string, ...params: unknown[]): Promise<T> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result as T;
}

async function funded(sol = 10): Promise<Keypair> {
  const key = Keypair.generate();
  await control('requestAirdrop', key.publicKey.toBase58(), sol * LAMPORTS_PER_SOL);
  return key;
}

async function transaction(payer: Keypair, instructions: TransactionInstruction[], tables = [] as never[]) {
  const { blockhash } = await connection.getLatestBlockhash();
  const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions });
  const built = new VersionedTransaction(
    tables.length > 0 ? message.compileToV0Message(tables) : message.compileToLegacyMessage(),
  );
  built.sign([payer]);
  return built;
}

beforeAll(async () => {
  server = await startSolanaRpcServer();
  connection = new Connection(server.url, 'confirmed');
});

afterAll(async () => {
  await server?.stop();
});

describe('the e2e Solana RPC server', () => {
  it('answers account, balance and blockhash reads in the node shapes web3.js parses', async () => {
    const owner = await funded(3);
    expect(await connection.getBalance(owner.publicKey)).toBe(3 * LAMPORTS_PER_SOL);
    const [known, unknown] = await connection.getMultipleAccountsInfo([owner.publicKey, Keypair.generate().publicKey]);
    expect(known?.owner.equals(SystemProgram.programId)).toBe(true);
    expect(unknown).toBeNull();
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    expect(await connection.isBlockhashValid(blockhash)).toMatchObject({ value: true });
    expect(lastValidBlockHeight).toBeGreaterThan(await connection.getBlockHeight());
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280);
    expect((await connection.getEpochInfo()).absoluteSlot).toBe(await connection.getSlot());
    expect(await connection.getRecentPrioritizationFees()).toEqual([
      { slot: await connection.getSlot(), prioritizationFee: 0 },
    ]);
  });

  it('makes mints and token accounts, and finds token accounts by owner and by mint under both programs', async () => {
    const owner = Keypair.generate().publicKey;
    const spl = new PublicKey(await control<string>('e2e_createMint', { program: 'spl', decimals: 6 }));
    const t22 = new PublicKey(await control<string>('e2e_createMint', { program: 'token-2022', decimals: 9 }));
    const splAccount = new PublicKey(
      await control<string>('e2e_mintTo', { owner: owner.toBase58(), mint: spl.toBase58(), amount: '1500000' }),
    );
    const empty = await control<string>('e2e_setTokenAccount', { owner: owner.toBase58(), mint: t22.toBase58() });
    expect((await connection.getTokenAccountBalance(splAccount)).value).toEqual({
      amount: '1500000',
      decimals: 6,
      uiAmount: 1.5,
      uiAmountString: '1.5',
    });
    expect((await connection.getTokenSupply(spl)).value.amount).toBe('1500000');
    const byProgram = await connection.getTokenAccountsByOwner(owner, { programId: TOKEN_2022_PROGRAM_ID });
    expect(byProgram.value.map((entry) => entry.pubkey.toBase58())).toEqual([empty]);
    expect(byProgram.value[0].account.owner.equals(TOKEN_2022_PROGRAM_ID)).toBe(true);
    const byMint = await connection.getTokenAccountsByOwner(owner, { mint: spl });
    expect(byMint.value.map((entry) => entry.pubkey.equals(splAccount))).toEqual([true]);
    expect((await connection.getTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID })).value).toHaveLength(1);
  });

  it('simulates, sends after preflight, reports statuses, closes a block per transaction and keeps a ledger', async () => {
    const payer = await funded();
    const receiver = Keypair.generate().publicKey;
    const transfer = SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 1e9 });
    const priced = [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 250_000 }),
      transfer,
    ];
    const signed = await transaction(payer, priced);
    const simulated = await connection.simulateTransaction(signed, { sigVerify: false, replaceRecentBlockhash: true });
    expect(simulated.value.err).toBeNull();
    expect(simulated.value.unitsConsumed).toBeGreaterThan(0);
    await expect(
      connection.simulateTransaction(signed, { sigVerify: true, replaceRecentBlockhash: true }),
    ).rejects.toThrow(/sigVerify may not be used with replaceRecentBlockhash/);
    const fee = await connection.getFeeForMessage(signed.message);
    expect(fee.value).toBe(5_000 + 2_500);

    const slot = await connection.getSlot();
    const signature = await connection.sendRawTransaction(signed.serialize());
    const { value } = await connection.getSignatureStatuses([signature]);
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect(await connection.getSlot()).toBe(slot + 1);
    // getFeeForMessage told what litesvm charged.
    expect(await connection.getBalance(payer.publicKey)).toBe(10 * LAMPORTS_PER_SOL - 1e9 - (fee.value as number));
    const changes = await control('e2e_lamportChanges', {
      account: receiver.toBase58(),
      payers: [payer.publicKey.toBase58()],
    });
    expect(changes).toEqual({ lamports: '1000000000', transactions: 1 });
    expect(
      await control('e2e_lamportChanges', { account: receiver.toBase58(), payers: [receiver.toBase58()] }),
    ).toEqual({
      lamports: '0',
      transactions: 0,
    });

    const tooMuch = SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 100e9 });
    const failing = await transaction(payer, [tooMuch]);
    const refused = await connection.sendRawTransaction(failing.serialize()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SendTransactionError);
    expect(String((refused as Error).message)).toMatch(/Transaction simulation failed/);
    // Without preflight a node takes it, and it lands as failed (the fee is paid).
    const landed = await connection.sendRawTransaction(failing.serialize(), { skipPreflight: true });
    expect((await connection.getSignatureStatuses([landed])).value[0]?.err).not.toBeNull();
  });

  it('serves lookup tables through getAccountInfo, usable by v0 transactions from the next block', async () => {
    const payer = await funded();
    const recipients = Array.from({ length: 30 }, () => Keypair.generate().publicKey);
    const [create, table] = AddressLookupTableProgram.createLookupTable({
      authority: payer.publicKey,
      payer: payer.publicKey,
      recentSlot: await connection.getSlot('finalized'),
    });
    const extend = AddressLookupTableProgram.extendLookupTable({
      lookupTable: table,
      authority: payer.publicKey,
      payer: payer.publicKey,
      addresses: recipients,
    });
    await connection.sendRawTransaction((await transaction(payer, [create, extend])).serialize());
    const { value: lookup } = await connection.getAddressLookupTable(table);
    expect(lookup?.state.addresses).toHaveLength(30);
    expect(await connection.getSlot()).toBeGreaterThan(Number(lookup?.state.lastExtendedSlot));
    const transfers = recipients.map((toPubkey) =>
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey, lamports: 1_000_000 }),
    );
    const v0 = await transaction(payer, transfers, [lookup] as never[]);
    expect(v0.message.version).toBe(0);
    const signature = await connection.sendRawTransaction(v0.serialize());
    expect((await connection.getSignatureStatuses([signature])).value[0]?.err).toBeNull();
    const balances = await connection.getMultipleAccountsInfo(recipients);
    expect(balances.map((account) => account?.lamports)).toEqual(recipients.map(() => 1_000_000));
  });

  it('answers batches in order, and errors with the node codes', async () => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'getSlot' },
        { jsonrpc: '2.0', id: 'b', method: 'getProgramAccounts', params: [] },
        { jsonrpc: '2.0', id: 'c', method: 'getBalance', params: ['not a key'] },
      ]),
    });
    const answers = (await response.json()) as { id: string; result?: unknown; error?: { code: number } }[];
    expect(answers.map((answer) => answer.id)).toEqual(['a', 'b', 'c']);
    expect(typeof answers[0].result).toBe('number');
    expect(answers[1].error?.code).toBe(-32_601);
    expect(answers[2].error?.code).toBe(-32_602);
    expect(server.calls.slice(-3)).toEqual(['getSlot', 'getProgramAccounts', 'getBalance']);
  });
});
