import type { Address, PublicClient } from 'viem';
import { CREATE2_DEPLOYER_ADDRESS, MULTISEND_ADDRESS } from './address';

// Whether Multisend is on a chain, without the contract's creation code (deploy.ts), so every page can ask.

/** Only the read the deployment checks need, so a wagmi or viem public client both fit. */
export type CodeReader = Pick<PublicClient, 'getCode'>;

export type MultisendDeploymentStatus =
  /** Code is at MULTISEND_ADDRESS: use it. */
  | 'deployed'
  /** Missing, but the CREATE2 deployer is there: offer deployMultisendRequest(). */
  | 'deployable'
  /** Neither: the chain cannot get Multisend at its usual address. */
  | 'no-deployer';

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
