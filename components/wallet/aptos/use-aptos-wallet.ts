'use client';

import {
  AccountAuthenticator,
  AccountAuthenticatorEd25519,
  Deserializer,
  Ed25519PublicKey,
  type SimpleTransaction,
} from '@aptos-labs/ts-sdk';
import type { AptosConnectMethod, AptosSignTransactionMethod } from '@aptos-labs/wallet-standard';
import { useCallback, useRef, useState } from 'react';
import { normalizeAptosAddress } from '@/chains/aptos/address';
import { type AptosStandardWallet, useDetectedAptosWallets } from './detected-wallets';
import { AptosWalletError } from './wallet-error';

/** Signs one transaction as `owner`; the ed25519 authenticator (checked against the connected account). */
export type AptosSigner = (transaction: SimpleTransaction) => Promise<AccountAuthenticatorEd25519>;

export interface AptosConnected {
  wallet: string;
  address: string;
  publicKey: Ed25519PublicKey;
}

export interface AptosWalletState {
  /** The Aptos wallets found (AIP-62), by name. */
  wallets: readonly string[];
  connected: AptosConnected | null;
  isConnecting: boolean;
  error: unknown;
  connect: (wallet?: string) => Promise<AptosConnected>;
  disconnect: () => void;
  /** A signer that connects if needed and refuses unless the connected account is `owner` (the batch's sender). */
  signerFor: (owner: string) => AptosSigner;
}

interface UserResponseLike<T> {
  status: 'Approved' | 'Rejected';
  args?: T;
}

type FeatureOf<M> = { version: string } & M;

/** A value the wallet built with its own copy of the SDK, read again with ours (by its BCS, never its class). */
function bytesOf(value: unknown): Uint8Array {
  const serializable = value as { bcsToBytes?: () => Uint8Array; toUint8Array?: () => Uint8Array };
  if (typeof serializable?.bcsToBytes === 'function') return serializable.bcsToBytes();
  if (typeof serializable?.toUint8Array === 'function') return serializable.toUint8Array();
  throw new AptosWalletError('failed', 'the wallet answered no serializable value');
}

function publicKeyOf(value: unknown): Ed25519PublicKey {
  const raw = (value as { toUint8Array?: () => Uint8Array })?.toUint8Array?.();
  if (raw?.length !== 32) throw new AptosWalletError('not-ed25519');
  return new Ed25519PublicKey(raw as Uint8Array);
}

/**
 * The page's Aptos wallet, spoken to through AIP-62 (the Wallet Standard features `aptos:connect` and
 * `aptos:signTransaction` v1.0: the transaction we built goes to the wallet as it is, the wallet answers an
 * authenticator). Only ed25519 accounts (what Petra and most wallets create): the simulation needs the public key.
 */
export function useAptosWallet(): AptosWalletState {
  const detected = useDetectedAptosWallets();
  const [connected, setConnected] = useState<AptosConnected | null>(null);
  const [isConnecting, setConnecting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const connectedRef = useRef(connected);
  connectedRef.current = connected;
  const walletRef = useRef<AptosStandardWallet | null>(null);
  const detectedRef = useRef(detected);
  detectedRef.current = detected;

  const connect = useCallback(async (name?: string) => {
    setConnecting(true);
    setError(null);
    try {
      const wallet = detectedRef.current.find((entry) => name === undefined || entry.name === name);
      if (!wallet) throw new AptosWalletError('no-wallet');
      const feature = wallet.features['aptos:connect'] as FeatureOf<{ connect: AptosConnectMethod }>;
      const response = (await feature.connect()) as UserResponseLike<{ address: unknown; publicKey: unknown }>;
      if (response.status !== 'Approved' || !response.args) throw new AptosWalletError('rejected');
      const address = normalizeAptosAddress(String(response.args.address));
      if (!address) throw new AptosWalletError('failed', 'the wallet answered no address');
      const next: AptosConnected = { wallet: wallet.name, address, publicKey: publicKeyOf(response.args.publicKey) };
      walletRef.current = wallet;
      connectedRef.current = next;
      setConnected(next);
      return next;
    } catch (failure) {
      setError(failure);
      throw failure;
    } finally {
      setConnecting(false);
    }
  }, []);

  const disconnect = useCallback(() => {
    const feature = walletRef.current?.features['aptos:disconnect'] as FeatureOf<{ disconnect: () => Promise<void> }>;
    void feature?.disconnect().catch(() => undefined);
    walletRef.current = null;
    connectedRef.current = null;
    setConnected(null);
  }, []);

  const signerFor = useCallback(
    (owner: string): AptosSigner =>
      async (transaction) => {
        const account = connectedRef.current ?? (await connect());
        const wallet = walletRef.current;
        if (!wallet) throw new AptosWalletError('no-wallet');
        if (account.address !== normalizeAptosAddress(owner)) throw new AptosWalletError('wrong-account');
        const feature = wallet.features['aptos:signTransaction'] as FeatureOf<{
          signTransaction: AptosSignTransactionMethod;
        }>;
        const response = (await feature.signTransaction(transaction as never)) as UserResponseLike<unknown>;
        if (response.status !== 'Approved' || !response.args) throw new AptosWalletError('rejected');
        const authenticator = AccountAuthenticator.deserialize(new Deserializer(bytesOf(response.args)));
        if (!(authenticator instanceof AccountAuthenticatorEd25519)) throw new AptosWalletError('not-ed25519');
        if (authenticator.public_key.toString() !== account.publicKey.toString()) {
          throw new AptosWalletError('wrong-account');
        }
        return authenticator;
      },
    [connect],
  );

  return {
    wallets: detected.map((wallet) => wallet.name),
    connected,
    isConnecting,
    error,
    connect,
    disconnect,
    signerFor,
  };
}
