import { randomStartKey } from './random-start';
import { type TronKernelHit, TronVanityKernel } from './tron-kernel';
import type { TronVanityPattern } from './tron-pattern';

/**
 * One worker's Tron search: the kernel walking from a fresh 256-bit random start (a new one whenever the walk cannot
 * go on). `run(ms)` checks batches for about `ms` milliseconds and returns how many keys it checked and the exact hits.
 */
export class TronVanitySearch {
  private constructor(
    private readonly kernel: TronVanityKernel,
    private readonly random?: Parameters<typeof randomStartKey>[0],
  ) {
    kernel.start(randomStartKey(random));
  }

  static async create(pattern: TronVanityPattern, random?: Parameters<typeof randomStartKey>[0]) {
    return new TronVanitySearch(await TronVanityKernel.create(pattern), random);
  }

  /** The key the walk is at (tests: two searches never share a start). */
  get key(): bigint {
    return this.kernel.key;
  }

  run(ms: number, now: () => number = () => performance.now()): { checked: number; hits: TronKernelHit[] } {
    const until = now() + ms;
    let checked = 0;
    const hits: TronKernelHit[] = [];
    do {
      const found = this.kernel.step();
      if (found === null) {
        this.kernel.start(randomStartKey(this.random));
        continue;
      }
      checked += this.kernel.batchSize;
      hits.push(...found);
    } while (now() < until);
    return { checked, hits };
  }
}
