'use client';

import type { PublicKey } from '@solana/web3.js';
import { useTranslations } from 'next-intl';
import { solanaExplorerLink } from '@/chains/solana/explorer';
import { SOLANA_CHAIN_ID } from '@/chains/solana/rpc';
import { tokenProgramName } from '@/chains/solana/token-accounts';
import { shortenAddress } from '@/lib/client/user/display-name';

/** An address, shortened, linking to its Solscan page; the full address in the title and data attribute. */
export function SolscanAddress({ address }: { address: PublicKey | string }) {
  const text = typeof address === 'string' ? address : address.toBase58();
  return (
    <a
      href={solanaExplorerLink(SOLANA_CHAIN_ID, 'address', text)}
      target="_blank"
      rel="noreferrer"
      title={text}
      className="key-batch__mono"
    >
      {shortenAddress(text)}
    </a>
  );
}

/** "SPL Token" or "Token-2022". */
export function ProgramName({ programId }: { programId: PublicKey }) {
  const t = useTranslations('solanaCloseAccount.programs');
  return <>{tokenProgramName(programId) === 'token-2022' ? t('token2022') : t('spl')}</>;
}
