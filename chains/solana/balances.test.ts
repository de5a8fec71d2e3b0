import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, type PublicKey } from '@solana/web3.js';
import {
  InvalidSolanaOwnerError,
  MAX_ACCOUNTS_PER_REQUEST,
  type ReadSolanaBalancesOptions,
  readSolanaBalances,
} from './balances';
import { solanaFamily } from './family';
import { createMint, createTestChain, SOL, setLamports, setTokenAccount, type TestChain } from './testing/fixtures';
import {
  associatedTokenAddress,
  InvalidSolanaMintError,
  METAPLEX_METADATA_PROGRAM_ID,
  metaplexMetadataAddress,
} from './token-accounts';

const OWNER_COUNT = 250;

let chain: TestChain;
let owners: PublicKey[];
let splMint: PublicKey;
let token2022Mint: PublicKey;
const expectedSol = new Map<string, bigint>();
const expectedSpl = new Map<string, bigint>();
const expected2022 = new Map<string, bigint>();

/** Metaplex metadata as its program writes it: key, update authority, mint, name, symbol (u32-prefixed, padded). */
function metaplexData(mint: PublicKey, name: string, symbol: string): Uint8Array {
  const text = (value: string, size: number) => {
    const bytes = Buffer.alloc(4 + size);
    bytes.writeUInt32LE(size, 0);
    bytes.write(value, 4);
    return bytes;
  };
  return Buffer.concat([
    Buffer.from([4]),
    Buffer.alloc(32),
    mint.toBuffer(),
    text(name, 32),
    text(symbol, 10),
    text('', 200),
  ]);
}

beforeAll(async () => {
  chain = createTestChain();
  owners = Array.from({ length: OWNER_COUNT }, () => Keypair.generate().publicKey);
  splMint = await createMint(chain, TOKEN_PROGRAM_ID, 6);
  token2022Mint = await createMint(chain, TOKEN_2022_PROGRAM_ID, 9);
  chain.svm.setAccount(metaplexMetadataAddress(splMint), {
    lamports: 5_616_720,
    data: metaplexData(splMint, 'Test Dollar', 'TUSD'),
    owner: METAPLEX_METADATA_PROGRAM_ID,
    executable: false,
  });
  owners.forEach((owner, index) => {
    const key = owner.toBase58();
    // Every second owner holds SOL, every third an SPL account (some empty), every fifth a Token-2022 account.
    if (index % 2 === 0) {
      expectedSol.set(key, BigInt(index + 1) * SOL + 7n);
      setLamports(chain, owner, BigInt(index + 1) * SOL + 7n);
    }
    if (index % 3 === 0) {
      expectedSpl.set(key, BigInt(index) * 1_000_000n);
      setTokenAccount(chain, { owner, mint: splMint, programId: TOKEN_PROGRAM_ID, amount: BigInt(index) * 1_000_000n });
    }
    if (index % 5 === 0) {
      expected2022.set(key, BigInt(index) * 10n ** 9n + 1n);
      setTokenAccount(chain, {
        owner,
        mint: token2022Mint,
        programId: TOKEN_2022_PROGRAM_ID,
        amount: BigInt(index) * 10n ** 9n + 1n,
      });
    }
  });
});

function read(options: Omit<ReadSolanaBalancesOptions, 'connection'>) {
  return readSolanaBalances({ connection: chain.rpc, retryDelayMs: 1, ...options });
}

function callsSince(start: number) {
  return chain.rpc.calls.slice(start).filter((call) => call.method === 'getMultipleAccountsInfo');
}

describe('readSolanaBalances on litesvm', () => {
  it('reads the SOL of 250 owners in chunks of 100, in order, with progress', async () => {
    const start = chain.rpc.calls.length;
    const progress: number[] = [];
    const result = await read({ owners: owners.map(String), onProgress: ({ done }) => progress.push(done) });
    expect(result).toMatchObject({ chainId: 501, token: 'native', symbol: 'SOL', decimals: 9 });
    expect(result.balances.map((row) => row.balance)).toEqual(
      owners.map((owner) => expectedSol.get(owner.toBase58()) ?? 0n),
    );
    expect(callsSince(start).map((call) => call.size)).toEqual([100, 100, 50]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(OWNER_COUNT);
  });

  it('reads an SPL token through associated accounts derived locally, with its Metaplex symbol', async () => {
    const start = chain.rpc.calls.length;
    const result = await read({ owners: owners.map(String), mint: splMint.toBase58() });
    expect(result).toMatchObject({ token: splMint.toBase58(), symbol: 'TUSD', decimals: 6, tokenProgram: 'spl' });
    result.balances.forEach((row, index) => {
      const key = owners[index].toBase58();
      expect(row.balance).toBe(expectedSpl.get(key) ?? 0n);
      expect(row.hasTokenAccount).toBe(expectedSpl.has(key));
    });
    // One call for the mint and its metadata, then 100 + 100 + 50 associated accounts.
    expect(callsSince(start).map((call) => call.size)).toEqual([2, 100, 100, 50]);
  });

  it('reads a Token-2022 token ("auto" finds its program), with smaller chunks and concurrency', async () => {
    const start = chain.rpc.calls.length;
    const result = await read({
      owners: owners.map(String),
      mint: token2022Mint.toBase58(),
      chunkSize: 40,
      concurrency: 2,
    });
    expect(result).toMatchObject({ decimals: 9, tokenProgram: 'token-2022', symbol: '' });
    expect(result.balances.map((row) => row.balance)).toEqual(
      owners.map((owner) => expected2022.get(owner.toBase58()) ?? 0n),
    );
    expect(callsSince(start)).toHaveLength(1 + Math.ceil(OWNER_COUNT / 40));
  });

  it('refuses a mint of the other program when the program is named', async () => {
    await expect(
      read({ owners: [owners[0].toBase58()], mint: token2022Mint.toBase58(), tokenProgram: 'spl' }),
    ).rejects.toThrow(InvalidSolanaMintError);
    await expect(read({ owners: [owners[0].toBase58()], mint: owners[0].toBase58() })).rejects.toThrow(
      /no such account|not owned/,
    );
  });

  it('reads repeated owners once and answers every row', async () => {
    const start = chain.rpc.calls.length;
    const twice = [owners[0], owners[0], owners[2]].map(String);
    const result = await read({ owners: twice });
    expect(result.balances.map((row) => row.balance)).toEqual([
      expectedSol.get(twice[0]),
      expectedSol.get(twice[0]),
      expectedSol.get(twice[2]),
    ]);
    expect(callsSince(start).map((call) => call.size)).toEqual([2]);
  });

  it('treats lamports sent to a missing token account address as no account', async () => {
    const owner = Keypair.generate().publicKey;
    const { balances } = await read({ owners: [owner.toBase58()], mint: splMint.toBase58() });
    setLamports(chain, associatedTokenAddress(owner, splMint, TOKEN_PROGRAM_ID), 1_000n);
    const again = await read({ owners: [owner.toBase58()], mint: splMint.toBase58() });
    expect(balances[0]).toMatchObject({ balance: 0n, hasTokenAccount: false });
    expect(again.balances[0]).toMatchObject({ balance: 0n, hasTokenAccount: false });
  });

  it('retries rate limits and timeouts, then gives up after the retries', async () => {
    chain.rpc.failures.push(
      new Error('429 Too Many Requests: {"code":429}'),
      Object.assign(new Error('t'), { name: 'TimeoutError' }),
    );
    const result = await read({ owners: owners.slice(0, 10).map(String) });
    expect(result.balances).toHaveLength(10);
    chain.rpc.failures.push(...Array.from({ length: 3 }, () => new Error('503 Service Unavailable')));
    await expect(read({ owners: owners.slice(0, 10).map(String), retries: 2 })).rejects.toThrow('503');
    chain.rpc.failures.length = 0;
    chain.rpc.failures.push(new Error('Invalid param: WrongSize'));
    await expect(read({ owners: owners.slice(0, 10).map(String) })).rejects.toThrow('WrongSize');
  });

  it('rejects invalid owners with their index before any request', async () => {
    const start = chain.rpc.calls.length;
    const list = [owners[0].toBase58(), 'not-an-address', owners[1].toBase58(), '0xabc'];
    const error = await read({ owners: list }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidSolanaOwnerError);
    expect(error).toMatchObject({ index: 1, invalid: [{ index: 1 }, { index: 3 }] });
    await expect(read({ owners: [owners[0].toBase58()], chunkSize: MAX_ACCOUNTS_PER_REQUEST + 1 })).rejects.toThrow(
      RangeError,
    );
    await expect(read({ owners: [owners[0].toBase58()], mint: 'xyz' })).rejects.toThrow(InvalidSolanaMintError);
    await expect(solanaFamily.readBalances({ chainId: 1, owners: [] })).rejects.toThrow(RangeError);
    expect(chain.rpc.calls.length).toBe(start);
  });
});
