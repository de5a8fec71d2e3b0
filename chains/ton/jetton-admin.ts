import { type Address, beginCell, type Cell, comment, contractAddress, Dictionary, type StateInit } from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import { jettonManageFeeNano, jettonPublishFeeNano, type TonManageAction } from './fees';
import { JETTON_BURN_OP, JETTON_INTERNAL_TRANSFER_OP } from './jetton';
import { jettonMinterCode, jettonWalletCode } from './jetton-code';
import type { PlannedTonMessage, PlannedTonRequest } from './packing';

/**
 * Jetton publish and manage requests (TEP-74 reference minter, chains/ton/jetton-code.ts): each is ONE wallet request
 * with our fee of spec §9 as its last message (publish 5 TON; mint, burn, metadata update, drop admin 1 TON each).
 * Publish deploys the minter (its address is the hash of code + admin + content) and mints the supply to the creator in
 * the same message; "drop admin at creation" adds a change-admin to addr_none right after (messages between the same
 * two accounts arrive in order). Content is TEP-64: on-chain (name, symbol, decimals… in a dictionary) or an
 * off-chain URI.
 */

export const JETTON_MINT_OP = 21;
export const JETTON_CHANGE_ADMIN_OP = 3;
export const JETTON_CHANGE_CONTENT_OP = 4;
/** TON sent with each admin message; the minter and jetton wallets return what they do not use, where they can. */
export const JETTON_ADMIN_MESSAGE_TON = 50_000_000n;
/** TON the minter forwards to the new jetton wallet with a mint. */
export const JETTON_MINT_FORWARD_TON = 20_000_000n;

export interface JettonMetadata {
  name: string;
  symbol: string;
  decimals: number;
  description?: string;
  image?: string;
}

function snake(text: string): Cell {
  return beginCell().storeUint(0, 8).storeStringTail(text).endCell();
}

/** TEP-64 on-chain content: 0x00 + dictionary sha256(key) → snake text. */
export function onchainJettonContent(metadata: JettonMetadata): Cell {
  if (!Number.isInteger(metadata.decimals) || metadata.decimals < 0 || metadata.decimals > 255) {
    throw new RangeError(`decimals must be an integer from 0 to 255, not ${metadata.decimals}`);
  }
  const fields = Dictionary.empty(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell());
  const entries: [string, string | undefined][] = [
    ['name', metadata.name],
    ['symbol', metadata.symbol],
    ['decimals', String(metadata.decimals)],
    ['description', metadata.description],
    ['image', metadata.image],
  ];
  for (const [key, value] of entries) {
    if (value !== undefined && value !== '') fields.set(BigInt(`0x${sha256_sync(key).toString('hex')}`), snake(value));
  }
  return beginCell().storeUint(0, 8).storeDict(fields).endCell();
}

/** TEP-64 off-chain content: 0x01 + the URI of a JSON file. */
export function offchainJettonContent(uri: string): Cell {
  return beginCell().storeUint(1, 8).storeStringTail(uri).endCell();
}

export function jettonMinterInit(admin: Address, content: Cell): StateInit {
  const data = beginCell().storeCoins(0).storeAddress(admin).storeRef(content).storeRef(jettonWalletCode()).endCell();
  return { code: jettonMinterCode(), data };
}

export function jettonMinterAddress(admin: Address, content: Cell): Address {
  return contractAddress(0, jettonMinterInit(admin, content));
}

function mintBody(minter: Address, to: Address, amount: bigint, responseAddress: Address, queryId: bigint): Cell {
  const transfer = beginCell()
    .storeUint(JETTON_INTERNAL_TRANSFER_OP, 32)
    .storeUint(queryId, 64)
    .storeCoins(amount)
    .storeAddress(minter)
    .storeAddress(responseAddress)
    .storeCoins(0)
    .storeMaybeRef(null)
    .endCell();
  return beginCell()
    .storeUint(JETTON_MINT_OP, 32)
    .storeUint(queryId, 64)
    .storeAddress(to)
    .storeCoins(JETTON_MINT_FORWARD_TON)
    .storeRef(transfer)
    .endCell();
}

function changeAdminBody(newAdmin: Address | null, queryId: bigint): Cell {
  return beginCell().storeUint(JETTON_CHANGE_ADMIN_OP, 32).storeUint(queryId, 64).storeAddress(newAdmin).endCell();
}

function feeMessage(feeReceiver: Address | undefined, value: bigint): PlannedTonMessage[] {
  return feeReceiver ? [{ kind: 'fee', to: feeReceiver, value, bounce: false, body: comment('Chainkit fee') }] : [];
}

function request(messages: PlannedTonMessage[], serviceFee: bigint): PlannedTonRequest {
  return {
    rowIndexes: [],
    messages,
    serviceFee,
    tonOut: messages.reduce((sum, message) => sum + message.value, 0n),
  };
}

export interface JettonPublishOptions {
  /** The creator's wallet: admin, and receiver of the supply. */
  creator: Address;
  content: Cell;
  /** The whole supply in the smallest unit, minted to the creator. */
  supply: bigint;
  /** Drop the admin right after minting: the supply is then fixed forever. */
  dropAdmin?: boolean;
  feeReceiver?: Address;
}

export function planJettonPublish(options: JettonPublishOptions): { minter: Address; request: PlannedTonRequest } {
  if (options.supply <= 0n) throw new RangeError('A jetton supply must be > 0');
  const init = jettonMinterInit(options.creator, options.content);
  const minter = contractAddress(0, init);
  const messages: PlannedTonMessage[] = [
    {
      kind: 'row',
      to: minter,
      value: JETTON_ADMIN_MESSAGE_TON + JETTON_MINT_FORWARD_TON,
      bounce: false,
      body: mintBody(minter, options.creator, options.supply, options.creator, 0n),
      init,
    },
  ];
  if (options.dropAdmin) {
    messages.push({
      kind: 'row',
      to: minter,
      value: JETTON_ADMIN_MESSAGE_TON,
      bounce: true,
      body: changeAdminBody(null, 1n),
    });
  }
  const fee = options.feeReceiver ? jettonPublishFeeNano() : 0n;
  return { minter, request: request([...messages, ...feeMessage(options.feeReceiver, fee)], fee) };
}

export type JettonManageOperation =
  | { action: 'mint'; minter: Address; to: Address; amount: bigint; responseAddress: Address }
  | { action: 'burn'; ownerJettonWallet: Address; amount: bigint; responseAddress: Address }
  | { action: 'metadataUpdate'; minter: Address; content: Cell }
  | { action: 'dropAdmin'; minter: Address }
  | { action: 'changeAdmin'; minter: Address; newAdmin: Address };

export function planJettonManage(operation: JettonManageOperation, feeReceiver?: Address): PlannedTonRequest {
  let message: PlannedTonMessage;
  switch (operation.action) {
    case 'mint':
      if (operation.amount <= 0n) throw new RangeError('A mint amount must be > 0');
      message = {
        kind: 'row',
        to: operation.minter,
        value: JETTON_ADMIN_MESSAGE_TON + JETTON_MINT_FORWARD_TON,
        bounce: true,
        body: mintBody(operation.minter, operation.to, operation.amount, operation.responseAddress, 0n),
      };
      break;
    case 'burn': {
      if (operation.amount <= 0n) throw new RangeError('A burn amount must be > 0');
      const body = beginCell()
        .storeUint(JETTON_BURN_OP, 32)
        .storeUint(0, 64)
        .storeCoins(operation.amount)
        .storeAddress(operation.responseAddress)
        .storeMaybeRef(null)
        .endCell();
      message = { kind: 'row', to: operation.ownerJettonWallet, value: JETTON_ADMIN_MESSAGE_TON, bounce: true, body };
      break;
    }
    case 'metadataUpdate':
      message = {
        kind: 'row',
        to: operation.minter,
        value: JETTON_ADMIN_MESSAGE_TON,
        bounce: true,
        body: beginCell()
          .storeUint(JETTON_CHANGE_CONTENT_OP, 32)
          .storeUint(0, 64)
          .storeRef(operation.content)
          .endCell(),
      };
      break;
    case 'dropAdmin':
      message = {
        kind: 'row',
        to: operation.minter,
        value: JETTON_ADMIN_MESSAGE_TON,
        bounce: true,
        body: changeAdminBody(null, 0n),
      };
      break;
    case 'changeAdmin':
      message = {
        kind: 'row',
        to: operation.minter,
        value: JETTON_ADMIN_MESSAGE_TON,
        bounce: true,
        body: changeAdminBody(operation.newAdmin, 0n),
      };
      break;
    default:
      throw new RangeError(`Unknown jetton operation ${String((operation as { action: unknown }).action)}`);
  }
  const fee = feeReceiver ? jettonManageFeeNano(operation.action as TonManageAction) : 0n;
  return request([message, ...feeMessage(feeReceiver, fee)], fee);
}
