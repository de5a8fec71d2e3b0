// The page half of e2e/solana-injected-wallet.ts: a Wallet Standard wallet whose every feature call crosses to the
// test process through the exposed binding. Passed to page.addInitScript, so Playwright serialises the function:
// it must not use anything outside its own body.

export interface InstallOptions {
  binding: string;
  name: string;
  icon: string;
  chains: string[];
}

/** Runs in the page before its own scripts (serialised by Playwright: it must not use anything from this module). */
export function installSolanaWallet({ binding, name, icon, chains }: InstallOptions) {
  type Change = { accounts?: readonly unknown[] };
  type Answer = { result?: unknown; error?: { code: number; message: string } };
  const listeners = new Set<(properties: Change) => void>();
  const features = ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage'];
  let accounts: readonly unknown[] = [];

  // Looked up per call: the binding Playwright exposes is not guaranteed to exist before this script runs.
  const call = async (method: string, params: unknown) => {
    const send = (window as unknown as Record<string, (m: string, p: unknown) => Promise<Answer>>)[binding];
    const answer = await send(method, params);
    if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    return answer.result;
  };
  const toBase64 = (bytes: Uint8Array) => {
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  };
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
  const setAccounts = (next: readonly unknown[]) => {
    accounts = Object.freeze(next);
    for (const listener of [...listeners]) listener({ accounts });
  };
  const makeAccount = ({ address, publicKey }: { address: string; publicKey: string }) =>
    Object.freeze({ address, publicKey: fromBase64(publicKey), chains, features, label: name, icon });
  const versions = ['legacy', 0];

  const wallet = {
    version: '1.0.0',
    name,
    icon,
    chains,
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          const account = (await call('connect', { silent: input?.silent === true })) as {
            address: string;
            publicKey: string;
          } | null;
          if (account) setAccounts([makeAccount(account)]);
          return { accounts };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          await call('disconnect', {});
          setAccounts([]);
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: (properties: Change) => void) => {
          if (event !== 'change') return () => {};
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: versions,
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
          const signed = (await call(
            'signTransaction',
            inputs.map((input) => toBase64(input.transaction)),
          )) as string[];
          return signed.map((text) => ({ signedTransaction: fromBase64(text) }));
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: versions,
        signAndSendTransaction: async (
          ...inputs: { transaction: Uint8Array; options?: { skipPreflight?: boolean } }[]
        ) => {
          const signatures = (await call(
            'signAndSendTransaction',
            inputs.map((input) => ({
              transaction: toBase64(input.transaction),
              skipPreflight: input.options?.skipPreflight,
            })),
          )) as string[];
          return signatures.map((text) => ({ signature: fromBase64(text) }));
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { message: Uint8Array }[]) => {
          const signatures = (await call(
            'signMessage',
            inputs.map((input) => toBase64(input.message)),
          )) as string[];
          return signatures.map((text, index) => ({
            signedMessage: inputs[index].message,
            signature: fromBase64(text),
          }));
        },
      },
    },
  };

  // registerWallet's handshake: announce now (an app already listening registers at once), and answer the app's
  // ready event (an app that loads later asks every wallet then).
  const register = ({ register: accept }: { register: (registered: typeof wallet) => unknown }) => accept(wallet);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  window.addEventListener('wallet-standard:app-ready', (event) =>
    register((event as CustomEvent<Parameters<typeof register>[0]>).detail),
  );
}
