import { type Address, type Cell, internal, type MessageRelaxed, SendMode } from '@ton/core';
import { WalletContractV5R1 } from '@ton/ton/dist/wallets/v5r1/WalletContractV5R1';
import type { TonApiOptions } from './api';
import { readTonBalances } from './balances';
import { DEFAULT_JETTON_FORWARD_TON, DEFAULT_JETTON_TRANSFER_TON, jettonTransferBody } from './jetton';
import { deriveJettonWallets, readJettonData } from './jetton-wallets';
import {
  TON_WALLET_VERSIONS,
  type TonWalletContract,
  type TonWalletVersion,
  tonWalletAddress,
  tonWalletContract,
} from './wallets';

/**
 * Collection (sweeping many wallets to one address), the TON way: "all" is a send mode, not an amount. The last request
 * of a wallet sends its TON with CARRY_ALL_REMAINING_BALANCE (128): whatever remains after the compute and storage fees
 * goes, the wallet ends at exactly 0 and nothing is left for fees we would have had to guess. A wallet holding a jetton
 * first sends the whole jetton balance (one request, its TON attached, the excess returned to the collector), then
 * sweeps. A wallet with a jetton but too little TON needs a top-up first (planned here, sent by a funding wallet).
 * Keys come from pasted mnemonics in the page; every request is signed there (TON Connect wallets cannot send mode 128).
 */

/** What a wallet keeps for its own external-message fees (deploy on first use, compute, forwarding), measured < 0.01. */
export const COLLECTION_WALLET_RESERVE_TON = 10_000_000n;

export interface CollectionSource {
  version: TonWalletVersion;
  publicKey: Uint8Array;
  tonBalance: bigint;
  /** The wallet's jetton balance and its jetton wallet, when a jetton is collected. */
  jetton?: { balance: bigint; wallet: Address };
}

export interface SweepRequest {
  kind: 'jetton' | 'ton';
  sendMode: SendMode;
  messages: MessageRelaxed[];
}

export interface SweepPlan {
  wallet: TonWalletContract;
  /** TON to send to the wallet before its requests (0: none needed). */
  topUp: bigint;
  /** In order; each is one external message. */
  requests: SweepRequest[];
}

/** The requests that empty one wallet into `destination`. */
export function planWalletSweep(
  source: CollectionSource,
  destination: Address,
  options: { attachedTon?: bigint; forwardTonAmount?: bigint } = {},
): SweepPlan {
  const wallet = tonWalletContract(source.version, source.publicKey);
  const requests: SweepRequest[] = [];
  let topUp = 0n;
  if (source.jetton && source.jetton.balance > 0n) {
    const forward = options.forwardTonAmount ?? DEFAULT_JETTON_FORWARD_TON;
    const attached = options.attachedTon ?? forward + DEFAULT_JETTON_TRANSFER_TON;
    const needed = attached + COLLECTION_WALLET_RESERVE_TON;
    topUp = source.tonBalance >= needed ? 0n : needed - source.tonBalance;
    const body = jettonTransferBody({
      queryId: 0n,
      amount: source.jetton.balance,
      destination,
      responseDestination: destination,
      forwardTonAmount: forward,
    });
    requests.push({
      kind: 'jetton',
      sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
      messages: [internal({ to: source.jetton.wallet, value: attached, bounce: true, body })],
    });
  }
  if (source.tonBalance + topUp > 0n) {
    requests.push({
      kind: 'ton',
      sendMode: SendMode.CARRY_ALL_REMAINING_BALANCE,
      messages: [internal({ to: destination, value: 0n, bounce: false })],
    });
  }
  return { wallet, topUp, requests };
}

/** The signed body of one request (seqno from the wallet's get method, 0 while undeployed). */
export function signSweepRequest(
  wallet: TonWalletContract,
  request: SweepRequest,
  seqno: number,
  secretKey: Uint8Array,
): Cell {
  const args = { seqno, secretKey: Buffer.from(secretKey), messages: request.messages, sendMode: request.sendMode };
  return wallet instanceof WalletContractV5R1 ? wallet.createTransfer(args) : wallet.createTransfer(args);
}

export interface FoundSource extends CollectionSource {
  /** Index of the key among those given. */
  keyIndex: number;
  address: Address;
}

/**
 * The wallets of `publicKeys` worth collecting: each key's v4r2 and v5r1 wallets (both are tried: a key may hold funds
 * in either, or both), their TON and, with `jettonMinter`, their jetton balance and jetton wallet, in few requests
 * (readTonBalances). Wallets holding nothing are left out.
 */
export async function findCollectionSources(
  publicKeys: readonly Uint8Array[],
  options: TonApiOptions & { jettonMinter?: Address; concurrency?: number } = {},
): Promise<FoundSource[]> {
  const candidates = publicKeys.flatMap((publicKey, keyIndex) =>
    TON_WALLET_VERSIONS.map((version) => ({
      keyIndex,
      publicKey,
      version,
      address: tonWalletAddress(version, publicKey),
    })),
  );
  const { jettonMinter, ...api } = options;
  const owners = candidates.map((candidate) => candidate.address.toRawString());
  const tokens = jettonMinter ? ['native', jettonMinter.toString()] : ['native'];
  const [ton, jetton] = await readTonBalances({ ...api, owners, tokens });
  const unread = [...ton.balances, ...(jetton?.balances ?? [])].find((row) => row.balance === null);
  if (unread) throw new Error(`Cannot read the balance of ${unread.owner}: ${unread.error}`);
  const holding = candidates
    .map((candidate, index) => ({
      ...candidate,
      tonBalance: ton.balances[index].balance ?? 0n,
      jettonBalance: jetton?.balances[index].balance ?? 0n,
    }))
    .filter((candidate) => candidate.tonBalance > 0n || candidate.jettonBalance > 0n);
  const holders = holding.filter((candidate) => candidate.jettonBalance > 0n);
  let wallets: Address[] = [];
  if (jettonMinter && holders.length > 0) {
    const data = await readJettonData(jettonMinter, api);
    wallets = (
      await deriveJettonWallets(
        jettonMinter,
        data,
        holders.map((holder) => holder.address),
        api,
      )
    ).wallets;
  }
  return holding.map((candidate) => {
    const holderIndex = holders.indexOf(candidate);
    return {
      keyIndex: candidate.keyIndex,
      version: candidate.version,
      publicKey: candidate.publicKey,
      address: candidate.address,
      tonBalance: candidate.tonBalance,
      ...(holderIndex >= 0 && { jetton: { balance: candidate.jettonBalance, wallet: wallets[holderIndex] } }),
    };
  });
}
