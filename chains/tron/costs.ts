import { optional, parseShape, type Spec } from './answer-shape';

/**
 * What a Tron transaction costs, by java-tron's rules (BandwidthProcessor, EnergyProcessor, VMActuator,
 * TransferActuator; tronprotocol/documentation-en "Resource Model"). Pure functions: the inputs come from
 * /wallet/getchainparameters and /wallet/getaccountresource (checked here by hand) and from a constant-call estimate.
 * Amounts of TRX are in sun (1 TRX = 1,000,000 sun), as bigint.
 */

/** java-tron adds this many bytes per contract of a transaction to its size (Constant.MAX_RESULT_SIZE_IN_TX). */
export const MAX_RESULT_SIZE_IN_TX = 64;
/** A secp256k1 signature as stored: r ‖ s ‖ v. */
export const SIGNATURE_BYTES = 65;

// ---------------------------------------------------------------------------------------------------------------
// Chain parameters and account resources

export interface TronChainParameters {
  /** getTransactionFee: sun burnt per byte when neither staked nor free bandwidth covers a transaction (1,000). */
  bandwidthPriceSun: bigint;
  /** getEnergyFee: sun per unit of energy not covered by stake (100 since 2024). */
  energyPriceSun: bigint;
  /** getCreateAccountFee: sun burnt instead of bandwidth when a transfer creates an account (100,000). */
  createAccountFeeSun: bigint;
  /** getCreateNewAccountFeeInSystemContract: sun the transfer itself charges for creating an account (1,000,000). */
  createNewAccountFeeInSystemContractSun: bigint;
  /** getCreateNewAccountBandwidthRate: staked bandwidth per byte that can pay an account creation instead (1). */
  createNewAccountBandwidthRate: number;
  /** getFreeNetLimit: free bandwidth per activated account per day (600). */
  freeNetLimit: number;
}

const chainParametersShape: Spec = {
  fields: { chainParameter: { array: { fields: { key: 'string', value: optional('count') } } } },
};

/** The keys this module needs; a chain that lacks one is refused rather than guessed. */
const PARAMETER_KEYS = {
  bandwidthPriceSun: 'getTransactionFee',
  energyPriceSun: 'getEnergyFee',
  createAccountFeeSun: 'getCreateAccountFee',
  createNewAccountFeeInSystemContractSun: 'getCreateNewAccountFeeInSystemContract',
  createNewAccountBandwidthRate: 'getCreateNewAccountBandwidthRate',
  freeNetLimit: 'getFreeNetLimit',
} as const;

/** /wallet/getchainparameters → the parameters above. java-tron leaves `value` out when it is 0 (protobuf default). */
export function parseChainParameters(json: unknown): TronChainParameters {
  const { chainParameter } = parseShape<{ chainParameter: { key: string; value?: number }[] }>(
    chainParametersShape,
    json,
  );
  const values = new Map(chainParameter.map(({ key, value }) => [key, value ?? 0]));
  const read = (key: string): number => {
    const value = values.get(key);
    if (value === undefined) throw new Error(`getchainparameters answered no ${key}`);
    return value;
  };
  return {
    bandwidthPriceSun: BigInt(read(PARAMETER_KEYS.bandwidthPriceSun)),
    energyPriceSun: BigInt(read(PARAMETER_KEYS.energyPriceSun)),
    createAccountFeeSun: BigInt(read(PARAMETER_KEYS.createAccountFeeSun)),
    createNewAccountFeeInSystemContractSun: BigInt(read(PARAMETER_KEYS.createNewAccountFeeInSystemContractSun)),
    createNewAccountBandwidthRate: read(PARAMETER_KEYS.createNewAccountBandwidthRate),
    freeNetLimit: read(PARAMETER_KEYS.freeNetLimit),
  };
}

export interface TronAccountResources {
  freeNetUsed: number;
  freeNetLimit: number;
  /** Bandwidth from staked TRX (own and delegated to the account). */
  netUsed: number;
  netLimit: number;
  energyUsed: number;
  energyLimit: number;
}

const RESOURCE_FIELDS = ['freeNetUsed', 'freeNetLimit', 'NetUsed', 'NetLimit', 'EnergyUsed', 'EnergyLimit'] as const;
const accountResourceShape: Spec = {
  fields: Object.fromEntries(RESOURCE_FIELDS.map((field) => [field, { count: 0 }])),
};

/** /wallet/getaccountresource (usage already recovered to now by the node); absent fields are 0. `{}`: no account. */
export function parseAccountResources(json: unknown): TronAccountResources {
  const parsed = parseShape<Record<(typeof RESOURCE_FIELDS)[number], number>>(accountResourceShape, json);
  return {
    freeNetUsed: parsed.freeNetUsed,
    freeNetLimit: parsed.freeNetLimit,
    netUsed: parsed.NetUsed,
    netLimit: parsed.NetLimit,
    energyUsed: parsed.EnergyUsed,
    energyLimit: parsed.EnergyLimit,
  };
}

export function availableEnergy(resources: TronAccountResources): number {
  return Math.max(0, resources.energyLimit - resources.energyUsed);
}

// ---------------------------------------------------------------------------------------------------------------
// Bandwidth

export function varintLength(value: number): number {
  let length = 1;
  for (let rest = Math.floor(value / 128); rest > 0; rest = Math.floor(rest / 128)) length += 1;
  return length;
}

/**
 * Bandwidth a transaction consumes: the protobuf size of Transaction{raw_data, signature…} without `ret`, plus 64
 * bytes per contract (java-tron counts room for the result). `rawDataBytes` is raw_data_hex's length / 2.
 */
export function transactionBandwidth(rawDataBytes: number, signatures = 1, contracts = 1): number {
  const rawField = 1 + varintLength(rawDataBytes) + rawDataBytes;
  const signatureFields = signatures * (1 + varintLength(SIGNATURE_BYTES) + SIGNATURE_BYTES);
  return rawField + signatureFields + contracts * MAX_RESULT_SIZE_IN_TX;
}

export type BandwidthSource = 'staked' | 'free' | 'burn';

export interface BandwidthCharge {
  source: BandwidthSource;
  /** Bandwidth points taken from the account (staked or free); 0 when burnt. */
  bandwidthUsed: number;
  /** TRX burnt for bandwidth (or, for an account creation, the create-account fee instead of it). */
  bandwidthSun: bigint;
  /** The transfer's own account-creation fee (TransferActuator), 0 unless it creates the recipient. */
  activationSun: bigint;
}

/**
 * How the bandwidth of a transaction of `bytes` is paid. All or nothing per source, in java-tron's order: staked
 * bandwidth if it covers all bytes, else the free daily bandwidth if it covers all, else bytes × price burnt. A
 * transfer that creates its recipient never uses free bandwidth: staked bandwidth (bytes × rate) or the
 * create-account fee, plus the system contract's own creation fee.
 */
export function bandwidthCharge(
  bytes: number,
  resources: TronAccountResources,
  parameters: TronChainParameters,
  createsAccount = false,
): BandwidthCharge {
  const stakedLeft = resources.netLimit - resources.netUsed;
  if (createsAccount) {
    const activationSun = parameters.createNewAccountFeeInSystemContractSun;
    const needed = bytes * parameters.createNewAccountBandwidthRate;
    if (needed <= stakedLeft) return { source: 'staked', bandwidthUsed: needed, bandwidthSun: 0n, activationSun };
    return { source: 'burn', bandwidthUsed: 0, bandwidthSun: parameters.createAccountFeeSun, activationSun };
  }
  if (bytes <= stakedLeft) return { source: 'staked', bandwidthUsed: bytes, bandwidthSun: 0n, activationSun: 0n };
  if (bytes <= resources.freeNetLimit - resources.freeNetUsed) {
    return { source: 'free', bandwidthUsed: bytes, bandwidthSun: 0n, activationSun: 0n };
  }
  return {
    source: 'burn',
    bandwidthUsed: 0,
    bandwidthSun: BigInt(bytes) * parameters.bandwidthPriceSun,
    activationSun: 0n,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Energy

export interface EnergyCharge {
  energyUsed: number;
  /** Taken from the account's staked energy. */
  energyFromStake: number;
  /** Paid by burning TRX at the energy price. */
  energyBurnt: number;
  energySun: bigint;
}

/** Energy is paid from stake first, the rest burnt at the energy price. */
export function energyCharge(energyUsed: number, stakedEnergyLeft: number, energyPriceSun: bigint): EnergyCharge {
  const energyFromStake = Math.min(Math.max(0, stakedEnergyLeft), energyUsed);
  const energyBurnt = energyUsed - energyFromStake;
  return { energyUsed, energyFromStake, energyBurnt, energySun: BigInt(energyBurnt) * energyPriceSun };
}

/**
 * The energy a contract call may use (VMActuator, fixed-ratio rule, the caller paying all): staked energy left plus
 * what the balance after the call value can buy, capped by what the fee limit buys. Past it: OUT_OF_ENERGY.
 */
export function callEnergyLimit(options: {
  feeLimitSun: bigint;
  balanceSun: bigint;
  callValueSun: bigint;
  stakedEnergyLeft: number;
  energyPriceSun: bigint;
}): number {
  const { feeLimitSun, balanceSun, callValueSun, stakedEnergyLeft, energyPriceSun } = options;
  const spendable = balanceSun > callValueSun ? balanceSun - callValueSun : 0n;
  const available = BigInt(Math.max(0, stakedEnergyLeft)) + spendable / energyPriceSun;
  const fromFeeLimit = feeLimitSun / energyPriceSun;
  return Number(available < fromFeeLimit ? available : fromFeeLimit);
}

/**
 * A fee limit from an energy estimate: the estimate plus `marginPercent` (default 10 %, rounded up) at the energy
 * price. Never a blind maximum: a call that needs more than this fails with OUT_OF_ENERGY instead of burning more.
 */
export function feeLimitForEnergy(estimatedEnergy: number, energyPriceSun: bigint, marginPercent = 10): bigint {
  if (!Number.isSafeInteger(estimatedEnergy) || estimatedEnergy < 0) throw new RangeError('energy must be ≥ 0');
  const withMargin = BigInt(Math.ceil((estimatedEnergy * (100 + marginPercent)) / 100));
  return withMargin * energyPriceSun;
}

/**
 * Energy a call must have available beyond its estimate for each storage slot it empties. An estimate (a constant
 * call's energy_used) is after refunds, and emptying a slot refunds energy that the call still needs while it runs:
 * 15,000 under the rules TVM took from the EVM before London (4,800 after it, which the stand-in runs). Fee limits
 * add it per slot a call may empty, so a sweep or a last batch does not run out; it caps the burn, it is not spent.
 */
export const STORAGE_CLEAR_REFUND_ENERGY = 15_000;

/** A fee limit for a call that may empty `clearedSlots` storage slots: the estimate plus their refunds, + 10 %. */
export function feeLimitWithRefunds(estimatedEnergy: number, energyPriceSun: bigint, clearedSlots: number): bigint {
  return feeLimitForEnergy(estimatedEnergy + clearedSlots * STORAGE_CLEAR_REFUND_ENERGY, energyPriceSun);
}

// ---------------------------------------------------------------------------------------------------------------
// One transaction

export interface TronCostEstimate extends BandwidthCharge, EnergyCharge {
  bandwidth: number;
  /** Everything burnt: bandwidth (or create-account fee), activation, energy. */
  totalSun: bigint;
}

/**
 * The cost of one transaction of `rawDataBytes` (raw_data_hex / 2) before signing: its bandwidth, the energy of a
 * constant-call estimate (0 for a TRX transfer), and whether it creates its recipient (a TRX transfer to an address
 * getaccount answers {} for).
 */
export function estimateTransactionCost(options: {
  rawDataBytes: number;
  signatures?: number;
  energy?: number;
  createsAccount?: boolean;
  resources: TronAccountResources;
  parameters: TronChainParameters;
}): TronCostEstimate {
  const { resources, parameters } = options;
  const bandwidth = transactionBandwidth(options.rawDataBytes, options.signatures ?? 1);
  const bandwidthPart = bandwidthCharge(bandwidth, resources, parameters, options.createsAccount ?? false);
  const energyPart = energyCharge(options.energy ?? 0, availableEnergy(resources), parameters.energyPriceSun);
  return {
    bandwidth,
    ...bandwidthPart,
    ...energyPart,
    totalSun: bandwidthPart.bandwidthSun + bandwidthPart.activationSun + energyPart.energySun,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Several transactions from one account

export interface PlannedTransaction {
  rawDataBytes: number;
  signatures?: number;
  energy?: number;
  createsAccount?: boolean;
}

/** The account's resources after a transaction charged as `cost` (what the node records). */
export function resourcesAfter(resources: TronAccountResources, cost: TronCostEstimate): TronAccountResources {
  return {
    ...resources,
    netUsed: resources.netUsed + (cost.source === 'staked' ? cost.bandwidthUsed : 0),
    freeNetUsed: resources.freeNetUsed + (cost.source === 'free' ? cost.bandwidthUsed : 0),
    energyUsed: resources.energyUsed + cost.energyFromStake,
  };
}

/**
 * Costs of transactions sent one after the other from the same account, from one read of its resources: each uses
 * what the previous ones left (free bandwidth runs out, then bytes are burnt). Within one day's recovery window.
 */
export function estimateTransactionCosts(
  transactions: readonly PlannedTransaction[],
  resources: TronAccountResources,
  parameters: TronChainParameters,
): { costs: TronCostEstimate[]; totalSun: bigint } {
  let current = resources;
  const costs = transactions.map((transaction) => {
    const cost = estimateTransactionCost({ ...transaction, resources: current, parameters });
    current = resourcesAfter(current, cost);
    return cost;
  });
  return { costs, totalSun: costs.reduce((total, cost) => total + cost.totalSun, 0n) };
}
