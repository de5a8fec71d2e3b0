import { randomBytes } from 'node:crypto';
import { toNano } from '@ton/core';
import { tonKeyPairFromPrivateKey } from '../chains/ton/keys';
import { tonWalletAddress } from '../chains/ton/wallets';
import { deployTestJetton } from '../test/ton-stand-in/jetton';
import { startTonStandIn as startSandboxServer, type TonStandIn } from '../test/ton-stand-in/server';

// Global setup's TON part for the pages that need no wallet (check-balance, batch-collection-token): @ton/sandbox
// behind toncenter's API (test/ton-stand-in) in the jest process (global teardown stops it through the handle kept
// here), a funded "bank" wallet the specs send from over HTTP, and a jetton minted to it. The site's passthrough and
// v3 relay forward to the stand-in.

const HANDLE = Symbol.for('chainkit.e2e.tonStandIn');

type Holder = { [HANDLE]?: TonStandIn };

/** What the TON specs read from the server info. */
export interface TonStandInInfo {
  /** toncenter v2 JSON-RPC of the stand-in (its v3 root is beside it: …/api/v3). */
  jsonRpcUrl: string;
  /** The bank: the v5r1 wallet of this key (64 hex), holding 1,000,000 TON and the jetton's whole supply. */
  bankKey: string;
  /** The jetton's minter (user-friendly, bounceable). */
  jettonMinter: string;
  jettonSupply: string;
}

export interface StartedTonStandIn {
  info: TonStandInInfo;
  /** For startNext: /api/rpc/json-rpc/ton relays to the stand-in, /api/rpc/json-rpc/ton/v3 to its v3 API. */
  env: Record<string, string>;
}

const SUPPLY = 1_000_000_000_000_000n;

export async function startTonStandIn(): Promise<StartedTonStandIn> {
  const standIn = await startSandboxServer();
  (globalThis as Holder)[HANDLE] = standIn;
  const bankKey = randomBytes(32).toString('hex');
  const pair = tonKeyPairFromPrivateKey(bankKey);
  if (!pair) throw new Error('The bank key is no TON key');
  const bank = tonWalletAddress('v5r1', pair.publicKey);
  (await standIn.blockchain.getContract(bank)).balance = toNano('1000000');
  const jetton = await deployTestJetton(standIn, 'E2E');
  await jetton.mint(bank, SUPPLY);
  return {
    info: {
      jsonRpcUrl: standIn.jsonRpcUrl,
      bankKey,
      jettonMinter: jetton.address.toString(),
      jettonSupply: SUPPLY.toString(),
    },
    // TON_V3_UPSTREAMS is derived from this toncenter-shaped URL (…/api/v2/jsonRPC → …/api/v3).
    env: { TON_RPC_UPSTREAMS: standIn.jsonRpcUrl },
  };
}

export async function stopTonStandIn(): Promise<void> {
  const holder = globalThis as Holder;
  await holder[HANDLE]?.stop();
  delete holder[HANDLE];
}
