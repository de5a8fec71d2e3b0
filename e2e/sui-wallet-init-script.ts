// The page half of e2e/sui-injected-wallet.ts: a Wallet Standard Sui wallet whose connect and sign calls cross to the
// test process through the exposed binding. Passed to page.addInitScript, so Playwright serialises the function: it
// must not use anything outside its own body.

export interface InstallSuiOptions {
  binding: string;
  name: string;
  icon: string;
}

/** Runs in the page before its own scripts (serialised by Playwright: it must not use anything from this module). */
export function installSuiWallet({ binding, name, icon }: InstallSuiOptions) {
  type Answer = { result?: unknown; error?: { code: number; message: string } };
  const chains = ['sui:mainnet'];
  const features = ['sui:signTransaction'];
  let accounts: readonly unknown[] = [];
  const call = async (method: string, params: unknown) => {
    const send = (window as unknown as Record<string, (m: string, p: unknown) => Promise<Answer>>)[binding];
    const answer = await send(method, params);
    if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    return answer.result;
  };
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
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
        connect: async () => {
          const account = (await call('connect', {})) as { address: string; publicKey: string };
          accounts = Object.freeze([
            Object.freeze({ address: account.address, publicKey: fromBase64(account.publicKey), chains, features }),
          ]);
          return { accounts };
        },
      },
      'standard:events': { version: '1.0.0', on: () => () => {} },
      'sui:signTransaction': {
        version: '2.0.0',
        // The dApp kit hands over the transaction as `toJSON()`: here the page's exact bytes in Base64.
        signTransaction: async ({ transaction }: { transaction: { toJSON: () => Promise<string> } }) =>
          (await call('signTransaction', await transaction.toJSON())) as { bytes: string; signature: string },
      },
    },
  };
  const register = ({ register: accept }: { register: (registered: typeof wallet) => unknown }) => accept(wallet);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  window.addEventListener('wallet-standard:app-ready', (event) =>
    register((event as CustomEvent<Parameters<typeof register>[0]>).detail),
  );
}
