import { createPublicClient, http } from 'viem';
import { EVM_DEFAULT_CHAIN_IDS, evmChainInfo } from '@/chains/evm/chain-info';
import type { FamilyChainInfo } from '@/chains/types';
import { isHttpUrl } from './http-url';

export { isHttpUrl };

/** A chain of the picker: one of the family's default chains, or any chain behind the user's own RPC. */
export type ChainChoice = number | 'custom';
export const CUSTOM_CHAIN = 'custom';

/** Ethereum and BSC: the EVM chains known without configuration. */
export const KNOWN_CHAINS: readonly FamilyChainInfo[] = EVM_DEFAULT_CHAIN_IDS.map(evmChainInfo).filter(
  (chain): chain is FamilyChainInfo => chain !== undefined,
);

export const CHAIN_CHOICES: readonly ChainChoice[] = [...KNOWN_CHAINS.map((chain) => chain.chainId), CUSTOM_CHAIN];

export function knownChain(choice: ChainChoice): FamilyChainInfo | undefined {
  return choice === CUSTOM_CHAIN ? undefined : KNOWN_CHAINS.find((chain) => chain.chainId === choice);
}

export function parseChainChoice(value: unknown): ChainChoice | undefined {
  return CHAIN_CHOICES.find((choice) => String(choice) === String(value));
}

/** The picked chain, kept across visits. */
export const CHAIN_STORAGE_KEY = 'chainkit:check-balance:chain';

/** The user's RPC for one chain of the picker (a chain id, or 'custom'). */
export function rpcStorageKey(choice: ChainChoice): string {
  return `chainkit:check-balance:rpc:${choice}`;
}

const CHAIN_ID_TIMEOUT_MS = 10_000;

/** eth_chainId of an RPC, straight from the browser. */
export function readChainId(rpcUrl: string): Promise<number> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: CHAIN_ID_TIMEOUT_MS }) });
  return client.getChainId();
}
