import type { PublicClient } from 'viem';
import { type Address, getAddress } from 'viem';
import { NFT_ABI } from '@/chains/evm/nft/abi';
import type { NftStandard } from '@/chains/evm/nft/reads';
import type { BatchDriver } from '@/lib/batch/executor';
import type { ChainAccess } from '../send-token/chain-access';
import { createSendDriver } from '../send-token/send-driver';
import type { SendMarkerStore } from '../send-token/send-markers';
import { encodeNftChunk, tokenIdOf } from './nft-plan';

export interface NftDriverOptions {
  access: ChainAccess | (() => ChainAccess);
  standard: NftStandard;
  token: Address;
  nonces: 'wallet' | 'chain';
  markers?: SendMarkerStore;
  /** Reads ERC-721 owners for the retry check (the page's read client of the job's chain). */
  reader?: () => Pick<PublicClient, 'readContract'> | undefined;
}

/**
 * The send tool's driver (one Multisend call a chunk, a receipt each, markers so a reload mid-send is settled by the
 * chain) with the NFT calls. Before a failed ERC-721 chunk is sent again the chain is asked twice: the earlier
 * transaction's fate (the send tool's check), then every id's owner — all already with their recipients counts as
 * done (sending again could only revert).
 */
export function createNftDriver({ access, standard, token, nonces, markers, reader }: NftDriverOptions): BatchDriver {
  const base = createSendDriver({ access, encode: (chunk) => encodeNftChunk(chunk, standard, token), nonces, markers });
  if (standard !== 'erc721' || !reader) return base;
  return {
    ...base,
    async checkOnChain(chunk, lastTxHash) {
      if (await base.checkOnChain(chunk, lastTxHash)) return true;
      const client = reader();
      if (!client) return false;
      const owners = await Promise.all(
        chunk.rows.map((row) =>
          client.readContract({ address: token, abi: NFT_ABI, functionName: 'ownerOf', args: [tokenIdOf(row)] }).then(
            (owner) => getAddress(owner),
            () => undefined,
          ),
        ),
      );
      return chunk.rows.every((row, index) => owners[index]?.toLowerCase() === row.address.toLowerCase());
    },
  };
}
