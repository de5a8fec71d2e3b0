import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair } from '@solana/web3.js';
import { associatedTokenAddress } from '@/chains/solana/token-accounts';
import { writtenAccounts } from './written-accounts';

const address = () => Keypair.generate().publicKey;

describe('writtenAccounts', () => {
  it('keeps the order, leaves out missing, invalid and repeated addresses', () => {
    const [payer, destination] = [address(), address()];
    const keys = writtenAccounts([payer.toBase58(), undefined, 'not-an-address', ` ${destination} `, payer.toBase58()]);
    expect(keys.map(String)).toEqual([payer.toBase58(), destination.toBase58()]);
  });

  it('derives token accounts under the mint program, or under both while it is unknown', () => {
    const [owner, mint] = [address(), address()];
    const known = writtenAccounts([
      { owner: owner.toBase58(), mint: mint.toBase58(), programId: TOKEN_2022_PROGRAM_ID },
    ]);
    expect(known).toEqual([associatedTokenAddress(owner, mint, TOKEN_2022_PROGRAM_ID)]);
    const unknown = writtenAccounts([
      { owner: owner.toBase58(), mint: mint.toBase58() },
      { owner: undefined, mint: '' },
    ]);
    expect(unknown).toEqual([
      associatedTokenAddress(owner, mint, TOKEN_PROGRAM_ID),
      associatedTokenAddress(owner, mint, TOKEN_2022_PROGRAM_ID),
    ]);
  });

  it('stops at the 128 accounts a node answers for', () => {
    const many = Array.from({ length: 200 }, () => address().toBase58());
    expect(writtenAccounts(many).map(String)).toEqual(many.slice(0, 128));
  });
});
