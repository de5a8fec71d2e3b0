/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { TronUnsignedTransaction } from '@/chains/tron/transaction';
import {
  connectTronWallet,
  type DetectedTronWallet,
  detectTronWallets,
  signWithTronWallet,
  TIP6963_ANNOUNCE,
  TIP6963_REQUEST,
  type TronProvider,
  TronWalletError,
  type TronWalletScope,
} from './tron-wallet';
import { useTronWallet } from './use-tron-wallet';

const OWNER = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const OTHER = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
const TRANSACTION = {
  txID: 'ab'.repeat(32),
  raw_data: { contract: [], ref_block_bytes: '0000', ref_block_hash: '00'.repeat(8), expiration: 1 },
  raw_data_hex: '0a02',
} as unknown as TronUnsignedTransaction;

function provider(accounts: string[], overrides: Partial<TronProvider> = {}): TronProvider {
  return {
    request: jest.fn(async ({ method }: { method: string }) =>
      method === 'eth_requestAccounts' ? accounts : undefined,
    ),
    tronWeb: {
      defaultAddress: { base58: accounts[0] },
      trx: {
        sign: jest.fn(async (transaction: object) => ({ ...transaction, raw_data_hex: 'ff', signature: ['11'] })),
      },
    },
    ...overrides,
  };
}

describe('Tron wallets in the page', () => {
  it('finds TIP-6963 announcements and the injected globals, each wallet once', async () => {
    const announced = provider([OWNER]);
    const onRequest = () =>
      window.dispatchEvent(
        new CustomEvent(TIP6963_ANNOUNCE, {
          detail: { info: { uuid: 'u-1', name: 'Announced Wallet', rdns: 'example.wallet' }, provider: announced },
        }),
      );
    window.addEventListener(TIP6963_REQUEST, onRequest);
    try {
      const tronLink = provider([OWNER]);
      const scope: TronWalletScope = Object.assign(window, { tronLink, tron: announced });
      const found = await detectTronWallets(scope, 10);
      expect(found.map((wallet) => wallet.info.name)).toEqual(['Announced Wallet', 'TronLink']);
    } finally {
      window.removeEventListener(TIP6963_REQUEST, onRequest);
      Object.assign(window, { tronLink: undefined, tron: undefined });
    }
  });

  it('connects by TIP-1193, falls back to TronLink’s request, and tells a refusal', async () => {
    const wallet = (p: TronProvider): DetectedTronWallet => ({ info: { uuid: 'x', name: 'X' }, provider: p });
    expect(await connectTronWallet(wallet(provider([OWNER])))).toBe(OWNER);
    const legacy = provider([OWNER], {
      request: jest.fn(async ({ method }: { method: string }) => {
        if (method === 'eth_requestAccounts') throw new Error('method not supported');
        return { code: 200 };
      }),
    });
    expect(await connectTronWallet(wallet(legacy))).toBe(OWNER);
    const refusing = provider([OWNER], { request: jest.fn(async () => ({ code: 4001 })) });
    await expect(connectTronWallet(wallet(refusing))).rejects.toMatchObject({ reason: 'rejected' });
  });

  it('keeps our transaction and takes only the wallet’s signature', async () => {
    const signed = await signWithTronWallet(
      { info: { uuid: 'x', name: 'X' }, provider: provider([OWNER]) },
      TRANSACTION,
    );
    expect(signed).toEqual({ ...TRANSACTION, signature: ['11'] });
  });

  it('connects when asked to sign, and refuses to sign a batch for another account', async () => {
    const scope: TronWalletScope = {
      tron: provider([OTHER]),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => true,
    };
    const { result } = renderHook(() => useTronWallet(scope));
    await waitFor(() => expect(result.current.isDetecting).toBe(false));
    expect(result.current.connected).toBeNull();
    let failure: unknown;
    await act(async () => {
      failure = await result.current
        .signerFor(OWNER)(TRANSACTION)
        .catch((error) => error);
    });
    expect(failure).toBeInstanceOf(TronWalletError);
    expect((failure as TronWalletError).reason).toBe('wrong-account');
    expect(result.current.connected?.address).toBe(OTHER);
    await act(async () => {
      expect((await result.current.signerFor(OTHER)(TRANSACTION)).signature).toEqual(['11']);
    });
  });
});
