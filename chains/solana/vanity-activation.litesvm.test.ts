import { Keypair, SystemProgram } from '@solana/web3.js';
import { memorableAddressFeeLamports } from './fees';
import { createTestChain, lamportsOf, SOL, setLamports, signAndSend, type TestChain } from './testing/fixtures';
import { prepareVanityActivation, VanityFundingTooLowError } from './vanity-activation';

/** The memorable-address fee (0.1 SOL) on litesvm: charged inside the wallet's funding transaction, only if it lands. */

let chain: TestChain;
const receiver = Keypair.generate().publicKey;
const inviter = Keypair.generate().publicKey;

beforeEach(() => {
  chain = createTestChain();
  setLamports(chain, receiver, SOL);
  setLamports(chain, inviter, SOL);
});

describe('vanity address activation', () => {
  it('funds the vanity address and pays 0.1 SOL after it, signed by the wallet alone (the vanity key signs nothing)', async () => {
    const wallet = Keypair.generate();
    const vanity = Keypair.generate();
    setLamports(chain, wallet.publicKey, 2n * SOL);
    const amount = 5_000_000n;
    const prepared = await prepareVanityActivation(chain.rpc, {
      payer: wallet.publicKey,
      vanity: vanity.publicKey,
      lamports: amount,
      fee: { receiver },
    });
    expect(prepared.fee).toBe(100_000_000n);
    expect(memorableAddressFeeLamports()).toBe(100_000_000n);
    const message = prepared.transaction.message;
    expect(message.header.numRequiredSignatures).toBe(1);
    expect(message.staticAccountKeys[0].toBase58()).toBe(wallet.publicKey.toBase58());
    // Order: (compute budget) funding, then the fee.
    const systemTransfers = message.compiledInstructions.filter((instruction) =>
      message.staticAccountKeys[instruction.programIdIndex].equals(SystemProgram.programId),
    );
    expect(
      systemTransfers.map((instruction) => message.staticAccountKeys[instruction.accountKeyIndexes[1]].toBase58()),
    ).toEqual([vanity.publicKey.toBase58(), receiver.toBase58()]);
    await signAndSend(chain, prepared.transaction, [wallet]);
    expect(lamportsOf(chain, vanity.publicKey)).toBe(amount);
    expect(lamportsOf(chain, receiver)).toBe(SOL + 100_000_000n);
    expect(lamportsOf(chain, wallet.publicKey)).toBe(2n * SOL - amount - 100_000_000n - prepared.networkFee);
  });

  it('with an inviter: 30 % of the fee to the inviter, the rest to the receiver', async () => {
    const wallet = Keypair.generate();
    const vanity = Keypair.generate().publicKey;
    setLamports(chain, wallet.publicKey, SOL);
    const prepared = await prepareVanityActivation(chain.rpc, {
      payer: wallet.publicKey,
      vanity,
      lamports: 1_000_000n,
      fee: { receiver, referrer: inviter },
    });
    await signAndSend(chain, prepared.transaction, [wallet]);
    expect(lamportsOf(chain, inviter)).toBe(SOL + 30_000_000n);
    expect(lamportsOf(chain, receiver)).toBe(SOL + 70_000_000n);
  });

  it('a transaction that fails charges nothing: the fee lands only with the funding', async () => {
    const wallet = Keypair.generate();
    const vanity = Keypair.generate().publicKey;
    setLamports(chain, wallet.publicKey, SOL);
    const prepared = await prepareVanityActivation(chain.rpc, {
      payer: wallet.publicKey,
      vanity,
      lamports: 500_000_000n,
      fee: { receiver },
    });
    // The wallet spends most of its SOL elsewhere before it signs: the funding instruction cannot be paid.
    setLamports(chain, wallet.publicKey, 300_000_000n);
    await expect(signAndSend(chain, prepared.transaction, [wallet])).rejects.toThrow(/failed/);
    expect(lamportsOf(chain, receiver)).toBe(SOL);
    expect(lamportsOf(chain, vanity)).toBe(0n);
  });

  it('refuses less than the rent-exempt minimum before building anything', async () => {
    const wallet = Keypair.generate();
    setLamports(chain, wallet.publicKey, SOL);
    const minimum = BigInt(await chain.rpc.getMinimumBalanceForRentExemption(0));
    await expect(
      prepareVanityActivation(chain.rpc, {
        payer: wallet.publicKey,
        vanity: Keypair.generate().publicKey,
        lamports: minimum - 1n,
        fee: { receiver },
      }),
    ).rejects.toBeInstanceOf(VanityFundingTooLowError);
    await expect(
      prepareVanityActivation(chain.rpc, {
        payer: wallet.publicKey,
        vanity: Keypair.generate().publicKey,
        lamports: minimum,
        fee: { receiver },
      }),
    ).resolves.toMatchObject({ fee: 100_000_000n });
  });
});
