import { createHash } from 'node:crypto';
import { Address, toNano } from '@ton/core';
import { tonKeyPairFromPrivateKey } from '../chains/ton/keys';
import { tonWalletAddress } from '../chains/ton/wallets';
import { startTonStandIn, type TonStandIn } from '../test/ton-stand-in/server';
import type { TonChainInfo } from './server';

// Global setup's TON part: @ton/sandbox behind toncenter's API (test/ton-stand-in) in the jest process (global teardown
// stops it through the handle kept here), a funded v5r1 wallet for the injected TON Connect wallet, and the site's
// settings: /api/rpc/json-rpc/ton relays to the stand-in, fees go to the run's receiver.

const HANDLE = Symbol.for('chainkit.e2e.tonStandIn');
type Holder = { [HANDLE]?: TonStandIn };

export interface StartedTonChain {
  info: TonChainInfo;
  env: Record<string, string>;
}

export async function startTonChain(): Promise<StartedTonChain> {
  const standIn = await startTonStandIn();
  (globalThis as Holder)[HANDLE] = standIn;
  // A test key, public by design: the wallet exists only on this run's emulator.
  const privateKey = createHash('sha256').update('chainkit:e2e:ton-wallet').digest('hex');
  const pair = tonKeyPairFromPrivateKey(privateKey);
  if (!pair) throw new Error('The e2e TON key did not derive');
  const wallet = tonWalletAddress('v5r1', pair.publicKey);
  const funder = await standIn.blockchain.treasury('e2e-funder');
  await funder.send({ to: wallet, value: toNano('1000'), bounce: false });
  const feeReceiver = new Address(0, createHash('sha256').update('chainkit:e2e:ton-fee-receiver').digest());
  return {
    info: {
      jsonRpcUrl: standIn.jsonRpcUrl,
      walletPrivateKey: privateKey,
      wallet: wallet.toRawString(),
      feeReceiver: feeReceiver.toString({ urlSafe: true, bounceable: false }),
    },
    env: {
      TON_RPC_UPSTREAMS: standIn.jsonRpcUrl,
      TON_FEE_RECEIVER: feeReceiver.toString({ urlSafe: true, bounceable: false }),
    },
  };
}

export async function stopTonChain(): Promise<void> {
  const holder = globalThis as Holder;
  await holder[HANDLE]?.stop();
  delete holder[HANDLE];
}
