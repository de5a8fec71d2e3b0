'use client';

import { useTranslations } from 'next-intl';
import { shortenAddress } from '@/lib/client/user/display-name';
import type { Locale } from '@/lib/i18n/config';
import type { ChainAccess } from '../send-token/chain-access';
import { WalletRun } from '../send-token/send-run';
import { nftResultsToCsv } from './nft-export';
import { type CurrentNftJob, SEND_NFT_TOOL } from './use-nft-job';

interface NftRunProps {
  locale: Locale;
  job: CurrentNftJob;
  access: ChainAccess | undefined;
  onNewBatch: () => void;
  onSettled: () => void;
  onConnect?: () => void;
}

/** The running (or restored) batch: progress, controls, every row with its token id and transaction. */
export function NftRun({ locale, ...props }: NftRunProps) {
  const t = useTranslations('batchSendNft.run');
  const { meta } = props.job;
  return (
    <WalletRun
      {...props}
      namespace="batchSendNft.run"
      storageTool={SEND_NFT_TOOL}
      summary={(chain) =>
        t('summary', {
          collection: meta.label || shortenAddress(meta.token),
          standard: meta.standard === 'erc721' ? 'ERC-721' : 'ERC-1155',
          chain,
          address: shortenAddress(meta.from),
        })
      }
      amountDecimals={meta.standard === 'erc1155' ? 0 : undefined}
      noteLabel={t('tokenId')}
      exportFileName="send-nft-results.csv"
      exportCsv={(job) => nftResultsToCsv(job, locale)}
    />
  );
}
