import { encodeFunctionData, erc20Abi, keccak256, pad, toHex } from 'viem';
import { tronAddressToEvmHex, tronAddressToHex } from '@/chains/tron';

// Test support only: TronGrid answers in their real shapes (tronprotocol/documentation-en,
// docs/api/http/block-and-tx-query/gettransactioninfobyid.md, gettransactionbyid.md, getnowblock.md), built from a
// few facts. Served by test/trongrid-server.ts.

export type Json = Record<string, unknown>;

const TRANSFER_TOPIC = keccak256(toHex('Transfer(address,address,uint256)')).slice(2);
const hex40 = (tronAddress: string) => (tronAddressToHex(tronAddress) as string).slice(2);

export interface Trc20TransferOptions {
  txId: string;
  token: string;
  from: string;
  to: string;
  amount: bigint;
  blockNumber: number;
  /** Contract execution result; anything but SUCCESS also sets the transaction's result to FAILED (no logs). */
  contractResult?: 'SUCCESS' | 'REVERT' | 'OUT_OF_ENERGY';
}

/** A TRC-20 transfer(to, amount) call as TronGrid shows it, addresses in base58 as inputs. */
export function trc20TransferFixture(options: Trc20TransferOptions): { info: Json; transaction: Json } {
  const { txId, token, from, to, amount, blockNumber, contractResult = 'SUCCESS' } = options;
  const isSuccess = contractResult === 'SUCCESS';
  const callData = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [tronAddressToEvmHex(to) as `0x${string}`, amount],
  }).slice(2);
  const info: Json = {
    id: txId,
    fee: 13_844_900,
    blockNumber,
    blockTimeStamp: 1_777_437_762_000,
    contractResult: [isSuccess ? pad('0x01').slice(2) : ''],
    contract_address: tronAddressToHex(token),
    receipt: { energy_fee: 13_499_900, energy_usage_total: 64_285, net_fee: 345_000, result: contractResult },
    ...(isSuccess
      ? {
          log: [
            {
              address: hex40(token),
              topics: [TRANSFER_TOPIC, pad(`0x${hex40(from)}`).slice(2), pad(`0x${hex40(to)}`).slice(2)],
              data: pad(toHex(amount)).slice(2),
            },
          ],
        }
      : { result: 'FAILED', resMessage: toHex('REVERT opcode executed').slice(2) }),
  };
  const transaction: Json = {
    ret: [{ contractRet: contractResult }],
    signature: [`${'ab'.repeat(64)}1b`],
    txID: txId,
    raw_data: {
      contract: [
        {
          parameter: {
            value: { data: callData, owner_address: tronAddressToHex(from), contract_address: tronAddressToHex(token) },
            type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
          },
          type: 'TriggerSmartContract',
        },
      ],
      ref_block_bytes: '1c8b',
      ref_block_hash: 'd78785ed02dd918f',
      expiration: 1_777_437_813_000,
      fee_limit: 100_000_000,
      timestamp: 1_777_437_756_016,
    },
    raw_data_hex: `0a021c8b2208d78785ed02dd918f${callData.slice(0, 16)}`,
  };
  return { info, transaction };
}

export function nowBlockFixture(number: number): Json {
  return {
    // Real block ids start with the block number in 8 bytes.
    blockID: `${number.toString(16).padStart(16, '0')}${'f6'.repeat(24)}`,
    block_header: {
      raw_data: {
        number,
        txTrieRoot: '0'.repeat(64),
        witness_address: '41e7860196ad5b5718c1d6326babab039b70b8c1cd',
        parentHash: (number - 1).toString(16).padStart(64, '0'),
        version: 34,
        timestamp: 1_777_445_307_000,
      },
      witness_signature: 'cd'.repeat(65),
    },
    transactions: [],
  };
}
