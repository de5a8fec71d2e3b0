import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Abi, Hex } from 'viem';

// Build and test support only (Node: reads files, loads solc): never import this from browser code.
// Compiles our Solidity sources with the installed npm `solc` (wasm, offline) under fixed settings that are recorded
// in each artifact, so a test can compare the checked-in JSON with a fresh compile byte for byte.

export interface ContractArtifact {
  contractName: string;
  compiler: { version: string; settings: Record<string, unknown> };
  abi: Abi;
  bytecode: Hex;
}

export interface ContractSpec {
  contractName: string;
  /** Relative to the repository root. */
  sourcePath: string;
  /** Relative to the repository root; absent for contracts compiled on the fly (bench helpers). */
  artifactPath?: string;
  settings: Record<string, unknown>;
}

/**
 * Multisend settings. The deterministic address hashes the creation bytecode, so these are part of the address:
 * - `paris`: no PUSH0 (Shanghai) or later opcodes, so the same bytecode deploys on chains that lag behind mainnet;
 *   it costs 1 gas per PUSH0 the optimizer would have used.
 * - no CBOR metadata: comments and formatting of the source do not change the bytecode (and so the address).
 * - many optimizer runs: deployed once per chain, called many times.
 */
export const MULTISEND_SPEC: ContractSpec = {
  contractName: 'Multisend',
  sourcePath: 'contracts/multisend/Multisend.sol',
  artifactPath: 'contracts/multisend/Multisend.json',
  settings: {
    optimizer: { enabled: true, runs: 1_000_000 },
    evmVersion: 'paris',
    metadata: { appendCBOR: false },
    outputSelection: { '*': { Multisend: ['abi', 'evm.bytecode.object'] } },
  },
};

function testContractSpec(contractName: string): ContractSpec {
  return {
    contractName,
    sourcePath: `contracts/test/${contractName}.sol`,
    artifactPath: `contracts/test/${contractName}.json`,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { [contractName]: ['abi', 'evm.bytecode.object'] } },
    },
  };
}

/** Test-only NFTs (anyone may mint) for the multisend tests. */
export const TEST_NFT721_SPEC = testContractSpec('TestNFT721');
export const TEST_NFT1155_SPEC = testContractSpec('TestNFT1155');
/** The 6-decimal test stablecoin the VIP payment tests and the tools pay with (test/erc20.ts). */
export const TEST_USDT_SPEC = testContractSpec('TestUSDT');

/** Every contract whose artifact is checked in and must equal a fresh compile. */
export const CHECKED_IN_CONTRACTS: readonly ContractSpec[] = [
  MULTISEND_SPEC,
  TEST_NFT721_SPEC,
  TEST_NFT1155_SPEC,
  TEST_USDT_SPEC,
];

/** Compiles one contract (loading solc takes a few seconds the first time). */
export async function compileContract(spec: ContractSpec): Promise<ContractArtifact> {
  const { default: solc } = await import('solc');
  const fileName = path.basename(spec.sourcePath);
  const input = {
    language: 'Solidity',
    sources: { [fileName]: { content: readFileSync(path.join(process.cwd(), spec.sourcePath), 'utf8') } },
    settings: spec.settings,
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((error: { severity: string }) => error.severity === 'error');
  if (errors.length > 0) throw new Error(`${spec.sourcePath} does not compile: ${JSON.stringify(errors)}`);
  const contract = output.contracts[fileName][spec.contractName];
  return {
    contractName: spec.contractName,
    compiler: { version: solc.version(), settings: spec.settings },
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  };
}

export function readArtifact(spec: ContractSpec): ContractArtifact {
  if (!spec.artifactPath) throw new Error(`${spec.contractName} has no checked-in artifact`);
  return JSON.parse(readFileSync(path.join(process.cwd(), spec.artifactPath), 'utf8'));
}

/** Rewrites the checked-in artifact: run after changing the source (see artifact.test.ts). */
export function writeArtifact(spec: ContractSpec, compiled: ContractArtifact): void {
  if (!spec.artifactPath) throw new Error(`${spec.contractName} has no checked-in artifact`);
  writeFileSync(path.join(process.cwd(), spec.artifactPath), `${JSON.stringify(compiled, null, 2)}\n`);
}
