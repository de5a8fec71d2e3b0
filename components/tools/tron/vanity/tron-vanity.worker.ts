/// <reference lib="webworker" />
import { serveVanitySearch } from '../../vanity/vanity-worker-loop';
import { startTronSearch } from './tron-vanity-protocol';

// One search per worker; the page starts one worker per logical core.
serveVanitySearch(startTronSearch);
