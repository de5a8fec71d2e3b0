import type { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import type { Page } from 'playwright-core';
import { installSuiWallet } from './sui-wallet-init-script';

// A Sui browser wallet for e2e tests: a Wallet Standard wallet registered in the page before any script runs (the
// handshake of @wallet-standard/wallet's registerWallet), which @mysten/dapp-kit-react detects like Slush or Suiet.
// The page holds no key: connect and sui:signTransaction cross to the test process (page.exposeFunction), where the
// Ed25519 key signs the bytes as a wallet builds them.

export const SUI_E2E_WALLET_NAME = 'Chainkit E2E Sui';
const BINDING = '__chainkitE2eSuiWallet';
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=';

export interface SuiInjectedWallet {
  address: string;
  /** Every feature the page called, in order. */
  calls: string[];
  /** Base64 bytes of every transaction signed. */
  signed: string[];
}

export async function injectSuiWallet(page: Page, keypair: Ed25519Keypair): Promise<SuiInjectedWallet> {
  const wallet: SuiInjectedWallet = { address: keypair.toSuiAddress(), calls: [], signed: [] };
  await page.exposeFunction(BINDING, async (method: string, params: unknown) => {
    wallet.calls.push(method);
    try {
      if (method === 'connect') {
        const publicKey = Buffer.from(keypair.getPublicKey().toSuiBytes()).toString('base64');
        return { result: { address: wallet.address, publicKey } };
      }
      if (method === 'signTransaction') {
        const bytes = await Transaction.from(String(params)).build();
        const result = await keypair.signTransaction(bytes);
        wallet.signed.push(result.bytes);
        return { result };
      }
      return { error: { code: 4200, message: `Unsupported: ${method}` } };
    } catch (error) {
      return { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } };
    }
  });
  await page.addInitScript(installSuiWallet, { binding: BINDING, name: SUI_E2E_WALLET_NAME, icon: ICON });
  return wallet;
}
