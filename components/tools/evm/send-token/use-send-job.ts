'use client';

import { type Address, isAddress } from 'viem';
import { createSendDriver } from './send-driver';
import type { SendMethod } from './send-plan';
import { type CurrentWalletJob, useWalletJob, type WalletJobDriverContext } from './use-wallet-job';

/** The batch engine's storage name of this tool's job (one at a time). */
export const SEND_TOKEN_TOOL = 'send-token';

/** What the stored job needs to go on after a reload: identifiers only (lib/batch/persist.ts refuses secrets). */
export interface SendJobMeta {
  chainId: number;
  from: Address;
  /** 'native', or the ERC-20 contract. */
  asset: 'native' | Address;
  symbol: string;
  decimals: number;
  method: SendMethod;
}

const METHODS: readonly SendMethod[] = ['native', 'erc20', 'erc20Pooled'];

export function toStoredMeta(meta: SendJobMeta): Record<string, string> {
  return { ...meta, chainId: String(meta.chainId), decimals: String(meta.decimals) };
}

/** The meta of a stored job, or undefined when it is not one of this tool's (or damaged). */
export function fromStoredMeta(stored: Record<string, string>): SendJobMeta | undefined {
  const chainId = Number(stored.chainId);
  const decimals = Number(stored.decimals);
  const method = METHODS.find((candidate) => candidate === stored.method);
  const { from, asset, symbol } = stored;
  if (!Number.isSafeInteger(chainId) || !Number.isSafeInteger(decimals) || !method) return undefined;
  if (!isAddress(from ?? '') || (asset !== 'native' && !isAddress(asset ?? '')) || typeof symbol !== 'string') {
    return undefined;
  }
  return { chainId, decimals, method, from: from as Address, asset: asset as SendJobMeta['asset'], symbol };
}

export type CurrentJob = CurrentWalletJob<SendJobMeta>;

function createDriver(meta: SendJobMeta, { access, markers }: WalletJobDriverContext) {
  const token = meta.asset === 'native' ? undefined : meta.asset;
  return createSendDriver({ access, method: meta.method, token, nonces: 'wallet', markers });
}

/** The tool's one batch job: started from a plan, or restored after a reload, and cleared for a new one. */
export function useSendJob() {
  return useWalletJob({ tool: SEND_TOKEN_TOOL, toStored: toStoredMeta, fromStored: fromStoredMeta, createDriver });
}
