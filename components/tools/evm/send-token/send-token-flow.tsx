'use client';

import type { Locale } from '@/lib/i18n/config';
import { useSendFlow } from './send-flow';
import { SendRun } from './send-run';
import { SendSetup } from './send-setup';
import { SEND_TOKEN_QUERY_KEY } from './use-asset-state';
import { useSendJob } from './use-send-job';

/** Where the picked chain is kept between visits (the RPC of each chain is every EVM tool's). */
export const SEND_CHAIN_STORAGE_KEY = 'chainkit:send-token:chain';

const QUERY_KEYS = [SEND_TOKEN_QUERY_KEY];

/**
 * Chain, asset, recipients and cost first, with no wallet (reads go to the chain's RPC); the wallet is asked for at
 * signing. A batch under way (or left from a previous visit) shows instead of the setup.
 */
export function SendTokenFlow({ locale }: { locale: Locale }) {
  const job = useSendJob();
  const flow = useSendFlow({ locale, chainStorageKey: SEND_CHAIN_STORAGE_KEY, job, queryKeys: QUERY_KEYS });
  return (
    <>
      {flow.walletParts}
      {job.current ? <SendRun job={job.current} {...flow.runProps} /> : <SendSetup {...flow.setupProps} />}
    </>
  );
}
