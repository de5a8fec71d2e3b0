import { Address } from '@ton/core';
import { batchSendFeeCapNano } from '@/chains/ton/fees';
import { DEFAULT_JETTON_FORWARD_TON, DEFAULT_JETTON_TRANSFER_TON } from '@/chains/ton/jetton';
import { type PlannedTonRequest, planTonSend, type TonSendAsset, type TonSendPlan } from '@/chains/ton/packing';
import type { TonWalletVersion } from '@/chains/ton/wallet-limits';
import type { BatchRow, Chunk } from '@/lib/batch';

/**
 * The batch engine's view of a TON send: each wallet request of chains/ton's planTonSend is one chunk (one approval).
 * Each chunk's fee is fixed when the batch is planned (0.02 TON a row until the batch reaches 0.5, spec §9) and kept
 * in the job's meta, so a chunk sent again (refused by the wallet, expired) carries the same fee, and rows split off
 * a request that landed (their fee paid) go again with none.
 */

export interface TonSendSetup {
  /** The sender's wallet, raw `0:hex`. */
  sender: string;
  version: TonWalletVersion;
  maxMessages: number;
  /** TON, or a jetton: its minter and the sender's jetton wallet of it. */
  asset: { kind: 'ton' } | { kind: 'jetton'; minter: string; senderJettonWallet: string };
  feeReceiver: string;
}

/** Network fees per message, from the stand-in's measures (chains/ton/README.md): an estimate shown as such. */
export const TON_MESSAGE_FEE_ESTIMATE: Readonly<Record<TonWalletVersion, bigint>> = {
  v5r1: 1_000_000n,
  v4r2: 1_300_000n,
};
/** TON a jetton transfer keeps of what it carries (forward, gas, storage of a new jetton wallet); the rest returns. */
export const JETTON_TRANSFER_COST_ESTIMATE = 12_000_000n;

export function planAsset(setup: TonSendSetup): TonSendAsset {
  return setup.asset.kind === 'ton'
    ? { kind: 'ton' }
    : {
        kind: 'jetton',
        senderJettonWallet: setup.asset.senderJettonWallet,
        forwardTonAmount: DEFAULT_JETTON_FORWARD_TON,
        attachedTon: DEFAULT_JETTON_FORWARD_TON + DEFAULT_JETTON_TRANSFER_TON,
      };
}

const sendRows = (rows: readonly BatchRow[]) =>
  rows.map((row) => ({ to: row.address, amount: row.amount ?? 0n, ...(row.note && { comment: row.note }) }));

export interface PlannedTonBatch {
  plan: TonSendPlan;
  chunks: Chunk[];
  /** Each chunk's fee in nanoTON, by chunk id. */
  fees: bigint[];
  /** What the batch is estimated to cost in network fees (and TON kept by jetton transfers). */
  networkEstimate: bigint;
}

export function planTonBatch(setup: TonSendSetup, rows: readonly BatchRow[]): PlannedTonBatch {
  const plan = planTonSend({
    rows: sendRows(rows),
    asset: planAsset(setup),
    sender: setup.sender,
    walletVersion: setup.version,
    walletMaxMessages: setup.maxMessages,
    feeReceiver: setup.feeReceiver,
  });
  const chunks = plan.requests.map((request, id) => ({
    id,
    lane: setup.sender,
    rowIndexes: request.rowIndexes,
    rows: request.rowIndexes.map((index) => rows[index]),
  }));
  const messages = plan.requests.reduce((sum, request) => sum + request.messages.length, 0);
  const perRow = setup.asset.kind === 'jetton' ? JETTON_TRANSFER_COST_ESTIMATE : 0n;
  const networkEstimate = BigInt(messages) * TON_MESSAGE_FEE_ESTIMATE[setup.version] + BigInt(rows.length) * perRow;
  return { plan, chunks, fees: plan.requests.map((request) => request.serviceFee), networkEstimate };
}

/**
 * One chunk's request, planned again exactly as it was (same rows, same fee): what the wallet is asked to sign, and
 * what the chain's outcome is matched against.
 */
export function planChunkRequest(setup: TonSendSetup, chunk: Chunk, fee: bigint): PlannedTonRequest {
  const cap = batchSendFeeCapNano();
  const plan = planTonSend({
    rows: sendRows(chunk.rows),
    asset: planAsset(setup),
    sender: setup.sender,
    walletVersion: setup.version,
    walletMaxMessages: setup.maxMessages,
    ...(fee > 0n && { feeReceiver: setup.feeReceiver, feeAlreadyPaid: cap - fee }),
    firstRowNumber: chunk.rowIndexes[0] ?? 0,
  });
  if (plan.requests.length !== 1) throw new Error(`Chunk ${chunk.id} no longer fits one wallet request`);
  return plan.requests[0];
}

/** The setup a job was planned with, kept in its meta (identifiers only). */
export function setupToMeta(setup: TonSendSetup, fees: readonly bigint[], extra: Record<string, string>) {
  return {
    sender: setup.sender,
    version: setup.version,
    maxMessages: String(setup.maxMessages),
    asset: setup.asset.kind,
    minter: setup.asset.kind === 'jetton' ? setup.asset.minter : '',
    senderJettonWallet: setup.asset.kind === 'jetton' ? setup.asset.senderJettonWallet : '',
    feeReceiver: setup.feeReceiver,
    fees: fees.join(','),
    feeFree: '',
    ...extra,
  };
}

export function setupFromMeta(meta: Record<string, string>): TonSendSetup {
  return {
    sender: meta.sender,
    version: meta.version === 'v4r2' ? 'v4r2' : 'v5r1',
    maxMessages: Number(meta.maxMessages),
    asset:
      meta.asset === 'jetton'
        ? { kind: 'jetton', minter: meta.minter, senderJettonWallet: meta.senderJettonWallet }
        : { kind: 'ton' },
    feeReceiver: meta.feeReceiver,
  };
}

/** A chunk's fee: none for rows split off a request that landed (meta.feeFree), else the one planned. */
export function chunkFee(meta: Record<string, string>, chunkId: number): bigint {
  const feeFree = new Set(meta.feeFree ? meta.feeFree.split(',').map(Number) : []);
  if (feeFree.has(chunkId)) return 0n;
  const fees = meta.fees ? meta.fees.split(',') : [];
  return BigInt(fees[chunkId] ?? '0');
}

export const senderAddress = (setup: TonSendSetup) => Address.parse(setup.sender);
