import { tronAddressFromHex } from '@/chains/tron';
import type { TronChainParameters } from '@/chains/tron/costs';
import { type AccountState, type Block, MAX_FEE_LIMIT_SUN } from './chain-state';
import type { Json } from './schemas';

// Test support only: the stand-in's answers in java-tron's shapes (proto3 JSON: fields at their default — 0, empty —
// are left out, as the node leaves them out).

export const blockJson = (block: Block): Json => ({
  blockID: block.id,
  block_header: {
    raw_data: { number: block.number, timestamp: block.timestamp, parentHash: block.parentId, version: 32 },
    witness_signature: '',
  },
});

export function accountJson(address41: string, balance: bigint, account: AccountState, visible: boolean): Json {
  return {
    address: visible ? tronAddressFromHex(address41) : address41,
    ...(balance > 0n && { balance: Number(balance) }),
    create_time: account.createTime,
    ...(account.netUsed > 0 && { net_usage: account.netUsed }),
    ...(account.freeNetUsed > 0 && { free_net_usage: account.freeNetUsed }),
    account_resource: account.energyUsed > 0 ? { energy_usage: account.energyUsed } : {},
  };
}

export function resourceJson(account: AccountState, parameters: TronChainParameters): Json {
  return {
    freeNetLimit: parameters.freeNetLimit,
    ...(account.freeNetUsed > 0 && { freeNetUsed: account.freeNetUsed }),
    ...(account.netLimit > 0 && { NetLimit: account.netLimit }),
    ...(account.netUsed > 0 && { NetUsed: account.netUsed }),
    ...(account.energyLimit > 0 && { EnergyLimit: account.energyLimit }),
    ...(account.energyUsed > 0 && { EnergyUsed: account.energyUsed }),
    TotalNetLimit: 43_200_000_000,
    TotalEnergyLimit: 180_000_000_000,
  };
}

export function chainParametersJson(parameters: TronChainParameters): Json {
  const entry = (key: string, value: number | bigint) => (value ? { key, value: Number(value) } : { key });
  return {
    chainParameter: [
      entry('getMaintenanceTimeInterval', 21_600_000),
      entry('getCreateAccountFee', parameters.createAccountFeeSun),
      entry('getTransactionFee', parameters.bandwidthPriceSun),
      entry('getFreeNetLimit', parameters.freeNetLimit),
      entry('getCreateNewAccountFeeInSystemContract', parameters.createNewAccountFeeInSystemContractSun),
      entry('getCreateNewAccountBandwidthRate', parameters.createNewAccountBandwidthRate),
      entry('getEnergyFee', parameters.energyPriceSun),
      entry('getMaxFeeLimit', MAX_FEE_LIMIT_SUN),
      entry('getAllowTvmCancun', 1),
      entry('getAllowDynamicEnergy', 0),
    ],
  };
}
