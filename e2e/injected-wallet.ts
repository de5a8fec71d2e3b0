import type { Page } from 'playwright-core';

// A browser wallet for e2e tests: an EIP-1193 provider put into the page before any script runs, announced as
// window.ethereum (isMetaMask) and through EIP-6963. Wallet state (authorisation, selected chain, a rejection to
// simulate) lives here in the test process; signing and every other call go to a local anvil, which signs with
// its unlocked dev accounts — so no private key appears anywhere, not even in the test.

export interface InjectedWalletOptions {
  /** The anvil JSON-RPC URL (test/anvil.ts). */
  rpcUrl: string;
  /** The chain anvil runs; the wallet starts on it and can also switch to the chains in `switchableChainIds`. */
  chainId: number;
  /** Which of anvil's dev accounts the wallet holds (default 0). */
  accountIndex?: number;
  /** Chains the wallet agrees to switch to (as a real wallet knows mainnet and BSC); others answer 4902. */
  switchableChainIds?: readonly number[];
  name?: string;
  rdns?: string;
}

export interface InjectedWallet {
  /** The dev account the wallet connects with. */
  account: `0x${string}`;
  /** The EIP-6963 rdns: RainbowKit's wallet option is `[data-testid="rk-wallet-option-<rdns>"]`. */
  rdns: string;
  name: string;
  /** Every method the page called, in order. */
  calls: string[];
  /** The next personal_sign answers 4001 as if the user pressed "Reject". */
  rejectNextSignature(): void;
}

interface RpcAnswer {
  result?: unknown;
  error?: { code: number; message: string };
}

const BINDING = '__chainkitE2eWalletRequest';
const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%233ddc97"/%3E%3C/svg%3E';

async function anvilRpc(rpcUrl: string, method: string, params: unknown): Promise<RpcAnswer> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  });
  const body = (await response.json()) as RpcAnswer;
  return body.error ? { error: body.error } : { result: body.result };
}

const toHex = (value: number) => `0x${value.toString(16)}`;
const rejection = { error: { code: 4001, message: 'User rejected the request.' } };

/** Installs the wallet in `page` (call before the first navigation). */
export async function injectWallet(page: Page, options: InjectedWalletOptions): Promise<InjectedWallet> {
  const accounts = (await anvilRpc(options.rpcUrl, 'eth_accounts', [])).result as `0x${string}`[];
  const account = accounts[options.accountIndex ?? 0];
  const knownChains = new Set([options.chainId, ...(options.switchableChainIds ?? [1, 56])]);
  let chainId = options.chainId;
  let isAuthorised = false;
  let isNextSignatureRejected = false;
  const permissions = () => [
    { parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [account] }] },
  ];

  const wallet: InjectedWallet = {
    account,
    rdns: options.rdns ?? 'org.chainkit.e2e-wallet',
    name: options.name ?? 'Chainkit E2E Wallet',
    calls: [],
    rejectNextSignature: () => {
      isNextSignatureRejected = true;
    },
  };

  const handle = async (method: string, params: unknown[]): Promise<RpcAnswer> => {
    switch (method) {
      case 'eth_requestAccounts':
        isAuthorised = true;
        return { result: [account] };
      case 'eth_accounts':
        return { result: isAuthorised ? [account] : [] };
      case 'eth_chainId':
        return { result: toHex(chainId) };
      case 'net_version':
        return { result: String(chainId) };
      case 'wallet_requestPermissions':
        isAuthorised = true;
        return { result: permissions() };
      case 'wallet_getPermissions':
        return { result: isAuthorised ? permissions() : [] };
      case 'wallet_revokePermissions':
        isAuthorised = false;
        return { result: null };
      case 'wallet_switchEthereumChain': {
        const requested = Number.parseInt((params[0] as { chainId: string }).chainId, 16);
        if (!knownChains.has(requested)) return { error: { code: 4902, message: 'Unrecognized chain ID.' } };
        chainId = requested;
        return { result: null };
      }
      case 'personal_sign':
        if (!isAuthorised) return { error: { code: 4100, message: 'Unauthorized' } };
        if (isNextSignatureRejected) {
          isNextSignatureRejected = false;
          return rejection;
        }
        return anvilRpc(options.rpcUrl, method, params);
      default:
        return anvilRpc(options.rpcUrl, method, params);
    }
  };

  await page.exposeFunction(BINDING, async (method: string, params: unknown[]) => {
    wallet.calls.push(method);
    try {
      return await handle(method, params ?? []);
    } catch (error) {
      return { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } };
    }
  });
  await page.addInitScript(installProvider, {
    binding: BINDING,
    info: { uuid: '6f1f5c43-9c1e-4a57-9d55-5d3f0b8e2e01', name: wallet.name, icon: ICON, rdns: wallet.rdns },
  });
  return wallet;
}

/** Runs in the page before its own scripts (serialised by Playwright: it must not use anything from this module). */
function installProvider({ binding, info }: { binding: string; info: Record<string, string> }) {
  type Listener = (value: unknown) => void;
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, value: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(value);
      } catch {
        // A dapp's listener failing must not break the wallet.
      }
    }
  };
  // Looked up per call: the binding Playwright exposes is not guaranteed to exist before this script runs.
  const send = (method: string, params: unknown): Promise<RpcAnswer> =>
    (window as unknown as Record<string, (method: string, params: unknown) => Promise<RpcAnswer>>)[binding](
      method,
      params,
    );
  const provider = {
    isMetaMask: true,
    async request({ method, params }: { method: string; params?: unknown[] }) {
      const answer = await send(method, params ?? []);
      if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
      const [firstParam] = params ?? [];
      if (method === 'wallet_switchEthereumChain') emit('chainChanged', (firstParam as { chainId: string }).chainId);
      if (method === 'wallet_revokePermissions') emit('accountsChanged', []);
      return answer.result;
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  Object.assign(window, { ethereum: provider });
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: { ...info }, provider }) }),
    );
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}
