import type { Page } from 'playwright-core';

// A browser wallet for e2e tests: an EIP-1193 provider put in the page before any script runs, announced as
// window.ethereum (isMetaMask) and via EIP-6963. Its state (authorisation, chain, a rejection to simulate) lives in the
// test process; signing and all other calls go to a local anvil, which signs with its unlocked dev accounts (no key).

export interface InjectedWalletOptions {
  /** The anvil JSON-RPC URL (test/anvil.ts). */
  rpcUrl: string;
  /** The chain anvil runs: the wallet starts on it, and switches to it, mainnet or BSC (others answer 4902). */
  chainId: number;
  /** Which of anvil's dev accounts the wallet holds (default 0). */
  accountIndex?: number;
  /**
   * Answers EIP-5792 (wallet_getCapabilities: atomic supported; wallet_sendCalls; wallet_getCallsStatus). The batch
   * runs as consecutive transactions of the account on anvil, each mined before the next. Default: an ordinary
   * wallet, which refuses these methods (4200).
   */
  supportsCalls?: boolean;
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
  /**
   * One coming eth_sendTransaction answers 4001 as if the user pressed "Reject": the next one, or the one after
   * `skip` others have gone through.
   */
  rejectTransaction(skip?: number): void;
}

interface RpcAnswer {
  result?: unknown;
  error?: { code: number; message: string };
}
type SendToTest = (method: string, params: unknown) => Promise<RpcAnswer>;

const BINDING = '__chainkitE2eWalletRequest';
const ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

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
const failure = (code: number, message: string): RpcAnswer => ({ error: { code, message } });

/** Installs the wallet in `page` (call before the first navigation). */
export async function injectWallet(page: Page, options: InjectedWalletOptions): Promise<InjectedWallet> {
  const accounts = (await anvilRpc(options.rpcUrl, 'eth_accounts', [])).result as `0x${string}`[];
  const account = accounts[options.accountIndex ?? 0];
  const knownChains = new Set([options.chainId, 1, 56]);
  const state = {
    chainId: options.chainId,
    isAuthorised: false,
    isNextSignatureRejected: false,
    /** eth_sendTransaction calls to let through before one is rejected; null: none is. */
    transactionsBeforeRejection: null as number | null,
  };
  const permissions = () => [
    { parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [account] }] },
  ];
  const authorise = (isAuthorised: boolean, result: unknown): RpcAnswer => {
    state.isAuthorised = isAuthorised;
    return { result };
  };
  const wallet: InjectedWallet = {
    account,
    rdns: 'org.chainkit.e2e-wallet',
    name: 'Chainkit E2E Wallet',
    calls: [],
    rejectNextSignature: () => {
      state.isNextSignatureRejected = true;
    },
    rejectTransaction: (skip = 0) => {
      state.transactionsBeforeRejection = skip;
    },
  };

  /** What the wallet itself answers; anything else (signing included) is anvil's answer. */
  const walletMethods: Record<string, (params: unknown[]) => RpcAnswer | undefined> = {
    eth_requestAccounts: () => authorise(true, [account]),
    eth_accounts: () => ({ result: state.isAuthorised ? [account] : [] }),
    eth_chainId: () => ({ result: toHex(state.chainId) }),
    wallet_requestPermissions: () => authorise(true, permissions()),
    wallet_getPermissions: () => ({ result: state.isAuthorised ? permissions() : [] }),
    wallet_revokePermissions: () => authorise(false, null),
    wallet_switchEthereumChain: ([target]) => {
      const requested = Number.parseInt((target as { chainId: string }).chainId, 16);
      if (!knownChains.has(requested)) return failure(4902, 'Unrecognized chain ID.');
      state.chainId = requested;
      return { result: null };
    },
    personal_sign: () => {
      if (!state.isAuthorised) return failure(4100, 'Unauthorized');
      if (!state.isNextSignatureRejected) return undefined;
      state.isNextSignatureRejected = false;
      return failure(4001, 'User rejected the request.');
    },
    eth_sendTransaction: () => {
      if (state.transactionsBeforeRejection === null) return undefined;
      if (state.transactionsBeforeRejection > 0) {
        state.transactionsBeforeRejection -= 1;
        return undefined;
      }
      state.transactionsBeforeRejection = null;
      return failure(4001, 'User rejected the request.');
    },
  };
  const batches = new Map<string, unknown[]>();
  /** EIP-5792 (wallet_sendCalls and friends), when the wallet is told to support it. */
  const callsMethods: Record<string, (params: unknown[]) => Promise<RpcAnswer>> = {
    wallet_getCapabilities: async () => ({ result: { [toHex(state.chainId)]: { atomic: { status: 'supported' } } } }),
    wallet_sendCalls: async ([request]) => {
      const { calls } = request as { calls: { to: string; data?: string; value?: string }[] };
      const receipts: unknown[] = [];
      for (const call of calls) {
        const sent = await anvilRpc(options.rpcUrl, 'eth_sendTransaction', [{ from: account, ...call }]);
        if (sent.error) return { error: sent.error };
        receipts.push((await anvilRpc(options.rpcUrl, 'eth_getTransactionReceipt', [sent.result])).result);
      }
      const id = `0x${(batches.size + 1).toString(16).padStart(64, '0')}`;
      batches.set(id, receipts);
      return { result: { id } };
    },
    wallet_getCallsStatus: async ([id]) => {
      const receipts = batches.get(id as string);
      if (!receipts) return failure(5730, 'Unknown bundle id');
      const isSuccess = receipts.every((receipt) => (receipt as { status: string }).status === '0x1');
      return {
        result: {
          version: '2.0.0',
          id,
          chainId: toHex(state.chainId),
          atomic: true,
          status: isSuccess ? 200 : 500,
          receipts,
        },
      };
    },
  };
  const handle = async (method: string, params: unknown[]): Promise<RpcAnswer> => {
    if (method in callsMethods) {
      if (!options.supportsCalls) return failure(4200, `${method} is not supported`);
      if (!state.isAuthorised) return failure(4100, 'Unauthorized');
      return callsMethods[method](params);
    }
    return walletMethods[method]?.(params) ?? anvilRpc(options.rpcUrl, method, params);
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
    for (const listener of [...(listeners.get(event) ?? [])]) listener(value);
  };
  // Looked up per call: the binding Playwright exposes is not guaranteed to exist before this script runs.
  const send: SendToTest = (method, params) =>
    (window as unknown as Record<string, SendToTest>)[binding](method, params);
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
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
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
