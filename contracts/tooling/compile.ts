import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Abi, Hex } from 'viem';

// Build and test support only (Node: reads files, loads solc): never import this from browser code.
// Compiles our Solidity sources with the installed npm `solc` (wasm, offline) under fixed settings that are recorded
// in each artifact, so a test can compare the checked-in JSON with a fresh compile byte for byte
// (checked-in-contracts.ts lists them, artifacts.test.ts compares).

export interface ContractArtifact {
  contractName: string;
  compiler: { version: string; settings: Record<string, unknown> };
  abi: Abi;
  bytecode: Hex;
  /** Runtime code, when the settings select it (a contract installed with anvil_setCode rather than deployed). */
  deployedBytecode?: Hex;
}

export interface ContractSpec {
  contractName: string;
  /** Relative to the repository root. */
  sourcePath: string;
  /** Relative to the repository root; absent for contracts compiled on the fly (bench helpers). */
  artifactPath?: string;
  settings: Record<string, unknown>;
}

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
    ...(contract.evm.deployedBytecode ? { deployedBytecode: `0x${contract.evm.deployedBytecode.object}` } : {}),
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
