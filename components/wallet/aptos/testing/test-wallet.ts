import {
  AccountAuthenticatorEd25519,
  type Ed25519PrivateKey,
  generateSigningMessageForTransaction,
  type SimpleTransaction,
} from '@aptos-labs/ts-sdk';
import { registerWallet } from '@wallet-standard/wallet';

/**
 * Tests: an AIP-62 Aptos wallet registered in the page through the Wallet Standard, as Petra registers itself. It
 * connects one ed25519 account and signs the transaction it is handed (`aptos:signTransaction` v1.0) with a key held
 * by the test, answering an AccountAuthenticatorEd25519. `onSign` sees each signing; it may throw to play a user who
 * declines (the wallet then answers Rejected).
 */
export interface TestAptosWallet {
  name: string;
  address: string;
  /** The raw transactions signed, as BCS, in order. */
  signed: Uint8Array[];
}

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const;

export function registerTestAptosWallet(
  key: Ed25519PrivateKey,
  options: { name?: string; onSign?: (transaction: SimpleTransaction, index: number) => void | Promise<void> } = {},
): TestAptosWallet {
  const name = options.name ?? 'Test Aptos Wallet';
  const publicKey = key.publicKey();
  const address = publicKey.authKey().derivedAddress();
  const signed: Uint8Array[] = [];
  const wallet = {
    version: '1.0.0' as const,
    name,
    icon: ICON,
    chains: ['aptos:mainnet'] as const,
    accounts: [],
    features: {
      'aptos:connect': {
        version: '1.0.0',
        connect: async () => ({ status: 'Approved', args: { address, publicKey } }),
      },
      'aptos:account': { version: '1.0.0', account: async () => ({ address, publicKey }) },
      'aptos:disconnect': { version: '1.0.0', disconnect: async () => undefined },
      'aptos:signTransaction': {
        version: '1.0.0',
        signTransaction: async (transaction: SimpleTransaction) => {
          try {
            await options.onSign?.(transaction, signed.length);
          } catch {
            return { status: 'Rejected' };
          }
          const signature = key.sign(generateSigningMessageForTransaction(transaction));
          signed.push(transaction.rawTransaction.bcsToBytes());
          return { status: 'Approved', args: new AccountAuthenticatorEd25519(publicKey, signature) };
        },
      },
    },
  };
  // Registered for the rest of the test file: Wallet Standard has no way to take a wallet back.
  registerWallet(wallet as never);
  return { name, address: address.toStringLong(), signed };
}
