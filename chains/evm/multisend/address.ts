import type { Address, Hex } from 'viem';

// Where Multisend lives: the same address on every EVM chain that has the deterministic CREATE2 deployer.
// Kept free of the bytecode so pages that only send do not ship it; deploy.ts computes the address from the artifact
// and a test checks it equals MULTISEND_ADDRESS.

/**
 * The deterministic deployment proxy (github.com/Arachnid/deterministic-deployment-proxy): data = salt (32 bytes)
 * followed by creation code; it CREATE2s the contract. Deployed by a keyless transaction at this address on most EVM
 * chains, and present on anvil from genesis.
 */
export const CREATE2_DEPLOYER_ADDRESS: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C';

/** keccak256("chainkit.multisend.v2"): a new version of the contract gets a new salt and so a new address. */
export const MULTISEND_SALT: Hex = '0x7ee00f8ab41028f5c1b5940fab3dea5f05bb7c04e59eca727fe78a65573ba095';

/**
 * CREATE2(deployer, salt, keccak256(creation code)). Any change to contracts/multisend/Multisend.sol that changes its
 * bytecode, or to the compiler settings, changes this address: then every chain needs a fresh deployment.
 */
export const MULTISEND_ADDRESS: Address = '0x1874213Abc8F1Fc3429401d8E80841E0E644AeD0';
