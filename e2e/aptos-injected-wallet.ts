import {
  AccountAuthenticatorEd25519,
  Deserializer,
  type Ed25519PrivateKey,
  generateSigningMessageForTransaction,
  SimpleTransaction,
} from '@aptos-labs/ts-sdk';
import type { Page } from 'playwright-core';
import { installAptosWallet } from './aptos-wallet-init-script';

// An Aptos browser wallet for e2e tests: an AIP-62 wallet registered in the page (Wallet Standard) before any script
// runs, as Petra registers itself. The page holds no key: connect and aptos:signTransaction cross to the test process
// (page.exposeFunction), where the ed25519 key signs the transaction the page handed over, as a wallet does.

export const APTOS_E2E_WALLET_NAME = 'Chainkit E2E Aptos';
const BINDING = '__chainkitE2eAptosWallet';
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=';

export interface AptosInjectedWallet {
  address: string;
  /** Every feature the page called, in order. */
  calls: string[];
  /** The transactions signed (SimpleTransaction BCS). */
  signed: Uint8Array[];
}

export async function injectAptosWallet(page: Page, key: Ed25519PrivateKey): Promise<AptosInjectedWallet> {
  const publicKey = key.publicKey();
  const wallet: AptosInjectedWallet = {
    address: publicKey.authKey().derivedAddress().toStringLong(),
    calls: [],
    signed: [],
  };
  await page.exposeFunction(BINDING, async (method: string, params: unknown) => {
    wallet.calls.push(method);
    try {
      if (method === 'connect') {
        return {
          result: { address: wallet.address, publicKey: Buffer.from(publicKey.toUint8Array()).toString('hex') },
        };
      }
      if (method === 'signTransaction') {
        const bytes = Uint8Array.from(Buffer.from(String(params), 'hex'));
        const transaction = SimpleTransaction.deserialize(new Deserializer(bytes));
        const signature = key.sign(generateSigningMessageForTransaction(transaction));
        wallet.signed.push(bytes);
        const authenticator = new AccountAuthenticatorEd25519(publicKey, signature);
        return { result: Buffer.from(authenticator.bcsToBytes()).toString('hex') };
      }
      return { error: { code: 4200, message: `Unsupported: ${method}` } };
    } catch (error) {
      return { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } };
    }
  });
  await page.addInitScript(installAptosWallet, { binding: BINDING, name: APTOS_E2E_WALLET_NAME, icon: ICON });
  return wallet;
}
