import { type EIP1193Provider, numberToHex } from 'viem';

/** What a wallet needs to add a chain it does not know (EIP-3085): the chain behind the user's own RPC. */
export interface ChainToAdd {
  chainId: number;
  rpcUrl: string;
  name?: string;
  nativeSymbol?: string;
  nativeDecimals?: number;
}

/** EIP-3326's "unrecognized chain": MetaMask sends it as the code, some wallets wrap it in data.originalError. */
const UNRECOGNIZED_CHAIN = 4902;

function isUnrecognizedChain(error: unknown): boolean {
  const candidate = error as { code?: unknown; data?: { originalError?: { code?: unknown } } } | null;
  return candidate?.code === UNRECOGNIZED_CHAIN || candidate?.data?.originalError?.code === UNRECOGNIZED_CHAIN;
}

/**
 * Moves the wallet to a chain outside the wallet kit's list (a custom chain): wallet_switchEthereumChain, and when
 * the wallet does not know the chain, wallet_addEthereumChain with the user's RPC (wallets switch to a chain they add;
 * a second switch covers those that do not). A refusal is the wallet's error, thrown as is.
 */
export async function switchOrAddChain(provider: EIP1193Provider, chain: ChainToAdd): Promise<void> {
  const chainId = numberToHex(chain.chainId);
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
    return;
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw error;
  }
  const symbol = chain.nativeSymbol ?? 'ETH';
  await provider.request({
    method: 'wallet_addEthereumChain',
    params: [
      {
        chainId,
        chainName: chain.name ?? `EVM chain ${chain.chainId}`,
        nativeCurrency: { name: symbol, symbol, decimals: chain.nativeDecimals ?? 18 },
        rpcUrls: [chain.rpcUrl],
      },
    ],
  });
  const current = await provider.request({ method: 'eth_chainId' });
  if (Number(current) !== chain.chainId) {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  }
}
