import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, type PublicKey } from '@solana/web3.js';
import {
  findTokenAccounts,
  planCloseAccounts,
  prepareCloseAccountsTransaction,
  reclaimedRent,
  selectClosableAccounts,
} from './close-accounts';
import { closeAccountFeeLamports, referralShareLamports } from './fees';
import {
  createMint,
  createTestChain,
  lamportsOf,
  mintTo,
  SOL,
  setLamports,
  setTokenAccount,
  signAndSend,
  type TestChain,
  tokenBalanceOf,
} from './testing/fixtures';
import { PACKET_DATA_SIZE, transactionSize } from './transaction';

let chain: TestChain;
let owner: Keypair;
let feeReceiver: PublicKey;
let inviter: PublicKey;

beforeEach(() => {
  chain = createTestChain();
  owner = Keypair.generate();
  feeReceiver = Keypair.generate().publicKey;
  inviter = Keypair.generate().publicKey;
  setLamports(chain, owner.publicKey, SOL);
  setLamports(chain, feeReceiver, SOL);
  setLamports(chain, inviter, SOL);
});

describe('close token accounts on litesvm', () => {
  it('closes 40 empty SPL and Token-2022 accounts and burns dust, with 8 % of the rent as fee (30 % to the inviter)', async () => {
    const accounts: PublicKey[] = [];
    for (let index = 0; index < 30; index += 1) {
      const mint = Keypair.generate().publicKey;
      accounts.push(setTokenAccount(chain, { owner: owner.publicKey, mint, programId: TOKEN_PROGRAM_ID }));
    }
    for (let index = 0; index < 10; index += 1) {
      const mint = Keypair.generate().publicKey;
      accounts.push(setTokenAccount(chain, { owner: owner.publicKey, mint, programId: TOKEN_2022_PROGRAM_ID }));
    }
    // Dust: real mints, so that burning reduces a real supply.
    const dustMint = await createMint(chain, TOKEN_PROGRAM_ID, 6);
    const dust = await mintTo(chain, {
      owner: owner.publicKey,
      mint: dustMint,
      programId: TOKEN_PROGRAM_ID,
      amount: 17n,
    });
    const frozen = setTokenAccount(chain, {
      owner: owner.publicKey,
      mint: dustMint,
      programId: TOKEN_2022_PROGRAM_ID,
      frozen: true,
    });
    chain.rpc.watch(...accounts, dust, frozen);

    const found = await findTokenAccounts(chain.rpc, owner.publicKey);
    expect(found).toHaveLength(42);
    const withoutBurn = selectClosableAccounts(owner.publicKey, found);
    expect(withoutBurn.skipped.map((item) => item.reason).sort()).toEqual(['frozen', 'hasBalance']);
    const { closable, skipped } = selectClosableAccounts(owner.publicKey, found, { burnDust: true });
    expect(skipped.map((item) => item.reason)).toEqual(['frozen']);
    expect(closable).toHaveLength(41);

    const chunks = planCloseAccounts(closable, {
      burnDust: true,
      hasFee: true,
      hasReferrer: true,
      hasPriorityFee: true,
    });
    // Lanes keep each transaction to one token program: 31 SPL accounts (one burned), 10 Token-2022.
    expect(chunks.map((chunk) => chunk.rows.length).sort((a, b) => a - b)).toEqual([9, 10, 22]);
    const byAddress = new Map(closable.map((account) => [account.address.toBase58(), account]));
    let networkFees = 0n;
    let fees = 0n;
    let reclaimed = 0n;
    for (const chunk of chunks) {
      const prepared = await prepareCloseAccountsTransaction(chain.rpc, {
        owner: owner.publicKey,
        accounts: chunk.rows.map((row) => byAddress.get(row.address) as (typeof closable)[number]),
        burnDust: true,
        fee: { receiver: feeReceiver, referrer: inviter },
        microLamports: 5_000n,
      });
      expect(transactionSize(prepared.transaction)).toBeLessThanOrEqual(PACKET_DATA_SIZE);
      await signAndSend(chain, prepared.transaction, [owner]);
      networkFees += prepared.networkFee;
      fees += prepared.fee;
      reclaimed += prepared.reclaimed;
    }

    for (const account of closable) expect(chain.svm.getAccount(account.address)?.lamports ?? 0).toBe(0);
    expect(tokenBalanceOf(chain, frozen)).toBe(0n);
    expect(reclaimed).toBe(closable.reduce((sum, account) => sum + reclaimedRent(account), 0n));
    expect(fees).toBe(closable.reduce((sum, account) => sum + closeAccountFeeLamports(account.lamports), 0n));
    expect(closeAccountFeeLamports(2_039_280n)).toBe(163_142n);
    const inviterShare = lamportsOf(chain, inviter) - SOL;
    expect(inviterShare).toBeGreaterThan(0n);
    expect(lamportsOf(chain, feeReceiver) - SOL + inviterShare).toBe(fees);
    expect(inviterShare).toBe(
      chunks.reduce((sum, chunk) => {
        const chunkFee = chunk.rows.reduce(
          (total, row) =>
            total + closeAccountFeeLamports((byAddress.get(row.address) as (typeof closable)[number]).lamports),
          0n,
        );
        return sum + referralShareLamports(chunkFee);
      }, 0n),
    );
    expect(lamportsOf(chain, owner.publicKey)).toBe(SOL + reclaimed - fees - networkFees);
  });

  it('closes wrapped SOL with its balance, charging only on the rent part', () => {
    const account = {
      address: Keypair.generate().publicKey,
      programId: TOKEN_PROGRAM_ID,
      mint: Keypair.generate().publicKey,
      owner: owner.publicKey,
      amount: 5n * SOL,
      lamports: 5n * SOL + 2_039_280n,
      isNative: true,
      isFrozen: false,
      closeAuthority: null,
      withheldAmount: 0n,
    };
    expect(selectClosableAccounts(owner.publicKey, [account]).closable).toHaveLength(1);
    expect(reclaimedRent(account)).toBe(2_039_280n);
    const foreign = { ...account, isNative: false, amount: 0n, closeAuthority: Keypair.generate().publicKey };
    const withheld = { ...account, isNative: false, amount: 0n, withheldAmount: 3n };
    expect(selectClosableAccounts(owner.publicKey, [foreign, withheld]).skipped.map((item) => item.reason)).toEqual([
      'closeAuthority',
      'withheldFees',
    ]);
  });
});
