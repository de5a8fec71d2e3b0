import { startAnvil } from '../test/anvil';
import { installMulticall3 } from '../test/multicall';
import type { EvmChainInfo } from './server';

// Global setup's second EVM chain: an anvil answering as Base (8453), a registry chain other than Ethereum and BSC,
// with Multicall3 at its canonical address (anvil has none) for the balance checker. The site's server reads the
// chain through CHAIN_RPC_8453; the pages read it through the RPC URL the tests type, as a user's own RPC.

export const BASE_CHAIN_ID = 8453;

export interface StartedBaseChain {
  info: EvmChainInfo;
  env: Record<string, string>;
  stop: () => Promise<void>;
}

export async function startBaseChain(): Promise<StartedBaseChain> {
  const anvil = await startAnvil({ chainId: BASE_CHAIN_ID });
  try {
    await installMulticall3(anvil.rpcUrl);
  } catch (error) {
    await anvil.stop();
    throw error;
  }
  return {
    info: { rpcUrl: anvil.rpcUrl, chainId: BASE_CHAIN_ID, anvilPid: anvil.pid },
    env: { [`CHAIN_RPC_${BASE_CHAIN_ID}`]: anvil.rpcUrl },
    stop: anvil.stop,
  };
}
