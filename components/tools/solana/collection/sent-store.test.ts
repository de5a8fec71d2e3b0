/** @jest-environment jsdom */
import { Keypair } from '@solana/web3.js';
import { encodeBase58 } from '@/chains/solana/base58';
import { SecretInJobError, saveJob } from '@/lib/batch';
import { createLocalSentStore, SENT_STORAGE_KEY } from './sent-store';
import { COLLECTION_STORAGE_TOOL, settingsFromMeta, settingsToMeta } from './settings';

beforeEach(() => window.localStorage.clear());

describe('the sent-transaction store', () => {
  it('keeps signatures and heights across instances, and refuses a secret key in the place of a signature', () => {
    const signature = encodeBase58(Uint8Array.from({ length: 64 }, (_, index) => (index * 37 + 11) % 256));
    const store = createLocalSentStore();
    store.set(3, { signature, lastValidBlockHeight: 1_234 });
    expect(createLocalSentStore().get(3)).toEqual({ signature, lastValidBlockHeight: 1_234 });

    const key = encodeBase58(Keypair.generate().secretKey);
    expect(() => store.set(4, { signature: key, lastValidBlockHeight: 1 })).toThrow(SecretInJobError);
    expect(window.localStorage.getItem(SENT_STORAGE_KEY)).not.toContain(key);
    // A key written there by anything else is never handed back as a signature.
    window.localStorage.setItem(SENT_STORAGE_KEY, JSON.stringify({ 5: { signature: key, lastValidBlockHeight: 1 } }));
    expect(store.get(5)).toBeUndefined();
    store.clear();
    expect(window.localStorage.getItem(SENT_STORAGE_KEY)).toBeNull();
  });

  it('saves the job meta of a collection (identifiers only) and reads the settings back', () => {
    const settings = {
      destination: Keypair.generate().publicKey.toBase58(),
      asset: Keypair.generate().publicKey.toBase58(),
      tokenProgram: 'token-2022' as const,
      symbol: 'USDX',
      decimals: 6,
      fixedAmount: 1_500_000n,
      closeTokenAccounts: false,
      feePayer: Keypair.generate().publicKey.toBase58(),
      rentReceiver: Keypair.generate().publicKey.toBase58(),
      createDestinationAccount: true,
      microLamports: 5_000n,
      feeReceiver: Keypair.generate().publicKey.toBase58(),
    };
    const meta = settingsToMeta(settings);
    expect(() => saveJob(COLLECTION_STORAGE_TOOL, { rows: [], chunks: [], meta })).not.toThrow();
    expect(settingsFromMeta(meta, settings.feeReceiver)).toEqual(settings);
    const all = settingsFromMeta({ ...meta, amount: 'all', feePayer: 'first-source' }, settings.feeReceiver);
    expect(all.fixedAmount).toBeUndefined();
    expect(all.feePayer).toBeUndefined();
  });
});
