/// <reference lib="webworker" />
import { Create2Search } from '@/lib/vanity/create2-search';
import { EvmVanitySearch } from '@/lib/vanity/evm-search';
import { serveVanitySearch } from '../../vanity/vanity-worker-loop';
import type { EvmVanityStart } from './vanity-protocol';

// One search per worker; the page starts one worker per logical core. `secret` is the key (0x + 64 hex) or the salt.
serveVanitySearch<EvmVanityStart>(async ({ pattern, target }) => {
  if (target) {
    const salts = await Create2Search.create(pattern, target);
    return {
      run: (ms) => {
        const { checked, hits } = salts.run(ms);
        return { checked, hits: hits.map((hit) => ({ secret: hit.salt, address: hit.address })) };
      },
    };
  }
  const keys = await EvmVanitySearch.create(pattern);
  return {
    run: (ms) => {
      const { checked, hits } = keys.run(ms);
      return {
        checked,
        hits: hits.map((hit) => ({
          secret: `0x${hit.privateKey.toString(16).padStart(64, '0')}`,
          address: hit.address,
        })),
      };
    },
  };
});
