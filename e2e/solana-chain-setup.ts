import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair } from '@solana/web3.js';
import { type SolanaRpcServer, startSolanaRpcServer } from '../test/solana-rpc-server/server';
import type { SolanaChainInfo } from './server';

// Global setup's Solana part: the litesvm chain behind a JSON-RPC server in the jest process (global teardown runs
// in the same process and stops it through the handle kept here), two mints, and the site's settings for it.

const HANDLE = Symbol.for('chainkit.e2e.solanaRpcServer');
const SOL = 1_000_000_000n;

type Holder = { [HANDLE]?: SolanaRpcServer };

export interface StartedSolanaChain {
  info: SolanaChainInfo;
  /** For startNext: /api/rpc relays to the chain, fees go to the run's receiver. */
  env: Record<string, string>;
}

export async function startSolanaChain(): Promise<StartedSolanaChain> {
  const server = await startSolanaRpcServer();
  (globalThis as Holder)[HANDLE] = server;
  const { chain } = server;
  const spl = await chain.createMint(TOKEN_PROGRAM_ID, 6);
  const token2022 = await chain.createMint(TOKEN_2022_PROGRAM_ID, 9);
  const feeReceiver = Keypair.generate().publicKey;
  // A live receiver holds SOL: a fee below the rent-exempt minimum (8 % of one closed account's rent) can then land.
  chain.airdrop(feeReceiver, SOL);
  return {
    info: {
      rpcUrl: server.url,
      feeReceiver: feeReceiver.toBase58(),
      spl: { address: spl.toBase58(), decimals: 6, program: 'spl' },
      token2022: { address: token2022.toBase58(), decimals: 9, program: 'token-2022' },
    },
    env: {
      SOLANA_RPC_UPSTREAMS: server.url,
      SOLANA_FEE_RECEIVER: feeReceiver.toBase58(),
    },
  };
}

export async function stopSolanaChain(): Promise<void> {
  const holder = globalThis as Holder;
  await holder[HANDLE]?.stop();
  delete holder[HANDLE];
}
