import { type Address, type Hex, parseEther } from 'viem';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { setNativeBalances } from '@/test/multicall';
import {
  addV2Liquidity,
  addV3Liquidity,
  blockSellsTo,
  type DexStand,
  deployDexStand,
  deployTradeToken,
  revert,
  STAND_DEPLOYER,
  snapshot,
} from './dex-stand';

/** What every anvil DEX suite starts from: the stand, a traded token and a honeypot whose sells revert. */
export interface DexSuite {
  anvil: AnvilInstance;
  stand: DexStand;
  /** `TT`: 1,000,000 tokens against 100 coins on Uniswap V2 and on V3. */
  token: Address;
  /** The V2 pair and the V3 pool of `token`. */
  pools: { v2: Address; v3: Address };
  /** `HONEY`: 1,000,000 tokens against 100 coins on V2, sells to the pair blocked. */
  honeypot: Address;
}

/**
 * Registers the shared anvil set-up of a DEX suite: one anvil with the stand, the deployer and `wallets` funded
 * (`coinsEach`, 5 coins unless told), the traded token and the honeypot, then `ready` (the suite's own extra pools, and where it keeps
 * what it needs); every test starts from the chain as it stood after `ready` and the anvil stops after the suite.
 */
export function setUpDexSuite(
  wallets: readonly Address[],
  ready: (suite: DexSuite) => Promise<void> | void,
  coinsEach: bigint = parseEther('5'),
): void {
  let suite: DexSuite | undefined;
  let base: Hex;
  beforeAll(async () => {
    const anvil = await startAnvil();
    const stand = await deployDexStand(anvil.rpcUrl, anvil.chainId);
    await setNativeBalances(
      anvil.rpcUrl,
      new Map([[STAND_DEPLOYER.address, 10n ** 24n], ...wallets.map((wallet) => [wallet, coinsEach] as const)]),
    );
    const token = await deployTradeToken(stand, parseEther('10000000'));
    const v2 = await addV2Liquidity(stand, token, parseEther('1000000'), parseEther('100'));
    const v3 = await addV3Liquidity(stand, token, parseEther('1000000'), parseEther('100'));
    const honeypot = await deployTradeToken(stand, parseEther('10000000'), { symbol: 'HONEY' });
    const pair = await addV2Liquidity(stand, honeypot, parseEther('1000000'), parseEther('100'));
    await blockSellsTo(stand, honeypot, pair);
    suite = { anvil, stand, token, pools: { v2, v3 }, honeypot };
    await ready(suite);
    base = await snapshot(stand);
  }, 120_000);

  afterEach(async () => {
    if (!suite) return;
    await revert(suite.stand, base);
    base = await snapshot(suite.stand);
  });

  afterAll(async () => {
    await suite?.anvil.stop();
  });
}
