// The page half of e2e/aptos-injected-wallet.ts: an AIP-62 Aptos wallet (Wallet Standard) whose connect and sign calls
// cross to the test process through the exposed binding. Passed to page.addInitScript, so Playwright serialises the
// function: it must not use anything outside its own body.

export interface InstallAptosOptions {
  binding: string;
  name: string;
  icon: string;
}

/** Runs in the page before its own scripts (serialised by Playwright: it must not use anything from this module). */
export function installAptosWallet({ binding, name, icon }: InstallAptosOptions) {
  type Answer = { result?: unknown; error?: { code: number; message: string } };
  const call = async (method: string, params: unknown) => {
    const send = (window as unknown as Record<string, (m: string, p: unknown) => Promise<Answer>>)[binding];
    const answer = await send(method, params);
    if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    return answer.result;
  };
  const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16));
  const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  const wallet = {
    version: '1.0.0',
    name,
    icon,
    chains: ['aptos:mainnet'],
    accounts: [],
    features: {
      'aptos:connect': {
        version: '1.0.0',
        connect: async () => {
          const account = (await call('connect', {})) as { address: string; publicKey: string };
          const publicKey = fromHex(account.publicKey);
          return {
            status: 'Approved',
            args: { address: account.address, publicKey: { toUint8Array: () => publicKey } },
          };
        },
      },
      'aptos:account': { version: '1.0.0', account: async () => call('account', {}) },
      'aptos:disconnect': { version: '1.0.0', disconnect: async () => undefined },
      // AIP-62 v1.0: the dApp hands over its transaction object; a wallet reads its BCS and answers an authenticator.
      'aptos:signTransaction': {
        version: '1.0.0',
        signTransaction: async (transaction: { bcsToBytes: () => Uint8Array }) => {
          const authenticator = fromHex(String(await call('signTransaction', toHex(transaction.bcsToBytes()))));
          return { status: 'Approved', args: { bcsToBytes: () => authenticator } };
        },
      },
    },
  };
  const register = ({ register: accept }: { register: (registered: typeof wallet) => unknown }) => accept(wallet);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  window.addEventListener('wallet-standard:app-ready', (event) =>
    register((event as CustomEvent<Parameters<typeof register>[0]>).detail),
  );
}
