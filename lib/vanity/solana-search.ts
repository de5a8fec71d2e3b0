import { encodeBase58 } from '@/chains/solana/base58';
import { Ed25519Kernel } from './solana-kernel';
import { kernelFilter, matchesSolanaPattern, type SolanaVanityPattern } from './solana-pattern';

export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const browserRandom: RandomFill = (bytes) => crypto.getRandomValues(bytes);

export interface SolanaSearchHit {
  /** The 32-byte ed25519 seed (solana-keygen's and Keypair.fromSeed's secret). */
  seed: Uint8Array;
  /** base58 public key. */
  address: string;
}

/**
 * One worker's Solana search. Every candidate is a fresh 32-byte seed straight from the CSPRNG
 * (`crypto.getRandomValues`, one call per batch of 512): a key is as random as one from `Keypair.generate()` or
 * `solana-keygen`, nothing is derived from a smaller seed, so no worker or run can repeat another's keys (profanity's
 * flaw was 2^32 seeds expanded into keys). The kernel filters the batch; hits are checked on their base58 text.
 */
export class SolanaVanitySearch {
  private constructor(
    private readonly kernel: Ed25519Kernel,
    private readonly pattern: SolanaVanityPattern,
    private readonly random: RandomFill,
  ) {
    kernel.setFilter(kernelFilter(pattern));
  }

  static async create(pattern: SolanaVanityPattern, random: RandomFill = browserRandom) {
    return new SolanaVanitySearch(await Ed25519Kernel.create(), pattern, random);
  }

  get batchSize(): number {
    return this.kernel.batchSize;
  }

  /** The seeds of the last batch (a copy; tests: no two batches, workers or runs share one). */
  lastSeeds(): Uint8Array {
    return this.kernel.seeds.slice();
  }

  run(ms: number, now: () => number = () => performance.now()): { checked: number; hits: SolanaSearchHit[] } {
    const until = now() + ms;
    let checked = 0;
    const hits: SolanaSearchHit[] = [];
    do {
      this.random(this.kernel.seeds);
      for (const index of this.kernel.step()) {
        const address = encodeBase58(this.kernel.publicKey(index));
        if (matchesSolanaPattern(address, this.pattern)) hits.push({ seed: this.kernel.seed(index), address });
      }
      checked += this.kernel.batchSize;
    } while (now() < until);
    return { checked, hits };
  }
}
