import type { TronSignedTransaction, TronUnsignedTransaction } from '@/chains/tron/transaction';

/**
 * Tron wallets in the page: TronLink's `window.tronLink`, TIP-1193 providers (`window.tron`, `request()`), and the
 * wallets that announce themselves by TIP-6963 events. Each exposes the TronWeb it injects; that TronWeb's
 * `trx.sign` shows the user the transaction and signs it. Nothing here holds a key.
 */

/** The part of an injected TronWeb the tools use. */
export interface InjectedTronWeb {
  defaultAddress?: { base58?: string | false };
  trx: { sign(transaction: unknown): Promise<unknown> };
}

/** TIP-1193: `request` asks for accounts; TronLink also answers `tron_requestAccounts` with `{ code }`. */
export interface TronProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  tronWeb?: InjectedTronWeb | false;
}

export interface TronWalletInfo {
  uuid: string;
  name: string;
  icon?: string;
  rdns?: string;
}

export interface DetectedTronWallet {
  info: TronWalletInfo;
  provider: TronProvider;
}

export interface TronWalletScope {
  tronLink?: TronProvider;
  tron?: TronProvider;
  addEventListener?: Window['addEventListener'];
  removeEventListener?: Window['removeEventListener'];
  dispatchEvent?: Window['dispatchEvent'];
}

export const TIP6963_ANNOUNCE = 'TIP6963:announceProvider';
export const TIP6963_REQUEST = 'TIP6963:requestProvider';

export class TronWalletError extends Error {
  constructor(
    readonly reason: 'no-wallet' | 'rejected' | 'locked' | 'wrong-signature' | 'wrong-account',
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'TronWalletError';
  }
}

/**
 * The wallets of the page: those announced by TIP-6963 within `waitMs`, then TronLink's and TIP-1193's globals when
 * no announced wallet is the same object. Ordered as found.
 */
export async function detectTronWallets(scope: TronWalletScope, waitMs = 50): Promise<DetectedTronWallet[]> {
  const found: DetectedTronWallet[] = [];
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<DetectedTronWallet>).detail;
    if (!detail?.provider || typeof detail.provider.request !== 'function' || !detail.info?.uuid) return;
    if (!found.some((wallet) => wallet.info.uuid === detail.info.uuid)) found.push(detail);
  };
  scope.addEventListener?.(TIP6963_ANNOUNCE, onAnnounce);
  scope.dispatchEvent?.(new Event(TIP6963_REQUEST));
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  scope.removeEventListener?.(TIP6963_ANNOUNCE, onAnnounce);
  const globals: [string, TronProvider | undefined][] = [
    ['TronLink', scope.tronLink],
    ['Tron wallet', scope.tron],
  ];
  for (const [name, provider] of globals) {
    if (!provider || typeof provider.request !== 'function') continue;
    if (found.some((wallet) => wallet.provider === provider)) continue;
    found.push({ info: { uuid: `global:${name}`, name }, provider });
  }
  return found;
}

const isRejection = (error: unknown) =>
  (error as { code?: number })?.code === 4001 || /cancel|denied|reject|declined/i.test(String(error));

/** Asks the wallet for its account; the connected T-address. */
export async function connectTronWallet(wallet: DetectedTronWallet): Promise<string> {
  let answer: unknown;
  try {
    answer = await wallet.provider.request({ method: 'eth_requestAccounts' });
  } catch (error) {
    if (isRejection(error)) throw new TronWalletError('rejected');
    // TronLink before TIP-1193: its own method, answering { code: 200 } or 4001.
    answer = await wallet.provider.request({ method: 'tron_requestAccounts' });
  }
  if ((answer as { code?: number })?.code === 4001) throw new TronWalletError('rejected');
  const listed = Array.isArray(answer) ? answer.find((entry) => typeof entry === 'string') : undefined;
  const address = listed ?? (wallet.provider.tronWeb ? wallet.provider.tronWeb.defaultAddress?.base58 : undefined);
  if (typeof address !== 'string' || !address) throw new TronWalletError('locked');
  return address;
}

/** The wallet's signature of a transaction (its TronWeb shows it to the user first). */
export async function signWithTronWallet(
  wallet: DetectedTronWallet,
  transaction: TronUnsignedTransaction,
): Promise<TronSignedTransaction> {
  const tronWeb = wallet.provider.tronWeb;
  if (!tronWeb) throw new TronWalletError('locked');
  let signed: unknown;
  try {
    signed = await tronWeb.trx.sign(transaction);
  } catch (error) {
    if (isRejection(error)) throw new TronWalletError('rejected');
    throw error;
  }
  const result = signed as Partial<TronSignedTransaction>;
  if (!Array.isArray(result.signature) || result.signature.length === 0) {
    throw new TronWalletError('wrong-signature', 'the wallet answered no signature');
  }
  return { ...transaction, signature: result.signature };
}
