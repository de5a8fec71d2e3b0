import { type Address, type EIP1193Provider, type Hash, numberToHex } from 'viem';
import { switchOrAddChain } from '@/components/wallet/evm/switch-or-add-chain';

/** What wallet_addEthereumChain (EIP-3085) takes about a chain. */
export interface WalletChain {
  chainId: number;
  name: string;
  nativeSymbol: string;
  nativeDecimals: number;
  rpcUrl: string;
  explorerUrl?: string;
}

type Request = (args: { method: string; params?: unknown }) => Promise<unknown>;
const requestOf = (provider: EIP1193Provider) => provider.request as unknown as Request;

export async function walletChainId(provider: EIP1193Provider): Promise<number> {
  return Number(await requestOf(provider)({ method: 'eth_chainId' }));
}

/** EIP-3085: asks the wallet to add the chain (wallets that know it already just say so, or offer to switch). */
export async function addChain(provider: EIP1193Provider, chain: WalletChain): Promise<void> {
  await requestOf(provider)({
    method: 'wallet_addEthereumChain',
    params: [
      {
        chainId: numberToHex(chain.chainId),
        chainName: chain.name,
        nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: chain.nativeDecimals },
        rpcUrls: [chain.rpcUrl],
        ...(chain.explorerUrl ? { blockExplorerUrls: [chain.explorerUrl] } : {}),
      },
    ],
  });
}

/** Moves the wallet to the chain, adding it first (with its RPC) when the wallet does not know it. */
export async function switchChain(provider: EIP1193Provider, chain: WalletChain): Promise<void> {
  await switchOrAddChain(provider, {
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    name: chain.name,
    nativeSymbol: chain.nativeSymbol,
    nativeDecimals: chain.nativeDecimals,
  });
}

/** What wallet_watchAsset (EIP-747) takes about an ERC-20. */
export interface WatchedToken {
  address: Address;
  symbol: string;
  decimals: number;
}

/** EIP-747: asks the wallet to show the token; true when the user accepted. */
export async function watchToken(provider: EIP1193Provider, token: WatchedToken): Promise<boolean> {
  const answer = await requestOf(provider)({
    method: 'wallet_watchAsset',
    // MetaMask refuses symbols over 11 characters; the wallet shows what the token itself says on chain anyway.
    params: {
      type: 'ERC20',
      options: { address: token.address, symbol: token.symbol.slice(0, 11), decimals: token.decimals },
    },
  });
  return answer !== false;
}

/**
 * Sends a prepared transaction (quantities in hex, its own nonce and fees) from the connected account, after making
 * sure the wallet is on the transaction's chain: a wallet signs for the chain it is on, whatever the page meant.
 */
export async function sendPrepared(
  provider: EIP1193Provider,
  chainId: number,
  transaction: Record<string, string>,
): Promise<Hash> {
  const current = await walletChainId(provider);
  if (current !== chainId) throw new WrongChainError(chainId, current);
  return (await requestOf(provider)({ method: 'eth_sendTransaction', params: [transaction] })) as Hash;
}

export class WrongChainError extends Error {
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`The wallet is on chain ${actual}, not ${expected}`);
    this.name = 'WrongChainError';
  }
}
