'use client';

import type { Locale } from '@/lib/i18n/config';
import { useSendFlow } from '../send-token/send-flow';
import { SEND_TOKEN_QUERY_KEY } from '../send-token/use-asset-state';
import { NftRun } from './nft-run';
import { NftSetup } from './nft-setup';
import { useNftJob } from './use-nft-job';
import { SEND_NFT_QUERY_KEY } from './use-nft-state';

/** Where the picked chain is kept between visits. */
export const SEND_NFT_CHAIN_STORAGE_KEY = 'chainkit:send-nft:chain';

/** The tool's reads, and the Multisend deployment status (the send tool's query). */
const QUERY_KEYS = [SEND_NFT_QUERY_KEY, SEND_TOKEN_QUERY_KEY];

/**
 * Chain, collection, lines and cost first, with no wallet; the wallet is asked for at signing. A batch under way (or
 * left from a previous visit) shows instead of the setup.
 */
export function SendNftFlow({ locale }: { locale: Locale }) {
  const job = useNftJob();
  const flow = useSendFlow({ locale, chainStorageKey: SEND_NFT_CHAIN_STORAGE_KEY, job, queryKeys: QUERY_KEYS });
  return (
    <>
      {flow.walletParts}
      {job.current ? (
        <NftRun locale={locale} job={job.current} {...flow.runProps} />
      ) : (
        <NftSetup {...flow.setupProps} />
      )}
    </>
  );
}
