import { Address, Cell } from '@ton/core';
import { z } from 'zod';
import { type TonApiOptions, tonRpc, tonV3Get } from './api';

/**
 * Account states of many addresses for the balance reader: toncenter v3 accountStates in chunks when a v3 root is
 * known, else one v2 call per account (getAddressBalance, or getAddressInformation when the data is needed). Requests
 * go out `concurrency` at a time; the first failure stops the rest from starting.
 */

const accountStates = z.object({
  accounts: z.array(
    z.object({
      address: z.string(),
      balance: z.string().regex(/^\d+$/),
      status: z.string(),
      code_hash: z.string().nullish(),
      data_boc: z.string().nullish(),
    }),
  ),
});

export interface AccountState {
  balance: bigint;
  status: string;
  codeHash?: string;
  data?: Cell;
}

/** Runs the tasks `concurrency` at a time; the first failure stops the others from starting. */
export async function pool(tasks: (() => Promise<void>)[], concurrency: number) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < tasks.length) {
      const task = tasks[next];
      next += 1;
      try {
        await task();
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
}

const v2Information = z.object({
  balance: z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]),
  state: z.enum(['active', 'uninitialized', 'frozen']),
  code: z.string().optional(),
  data: z.string().optional(),
});

export interface Reader {
  /** Batch through v3 accountStates; false: one v2 call per account. */
  hasV3: boolean;
  perRequest: number;
  concurrency: number;
  api: TonApiOptions;
  advance: (accounts: number) => void;
}

/** States of `addresses` (distinct) through accountStates; an account toncenter leaves out is absent from the map. */
export async function readStates(addresses: readonly Address[], includeBoc: boolean, reader: Reader) {
  const states = new Map<string, AccountState>();
  const tasks: (() => Promise<void>)[] = [];
  if (!reader.hasV3) {
    for (const address of addresses) {
      tasks.push(async () => {
        const raw = address.toRawString();
        if (!includeBoc) {
          const balance = await tonRpc(
            'getAddressBalance',
            { address: address.toString() },
            z.string().regex(/^\d+$/),
            reader.api,
          );
          states.set(raw, { balance: BigInt(balance), status: 'unknown' });
        } else {
          const info = await tonRpc(
            'getAddressInformation',
            { address: address.toString() },
            v2Information,
            reader.api,
          );
          states.set(raw, {
            balance: BigInt(info.balance),
            status: info.state === 'uninitialized' ? 'uninit' : info.state,
            codeHash: info.code ? Cell.fromBase64(info.code).hash().toString('base64') : undefined,
            data: info.data ? Cell.fromBase64(info.data) : undefined,
          });
        }
        reader.advance(1);
      });
    }
    await pool(tasks, reader.concurrency);
    return states;
  }
  for (let start = 0; start < addresses.length; start += reader.perRequest) {
    const chunk = addresses.slice(start, start + reader.perRequest);
    tasks.push(async () => {
      const query = { address: chunk.map((address) => address.toString()), include_boc: String(includeBoc) };
      const answer = await tonV3Get('/accountStates', query, accountStates, reader.api);
      for (const account of answer.accounts) {
        let raw: string;
        try {
          raw = Address.parse(account.address).toRawString();
        } catch {
          throw new Error(`accountStates answered an unreadable address: ${account.address}`);
        }
        states.set(raw, {
          balance: BigInt(account.balance),
          status: account.status,
          codeHash: account.code_hash ?? undefined,
          data: account.data_boc ? Cell.fromBase64(account.data_boc) : undefined,
        });
      }
      reader.advance(chunk.length);
    });
  }
  await pool(tasks, reader.concurrency);
  return states;
}
