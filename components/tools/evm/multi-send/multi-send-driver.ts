import type { Address } from 'viem';
import type { BatchDriver } from '@/lib/batch/executor';
import { createJob } from '@/lib/batch/job';
import { planChunks } from '@/lib/batch/plan';
import type { BatchRow, JobState } from '@/lib/batch/types';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import { nativeSweepAmount, type RunContext } from '../collection/collection-driver';
import { nothingToSend } from '../key-batch/broadcast';
import type { ChainTarget } from '../key-batch/chain';
import { cachedFeeQuote, gasReserve } from '../key-batch/fees';
import { codeCache, coinTransferGas, readTokenBalance, tokenTransferData, tokenTransferGas } from '../key-batch/gas';
import { laneDriver } from '../key-batch/lane-driver';
import type { MultiSendRow } from './multi-send-rows';

export interface MultiSendSettings {
  chainId: number;
  token: 'native' | Address;
  symbol: string;
  decimals: number;
}

/**
 * The job of a multi-send: a row is a recipient and its amount (none for "all"); its lane is the sending wallet,
 * so each wallet sends its rows in order with its own nonces while different wallets run side by side.
 */
export function multiSendJob(
  rows: readonly MultiSendRow[],
  settings: MultiSendSettings,
  target: ChainTarget,
): JobState {
  const jobRows: BatchRow[] = rows.map(({ line, recipient, amount }) =>
    amount === 'all' ? { line, address: recipient } : { line, address: recipient, amount },
  );
  const sources = new Map(jobRows.map((row, index) => [row, rows[index].source]));
  const chunks = planChunks(jobRows, { capacity: 1, lane: (row) => sources.get(row) ?? '' });
  return createJob(jobRows, chunks, {
    tool: 'multi-send',
    chainId: String(target.chainId),
    rpcUrl: target.rpcUrl,
    token: settings.token,
    symbol: settings.symbol,
    decimals: String(settings.decimals),
  });
}

export function createMultiSendDriver(settings: MultiSendSettings, context: RunContext): BatchDriver {
  const { client, ring, attempts } = context;
  const feeQuote = context.feeQuote ?? cachedFeeQuote(client);
  const hasCode = codeCache(client);
  const { token } = settings;

  async function nativeRequest(source: Address, to: Address, fixed: bigint | undefined) {
    const [gas, quote] = await Promise.all([coinTransferGas(client, hasCode, source, to), feeQuote()]);
    if (fixed !== undefined) return { request: { to, value: fixed, gas }, quote, amount: fixed };
    const amount = nativeSweepAmount(await client.getBalance({ address: source }), gas, quote, 0n);
    if (amount <= 0n) throw nothingToSend(source);
    return { request: { to, value: amount, gas }, quote, amount };
  }

  async function tokenRequest(source: Address, contract: Address, to: Address, fixed: bigint | undefined) {
    const amount = fixed ?? (await readTokenBalance(client, contract, source));
    if (amount <= 0n) throw nothingToSend(source);
    const [gas, quote, coins] = await Promise.all([
      tokenTransferGas(client, contract, source, to, amount),
      feeQuote(),
      client.getBalance({ address: source }),
    ]);
    if (coins < gasReserve(gas, quote)) throw new AppError(CLIENT_CODE.INSUFFICIENT_GAS_BALANCE);
    return { request: { to: contract, data: tokenTransferData(to, amount), gas }, quote, amount };
  }

  /** An "all" row is done once its wallet has nothing left to send; a fixed amount cannot be told from a balance. */
  async function isEmptied(source: Address, to: Address): Promise<boolean> {
    if (token !== 'native') return (await readTokenBalance(client, token, source)) === 0n;
    const [balance, gas, quote] = await Promise.all([
      client.getBalance({ address: source }),
      coinTransferGas(client, hasCode, source, to),
      feeQuote(),
    ]);
    return nativeSweepAmount(balance, gas, quote, 0n) <= 0n;
  }

  return laneDriver({
    chainId: settings.chainId,
    client,
    ring,
    attempts,
    prepare: (source, chunk) => {
      const [row] = chunk.rows;
      const to = row.address as Address;
      return token === 'native' ? nativeRequest(source, to, row.amount) : tokenRequest(source, token, to, row.amount);
    },
    isDone: (source, chunk) => {
      const [row] = chunk.rows;
      return row.amount === undefined ? isEmptied(source, row.address as Address) : Promise.resolve(false);
    },
  });
}
