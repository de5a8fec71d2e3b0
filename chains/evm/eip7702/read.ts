import type { Address, PublicClient } from 'viem';
import { type AccountCode, parseAccountCode } from './designator';

/** One address as the page shows it: its code (delegated or not), its nonce and its coin balance. */
export interface AccountState {
  address: Address;
  code: AccountCode;
  nonce: number;
  balance: bigint;
}

/** Addresses read per JSON-RPC batch: three calls each, 300 calls a request, under public nodes' batch limits. */
export const ADDRESSES_PER_BATCH = 100;

/**
 * eth_getCode, eth_getTransactionCount and eth_getBalance of every address. The calls of one slice are made together,
 * so a client with a batching transport (createRpcClient) sends each slice as one JSON-RPC batch request; slices go
 * one after another, so a list of 2,000 is 20 requests that never flood the node.
 */
export async function readAccountStates(
  client: PublicClient,
  addresses: readonly Address[],
  onProgress?: (done: number) => void,
): Promise<AccountState[]> {
  const states: AccountState[] = [];
  for (let start = 0; start < addresses.length; start += ADDRESSES_PER_BATCH) {
    const slice = addresses.slice(start, start + ADDRESSES_PER_BATCH);
    const read = await Promise.all(
      slice.map(async (address) => {
        const [code, nonce, balance] = await Promise.all([
          client.getCode({ address, blockTag: 'latest' }),
          client.getTransactionCount({ address, blockTag: 'latest' }),
          client.getBalance({ address, blockTag: 'latest' }),
        ]);
        return { address, code: parseAccountCode(code), nonce, balance };
      }),
    );
    states.push(...read);
    onProgress?.(states.length);
  }
  return states;
}

/** The code of one address now. */
export async function readAccountCode(client: PublicClient, address: Address): Promise<AccountCode> {
  return parseAccountCode(await client.getCode({ address, blockTag: 'latest' }));
}
