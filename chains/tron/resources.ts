import { tronAddressToHex } from './address';
import { answerShape } from './answer-shape';
import { TronApiError, type TronApiOptions, triggerConstantContract, tronApiRequest } from './api';
import {
  parseAccountResources,
  parseChainParameters,
  type TronAccountResources,
  type TronChainParameters,
} from './costs';

/** What a cost estimate reads from the chain: chain parameters, an account's resources, energy of a call. */

const anyObject = answerShape<Record<string, unknown>>('record');

function hex41(address: string): string {
  const hex = tronAddressToHex(address) ?? (/^41[0-9a-f]{40}$/i.test(address) ? address.toLowerCase() : undefined);
  if (!hex) throw new RangeError(`Not a Tron address: "${address}"`);
  return hex;
}

export async function readTronChainParameters(options: TronApiOptions = {}): Promise<TronChainParameters> {
  return parseChainParameters(await tronApiRequest('/wallet/getchainparameters', {}, anyObject, options));
}

/** An account's resources now; `exists` false when the chain has no such account (a transfer would create it). */
export async function readTronAccountResources(
  address: string,
  options: TronApiOptions = {},
): Promise<TronAccountResources & { exists: boolean }> {
  const body = { address: hex41(address), visible: false };
  const [account, resources] = await Promise.all([
    tronApiRequest('/wallet/getaccount', body, anyObject, options),
    tronApiRequest('/wallet/getaccountresource', body, anyObject, options),
  ]);
  return { exists: Object.keys(account).length > 0, ...parseAccountResources(resources) };
}

/** The energy a contract call would use now (a constant call of the same data); throws when it would revert. */
export async function estimateTronCallEnergy(
  call: { owner: string; contract: string; data: string; callValue?: bigint },
  options: TronApiOptions = {},
): Promise<number> {
  const answer = await triggerConstantContract(
    { owner: hex41(call.owner), contract: hex41(call.contract), data: call.data, callValue: call.callValue },
    options,
  );
  if (!answer.isSuccess) throw new TronApiError(`The call would fail: ${answer.message ?? 'reverted'}`);
  return answer.energyUsed;
}

/** A wallet the chain does not know yet starts with the day's free bandwidth once a transfer creates it. */
export function resourcesOnceCreated(
  resources: TronAccountResources & { exists: boolean },
  parameters: TronChainParameters,
): TronAccountResources & { exists: boolean } {
  return resources.exists ? resources : { ...resources, freeNetLimit: parameters.freeNetLimit, freeNetUsed: 0 };
}
