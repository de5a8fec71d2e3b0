import { Address, beginCell, Cell, external, internal, loadStateInit, SendMode, storeMessage } from '@ton/core';
import { WalletContractV5R1 } from '@ton/ton';
import { z } from 'zod';
import { type TonWalletVersion, tonWalletContract } from '@/chains/ton/wallets';

// Test support: what a TON Connect wallet does with a SendTransaction request — parse it, refuse what it must refuse
// (expired, too many messages, wrong network), build the messages (bounce from each address's flag), sign them with
// its own wallet contract and answer the external message's BoC. For tests and, later, the e2e's injected wallet.

const request = z.object({
  validUntil: z.number().int(),
  network: z.string().optional(),
  from: z.string().optional(),
  messages: z
    .array(
      z.object({
        address: z.string(),
        amount: z.string().regex(/^\d+$/),
        payload: z.string().optional(),
        stateInit: z.string().optional(),
      }),
    )
    .min(1),
});

export interface EmulatedTonConnectWallet {
  version: TonWalletVersion;
  publicKey: Uint8Array;
  secretKey: Uint8Array;
  maxMessages: number;
}

/** Signs a SendTransaction request; `seqno` and `isDeployed` are the wallet's own reads. Returns `{ boc }`. */
export function signTonConnectRequest(
  wallet: EmulatedTonConnectWallet,
  json: unknown,
  state: { seqno: number; isDeployed: boolean; now?: number },
): { boc: string } {
  const parsed = request.parse(json);
  const now = state.now ?? Math.floor(Date.now() / 1000);
  if (parsed.validUntil <= now) throw new Error('Transaction expired');
  if (parsed.network !== undefined && parsed.network !== '-239') throw new Error('Wrong network');
  if (parsed.messages.length > wallet.maxMessages) throw new Error(`More than ${wallet.maxMessages} messages`);
  const contract = tonWalletContract(wallet.version, wallet.publicKey);
  const messages = parsed.messages.map((message) => {
    const to = Address.parseFriendly(message.address);
    return internal({
      to: to.address,
      value: BigInt(message.amount),
      bounce: to.isBounceable,
      body: message.payload ? Cell.fromBase64(message.payload) : undefined,
      init: message.stateInit ? loadStateInit(Cell.fromBase64(message.stateInit).beginParse()) : undefined,
    });
  });
  const args = {
    seqno: state.seqno,
    secretKey: Buffer.from(wallet.secretKey),
    messages,
    sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
    timeout: parsed.validUntil,
  };
  const body = contract instanceof WalletContractV5R1 ? contract.createTransfer(args) : contract.createTransfer(args);
  const message = external({ to: contract.address, init: state.isDeployed ? undefined : contract.init, body });
  return { boc: beginCell().store(storeMessage(message)).endCell().toBoc().toString('base64') };
}
