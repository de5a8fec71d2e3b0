import type { Page } from 'playwright-core';
import { TronWeb } from 'tronweb';
import { tronAddressFromPrivateKey } from '@/chains/tron/keys';

// A TronLink-style browser wallet for e2e tests: `window.tronLink` (TIP-1193 `request`: eth_requestAccounts,
// TronLink's tron_requestAccounts) with its injected TronWeb (`window.tronWeb`, `trx.sign`), also announced by
// TIP-6963, put in the page before any script runs. The page holds no key: every request and every signature
// crosses to the test process (page.exposeFunction), where TronWeb signs offline with the key and the test decides
// what the "user" approves.

export const TRON_E2E_WALLET_NAME = 'Chainkit E2E TronLink';

export interface TronInjectedWallet {
  address: string;
  /** Every method the page called ('eth_requestAccounts', 'sign', …), in order. */
  calls: string[];
  /** The txID of every transaction signed. */
  signed: string[];
  /** The next signing request answers 4001 as if the user pressed "Reject". */
  rejectNextSignature(): void;
}

interface Answer {
  result?: unknown;
  error?: { code: number; message: string };
}

const BINDING = '__chainkitE2eTronWallet';
const USER_REJECTED: Answer = { error: { code: 4001, message: 'User rejected the request.' } };

/** Installs the wallet holding `privateKey` (64 hex) in `page`, before its first navigation. */
export async function injectTronWallet(page: Page, privateKey: string): Promise<TronInjectedWallet> {
  const address = tronAddressFromPrivateKey(privateKey);
  // Offline: signing needs no node (the unreachable host is never called).
  const tronWeb = new TronWeb({ fullHost: 'http://127.0.0.1:1' });
  const state = { isAuthorised: false, isNextSignatureRejected: false };
  const wallet: TronInjectedWallet = {
    address,
    calls: [],
    signed: [],
    rejectNextSignature: () => {
      state.isNextSignatureRejected = true;
    },
  };
  const handlers: Record<string, (params: unknown) => Promise<Answer> | Answer> = {
    eth_requestAccounts: () => {
      state.isAuthorised = true;
      return { result: [address] };
    },
    tron_requestAccounts: () => {
      state.isAuthorised = true;
      return { result: { code: 200, message: 'The site is already in the whitelist' } };
    },
    eth_accounts: () => ({ result: state.isAuthorised ? [address] : [] }),
    sign: async (transaction) => {
      if (!state.isAuthorised) return { error: { code: 4100, message: 'Unauthorized' } };
      if (state.isNextSignatureRejected) {
        state.isNextSignatureRejected = false;
        return USER_REJECTED;
      }
      // TronWeb refuses a transaction whose owner is not this key's account, as TronLink does.
      const signed = (await tronWeb.trx.sign(transaction as never, privateKey)) as { txID: string };
      wallet.signed.push(signed.txID);
      return { result: signed };
    },
  };
  await page.exposeFunction(BINDING, async (method: string, params: unknown): Promise<Answer> => {
    wallet.calls.push(method);
    const handler = handlers[method];
    if (!handler) return { error: { code: 4200, message: `Unsupported method: ${method}` } };
    try {
      return await handler(params);
    } catch (error) {
      return { error: { code: -32_603, message: error instanceof Error ? error.message : String(error) } };
    }
  });
  await page.addInitScript(installTronWallet, {
    binding: BINDING,
    info: { uuid: '3b0f7a52-6d2c-4a0e-9c1f-2e7d5b8a9c41', name: TRON_E2E_WALLET_NAME, rdns: 'org.chainkit.e2e-tron' },
  });
  return wallet;
}

/** Runs in the page before its own scripts (serialised by Playwright: it must not use anything from this module). */
function installTronWallet({ binding, info }: { binding: string; info: Record<string, string> }) {
  type PageAnswer = { result?: unknown; error?: { code: number; message: string } };
  const call = async (method: string, params: unknown) => {
    const send = (window as unknown as Record<string, (m: string, p: unknown) => Promise<PageAnswer>>)[binding];
    const answer = await send(method, params);
    if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    return answer.result;
  };
  // As TronLink's: no address until the site is authorised.
  const tronWeb = {
    ready: false,
    defaultAddress: { base58: false as string | false },
    trx: { sign: (transaction: unknown) => call('sign', transaction) },
  };
  const provider = {
    ready: false,
    tronWeb,
    async request({ method, params }: { method: string; params?: unknown }) {
      const result = await call(method, params ?? null);
      if (method === 'eth_requestAccounts' && Array.isArray(result) && typeof result[0] === 'string') {
        tronWeb.defaultAddress.base58 = result[0];
        tronWeb.ready = true;
        provider.ready = true;
      }
      return result;
    },
  };
  Object.assign(window, { tronLink: provider, tronWeb });
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('TIP6963:announceProvider', { detail: Object.freeze({ info: { ...info }, provider }) }),
    );
  window.addEventListener('TIP6963:requestProvider', announce);
  announce();
}
