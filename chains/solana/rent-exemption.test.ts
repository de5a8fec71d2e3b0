import { Keypair, SystemProgram } from '@solana/web3.js';
import { findRentExemptionShortfalls } from './rent-exemption';
import { createTestChain, lamportsOf, SOL, sendInstructions, setLamports } from './testing/fixtures';

const MINIMUM = 890_880n;

describe('the rent-exempt minimum of SOL recipients', () => {
  it('is what the chain enforces: a new account needs 890,880 lamports, an existing one takes 1', async () => {
    const chain = createTestChain();
    expect(BigInt(await chain.rpc.getMinimumBalanceForRentExemption(0))).toBe(MINIMUM);
    const pay = (to: Keypair, lamports: bigint) =>
      sendInstructions(chain, [
        SystemProgram.transfer({ fromPubkey: chain.bank.publicKey, toPubkey: to.publicKey, lamports }),
      ]);
    const [fresh, existing, exact] = [Keypair.generate(), Keypair.generate(), Keypair.generate()];
    setLamports(chain, existing.publicKey, SOL);

    await expect(pay(fresh, MINIMUM - 1n)).rejects.toThrow(/failed/);
    expect(lamportsOf(chain, fresh.publicKey)).toBe(0n);
    await pay(existing, 1n);
    expect(lamportsOf(chain, existing.publicKey)).toBe(SOL + 1n);
    await pay(exact, MINIMUM);
    expect(lamportsOf(chain, exact.publicKey)).toBe(MINIMUM);
  });

  it('names each transaction leaving a recipient between 0 and the minimum, rows of one transaction summed', () => {
    const held = new Map([
      ['funded', SOL],
      ['dust', 1_000n],
    ]);
    const transfers = [
      { transaction: 0, line: 1, to: 'new', lamports: MINIMUM - 1n },
      { transaction: 0, line: 2, to: 'funded', lamports: 1n },
      { transaction: 0, line: 3, to: 'pair', lamports: MINIMUM / 2n },
      { transaction: 0, line: 7, to: 'pair', lamports: MINIMUM / 2n },
      // Apart in two transactions, which may land in any order: each must reach the minimum alone.
      { transaction: 1, line: 4, to: 'split', lamports: MINIMUM - 10n },
      { transaction: 2, line: 5, to: 'split', lamports: MINIMUM },
      { transaction: 2, line: 6, to: 'dust', lamports: 5n },
      { transaction: 2, line: 8, to: 'nothing', lamports: 0n },
    ];
    expect(findRentExemptionShortfalls(transfers, held, MINIMUM)).toEqual([
      { transaction: 0, to: 'new', lines: [1], held: 0n, after: MINIMUM - 1n },
      { transaction: 1, to: 'split', lines: [4], held: 0n, after: MINIMUM - 10n },
      { transaction: 2, to: 'dust', lines: [6], held: 1_000n, after: 1_005n },
    ]);
  });
});
