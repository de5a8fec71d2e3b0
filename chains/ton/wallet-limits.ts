import type { TonNetwork } from './address';

/**
 * The wallet versions and their limits, apart from the contracts themselves (chains/ton/wallets.ts needs @ton/ton, which
 * brings its whole HTTP client): what the pages' planning reads stays light.
 */
export const TON_WALLET_VERSIONS = ['v4r2', 'v5r1'] as const;
export type TonWalletVersion = (typeof TON_WALLET_VERSIONS)[number];

/** Messages one signed external message may carry (measured on @ton/sandbox: chains/ton/README.md). */
export const MAX_MESSAGES_PER_EXTERNAL: Readonly<Record<TonWalletVersion, number>> = { v4r2: 4, v5r1: 255 };

/** The network's global id, which v5r1 stores in its wallet id. */
export const TON_GLOBAL_ID: Readonly<Record<TonNetwork, number>> = { mainnet: -239, testnet: -3 };
