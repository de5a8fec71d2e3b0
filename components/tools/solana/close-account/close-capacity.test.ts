import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair } from '@solana/web3.js';
import { type SolanaRpc, type SolanaTokenAccount, transactionFit } from '@/chains/solana';
import { closeCapacity } from './close-capacity';
import { prepareCloseChunk } from './close-transaction';

/** Answers prepareCloseChunk's simulation only: the transaction is built as the page builds it, nothing is sent. */
const simulatingRpc = {
  simulateTransaction: async () => ({ context: { slot: 1 }, value: { err: null, logs: [], unitsConsumed: 200_000 } }),
} as unknown as SolanaRpc;
const BLOCKHASH = { blockhash: Keypair.generate().publicKey.toBase58(), lastValidBlockHeight: 1 };

/** Does a close transaction of `count` accounts (real random keys) fit, with the layout's extra transfers? */
async function fits(count: number, burn: boolean, layout: { hasReferrer: boolean; forwardsRent: boolean }) {
  const owner = Keypair.generate().publicKey;
  const accounts: SolanaTokenAccount[] = Array.from({ length: count }, () => ({
    address: Keypair.generate().publicKey,
    programId: TOKEN_PROGRAM_ID,
    mint: Keypair.generate().publicKey,
    owner,
    amount: burn ? 5n : 0n,
    lamports: 2_039_280n,
    isNative: false,
    isFrozen: false,
    closeAuthority: null,
    withheldAmount: 0n,
  }));
  const prepared = await prepareCloseChunk(simulatingRpc, {
    accounts,
    feeReceiver: Keypair.generate().publicKey,
    referrer: layout.hasReferrer ? Keypair.generate().publicKey : undefined,
    rentReceiver: layout.forwardsRent ? Keypair.generate().publicKey : undefined,
    blockhash: BLOCKHASH,
  });
  return transactionFit(prepared.transaction).fits;
}

const LAYOUTS = [
  { hasReferrer: false, forwardsRent: false },
  { hasReferrer: true, forwardsRent: false },
  { hasReferrer: false, forwardsRent: true },
  { hasReferrer: true, forwardsRent: true },
];

describe('closeCapacity', () => {
  it.each(LAYOUTS)(
    'the largest close transaction fits in 1,232 bytes and one more account does not: %o',
    async (layout) => {
      const capacity = closeCapacity(layout);
      expect(await fits(capacity.plain, false, layout)).toBe(true);
      expect(await fits(capacity.plain + 1, false, layout)).toBe(false);
      expect(await fits(capacity.withBurn, true, layout)).toBe(true);
      expect(await fits(capacity.withBurn + 1, true, layout)).toBe(false);
    },
  );

  it('counts each extra transfer: the inviter share and the rent sent on take the same room, both take more', () => {
    const [none, share, forward, both] = LAYOUTS.map(closeCapacity);
    expect(share).toEqual(forward);
    expect([none.plain, share.plain, both.plain]).toEqual([24, 22, 21]);
    expect([none.withBurn, share.withBurn, both.withBurn]).toEqual([10, 10, 9]);
  });
});
