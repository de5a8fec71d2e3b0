import { parseDecimal } from '@/lib/fees';

// TRC-20 payment through the TronLink extension (or any wallet injecting TronLink's `tronLink` / `tronWeb`
// objects). Nothing is loaded from us: the wallet's own TronWeb builds, signs and broadcasts the transaction.

/** The part of an injected TronWeb this payment uses (TronWeb 5/6 as TronLink injects it). */
export interface InjectedTronWeb {
  defaultAddress?: { base58?: string | false };
  transactionBuilder: {
    triggerSmartContract(
      contractAddress: string,
      functionSelector: string,
      options: { feeLimit: number },
      parameters: readonly { type: string; value: string }[],
      issuerAddress: string,
    ): Promise<{ result?: { result?: boolean; message?: string }; transaction?: unknown }>;
  };
  trx: {
    sign(transaction: unknown): Promise<unknown>;
    sendRawTransaction(signed: unknown): Promise<{ result?: boolean; txid?: string; code?: string; message?: string }>;
  };
}

export interface InjectedTronLink {
  request(args: { method: 'tron_requestAccounts' }): Promise<{ code?: number; message?: string } | undefined>;
  tronWeb?: InjectedTronWeb | false;
}

export interface TronLinkWindow {
  tronLink?: InjectedTronLink;
  tronWeb?: InjectedTronWeb | false;
}

/** 100 TRX: a USDT transfer burns far less energy; the limit only caps a runaway contract. */
export const TRC20_FEE_LIMIT_SUN = 100_000_000;

export type TronTransferFailure = 'no-wallet' | 'locked' | 'rejected' | 'refused';

export class TronTransferError extends Error {
  constructor(
    readonly reason: TronTransferFailure,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'TronTransferError';
  }
}

export interface TronTransferRequest {
  tokenAddress: string;
  receiver: string;
  decimals: number;
  /** Exact decimal in token units. */
  amount: string;
}

const isRejection = (text: string | undefined) => /cancel|denied|reject|declined/i.test(text ?? '');

/** TronGrid answers a broadcast error's message as hex; show it as text. */
function readableMessage(message: string | undefined): string | undefined {
  if (!message || !/^(?:[0-9a-f]{2})+$/i.test(message)) return message;
  return decodeURIComponent(message.replace(/(..)/g, '%$1'));
}

/**
 * Asks TronLink for the account (code 200 = granted, 4001 = refused), builds `transfer(receiver, amount)` on the
 * token, has the wallet sign it, broadcasts it, and returns the transaction id and the paying address.
 */
export async function sendTronTransfer(
  scope: TronLinkWindow,
  request: TronTransferRequest,
): Promise<{ txId: string; from: string }> {
  const units = parseDecimal(request.amount, request.decimals);
  if (!scope.tronLink && !scope.tronWeb) throw new TronTransferError('no-wallet');
  if (scope.tronLink) {
    const answer = await scope.tronLink.request({ method: 'tron_requestAccounts' });
    if (answer?.code === 4001) throw new TronTransferError('rejected');
  }
  const tronWeb = scope.tronLink?.tronWeb || scope.tronWeb;
  const from = tronWeb ? tronWeb.defaultAddress?.base58 : undefined;
  if (!tronWeb || !from) throw new TronTransferError('locked');

  const built = await tronWeb.transactionBuilder.triggerSmartContract(
    request.tokenAddress,
    'transfer(address,uint256)',
    { feeLimit: TRC20_FEE_LIMIT_SUN },
    [
      { type: 'address', value: request.receiver },
      { type: 'uint256', value: units.toString() },
    ],
    from,
  );
  if (!built.result?.result || !built.transaction) {
    throw new TronTransferError('refused', readableMessage(built.result?.message));
  }
  let signed: unknown;
  try {
    signed = await tronWeb.trx.sign(built.transaction);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (isRejection(text)) throw new TronTransferError('rejected');
    throw new TronTransferError('refused', text);
  }
  const sent = await tronWeb.trx.sendRawTransaction(signed);
  if (!sent.result || !sent.txid) {
    throw new TronTransferError('refused', readableMessage(sent.message) ?? sent.code);
  }
  return { txId: sent.txid, from };
}
