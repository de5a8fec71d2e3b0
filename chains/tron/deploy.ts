import { type Hex, keccak256 } from 'viem';
import multisendArtifact from '@/contracts/multisend/Multisend.json';
import { tronAddressFromHex, tronAddressToHex } from './address';
import { answerShape, optional } from './answer-shape';
import { TronApiError, type TronApiOptions, tronApiRequest } from './api';
import type { PreparedTronCall } from './batch-send';
import { estimateTransactionCost, feeLimitForEnergy, type TronChainParameters } from './costs';
import { readTronAccountResources } from './resources';
import { recomputeTransactionId, type TronUnsignedTransaction } from './transaction';

/**
 * Our Multisend deployed on Tron by the user's wallet, once per network (then TRON_MULTISEND_ADDRESS): the checked-in
 * artifact's bytecode (contracts/multisend/Multisend.json: no owner, no constructor arguments), the deployer paying
 * all energy (consume_user_resource_percent 100). Energy is estimated by a constant call without a contract (java-tron
 * 4.7+), the node builds the CreateSmartContract, we check it is our bytecode and its id before the wallet signs.
 */

const hex41 = (address: string) => {
  const hex = tronAddressToHex(address);
  if (!hex) throw new RangeError(`Not a Tron address: "${address}"`);
  return hex;
};

/** The address java-tron gives a contract: the last 20 bytes of keccak256(txID ‖ owner's 21 bytes), 0x41 first. */
export function tronContractAddress(txId: string, owner: string): string {
  return tronAddressFromHex(`41${keccak256(`0x${txId}${hex41(owner)}` as Hex).slice(-40)}`) as string;
}

const constantAnswer = answerShape<{ result: { result?: boolean; message?: string }; energy_used?: number }>({
  fields: {
    result: { fields: { result: optional('boolean'), message: optional('string') } },
    energy_used: optional('count'),
  },
});

/** The energy deploying `bytecode` from `owner` uses now. */
export async function estimateDeploymentEnergy(owner: string, bytecode: Hex, options: TronApiOptions = {}) {
  const answer = await tronApiRequest(
    '/wallet/triggerconstantcontract',
    { owner_address: hex41(owner), data: bytecode.slice(2), visible: false },
    constantAnswer,
    options,
  );
  if (answer.result.result !== true) throw new TronApiError('The deployment would fail');
  return answer.energy_used ?? 0;
}

const deployAnswer = answerShape<TronUnsignedTransaction>({
  fields: {
    txID: 'string',
    raw_data: {
      fields: {
        contract: { array: { fields: { parameter: { fields: { value: 'record' }, rest: true }, type: 'string' } } },
        expiration: 'number',
        fee_limit: optional('number'),
      },
      rest: true,
    },
    raw_data_hex: 'string',
  },
  rest: true,
});

/** Throws unless `transaction` deploys exactly `bytecode` from `owner`, the owner paying, under `feeLimit`. */
export async function verifyDeployment(
  transaction: TronUnsignedTransaction,
  owner: string,
  bytecode: Hex,
  feeLimit: bigint,
) {
  const [contract, ...rest] = transaction.raw_data.contract;
  const value = (contract?.parameter.value ?? {}) as { owner_address?: string; new_contract?: Record<string, unknown> };
  const created = value.new_contract ?? {};
  const problems: string[] = [];
  if (!contract || rest.length > 0 || contract.type !== 'CreateSmartContract') problems.push('not one deployment');
  if (String(value.owner_address).toLowerCase() !== hex41(owner)) problems.push('owner');
  if (String(created.bytecode ?? '').toLowerCase() !== bytecode.slice(2).toLowerCase()) problems.push('bytecode');
  if (Number(created.consume_user_resource_percent ?? 100) !== 100) problems.push('energy share');
  if (Number(created.call_value ?? 0) !== 0) problems.push('call value');
  if (BigInt(transaction.raw_data.fee_limit ?? 0) !== feeLimit) problems.push('fee limit');
  const { txID, rawDataHex } = await recomputeTransactionId(transaction);
  if (txID !== transaction.txID.toLowerCase() || rawDataHex !== transaction.raw_data_hex.toLowerCase()) {
    problems.push('id or bytes');
  }
  if (problems.length > 0) {
    throw new TronApiError(`The node built another deployment than asked (${problems.join(', ')}): not signed`);
  }
}

/** Our Multisend's deployment from `owner`, priced and ready to sign; `address` is where it will be. */
export async function prepareMultisendDeployment(
  owner: string,
  parameters: TronChainParameters,
  options: TronApiOptions = {},
): Promise<PreparedTronCall & { address: string }> {
  const bytecode = multisendArtifact.bytecode as Hex;
  const [energy, resources] = await Promise.all([
    estimateDeploymentEnergy(owner, bytecode, options),
    readTronAccountResources(owner, options),
  ]);
  const feeLimit = feeLimitForEnergy(energy, parameters.energyPriceSun);
  const built = await tronApiRequest(
    '/wallet/deploycontract',
    {
      owner_address: hex41(owner),
      abi: JSON.stringify(multisendArtifact.abi),
      bytecode: bytecode.slice(2),
      fee_limit: Number(feeLimit),
      consume_user_resource_percent: 100,
      origin_energy_limit: energy,
      name: 'Multisend',
      visible: false,
    },
    deployAnswer,
    options,
  );
  const transaction = built as unknown as TronUnsignedTransaction;
  await verifyDeployment(transaction, owner, bytecode, feeLimit);
  const cost = estimateTransactionCost({
    rawDataBytes: transaction.raw_data_hex.length / 2,
    energy,
    resources,
    parameters,
  });
  return { transaction, energy, feeLimit, cost, address: tronContractAddress(transaction.txID, owner) };
}
