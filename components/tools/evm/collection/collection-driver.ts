import type { Address, PublicClient } from 'viem';
import type { BatchDriver } from '@/lib/batch/executor';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import type { AttemptLog } from '../key-batch/attempts';
import { nothingToSend } from '../key-batch/broadcast';
import { cachedFeeQuote, type FeeQuote, gasReserve } from '../key-batch/fees';
import { codeCache, coinTransferGas, readTokenBalance, tokenTransferData, tokenTransferGas } from '../key-batch/gas';
import type { KeyRing } from '../key-batch/keys';
import { laneDriver } from '../key-batch/lane-driver';

/** A sweep: every wallet's coin or token to one destination, less what each is told to keep. */
export interface CollectionSettings {
  chainId: number;
  /** 'native' or the ERC-20 contract. */
  token: 'native' | Address;
  destination: Address;
  /** Left in each wallet, in base units of the collected asset; 0 sweeps everything. */
  keep: bigint;
}

export interface RunContext {
  client: PublicClient;
  /** The pasted keys, by address: the only place they are. */
  ring: KeyRing;
  attempts: AttemptLog;
  /** Defaults to a quote shared for a few seconds. */
  feeQuote?: () => Promise<FeeQuote>;
}

/**
 * Coins a wallet can send: balance less the gas reservation and what it keeps (≤ 0: nothing). On EIP-1559 chains the
 * unused part of the reservation (the max fee above what the block charges) stays as dust; on legacy chains, and
 * whenever the base fee is 0 (BSC), the wallet ends at exactly `keep`.
 */
export function nativeSweepAmount(balance: bigint, gasLimit: bigint, quote: FeeQuote, keep: bigint): bigint {
  return balance - gasReserve(gasLimit, quote) - keep;
}

/**
 * The collection's steps for the batch engine: one chunk per wallet, in the wallet's own lane (its nonce read from
 * the chain); the amount is worked out from the balance at the moment of sending, so a wallet is swept as it is.
 */
export function createCollectionDriver(settings: CollectionSettings, context: RunContext): BatchDriver {
  const { client, ring, attempts } = context;
  const feeQuote = context.feeQuote ?? cachedFeeQuote(client);
  const hasCode = codeCache(client);
  const { destination, keep, token } = settings;

  async function nativeRequest(source: Address) {
    const [balance, gas, quote] = await Promise.all([
      client.getBalance({ address: source }),
      coinTransferGas(client, hasCode, source, destination),
      feeQuote(),
    ]);
    const amount = nativeSweepAmount(balance, gas, quote, keep);
    if (amount <= 0n) throw nothingToSend(source);
    return { request: { to: destination, value: amount, gas }, quote, amount };
  }

  async function tokenRequest(source: Address, contract: Address) {
    const amount = (await readTokenBalance(client, contract, source)) - keep;
    if (amount <= 0n) throw nothingToSend(source);
    const [gas, quote, coins] = await Promise.all([
      tokenTransferGas(client, contract, source, destination, amount),
      feeQuote(),
      client.getBalance({ address: source }),
    ]);
    if (coins < gasReserve(gas, quote)) throw new AppError(CLIENT_CODE.INSUFFICIENT_GAS_BALANCE);
    return { request: { to: contract, data: tokenTransferData(destination, amount), gas }, quote, amount };
  }

  /** True when the wallet has nothing left to collect: an earlier transfer (maybe one we lost track of) swept it. */
  async function isSwept(source: Address): Promise<boolean> {
    if (token === 'native') {
      const balance = await client.getBalance({ address: source });
      const quote = await feeQuote();
      const gas = await coinTransferGas(client, hasCode, source, destination);
      return nativeSweepAmount(balance, gas, quote, keep) <= 0n;
    }
    return (await readTokenBalance(client, token, source)) <= keep;
  }

  return laneDriver({
    chainId: settings.chainId,
    client,
    ring,
    attempts,
    prepare: (source) => (token === 'native' ? nativeRequest(source) : tokenRequest(source, token)),
    isDone: isSwept,
  });
}
