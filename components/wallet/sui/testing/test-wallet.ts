import type { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { Transaction } from '@mysten/sui/transactions';
import { ReadonlyWalletAccount, registerWallet } from '@wallet-standard/wallet';

/**
 * Tests: a Wallet Standard Sui wallet registered in the page (jsdom), as Slush or Suiet register themselves. It
 * connects one account and signs with an Ed25519 key held by the test: `sui:signTransaction` receives the transaction
 * the dApp kit hands over (`toJSON()`, here the Base64 bytes), builds it as a wallet does (no client: every input is
 * resolved already) and signs those bytes. `onSign` sees each signing; it may throw to play a user who declines.
 */
export interface TestSuiWallet {
  name: string;
  address: string;
  /** Base64 bytes of every transaction signed, in order. */
  signed: string[];
}

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const;

export function registerTestSuiWallet(
  keypair: Ed25519Keypair,
  options: { name?: string; onSign?: (bytes: Uint8Array, index: number) => void | Promise<void> } = {},
): TestSuiWallet {
  const name = options.name ?? 'Test Sui Wallet';
  const address = keypair.toSuiAddress();
  const account = new ReadonlyWalletAccount({
    address,
    publicKey: keypair.getPublicKey().toSuiBytes(),
    chains: ['sui:mainnet'],
    features: ['sui:signTransaction'],
  });
  const signed: string[] = [];
  const wallet = {
    version: '1.0.0' as const,
    name,
    icon: ICON,
    chains: ['sui:mainnet'] as const,
    get accounts() {
      return [account];
    },
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
      'standard:events': { version: '1.0.0', on: () => () => undefined },
      'sui:signTransaction': {
        version: '2.0.0',
        signTransaction: async ({ transaction }: { transaction: { toJSON: () => Promise<string> } }) => {
          const bytes = await Transaction.from(await transaction.toJSON()).build();
          await options.onSign?.(bytes, signed.length);
          const result = await keypair.signTransaction(bytes);
          signed.push(result.bytes);
          return result;
        },
      },
    },
  };
  // Registered for the rest of the test file: Wallet Standard has no way to take a wallet back.
  registerWallet(wallet as never);
  return { name, address, signed };
}
