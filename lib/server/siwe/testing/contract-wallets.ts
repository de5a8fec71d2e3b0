import type { Address, Hex } from 'viem';

// Test support only. solc is not installed, so the two test contracts are hand-assembled EVM bytecode, one
// instruction per entry; `assemble` checks every push width so a typo fails loudly instead of shifting the code.

const OPCODES = {
  STOP: 0x00,
  ADD: 0x01,
  MUL: 0x02,
  EQ: 0x14,
  AND: 0x16,
  BYTE: 0x1a,
  SHL: 0x1b,
  SHR: 0x1c,
  CALLDATALOAD: 0x35,
  CALLDATACOPY: 0x37,
  CODECOPY: 0x39,
  POP: 0x50,
  MLOAD: 0x51,
  MSTORE: 0x52,
  GAS: 0x5a,
  PUSH1: 0x60,
  PUSH4: 0x63,
  PUSH20: 0x73,
  DUP1: 0x80,
  DUP2: 0x81,
  RETURN: 0xf3,
  STATICCALL: 0xfa,
} as const;

type Instruction = [keyof typeof OPCODES] | [keyof typeof OPCODES, string];

function assemble(instructions: readonly Instruction[]): Hex {
  let code = '';
  for (const [mnemonic, immediate = ''] of instructions) {
    const opcode = OPCODES[mnemonic];
    const pushWidth = opcode >= 0x60 && opcode <= 0x7f ? opcode - 0x5f : 0;
    const data = immediate.replace(/^0x/, '').toLowerCase();
    if (data.length !== pushWidth * 2 || !/^[0-9a-f]*$/.test(data)) throw new Error(`bad operand for ${mnemonic}`);
    code += opcode.toString(16).padStart(2, '0') + data;
  }
  return `0x${code}`;
}

/** `isValidSignature(bytes32,bytes)`'s selector; EIP-1271 chose the same four bytes as the "valid" answer. */
export const ERC1271_MAGIC_VALUE = '1626ba7e';

/**
 * Runtime of a minimal EIP-1271 wallet: `isValidSignature(hash, signature)` answers the magic value when the
 * 65-byte signature (r, s, v) recovers, through the ecrecover precompile, to `owner`, and 0x00000000 otherwise.
 * Branch-free, so there are no jump offsets to get wrong: the three conditions are ANDed and the answer is
 * `condition * (magic << 224)`. Calldata: selector at 0x00, hash at 0x04, offset of the bytes at 0x24,
 * then (at 0x04 + offset) the length word and the signature bytes. Like a real wallet's, it accepts only what
 * the owner signed; unlike OpenZeppelin's ECDSA it does not reject high-s signatures (test fixture).
 */
export function ownerWalletRuntime(owner: Address): Hex {
  // biome-ignore format: one step of the program per line, as in an assembly listing
  return assemble([
    // memory[0x00] = hash: the first word of ecrecover's input.
    ['PUSH1', '04'], ['CALLDATALOAD'], ['PUSH1', '00'], ['MSTORE'],
    // stack: [sig], where sig = 0x24 + offset is the calldata position of the signature's first byte.
    ['PUSH1', '24'], ['CALLDATALOAD'], ['PUSH1', '24'], ['ADD'],
    // memory[0x40..0x80] = r, s: calldatacopy(dest 0x40, sig, 0x40 bytes).
    ['PUSH1', '40'], ['DUP2'], ['PUSH1', '40'], ['CALLDATACOPY'],
    // memory[0x20] = v: byte 0 of the word at sig + 0x40. The stack is empty again.
    ['PUSH1', '40'], ['ADD'], ['CALLDATALOAD'], ['PUSH1', '00'], ['BYTE'], ['PUSH1', '20'], ['MSTORE'],
    // staticcall(gas, precompile 0x01, in 0x00..0x80, out 0x80..0xa0); a failed recovery writes nothing, leaving 0.
    ['PUSH1', '20'], ['PUSH1', '80'], ['PUSH1', '80'], ['PUSH1', '00'], ['PUSH1', '01'], ['GAS'], ['STATICCALL'], ['POP'],
    // valid = recovered == owner
    ['PUSH1', '80'], ['MLOAD'], ['PUSH20', owner], ['EQ'],
    // valid &= (length word at 0x04 + offset) == 65
    ['PUSH1', '24'], ['CALLDATALOAD'], ['PUSH1', '04'], ['ADD'], ['CALLDATALOAD'], ['PUSH1', '41'], ['EQ'], ['AND'],
    // valid &= selector == isValidSignature(bytes32,bytes)
    ['PUSH1', '00'], ['CALLDATALOAD'], ['PUSH1', 'e0'], ['SHR'], ['PUSH4', ERC1271_MAGIC_VALUE], ['EQ'], ['AND'],
    // return one word: valid * (magic << 224), i.e. bytes4(magic) or bytes4(0), left-aligned as ABI wants.
    ['PUSH4', ERC1271_MAGIC_VALUE], ['PUSH1', 'e0'], ['SHL'], ['MUL'], ['PUSH1', '00'], ['MSTORE'],
    ['PUSH1', '20'], ['PUSH1', '00'], ['RETURN'],
  ]);
}

/** Runtime of a contract without isValidSignature: every call succeeds and returns no data (like an empty fallback). */
export const SILENT_CONTRACT_RUNTIME: Hex = assemble([['STOP']]);

/** Creation code that deploys `runtime` as is: copy the code after this 11-byte prefix to memory and return it. */
export function creationCode(runtime: Hex): Hex {
  const runtimeLength = (runtime.length - 2) / 2;
  if (runtimeLength > 0xff) throw new Error('runtime too long for a PUSH1 length');
  const length = runtimeLength.toString(16).padStart(2, '0');
  const prefixLength = '0b';
  // biome-ignore format: kept as an assembly listing
  const prefix = assemble([
    ['PUSH1', length], ['DUP1'], ['PUSH1', prefixLength], ['PUSH1', '00'], ['CODECOPY'], // codecopy(0, 0x0b, length)
    ['PUSH1', '00'], ['RETURN'], // return(0, length)
  ]);
  if (prefix.length !== 2 + 2 * Number.parseInt(prefixLength, 16)) throw new Error('creation prefix length changed');
  return `${prefix}${runtime.slice(2)}` as Hex;
}
