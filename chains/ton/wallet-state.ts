import { type Address, beginCell, type Cell, external, storeMessage } from '@ton/core';
import { z } from 'zod';
import { type TonApiOptions, tonRpc } from './api';
import { runTonGetMethod } from './get-method';
import type { TonWalletContract } from './wallets';

/**
 * A wallet's state for signing (balance, deployed or not, seqno) and sending a signed body as an external message
 * (with the wallet's StateInit while it has none): what a page that signs with pasted keys needs, through v2
 * JSON-RPC (our passthrough or the user's endpoint).
 */

const addressInformation = z.object({
  balance: z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]),
  state: z.enum(['active', 'uninitialized', 'frozen']),
});

export interface TonWalletState {
  balance: bigint;
  isActive: boolean;
  /** 0 while the wallet is not deployed. */
  seqno: number;
}

export async function readTonWalletState(address: Address, api: TonApiOptions = {}): Promise<TonWalletState> {
  const info = await tonRpc('getAddressInformation', { address: address.toString() }, addressInformation, api);
  let seqno = 0;
  if (info.state === 'active') {
    const answer = await runTonGetMethod(address, 'seqno', [], api);
    if (answer.exitCode !== 0) throw new Error(`seqno exited ${answer.exitCode}`);
    seqno = answer.stack.readNumber();
  }
  return { balance: BigInt(info.balance), isActive: info.state === 'active', seqno };
}

/** The external message of a signed wallet body, as a base64 BoC (the StateInit added when `isDeployed` is false). */
export function externalBoc(wallet: TonWalletContract, body: Cell, isDeployed: boolean): string {
  const message = external({ to: wallet.address, init: isDeployed ? undefined : wallet.init, body });
  return beginCell().store(storeMessage(message)).endCell().toBoc().toString('base64');
}

export async function sendTonBoc(boc: string, api: TonApiOptions = {}): Promise<void> {
  await tonRpc('sendBoc', { boc }, z.unknown(), api);
}
