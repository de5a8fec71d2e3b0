/// <reference lib="webworker" />
import { serveVanitySearch } from '../../vanity/vanity-worker-loop';
import { startEvmSearch } from './vanity-protocol';

// One search per worker; the page starts one worker per logical core.
serveVanitySearch(startEvmSearch);
