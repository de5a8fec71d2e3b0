import { Create2VanityKernel } from './create2-kernel';
import { type EvmVanityPattern, evmDifficulty, evmMask, matchesEvmPattern, toChecksumAddress } from './evm-pattern';

export interface Create2Target {
  /** The contract that runs CREATE2 (a factory, or the deterministic deployer). */
  deployer: string;
  /** keccak-256 of the contract's init code (creation code with its constructor arguments). */
  initCodeHash: string;
}

export interface Create2SearchHit {
  salt: `0x${string}`;
  /** EIP-55 form. */
  address: string;
}

/** Salts tried per kernel call (one keccak each): small enough that the kernel's 1,024 hit slots never fill. */
const MAX_CHUNK = 16_384;

type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

/**
 * One worker's CREATE2 search: the salt's fixed bytes from the CSPRNG (200 random bits per worker, so workers and runs
 * never try the same salts), a 64-bit counter in salt bytes 3..10. Same `run(ms)` shape as EvmVanitySearch.
 */
export class Create2Search {
  private constructor(
    private readonly kernel: Create2VanityKernel,
    private readonly pattern: EvmVanityPattern,
    readonly saltBase: Uint8Array,
    private readonly chunk = Math.max(256, Math.min(MAX_CHUNK, 256 * evmDifficulty(pattern))),
  ) {}

  static async create(
    pattern: EvmVanityPattern,
    target: Create2Target,
    random: RandomSource = (bytes) => crypto.getRandomValues(bytes),
  ): Promise<Create2Search> {
    const kernel = await Create2VanityKernel.create();
    kernel.setMask(evmMask(pattern));
    const saltBase = random(new Uint8Array(32));
    kernel.setTarget(target.deployer, target.initCodeHash, saltBase);
    return new Create2Search(kernel, pattern, saltBase);
  }

  run(ms: number, now: () => number = () => performance.now()): { checked: number; hits: Create2SearchHit[] } {
    const until = now() + ms;
    let checked = 0;
    const hits: Create2SearchHit[] = [];
    do {
      for (const hit of this.kernel.step(this.chunk)) {
        const address = toChecksumAddress(hit.addressHex);
        if (matchesEvmPattern(address, this.pattern)) hits.push({ salt: hit.salt, address });
      }
      checked += this.chunk;
    } while (now() < until);
    return { checked, hits };
  }
}
