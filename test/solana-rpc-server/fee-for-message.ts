import { ComputeBudgetProgram, type VersionedMessage } from '@solana/web3.js';

/**
 * What a node answers to getFeeForMessage, computed the way the runtime charges (written out here rather than taken
 * from chains/solana, whose fee figures the e2e tests check): 5,000 lamports per signature plus the priority fee,
 * ⌈compute-unit limit × price / 10⁶⌉, where the limit is the SetComputeUnitLimit value or 200,000 per other
 * instruction (at most 1.4 M).
 */

const LAMPORTS_PER_SIGNATURE = 5_000n;
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;
const MAX_UNITS = 1_400_000n;
const SET_LIMIT = 2;
const SET_PRICE = 3;

export function feeForMessage(message: VersionedMessage): bigint {
  const keys = message.staticAccountKeys;
  let limit: bigint | undefined;
  let price = 0n;
  let otherInstructions = 0n;
  for (const instruction of message.compiledInstructions) {
    const data = Buffer.from(instruction.data);
    if (!keys[instruction.programIdIndex]?.equals(ComputeBudgetProgram.programId)) {
      otherInstructions += 1n;
    } else if (data[0] === SET_LIMIT) {
      limit = BigInt(data.readUInt32LE(1));
    } else if (data[0] === SET_PRICE) {
      price = data.readBigUInt64LE(1);
    }
  }
  const units =
    limit ??
    (otherInstructions * DEFAULT_UNITS_PER_INSTRUCTION > MAX_UNITS
      ? MAX_UNITS
      : otherInstructions * DEFAULT_UNITS_PER_INSTRUCTION);
  return (
    BigInt(message.header.numRequiredSignatures) * LAMPORTS_PER_SIGNATURE + (units * price + 999_999n) / 1_000_000n
  );
}
