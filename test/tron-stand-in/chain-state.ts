import { createHash } from 'node:crypto';
import { utils as tronUtils } from 'tronweb';
import { type Hex, recoverAddress } from 'viem';
import { tronAddressFromHex } from '@/chains/tron';
import type { TronChainParameters } from '@/chains/tron/costs';

// Test support only: the Tron side of the stand-in — blocks (for TaPoS and expiry), accounts (existence and resource
// usage; TRX balances live on anvil, see server.ts), and java-tron's pre-execution checks of a broadcast
// transaction, in the node's order (Manager.processTransaction): TaPoS, expiry, duplicate, signature.

export const BLOCK_INTERVAL_MS = 3_000;
/** java-tron refuses an expiration more than 24 h past the head block (Constant.MAXIMUM_TIME_UNTIL_EXPIRATION). */
export const MAXIMUM_TIME_UNTIL_EXPIRATION_MS = 24 * 60 * 60 * 1_000;
/** java-tron's default trx.expiration.timeInMilliseconds for transactions it builds. */
export const NODE_EXPIRATION_MS = 60_000;

/** Mainnet's values (getchainparameters, 2025–2026). */
export const MAINNET_CHAIN_PARAMETERS: TronChainParameters = {
  bandwidthPriceSun: 1_000n,
  energyPriceSun: 100n,
  createAccountFeeSun: 100_000n,
  createNewAccountFeeInSystemContractSun: 1_000_000n,
  createNewAccountBandwidthRate: 1,
  freeNetLimit: 600,
};
export const MAX_FEE_LIMIT_SUN = 15_000_000_000n;

export interface Block {
  number: number;
  /** 32 bytes hex: the number in the first 8, a hash in the rest (java-tron's BlockId). */
  id: string;
  parentId: string;
  timestamp: number;
  txIds: string[];
}

export interface AccountState {
  createTime: number;
  freeNetUsed: number;
  netUsed: number;
  netLimit: number;
  energyUsed: number;
  energyLimit: number;
}

/** A refusal as /wallet/broadcasttransaction answers it: a response code and a (hex-encoded) message. */
export class BroadcastRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function blockId(number: number, parentId: string, timestamp: number, txIds: readonly string[]): string {
  const hash = sha256(Buffer.from(`${parentId}|${timestamp}|${txIds.join(',')}`));
  return number.toString(16).padStart(16, '0') + hash.slice(16);
}

export class TronChainState {
  readonly blocks: Block[] = [];
  readonly accounts = new Map<string, AccountState>();

  constructor(firstBlockNumber = 1_000) {
    const timestamp = Math.floor(Date.now() / BLOCK_INTERVAL_MS) * BLOCK_INTERVAL_MS - BLOCK_INTERVAL_MS;
    const parentId = '0'.repeat(64);
    this.blocks.push({
      number: firstBlockNumber,
      id: blockId(firstBlockNumber, parentId, timestamp, []),
      parentId,
      timestamp,
      txIds: [],
    });
  }

  get head(): Block {
    return this.blocks[this.blocks.length - 1];
  }

  /** The next block, in the current 3-second slot (or the one after the head's when time has not moved on). */
  produceBlock(txIds: string[], timestamp?: number): Block {
    const { head } = this;
    const slot = Math.floor(Date.now() / BLOCK_INTERVAL_MS) * BLOCK_INTERVAL_MS;
    const time = timestamp ?? Math.max(head.timestamp + BLOCK_INTERVAL_MS, slot);
    const number = head.number + 1;
    const block = { number, id: blockId(number, head.id, time, txIds), parentId: head.id, timestamp: time, txIds };
    this.blocks.push(block);
    return block;
  }

  /**
   * Time moves on as on a real chain: when the current 3-second slot is past the head, an empty block fills it, so
   * the head's time (what TronWeb references and expiry is judged against) is never stale.
   */
  catchUp(): void {
    const slot = Math.floor(Date.now() / BLOCK_INTERVAL_MS) * BLOCK_INTERVAL_MS;
    if (slot > this.head.timestamp) this.produceBlock([], slot);
  }

  /** Account by 20-byte EVM address (lowercase 0x); created with the head block's time. */
  ensureAccount(evmAddress: string): AccountState {
    const key = evmAddress.toLowerCase();
    let account = this.accounts.get(key);
    if (!account) {
      account = {
        createTime: this.head.timestamp,
        freeNetUsed: 0,
        netUsed: 0,
        netLimit: 0,
        energyUsed: 0,
        energyLimit: 0,
      };
      this.accounts.set(key, account);
    }
    return account;
  }

  account(evmAddress: string): AccountState | undefined {
    return this.accounts.get(evmAddress.toLowerCase());
  }

  /** TaPoS (java-tron validateTapos): the block whose number ends in ref_block_bytes must have ref_block_hash. */
  checkTapos(refBlockBytes: string, refBlockHash: string): void {
    const refNumber = Number.parseInt(refBlockBytes, 16);
    const recent = this.blocks.slice(-65_536);
    const block = [...recent].reverse().find((candidate) => (candidate.number & 0xffff) === refNumber);
    if (!block || block.id.slice(16, 32) !== refBlockHash.toLowerCase()) {
      throw new BroadcastRefusal('TAPOS_ERROR', 'Tapos check error.');
    }
  }

  /** java-tron validateCommon: expiration after the head block's time and at most 24 h past it. */
  checkExpiration(expiration: number): void {
    const headTime = this.head.timestamp;
    if (expiration <= headTime || expiration > headTime + MAXIMUM_TIME_UNTIL_EXPIRATION_MS) {
      throw new BroadcastRefusal('TRANSACTION_EXPIRATION_ERROR', 'transaction expired');
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Transactions

export interface TronTransactionJson {
  txID?: string;
  visible?: boolean;
  raw_data: {
    contract: { parameter: { value: Record<string, unknown>; type_url: string }; type: string }[];
    ref_block_bytes: string;
    ref_block_hash: string;
    expiration: number;
    timestamp?: number;
    fee_limit?: number;
  };
  raw_data_hex?: string;
  signature?: string[];
}

/**
 * The node's view of a transaction: raw_data (JSON) encoded to protobuf as java-tron's JsonFormat does (TronWeb's
 * encoder), its id the sha256 of those bytes. A client's own txID and raw_data_hex are not trusted, as on a node.
 */
export function encodeTransaction(transaction: TronTransactionJson): { txId: string; rawDataHex: string } {
  const pb = tronUtils.transaction.txJsonToPb(transaction);
  return {
    txId: tronUtils.transaction.txPbToTxID(pb).replace(/^0x/, ''),
    rawDataHex: tronUtils.transaction.txPbToRawDataHex(pb).toLowerCase(),
  };
}

/** java-tron validateSignature for an owner with the default single-key owner permission. */
export async function checkSignature(txId: string, signatures: readonly string[], ownerHex41: string): Promise<void> {
  if (signatures.length !== 1) {
    throw new BroadcastRefusal(
      'SIGERROR',
      `Validate signature error: ${signatures.length} signatures for a single-key owner`,
    );
  }
  const [signature] = signatures;
  let signer: string;
  try {
    if (!/^[0-9a-f]{130}$/i.test(signature)) throw new Error('signature is not 65 bytes');
    signer = await recoverAddress({ hash: `0x${txId}`, signature: `0x${signature}` as Hex });
  } catch (error) {
    throw new BroadcastRefusal('SIGERROR', `Validate signature error: ${(error as Error).message}`);
  }
  const signerHex41 = `41${signer.slice(2).toLowerCase()}`;
  if (signerHex41 !== ownerHex41.toLowerCase()) {
    throw new BroadcastRefusal(
      'SIGERROR',
      `Validate signature error: ${signature} is signed by ${tronAddressFromHex(signerHex41)} but it is not contained of permission.`,
    );
  }
}
