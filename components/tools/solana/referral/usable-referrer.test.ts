import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, SYSVAR_CLOCK_PUBKEY, SYSVAR_RENT_PUBKEY } from '@solana/web3.js';
import { createTestChain, SOL, setLamports, setTokenAccount, type TestChain } from '@/chains/solana/testing/fixtures';
import { feeWithReferrer, usableReferrer } from './usable-referrer';

let chain: TestChain;

beforeEach(() => {
  chain = createTestChain();
});

describe('usableReferrer on litesvm', () => {
  it('takes a wallet or a data account that holds its rent-exempt minimum', async () => {
    const wallet = Keypair.generate().publicKey;
    setLamports(chain, wallet, 890_880n);
    expect(await chain.rpc.getMinimumBalanceForRentExemption(0)).toBe(890_880);
    expect((await usableReferrer(chain.rpc, ` ${wallet.toBase58()} `))?.toBase58()).toBe(wallet.toBase58());

    const tokenAccount = setTokenAccount(chain, {
      owner: wallet,
      mint: Keypair.generate().publicKey,
      programId: TOKEN_PROGRAM_ID,
    });
    expect((await usableReferrer(chain.rpc, tokenAccount.toBase58()))?.toBase58()).toBe(tokenAccount.toBase58());
  });

  it('refuses what the chain cannot credit: unknown, below rent exemption, a program, a sysvar', async () => {
    const poor = Keypair.generate().publicKey;
    setLamports(chain, poor, 890_879n);
    for (const address of [
      Keypair.generate().publicKey.toBase58(),
      poor.toBase58(),
      TOKEN_PROGRAM_ID.toBase58(),
      SYSVAR_CLOCK_PUBKEY.toBase58(),
      SYSVAR_RENT_PUBKEY.toBase58(),
    ]) {
      expect(await usableReferrer(chain.rpc, address)).toBeUndefined();
    }
  });

  it('refuses nothing, text that is no address, and excluded addresses without asking the chain', async () => {
    const wallet = Keypair.generate().publicKey;
    const receiver = Keypair.generate().publicKey;
    setLamports(chain, wallet, SOL);
    const reads = chain.rpc.calls.length;
    expect(await usableReferrer(chain.rpc, undefined)).toBeUndefined();
    expect(await usableReferrer(chain.rpc, '')).toBeUndefined();
    expect(await usableReferrer(chain.rpc, '0x52908400098527886E0F7030069857D2E4169EE7')).toBeUndefined();
    expect(await usableReferrer(chain.rpc, wallet.toBase58(), [receiver, wallet])).toBeUndefined();
    expect(await usableReferrer(chain.rpc, wallet.toBase58(), [undefined, wallet.toBase58()])).toBeUndefined();
    expect(chain.rpc.calls.length).toBe(reads);

    expect(await feeWithReferrer(chain.rpc, receiver, wallet.toBase58(), wallet)).toEqual({ receiver });
    expect(await feeWithReferrer(chain.rpc, receiver, wallet.toBase58(), Keypair.generate().publicKey)).toEqual({
      receiver,
      referrer: wallet,
    });
  });
});
