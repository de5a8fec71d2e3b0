/// <reference lib="webworker" />
import { TronVanitySearch } from '@/lib/vanity/tron-search';
import { serveVanitySearch } from '../../vanity/vanity-worker-loop';
import type { TronVanityStart } from './tron-vanity-protocol';

// One search per worker; the page starts one worker per logical core. `secret`: the key as TronLink shows it (64 hex).
serveVanitySearch<TronVanityStart>(async ({ pattern }) => {
  const search = await TronVanitySearch.create(pattern);
  return {
    run: (ms) => {
      const { checked, hits } = search.run(ms);
      return {
        checked,
        hits: hits.map((hit) => ({ secret: hit.privateKey.toString(16).padStart(64, '0'), address: hit.address })),
      };
    },
  };
});
