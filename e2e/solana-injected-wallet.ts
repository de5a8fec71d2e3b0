import { createPrivateKey, sign as ed25519Sign } from 'node:crypto';
import { Connection, type Keypair, VersionedTransaction } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { installSolanaWallet } from './solana-wallet-init-script';

// A Solana browser wallet for e2e tests: a Wallet Standard wallet registered in the page before any script runs
// (the 'wallet-standard:register-wallet' / 'wallet-standard:app-ready' handshake of @wallet-standard/wallet's
// registerWallet), which wallet-adapter-react detects like Phantom or Solflare. The page holds no key: every feature
// call crosses to the test process (page.exposeFunction), where the key pair signs and the test decides what the
// "user" approves.

export const SOLANA_E2E_WALLET_NAME = 'Chainkit E2E Solana';

export interface SolanaInjectedWalletOptions {
  keypair: Keypair;
  /** Where solana:signAndSendTransaction broadcasts (the run's chain). */
  rpcUrl: string;
  /**
   * Wallet Standard chains of the account. wallet-adapter names a 127.0.0.1 endpoint (the e2e site's /api/rpc)
   * 'solana:localnet', and checks it for signAndSendTransaction only; real wallets list it too.
   */
  chains?: string[];
}

export interface SolanaInjectedWallet {
  keypair: Keypair;
  address: string;
  name: string;
  /** Every feature the page called, in order ('connect', 'signTransaction', …). */
  calls: string[];
  /** Every transaction the wallet signed (and, for signAndSendTransaction, sent). */
  signed: VersionedTransaction[];
  /** The page approved the connection (a silent reconnect then succeeds). */
  isAuthorised(): boolean;
  /** The next connection request answers 4001 as if the user pressed "Reject". */
  rejectNextConnection(): void;
  /**
   * One coming signing request (one approval: a signTransaction call may carry a group) answers 4001: the next one,
   * or the one after `skip` others were approved.
   */
  rejectSignature(skip?: number): void;
}

interface Answer {
  result?: unknown;
  error?: { code: number; message: string };
}

const BINDING = '__chainkitE2eSolanaWallet';
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=';
const USER_REJECTED: Answer = { error: { code: 4001, message: 'User rejected the request.' } };
/** PKCS#8 DER prefix of an ed25519 private key: the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

const fromBase64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'));
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

function signDetached(keypair: Keypair, message: Uint8Array): Uint8Array {
  const key = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, Buffer.from(keypair.secretKey.subarray(0, 32))]),
    format: 'der',
    type: 'pkcs8',
  });
  return Uint8Array.from(ed25519Sign(null, message, key));
}

/** Installs the wallet in `page` (before its first navigation). */
export async function injectSolanaWallet(
  page: Page,
  options: SolanaInjectedWalletOptions,
): Promise<SolanaInjectedWallet> {
  const { keypair } = options;
  const state = {
    isAuthorised: false,
    isNextConnectionRejected: false,
    signaturesBeforeRejection: null as number | null,
  };
  const wallet: SolanaInjectedWallet = {
    keypair,
    address: keypair.publicKey.toBase58(),
    name: SOLANA_E2E_WALLET_NAME,
    calls: [],
    signed: [],
    isAuthorised: () => state.isAuthorised,
    rejectNextConnection: () => {
      state.isNextConnectionRejected = true;
    },
    rejectSignature: (skip = 0) => {
      state.signaturesBeforeRejection = skip;
    },
  };
  const account = { address: wallet.address, publicKey: toBase64(keypair.publicKey.toBytes()) };

  /** The user's answer to a signing request: true when it is the one to refuse. */
  const isRefused = () => {
    if (state.signaturesBeforeRejection === null) return false;
    if (state.signaturesBeforeRejection > 0) {
      state.signaturesBeforeRejection -= 1;
      return false;
    }
    state.signaturesBeforeRejection = null;
    return true;
  };
  const signAll = (encoded: string[]) =>
    encoded.map((text) => {
      const transaction = VersionedTransaction.deserialize(fromBase64(text));
      // Throws for a transaction this key need not sign, as a wallet refuses it.
      transaction.sign([keypair]);
      wallet.signed.push(transaction);
      return transaction;
    });

  const handlers: Record<string, (params: never) => Promise<Answer> | Answer> = {
    connect: ({ silent }: { silent: boolean }) => {
      if (silent) return { result: state.isAuthorised ? account : null };
      if (state.isNextConnectionRejected) {
        state.isNextConnectionRejected = false;
        return USER_REJECTED;
      }
      state.isAuthorised = true;
      return { result: account };
    },
    disconnect: () => {
      state.isAuthorised = false;
      return { result: null };
    },
    signTransaction: (encoded: string[]) => {
      if (isRefused()) return USER_REJECTED;
      return { result: signAll(encoded).map((transaction) => toBase64(transaction.serialize())) };
    },
    signAndSendTransaction: async (inputs: { transaction: string; skipPreflight?: boolean }[]) => {
      if (isRefused()) return USER_REJECTED;
      const connection = new Connection(options.rpcUrl, 'confirmed');
      const signatures: string[] = [];
      for (const [index, transaction] of signAll(inputs.map((input) => input.transaction)).entries()) {
        await connection.sendRawTransaction(transaction.serialize(), { skipPreflight: inputs[index].skipPreflight });
        signatures.push(toBase64(transaction.signatures[0]));
      }
      return { result: signatures };
    },
    signMessage: (messages: string[]) => {
      if (isRefused()) return USER_REJECTED;
      return { result: messages.map((message) => toBase64(signDetached(keypair, fromBase64(message)))) };
    },
  };

  await page.exposeFunction(BINDING, async (method: string, params: never): Promise<Answer> => {
    wallet.calls.push(method);
    if (method !== 'connect' && method !== 'disconnect' && !state.isAuthorised) {
      return {
        error: { code: 4100, message: 'The requested method and/or account has not been authorized by the user.' },
      };
    }
    try {
      return await handlers[method](params);
    } catch (error) {
      return { error: { code: -32_603, message: error instanceof Error ? error.message : String(error) } };
    }
  });
  await page.addInitScript(installSolanaWallet, {
    binding: BINDING,
    name: wallet.name,
    icon: ICON,
    chains: options.chains ?? ['solana:mainnet', 'solana:localnet'],
  });
  return wallet;
}
