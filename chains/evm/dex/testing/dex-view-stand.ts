import { type AnvilInstance, type AnvilOptions, startAnvil } from '@/test/anvil';
import { setNativeBalances } from '@/test/multicall';
import { type DexStand, deployDexStand, STAND_DEPLOYER, type StandOptions } from './dex-stand';

export interface DexViewStand {
  anvil: AnvilInstance;
  stand: DexStand;
}

export interface DexViewStandOptions {
  anvil?: AnvilOptions;
  stand?: StandOptions;
  /** Give jsdom's elements a size, so a virtualised table renders its rows (jsdom lays nothing out). */
  sizedElements?: boolean;
}

/**
 * Registers the shared set-up of a trading page's test under jsdom: one anvil with the stand and its deployer funded,
 * then `ready` (the suite's tokens and pools, and where it keeps what it needs); storage is emptied before every test
 * and the anvil stops after the suite.
 */
export function setUpDexViewStand(
  options: DexViewStandOptions,
  ready: (suite: DexViewStand) => Promise<void> | void,
): void {
  let anvil: AnvilInstance | undefined;
  beforeAll(async () => {
    anvil = await startAnvil(options.anvil);
    const stand = await deployDexStand(anvil.rpcUrl, anvil.chainId, options.stand);
    await setNativeBalances(anvil.rpcUrl, new Map([[STAND_DEPLOYER.address, 10n ** 24n]]));
    await ready({ anvil, stand });
  }, 120_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    if (options.sizedElements) {
      jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(420);
      jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    }
  });

  afterEach(() => {
    if (options.sizedElements) jest.restoreAllMocks();
  });
}
