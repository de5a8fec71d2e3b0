import { EvmVanityKernel } from './evm-kernel';
import { type EvmVanityPattern, evmMask, matchesEvmPattern, toChecksumAddress } from './evm-pattern';
import { randomStartKey } from './random-start';

export interface SearchHit {
  privateKey: bigint;
  /** EIP-55 form. */
  address: string;
}

/**
 * One worker's search: a kernel walking from a fresh 256-bit random start, a new start whenever the walk cannot
 * go on. `run(ms)` checks batches for about `ms` milliseconds and returns how many keys it checked and the hits that
 * match the whole pattern (case included when asked: the kernel matches case-insensitively, the checksum filters).
 */
export class EvmVanitySearch {
  private constructor(
    private readonly kernel: EvmVanityKernel,
    private readonly pattern: EvmVanityPattern,
    private readonly random?: Parameters<typeof randomStartKey>[0],
  ) {
    kernel.setMask(evmMask(pattern));
    kernel.start(randomStartKey(random));
  }

  static async create(pattern: EvmVanityPattern, random?: Parameters<typeof randomStartKey>[0]) {
    return new EvmVanitySearch(await EvmVanityKernel.create(), pattern, random);
  }

  /** The key the walk is at (tests: two searches never share a start). */
  get key(): bigint {
    return this.kernel.key;
  }

  run(ms: number, now: () => number = () => performance.now()): { checked: number; hits: SearchHit[] } {
    const until = now() + ms;
    let checked = 0;
    const hits: SearchHit[] = [];
    do {
      const found = this.kernel.step();
      if (found === null) {
        this.kernel.start(randomStartKey(this.random));
        continue;
      }
      checked += this.kernel.batchSize;
      for (const hit of found) {
        const address = toChecksumAddress(hit.addressHex);
        if (matchesEvmPattern(address, this.pattern)) hits.push({ privateKey: hit.privateKey, address });
      }
    } while (now() < until);
    return { checked, hits };
  }
}
