'use client';

import type { PublicKey } from '@solana/web3.js';
import { useTranslations } from 'next-intl';
import type { ManagedToken } from '@/chains/solana/token/read';
import { tokenAmountText } from './amounts';

function keyText(key: PublicKey | null, revoked: string): string {
  return key ? key.toBase58() : revoked;
}

/** What the reader found: program, metadata, decimals, supply, authorities and (with a wallet) its account. */
export function TokenOverview({ token, hasWallet }: { token: ManagedToken; hasWallet: boolean }) {
  const t = useTranslations('solanaToken.overview');
  const metadata = token.metadata;
  const rows = [
    { id: 'mint', label: t('mint'), value: token.mint.toBase58() },
    { id: 'program', label: t('program'), value: t(`programs.${token.program}`) },
    { id: 'name', label: t('name'), value: metadata ? `${metadata.name} (${metadata.symbol})` : t('noMetadata') },
    ...(metadata ? [{ id: 'uri', label: t('uri'), value: metadata.uri || '—' }] : []),
    { id: 'decimals', label: t('decimals'), value: String(token.decimals) },
    { id: 'supply', label: t('supply'), value: tokenAmountText(token.supply, token.decimals) },
    { id: 'mint-authority', label: t('mintAuthority'), value: keyText(token.mintAuthority, t('revoked')) },
    { id: 'freeze-authority', label: t('freezeAuthority'), value: keyText(token.freezeAuthority, t('revoked')) },
    ...(metadata
      ? [
          {
            id: 'update-authority',
            label: t('updateAuthority'),
            value: metadata.isMutable ? keyText(metadata.updateAuthority, t('revoked')) : t('immutable'),
          },
        ]
      : []),
    ...(hasWallet
      ? [
          {
            id: 'balance',
            label: t('balance'),
            value: token.ownerAccount.exists
              ? tokenAmountText(token.ownerAccount.amount, token.decimals)
              : t('noAccount'),
          },
          { id: 'frozen', label: t('frozen'), value: token.ownerAccount.isFrozen ? t('yes') : t('no') },
        ]
      : []),
  ];
  return (
    <section className="batch-cost" aria-label={t('title')} data-testid="token-overview">
      <h2>{t('title')}</h2>
      <dl>
        {rows.map((row) => (
          <div key={row.id}>
            <dt>{row.label}</dt>
            <dd className="send-token__mono" data-testid={`token-overview-${row.id}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
