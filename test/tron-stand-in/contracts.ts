import { keccak256 } from 'viem';
import {
  bandwidthCharge,
  callEnergyLimit,
  energyCharge,
  type TronAccountResources,
  type TronChainParameters,
} from '@/chains/tron/costs';
import type { AnvilExecutor } from './anvil-executor';
import { type AccountState, BroadcastRefusal, MAX_FEE_LIMIT_SUN, type TronChainState } from './chain-state';
import { createValue, evm, type Json, transferValue, triggerValue, utf8Hex } from './schemas';

// Test support only: the two contracts the stand-in executes, after the envelope checks (chain-state.ts). Bandwidth
// (or the create-account fee) is charged first and refused when unaffordable, as java-tron's consumeBandwidth; then
// the contract is validated (refused: nothing kept) and executed; the transaction goes into its own block.

export interface StoredTransaction {
  transaction: Json;
  info: Json;
}

export class ContractProcessor {
  readonly transactions = new Map<string, StoredTransaction>();

  constructor(
    private readonly chain: TronChainState,
    private readonly executor: AnvilExecutor,
    private readonly parameters: TronChainParameters,
  ) {}

  private withBlock(txId: string, transaction: Json, ret: string, info: Json): Json {
    const block = this.chain.produceBlock([txId]);
    const stored = { ...transaction, ret: [{ contractRet: ret }] };
    const fullInfo = { id: txId, ...info, blockNumber: block.number, blockTimeStamp: block.timestamp };
    this.transactions.set(txId, { transaction: stored, info: fullInfo });
    return fullInfo;
  }

  /** Bandwidth (or the create-account fee) first, refused when unaffordable, as java-tron's consumeBandwidth. */
  private async chargeBandwidth(owner41: string, account: AccountState, bytes: number, createsAccount: boolean) {
    const charge = bandwidthCharge(bytes, this.resourceView(account), this.parameters, createsAccount);
    const balance = await this.executor.balance(evm(owner41));
    if (charge.bandwidthSun > balance)
      throw new BroadcastRefusal('BANDWITH_ERROR', 'Account resource insufficient error.');
    return { charge, balance };
  }

  private resourceView(account: AccountState): TronAccountResources {
    return {
      freeNetUsed: account.freeNetUsed,
      freeNetLimit: this.parameters.freeNetLimit,
      netUsed: account.netUsed,
      netLimit: account.netLimit,
      energyUsed: account.energyUsed,
      energyLimit: account.energyLimit,
    };
  }

  private consumeBandwidth(account: AccountState, charge: ReturnType<typeof bandwidthCharge>, bytes: number): Json {
    if (charge.source === 'staked') account.netUsed += charge.bandwidthUsed;
    if (charge.source === 'free') account.freeNetUsed += charge.bandwidthUsed;
    return charge.source === 'burn' ? { net_fee: Number(charge.bandwidthSun) } : { net_usage: bytes };
  }

  async applyTransfer(txId: string, transaction: Json, value: unknown, bytes: number): Promise<void> {
    const parsed = transferValue.safeParse(value);
    if (!parsed.success)
      throw new BroadcastRefusal('CONTRACT_VALIDATE_ERROR', 'Contract validate error : invalid TransferContract');
    const { owner_address: owner, to_address: to, amount } = parsed.data;
    const account = this.chain.account(evm(owner));
    if (!account)
      throw new BroadcastRefusal(
        'CONTRACT_VALIDATE_ERROR',
        'Contract validate error : Validate TransferContract error, no OwnerAccount.',
      );
    if (amount <= 0)
      throw new BroadcastRefusal('CONTRACT_VALIDATE_ERROR', 'Contract validate error : Amount must be greater than 0.');
    if (owner === to)
      throw new BroadcastRefusal(
        'CONTRACT_VALIDATE_ERROR',
        'Contract validate error : Cannot transfer TRX to yourself.',
      );
    const createsAccount = this.chain.account(evm(to)) === undefined;
    const { charge, balance } = await this.chargeBandwidth(owner, account, bytes, createsAccount);
    const total = BigInt(amount) + charge.activationSun + charge.bandwidthSun;
    if (balance < total) {
      throw new BroadcastRefusal(
        'CONTRACT_VALIDATE_ERROR',
        'Contract validate error : Validate TransferContract error, balance is not sufficient.',
      );
    }
    const receipt = this.consumeBandwidth(account, charge, bytes);
    await this.executor.setBalance(evm(owner), balance - total);
    const recipientBalance = await this.executor.balance(evm(to));
    this.chain.ensureAccount(evm(to));
    await this.executor.setBalance(evm(to), recipientBalance + BigInt(amount));
    const fee = Number(charge.activationSun + charge.bandwidthSun);
    this.withBlock(txId, transaction, 'SUCCESS', { ...(fee > 0 && { fee }), contractResult: [''], receipt });
  }

  async applyTrigger(txId: string, transaction: Json, value: unknown, feeLimit: number, bytes: number) {
    const parsed = triggerValue.safeParse(value);
    if (!parsed.success)
      throw new BroadcastRefusal('CONTRACT_VALIDATE_ERROR', 'Contract validate error : invalid TriggerSmartContract');
    const { owner_address: owner, contract_address: contract, data, call_value: callValue } = parsed.data;
    const account = this.chain.account(evm(owner));
    if (!account)
      throw new BroadcastRefusal(
        'CONTRACT_VALIDATE_ERROR',
        `Contract validate error : Validate InternalTransfer error, no OwnerAccount.`,
      );
    if (BigInt(feeLimit) > MAX_FEE_LIMIT_SUN) {
      throw new BroadcastRefusal(
        'CONTRACT_VALIDATE_ERROR',
        `Contract validate error : feeLimit must be >= 0 and <= ${MAX_FEE_LIMIT_SUN}`,
      );
    }
    if (!(await this.executor.hasCode(evm(contract)))) {
      throw new BroadcastRefusal(
        'CONTRACT_VALIDATE_ERROR',
        'Contract validate error : No contract or not a valid smart contract',
      );
    }
    const { charge, balance } = await this.chargeBandwidth(owner, account, bytes, false);
    const afterBandwidth = balance - charge.bandwidthSun;
    if (afterBandwidth < BigInt(callValue)) {
      throw new BroadcastRefusal(
        'CONTRACT_VALIDATE_ERROR',
        'Contract validate error : Validate InternalTransfer error, balance is not sufficient.',
      );
    }
    const receipt = this.consumeBandwidth(account, charge, bytes);
    await this.executor.setBalance(evm(owner), afterBandwidth);
    const stakedLeft = Math.max(0, account.energyLimit - account.energyUsed);
    const energyLimit = callEnergyLimit({
      feeLimitSun: BigInt(feeLimit),
      balanceSun: afterBandwidth,
      callValueSun: BigInt(callValue),
      stakedEnergyLeft: stakedLeft,
      energyPriceSun: this.parameters.energyPriceSun,
    });
    const result = await this.executor.send(evm(owner), evm(contract), `0x${data}`, BigInt(callValue), energyLimit);
    const outcome = result.isSuccess ? 'SUCCESS' : result.energyUsed >= energyLimit ? 'OUT_OF_ENERGY' : 'REVERT';
    for (const recipient of result.valueRecipients) this.chain.ensureAccount(recipient);
    const energy = energyCharge(result.energyUsed, stakedLeft, this.parameters.energyPriceSun);
    account.energyUsed += energy.energyFromStake;
    await this.executor.setBalance(evm(owner), (await this.executor.balance(evm(owner))) - energy.energySun);
    const fee = Number(charge.bandwidthSun + energy.energySun);
    this.withBlock(txId, transaction, outcome, {
      ...(fee > 0 && { fee }),
      contractResult: [result.output.replace(/^0x/, '')],
      contract_address: contract,
      receipt: {
        ...(energy.energyFromStake > 0 && { energy_usage: energy.energyFromStake }),
        ...(energy.energySun > 0n && { energy_fee: Number(energy.energySun) }),
        energy_usage_total: energy.energyUsed,
        ...receipt,
        result: outcome,
      },
      ...(result.isSuccess
        ? {
            log: result.logs.map((log) => ({
              address: log.address.slice(2).toLowerCase(),
              topics: log.topics.map((topic) => topic.slice(2)),
              data: log.data.slice(2),
            })),
          }
        : {
            result: 'FAILED',
            resMessage: utf8Hex(outcome === 'REVERT' ? 'REVERT opcode executed' : 'Not enough energy'),
          }),
    });
  }

  /**
   * CreateSmartContract: the init code runs (anvil, nothing kept), its runtime code is put at the Tron address
   * java-tron gives the contract (keccak256(txID ‖ owner)'s last 20 bytes), the owner pays bandwidth and energy.
   */
  async applyCreate(txId: string, transaction: Json, value: unknown, feeLimit: number, bytes: number) {
    const parsed = createValue.safeParse(value);
    if (!parsed.success)
      throw new BroadcastRefusal('CONTRACT_VALIDATE_ERROR', 'Contract validate error : invalid CreateSmartContract');
    const { owner_address: owner, new_contract: contract } = parsed.data;
    const account = this.chain.account(evm(owner));
    if (!account) throw new BroadcastRefusal('CONTRACT_VALIDATE_ERROR', 'Contract validate error : no OwnerAccount.');
    const { charge, balance } = await this.chargeBandwidth(owner, account, bytes, false);
    const receipt = this.consumeBandwidth(account, charge, bytes);
    const afterBandwidth = balance - charge.bandwidthSun;
    await this.executor.setBalance(evm(owner), afterBandwidth);
    const stakedLeft = Math.max(0, account.energyLimit - account.energyUsed);
    const energyLimit = callEnergyLimit({
      feeLimitSun: BigInt(feeLimit),
      balanceSun: afterBandwidth,
      callValueSun: 0n,
      stakedEnergyLeft: stakedLeft,
      energyPriceSun: this.parameters.energyPriceSun,
    });
    const result = await this.executor.create(evm(owner), `0x${contract.bytecode}`, energyLimit);
    const isSuccess = result.isSuccess && result.energyUsed <= energyLimit;
    const address41 = `41${keccak256(`0x${txId}${owner}`).slice(-40)}`;
    if (isSuccess) {
      await this.executor.setCode(evm(address41), result.output);
      this.chain.ensureAccount(evm(address41));
    }
    const used = Math.min(result.energyUsed, energyLimit);
    const energy = energyCharge(used, stakedLeft, this.parameters.energyPriceSun);
    account.energyUsed += energy.energyFromStake;
    await this.executor.setBalance(evm(owner), (await this.executor.balance(evm(owner))) - energy.energySun);
    const fee = Number(charge.bandwidthSun + energy.energySun);
    const outcome = isSuccess ? 'SUCCESS' : 'OUT_OF_ENERGY';
    this.withBlock(txId, transaction, outcome, {
      ...(fee > 0 && { fee }),
      contract_address: address41,
      receipt: {
        ...(energy.energyFromStake > 0 && { energy_usage: energy.energyFromStake }),
        ...(energy.energySun > 0n && { energy_fee: Number(energy.energySun) }),
        energy_usage_total: energy.energyUsed,
        ...receipt,
        result: outcome,
      },
      ...(isSuccess ? {} : { result: 'FAILED', resMessage: utf8Hex('Not enough energy') }),
    });
  }
}
