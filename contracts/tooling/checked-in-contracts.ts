import { TOKEN_SOURCE_PATH, TOKEN_VARIANTS } from '@/chains/evm/token/variants';
import type { ContractSpec } from './compile';

// The contracts whose compiled artifacts are checked in next to their sources: artifacts.test.ts compiles each one and
// compares. A contract's settings are part of its bytecode (and, for Multisend, of its CREATE2 address).

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
/** An ERC-721 with the Enumerable extension: batch/collection-nft reads its holdings without logs. */
export const TEST_NFT721_ENUMERABLE_SPEC = testContractSpec('TestNFT721Enumerable');
/** The 6-decimal test stablecoin the VIP payment tests and the tools pay with (test/erc20.ts). */
export const TEST_USDT_SPEC = testContractSpec('TestUSDT');
/** A token that refuses a non-zero to non-zero allowance change, as USDT on Ethereum does (approval tools). */
export const TEST_STRICT_APPROVE_SPEC = testContractSpec('TestStrictApproveToken');

/**
 * The Multicall3 stand-in the balance tests install at Multicall3's address with anvil_setCode (test/multicall.ts):
 * its runtime code is part of the artifact.
 */
export const MULTICALL3_COMPATIBLE_SPEC: ContractSpec = {
  contractName: 'Multicall3Compatible',
  sourcePath: 'contracts/test/Multicall3Compatible.sol',
  artifactPath: 'contracts/test/Multicall3Compatible.json',
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    outputSelection: { '*': { Multicall3Compatible: ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
  },
};

/**
 * The token templates of token/publish (contracts/token/README.md), one artifact per option set. Settings:
 * - `paris`: no PUSH0, so a token deploys on every registry chain and on custom chains that lag behind mainnet;
 * - no CBOR metadata: the bytecode depends on the code alone, and the explorer's compile of our standard JSON input
 *   gives exactly what was deployed;
 * - 200 optimizer runs (solc's default): a token is deployed once and transferred often, as most verified tokens are.
 */
export const TOKEN_COMPILER_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'paris',
  metadata: { appendCBOR: false },
} as const;

export const TOKEN_SPECS: readonly ContractSpec[] = TOKEN_VARIANTS.map((contractName) => ({
  contractName,
  sourcePath: TOKEN_SOURCE_PATH,
  artifactPath: `contracts/token/artifacts/${contractName}.json`,
  settings: {
    ...TOKEN_COMPILER_SETTINGS,
    outputSelection: { '*': { [contractName]: ['abi', 'evm.bytecode.object'] } },
  },
}));

/**
 * The allowance part of Permit2, installed at Permit2's canonical address with anvil_setCode (test/approvals.ts):
 * its runtime code is part of the artifact.
 */
export const PERMIT2_STAND_IN_SPEC: ContractSpec = {
  contractName: 'Permit2AllowanceStandIn',
  sourcePath: 'contracts/test/Permit2AllowanceStandIn.sol',
  artifactPath: 'contracts/test/Permit2AllowanceStandIn.json',
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    outputSelection: {
      '*': { Permit2AllowanceStandIn: ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
    },
  },
};

/** Every contract whose artifact is checked in and must equal a fresh compile. */
/** A fee-on-transfer / honeypot switchable token for the DEX trade tests (chains/evm/dex/testing). */
export const TEST_TRADE_TOKEN_SPEC = testContractSpec('TestTradeToken');

export const CHECKED_IN_CONTRACTS: readonly ContractSpec[] = [
  MULTISEND_SPEC,
  TEST_NFT721_SPEC,
  TEST_NFT1155_SPEC,
  TEST_USDT_SPEC,
  MULTICALL3_COMPATIBLE_SPEC,
  ...TOKEN_SPECS,
  TEST_STRICT_APPROVE_SPEC,
  PERMIT2_STAND_IN_SPEC,
  TEST_NFT721_ENUMERABLE_SPEC,
  TEST_TRADE_TOKEN_SPEC,
];
