import { Keypair, type PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { createTestChain, SOL, setLamports, signAndSend, type TestChain } from '../testing/fixtures';
import { METAPLEX_METADATA_PROGRAM_ID, metaplexMetadataAddress } from '../token-accounts';
import { buildTransaction } from '../transaction';
import { BorshWriter } from './borsh';
import { METAPLEX_METADATA_ACCOUNT_SIZE, type MetaplexDataV2 } from './metaplex';
import { type PublishTokenOptions, preparePublishToken, publishTokenInstructions } from './publish';

/**
 * Test-only builders for the token tests (imports litesvm through ../testing; never exported by index.ts). Tokens are
 * made by this library's own publish code: Token-2022 end to end; classic SPL without its Metaplex instruction (the
 * Metaplex program is not in litesvm), its metadata account then written as the program would leave it.
 */

export interface TokenTestChain extends TestChain {
  creator: Keypair;
  feeReceiver: PublicKey;
}

/** The shared test chain (its adapter runs publish's mint → ATA → MintTo in order), a funded creator, a receiver. */
export function createTokenTestChain(): TokenTestChain {
  const chain = createTestChain();
  const creator = Keypair.generate();
  const feeReceiver = Keypair.generate().publicKey;
  setLamports(chain, creator.publicKey, 100n * SOL);
  setLamports(chain, feeReceiver, SOL);
  return { ...chain, creator, feeReceiver };
}

/** Runs instructions paid by `payer` (compute limit 400k), signed by it and `signers`. */
export async function runAs(
  chain: TestChain,
  payer: Keypair,
  instructions: TransactionInstruction[],
  signers: Keypair[] = [],
): Promise<string> {
  const { blockhash } = await chain.rpc.getLatestBlockhash();
  const transaction = buildTransaction({
    payer: payer.publicKey,
    instructions,
    blockhash,
    computeBudget: { units: 400_000 },
  });
  return signAndSend(chain, transaction, [payer, ...signers]);
}

type TokenOptions = Partial<Omit<PublishTokenOptions, 'creator' | 'program'>>;

const DEFAULTS = { name: 'Test Coin', symbol: 'TEST', uri: 'https://example.com/test.json', decimals: 6 };

/** A Token-2022 token with its metadata, published by `creator` through preparePublishToken. */
export async function publishToken2022(
  chain: TokenTestChain,
  options: TokenOptions = {},
  creator = chain.creator,
): Promise<PublicKey> {
  const prepared = await preparePublishToken(chain.rpc, {
    ...DEFAULTS,
    supply: 1_000_000_000n,
    ...options,
    creator: creator.publicKey,
    program: 'token-2022',
  });
  await signAndSend(chain, prepared.transaction, [creator, ...prepared.signers]);
  return prepared.mint.publicKey;
}

/** A classic SPL token: the publish instructions minus Metaplex's, then its metadata account written directly. */
export async function publishSplToken(
  chain: TokenTestChain,
  options: TokenOptions & { withMetadata?: boolean } = {},
  creator = chain.creator,
): Promise<PublicKey> {
  const plan = await publishTokenInstructions(chain.rpc, {
    ...DEFAULTS,
    supply: 1_000_000_000n,
    ...options,
    creator: creator.publicKey,
    program: 'spl',
  });
  const work = plan.instructions.filter((instruction) => !instruction.programId.equals(METAPLEX_METADATA_PROGRAM_ID));
  await runAs(chain, creator, work, plan.signers);
  const mint = plan.mint.publicKey;
  if (options.withMetadata !== false) {
    const { name, symbol, uri } = { ...DEFAULTS, ...options };
    setMetaplexAccount(chain, mint, {
      updateAuthority: creator.publicKey,
      data: { name, symbol, uri, sellerFeeBasisPoints: 0, creators: null, collection: null, uses: null },
      isMutable: !options.revokeUpdateAuthority,
    });
  }
  return mint;
}

/** A Metaplex metadata account as the program writes it: strings NUL-padded to their maxima, 679 bytes. */
export function metaplexAccountBytes(
  mint: PublicKey,
  account: { updateAuthority: PublicKey; data: MetaplexDataV2; isMutable: boolean; tokenStandard?: number },
): Buffer {
  const { data } = account;
  const padded = (text: string, size: number) => {
    const bytes = new TextEncoder().encode(text);
    return new TextDecoder().decode(Buffer.concat([bytes, Buffer.alloc(Math.max(0, size - bytes.length))]));
  };
  const writer = new BorshWriter().u8(4).publicKey(account.updateAuthority).publicKey(mint);
  writer.string(padded(data.name, 32)).string(padded(data.symbol, 10)).string(padded(data.uri, 200));
  writer.u16(data.sellerFeeBasisPoints);
  writer.option(data.creators, (creators) =>
    writer.vec(creators, (creator) => writer.publicKey(creator.address).bool(creator.verified).u8(creator.share)),
  );
  writer.bool(false).bool(account.isMutable);
  writer.option(255, (nonce) => writer.u8(nonce));
  writer.option(account.tokenStandard ?? 2, (standard) => writer.u8(standard));
  writer.option(data.collection, (collection) => writer.bool(collection.verified).publicKey(collection.key));
  writer.option(data.uses, (uses) => writer.u8(uses.useMethod).u64(uses.remaining).u64(uses.total));
  const bytes = writer.toBuffer();
  return Buffer.concat([bytes, Buffer.alloc(METAPLEX_METADATA_ACCOUNT_SIZE - bytes.length)]);
}

export function setMetaplexAccount(
  chain: TestChain,
  mint: PublicKey,
  account: Parameters<typeof metaplexAccountBytes>[1],
): void {
  const data = metaplexAccountBytes(mint, account);
  chain.svm.setAccount(metaplexMetadataAddress(mint), {
    lamports: Number(chain.svm.minimumBalanceForRentExemption(BigInt(data.length))),
    data,
    owner: METAPLEX_METADATA_PROGRAM_ID,
    executable: false,
  });
}
