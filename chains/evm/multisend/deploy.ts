import { type Address, concatHex, getContractAddress, type Hex } from 'viem';
import artifact from '@/contracts/multisend/Multisend.json';
import { CREATE2_DEPLOYER_ADDRESS, MULTISEND_SALT } from './address';

// The creation code (6.6 KB): pages import this module only when the user deploys; the status check is status.ts.

/** Creation code of Multisend (no constructor arguments), from the checked-in artifact. */
export const MULTISEND_BYTECODE = artifact.bytecode as Hex;

export function computeMultisendAddress(bytecode: Hex = MULTISEND_BYTECODE): Address {
  return getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER_ADDRESS, salt: MULTISEND_SALT, bytecode });
}

/**
 * The transaction that deploys Multisend at MULTISEND_ADDRESS: anyone may send it, the result is the same contract.
 * The deployer reverts if the contract is already there, so check multisendDeploymentStatus first.
 */
export function deployMultisendRequest(): { to: Address; data: Hex; value: bigint } {
  return { to: CREATE2_DEPLOYER_ADDRESS, data: concatHex([MULTISEND_SALT, MULTISEND_BYTECODE]), value: 0n };
}
