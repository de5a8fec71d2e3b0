import { Address, beginCell, storeStateInit } from '@ton/core';
import { TonClient } from '@ton/ton';
import type { Page } from 'playwright-core';
import { tonKeyPairFromPrivateKey } from '../chains/ton/keys';
import { tonWalletContract } from '../chains/ton/wallets';
import { signTonConnectRequest } from '../test/ton-stand-in/ton-connect-wallet';
import { installTonWallet } from './ton-wallet-init-script';

// A TON Connect wallet for e2e tests, injected through TON Connect's JS bridge before any page script runs, which
// @tonconnect/ui-react lists like Tonkeeper's or MyTonWallet's browser extension. The page holds no key: connect and
// every SendTransaction cross to the test process (page.exposeFunction), where the stand-in wallet's logic
// (test/ton-stand-in/ton-connect-wallet.ts) checks and signs the request and the wallet broadcasts it, as an app does.

export const TON_E2E_WALLET_NAME = 'Chainkit E2E TON';
const BINDING = '__chainkitE2eTonWallet';
const JS_BRIDGE_KEY = 'chainkitE2eTon';

export interface TonInjectedWallet {
  address: string;
  /** The manifests the page asked the wallet to trust (the JSON each manifestUrl served). */
  manifests: unknown[];
  /** Every SendTransaction request the "user" approved, parsed. */
  requests: { messages: { address: string; amount: string }[] }[];
  /** Why the wallet refused or failed a request, in order. */
  errors: string[];
}

export async function injectTonWallet(
  page: Page,
  options: { privateKey: string; jsonRpcUrl: string; maxMessages: number },
): Promise<TonInjectedWallet> {
  const pair = tonKeyPairFromPrivateKey(options.privateKey);
  if (!pair) throw new Error('Not a TON private key');
  const contract = tonWalletContract('v5r1', pair.publicKey);
  const client = new TonClient({ endpoint: options.jsonRpcUrl });
  const wallet: TonInjectedWallet = {
    address: contract.address.toRawString(),
    manifests: [],
    requests: [],
    errors: [],
  };
  let isAuthorised = false;
  const account = {
    name: 'ton_addr',
    address: wallet.address,
    network: '-239',
    publicKey: Buffer.from(pair.publicKey).toString('hex'),
    walletStateInit: beginCell().store(storeStateInit(contract.init)).endCell().toBoc().toString('base64'),
  };
  const connected = () => ({ event: 'connect', id: Date.now(), payload: { items: [account] } });

  const handlers: Record<string, (params: never) => Promise<unknown>> = {
    connect: async ({ message }: { message: { manifestUrl: string } }) => {
      wallet.manifests.push(await (await fetch(message.manifestUrl)).json());
      isAuthorised = true;
      return connected();
    },
    restoreConnection: async () =>
      isAuthorised ? connected() : { event: 'connect_error', id: Date.now(), payload: { code: 0, message: 'none' } },
    disconnect: async () => {
      isAuthorised = false;
      return {};
    },
    send: async (request: { id: string; method: string; params: string[] }) => {
      if (request.method !== 'sendTransaction') {
        wallet.errors.push(`unsupported method ${request.method}`);
        return { id: request.id, error: { code: 400, message: 'unsupported' } };
      }
      // On the wire (TON Connect's protocol) the expiry is `valid_until`; the stand-in wallet reads the app's shape.
      const wire = JSON.parse(request.params[0]) as Record<string, unknown>;
      const json = {
        ...wire,
        validUntil: wire.valid_until ?? wire.validUntil,
      } as unknown as TonInjectedWallet['requests'][number];
      try {
        const isDeployed = await client.isContractDeployed(contract.address);
        const seqno = isDeployed ? await client.open(contract).getSeqno() : 0;
        const { boc } = signTonConnectRequest(
          { version: 'v5r1', publicKey: pair.publicKey, secretKey: pair.secretKey, maxMessages: options.maxMessages },
          json,
          { seqno, isDeployed },
        );
        await client.sendFile(Buffer.from(boc, 'base64'));
        wallet.requests.push(json);
        return { id: request.id, result: boc };
      } catch (error) {
        wallet.errors.push((error as Error).message);
        return { id: request.id, error: { code: 1, message: (error as Error).message } };
      }
    },
  };
  await page.exposeFunction(BINDING, (method: string, params: unknown) => handlers[method]?.(params as never));
  await page.addInitScript(installTonWallet, {
    binding: BINDING,
    jsBridgeKey: JS_BRIDGE_KEY,
    name: TON_E2E_WALLET_NAME,
    maxMessages: options.maxMessages,
  });
  return wallet;
}

/** A TON balance read over the stand-in's HTTP API (nanoTON). */
export async function tonBalanceOf(jsonRpcUrl: string, address: string | Address): Promise<bigint> {
  const client = new TonClient({ endpoint: jsonRpcUrl });
  return client.getBalance(typeof address === 'string' ? Address.parse(address) : address);
}
