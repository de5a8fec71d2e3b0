import { createHash, randomBytes } from 'node:crypto';
import { Address, toNano } from '@ton/core';
import { tonKeyPairFromPrivateKey } from '../chains/ton/keys';
import { tonWalletAddress } from '../chains/ton/wallets';
import { deployTestJetton } from '../test/ton-stand-in/jetton';
import { startTonStandIn, type TonStandIn } from '../test/ton-stand-in/server';
import type { TonChainInfo } from './server';

// Global setup's TON part: @ton/sandbox behind toncenter's API (test/ton-stand-in) in the jest process (global teardown
// stops it through the handle kept here), and what the TON specs start from: a funded v5r1 wallet for the injected TON
// Connect wallet (send, publish), a "bank" wallet holding TON and a jetton's whole supply that the collection spec
// funds its wallets from over HTTP, and the site's settings — /api/rpc/json-rpc/ton and its v3 relay forward to the
// stand-in, fees go to the run's receiver.

const HANDLE = Symbol.for('chainkit.e2e.tonStandIn');
type Holder = { [HANDLE]?: TonStandIn };

export interface StartedTonChain {
  info: TonChainInfo;
  env: Record<string, string>;
}

const JETTON_SUPPLY = 1_000_000_000_000_000n;

function v5r1Wallet(privateKey: string): Address {
  const pair = tonKeyPairFromPrivateKey(privateKey);
  if (!pair) throw new Error('The e2e TON key did not derive');
  return tonWalletAddress('v5r1', pair.publicKey);
}

export async function startTonChain(): Promise<StartedTonChain> {
  const standIn = await startTonStandIn();
  (globalThis as Holder)[HANDLE] = standIn;
  // A test key, public by design: the wallet exists only on this run's emulator.
  const walletPrivateKey = createHash('sha256').update('chainkit:e2e:ton-wallet').digest('hex');
  const wallet = v5r1Wallet(walletPrivateKey);
  const funder = await standIn.blockchain.treasury('e2e-funder');
  await funder.send({ to: wallet, value: toNano('1000'), bounce: false });

  const bankKey = randomBytes(32).toString('hex');
  const bank = v5r1Wallet(bankKey);
  (await standIn.blockchain.getContract(bank)).balance = toNano('1000000');
  const jetton = await deployTestJetton(standIn, 'E2E');
  await jetton.mint(bank, JETTON_SUPPLY);

  const feeReceiver = new Address(0, createHash('sha256').update('chainkit:e2e:ton-fee-receiver').digest());
  const feeReceiverText = feeReceiver.toString({ urlSafe: true, bounceable: false });
  return {
    info: {
      jsonRpcUrl: standIn.jsonRpcUrl,
      walletPrivateKey,
      wallet: wallet.toRawString(),
      bankKey,
      jettonMinter: jetton.address.toString(),
      jettonSupply: JETTON_SUPPLY.toString(),
      feeReceiver: feeReceiverText,
    },
    // TON_V3_UPSTREAMS is derived from this toncenter-shaped URL (…/api/v2/jsonRPC → …/api/v3).
    env: { TON_RPC_UPSTREAMS: standIn.jsonRpcUrl, TON_FEE_RECEIVER: feeReceiverText },
  };
}

export async function stopTonChain(): Promise<void> {
  const holder = globalThis as Holder;
  await holder[HANDLE]?.stop();
  delete holder[HANDLE];
}
