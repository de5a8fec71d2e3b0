import { getAddress, keccak256, stringToBytes } from 'viem';
import { MULTISEND_SPEC } from '@/contracts/tooling/checked-in-contracts';
import { readArtifact } from '@/contracts/tooling/compile';
import { MULTISEND_ABI } from './abi';
import { MULTISEND_ADDRESS, MULTISEND_SALT } from './address';
import { computeMultisendAddress, MULTISEND_BYTECODE } from './deploy';

// The Multisend address follows from its bytecode (the checked-in artifact, which contracts/tooling/artifacts.test.ts
// compares with a fresh compile of the source): after changing the contract, update MULTISEND_ADDRESS.

/** ABI entries without solc's internalType, keys and entries in a stable order, for comparing with the hand-written literal ABI. */
function normalizeAbi(abi: readonly unknown[]): unknown[] {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => key !== 'internalType')
          .sort(([left], [right]) => left.localeCompare(right))
          .map(([key, inner]) => [key, strip(inner)]),
      );
    }
    return value;
  };
  const key = (entry: unknown) => JSON.stringify(strip(entry));
  return [...abi].map(strip).sort((left, right) => key(left).localeCompare(key(right)));
}

describe('Multisend ABI and address', () => {
  it('has the literal ABI the encoders use', () => {
    expect(normalizeAbi(MULTISEND_ABI)).toEqual(normalizeAbi(readArtifact(MULTISEND_SPEC).abi));
  });

  it('sits at the CREATE2 address of its bytecode and salt', () => {
    expect(MULTISEND_SALT).toBe(keccak256(stringToBytes('chainkit.multisend.v2')));
    expect(MULTISEND_BYTECODE).toBe(readArtifact(MULTISEND_SPEC).bytecode);
    expect(computeMultisendAddress()).toBe(MULTISEND_ADDRESS);
    expect(getAddress(MULTISEND_ADDRESS)).toBe(MULTISEND_ADDRESS);
  });

  it('changes address when the bytecode changes', () => {
    expect(computeMultisendAddress(`${MULTISEND_BYTECODE}00`)).not.toBe(MULTISEND_ADDRESS);
  });

  it('runs on chains without PUSH0: the bytecode has no Shanghai-or-later opcode', () => {
    // Walk the opcodes (skipping PUSH data): 0x5f is PUSH0, 0x5c/0x5d TLOAD/TSTORE, 0x5e MCOPY.
    const code = Buffer.from(MULTISEND_BYTECODE.slice(2), 'hex');
    const newer = new Set([0x5c, 0x5d, 0x5e, 0x5f]);
    const found: number[] = [];
    for (let index = 0; index < code.length; index += 1) {
      const opcode = code[index];
      if (newer.has(opcode)) found.push(opcode);
      if (opcode >= 0x60 && opcode <= 0x7f) index += opcode - 0x5f;
    }
    expect(found).toEqual([]);
  });
});
