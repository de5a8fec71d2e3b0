import { type Address, concatHex, getContractAddress, type Hex, type PublicClient } from 'viem';
import artifact from '@/contracts/multisend/Multisend.json';
import { CREATE2_DEPLOYER_ADDRESS, MULTISEND_ADDRESS, MULTISEND_SALT } from './address';

/** Creation code of Multisend (no constructor arguments), from the checked-in artifact. */
export const MULTISEND_BYTECODE = artifact.bytecode as Hex;

/** Only the read the deployment checks need, so a wagmi or viem public client both fit. */
export type CodeReader = Pick<PublicClient, 'getCode'>;

export type MultisendDeploymentStatus =
  /** Code is at MULTISEND_ADDRESS: use it. */
  | 'deployed'
  /** Missing, but the CREATE2 deployer is there: offer deployMultisendRequest(). */
  | 'deployable'
  /** Neither: the chain cannot get Multisend at its usual address. */
  | 'no-deployer';

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

async function hasCode(client: CodeReader, address: Address): Promise<boolean> {
  const code = await client.getCode({ address });
  return code !== undefined && code !== '0x';
}

/**
 * Any code at the address is ours: CREATE2 ties the address to this exact creation code, through a deployer that
 * can only CREATE2.
 */
export function isMultisendDeployed(client: CodeReader): Promise<boolean> {
  return hasCode(client, MULTISEND_ADDRESS);
}

export function isCreate2DeployerPresent(client: CodeReader): Promise<boolean> {
  return hasCode(client, CREATE2_DEPLOYER_ADDRESS);
}

export async function multisendDeploymentStatus(client: CodeReader): Promise<MultisendDeploymentStatus> {
  if (await isMultisendDeployed(client)) return 'deployed';
  return (await isCreate2DeployerPresent(client)) ? 'deployable' : 'no-deployer';
}
