'use client';

import { type Address, isAddress } from 'viem';
import type { NftStandard } from '@/chains/evm/nft/reads';
import { type CurrentWalletJob, useWalletJob, type WalletJobDriverContext } from '../send-token/use-wallet-job';
import { createNftDriver } from './nft-driver';

/** The batch engine's storage name of this tool's job (one at a time). */
export const SEND_NFT_TOOL = 'send-nft';
/** Where a send in progress is noted (the send tool's markers, under this tool's own key). */
export const SEND_NFT_MARKERS_KEY = 'chainkit:send-nft:sending';

/** What the stored job needs to go on after a reload: identifiers only. */
export interface NftJobMeta {
  chainId: number;
  from: Address;
  token: Address;
  standard: NftStandard;
  /** The collection's name or symbol, for the summary ('' when it has none). */
  label: string;
}

export function toStoredNftMeta(meta: NftJobMeta): Record<string, string> {
  return { ...meta, chainId: String(meta.chainId) };
}

export function fromStoredNftMeta(stored: Record<string, string>): NftJobMeta | undefined {
  const chainId = Number(stored.chainId);
  const { from, token, standard, label } = stored;
  if (!Number.isSafeInteger(chainId) || !isAddress(from ?? '') || !isAddress(token ?? '')) return undefined;
  if (standard !== 'erc721' && standard !== 'erc1155') return undefined;
  return { chainId, from: from as Address, token: token as Address, standard, label: label ?? '' };
}

export type CurrentNftJob = CurrentWalletJob<NftJobMeta>;

function createDriver(meta: NftJobMeta, { access, markers, reader }: WalletJobDriverContext) {
  return createNftDriver({ access, standard: meta.standard, token: meta.token, nonces: 'wallet', markers, reader });
}

/**
 * The tool's one batch job: started from a plan or restored after a reload, and cleared for a new one. The driver
 * looks the wallet up at each step (`accessRef`) and reads owners through `readRef` for the retry check.
 */
export function useNftJob() {
  return useWalletJob({
    tool: SEND_NFT_TOOL,
    markersKey: SEND_NFT_MARKERS_KEY,
    toStored: toStoredNftMeta,
    fromStored: fromStoredNftMeta,
    createDriver,
  });
}
