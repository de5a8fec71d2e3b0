import type { AnvilExecutor } from './anvil-executor';
import type { TronChainState, TronTransactionJson } from './chain-state';
import { encodeTransaction, NODE_EXPIRATION_MS } from './chain-state';
import {
  deployEstimate,
  deployRequest,
  evm,
  type Json,
  MAX_CONSTANT_ENERGY,
  transferRequest,
  utf8Hex,
} from './schemas';

// Test support only: contract deployment on the stand-in. /wallet/deploycontract builds the CreateSmartContract the
// way java-tron does (the ABI as entries, the caller paying all energy by default), and a constant call without a
// contract estimates the deployment's energy (java-tron 4.7+).

/** /wallet/deploycontract: the unsigned CreateSmartContract on the head block, and the address it will create. */
export function buildDeployTransaction(chain: TronChainState, body: unknown): Json {
  const request = deployRequest.parse(body);
  chain.catchUp();
  const head = chain.head;
  const abi = typeof request.abi === 'string' ? (JSON.parse(request.abi) as unknown[]) : request.abi;
  const transaction: TronTransactionJson = {
    visible: false,
    raw_data: {
      contract: [
        {
          parameter: {
            value: {
              owner_address: request.owner_address,
              new_contract: {
                origin_address: request.owner_address,
                abi: { entrys: abi },
                bytecode: request.bytecode,
                consume_user_resource_percent: request.consume_user_resource_percent,
                origin_energy_limit: request.origin_energy_limit,
                name: request.name,
                ...(request.call_value ? { call_value: request.call_value } : {}),
              },
            },
            type_url: 'type.googleapis.com/protocol.CreateSmartContract',
          },
          type: 'CreateSmartContract',
        },
      ],
      ref_block_bytes: head.id.slice(12, 16),
      ref_block_hash: head.id.slice(16, 32),
      expiration: head.timestamp + NODE_EXPIRATION_MS,
      fee_limit: request.fee_limit,
      timestamp: Date.now(),
    },
  };
  const { txId, rawDataHex } = encodeTransaction(transaction);
  return { ...transaction, txID: txId, raw_data_hex: rawDataHex };
}

/** A constant call without a contract address: the deployment's energy, nothing kept. */
export async function estimateDeployment(executor: AnvilExecutor, body: unknown): Promise<Json> {
  const call = deployEstimate.parse(body);
  const result = await executor.create(evm(call.owner_address), `0x${call.data}`, MAX_CONSTANT_ENERGY);
  return {
    result: result.isSuccess
      ? { result: true }
      : { code: 'CONTRACT_EXE_ERROR', message: utf8Hex('REVERT opcode executed') },
    energy_used: result.energyUsed,
    constant_result: [result.output.replace(/^0x/, '')],
    transaction: { ret: [result.isSuccess ? {} : { ret: 'FAILED' }], visible: false, txID: '' },
  };
}

/** /wallet/createtransaction: an unsigned TRX TransferContract on the head block (java-tron builds it the same way). */
export function buildTransferTransaction(chain: TronChainState, body: unknown): Json {
  const request = transferRequest.parse(body);
  chain.catchUp();
  const head = chain.head;
  const transaction: TronTransactionJson = {
    visible: false,
    raw_data: {
      contract: [
        {
          parameter: {
            value: { amount: request.amount, owner_address: request.owner_address, to_address: request.to_address },
            type_url: 'type.googleapis.com/protocol.TransferContract',
          },
          type: 'TransferContract',
        },
      ],
      ref_block_bytes: head.id.slice(12, 16),
      ref_block_hash: head.id.slice(16, 32),
      expiration: head.timestamp + NODE_EXPIRATION_MS,
      timestamp: Date.now(),
    },
  };
  const { txId, rawDataHex } = encodeTransaction(transaction);
  return { ...transaction, txID: txId, raw_data_hex: rawDataHex };
}
