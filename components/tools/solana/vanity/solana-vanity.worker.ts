/// <reference lib="webworker" />
import { serveVanitySearch } from '../../vanity/vanity-worker-loop';
import { startSolanaSearch } from './solana-vanity-protocol';

// One search per worker; the page starts one worker per logical core.
serveVanitySearch(startSolanaSearch);
