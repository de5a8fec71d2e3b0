import { matchRoute } from '@/lib/catalog';
import { CHAIN_FEATURES, chainsWithFeature, featureRoute } from './features';
import { CHAINS } from './registry';

describe('chain features', () => {
  it('points every feature route at a catalogue route', () => {
    for (const feature of CHAIN_FEATURES) {
      for (const chain of CHAINS) {
        for (const group of chain.groups) {
          const path = featureRoute(feature, group);
          if (path) expect({ path, isInCatalogue: !!matchRoute(path) }).toEqual({ path, isInCatalogue: true });
        }
      }
    }
  });

  it('lists every chain without a feature, with unique numeric chain ids', () => {
    const chains = chainsWithFeature();
    expect(chains).toHaveLength(CHAINS.length);
    expect(new Set(chains.map((chain) => chain.chainId)).size).toBe(CHAINS.length);
  });

  it('lists only chains whose tool is served for a feature', () => {
    // No batch-send tool is implemented yet: no chain may claim the feature.
    const isAnyServed = CHAINS.some((chain) =>
      chain.groups.some((group) => {
        const path = featureRoute('batchSend', group);
        const entry = path ? matchRoute(path)?.entry : undefined;
        return entry?.implemented;
      }),
    );
    expect(chainsWithFeature('batchSend').length > 0).toBe(isAnyServed);
  });
});
