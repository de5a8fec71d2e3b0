'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { addressKey } from '../shared/addresses';
import { sectionReason } from '../shared/block-reasons';
import { MintLookup } from '../shared/mint-lookup';
import { TokenLoadStatus } from '../shared/token-load-status';
import { TokenOverview } from '../shared/token-overview';
import { mintHref, type TokenPageControls, type TokenToolProps, type TokenWallet } from '../shared/token-wallet';
import { useManagedToken } from '../shared/use-managed-token';
import { BurnSection } from './burn-section';
import { FreezeSection } from './freeze-section';
import { MintSection } from './mint-section';
import { RevokeSection } from './revoke-section';
import { useHashScroll } from './use-hash-scroll';

export interface AccountViewProps extends TokenToolProps, TokenPageControls {
  rpc: SolanaRpc;
  wallet: TokenWallet | null;
}

/** solana/account: one token's facts and its four actions (#burn, #mint, #revoke, #freeze). */
export function AccountView({
  rpc,
  wallet,
  feeReceiver,
  referrer,
  links,
  initialMint,
  rpcChoice,
  onConnect,
}: AccountViewProps) {
  const t = useTranslations('solanaToken');
  const page = useTranslations('solanaAccount');
  const receiver = useMemo(() => addressKey(feeReceiver), [feeReceiver]);
  const reader = useManagedToken(rpc, wallet?.publicKey ?? null);
  const token = reader.state.phase === 'ready' ? reader.state.token : undefined;
  useHashScroll(!!token);
  const { refresh } = reader;
  const onDone = useCallback(() => void refresh(), [refresh]);
  const hasWallet = !!wallet;
  const common = { token, rpc, wallet, receiver, referrer, onDone, onConnect };

  return (
    <section className="send-token" aria-label={page('title')}>
      {!receiver && (
        <p className="account-alert account-alert--error" role="alert">
          {t('badConfig')}
        </p>
      )}
      <MintLookup
        draftTool="solana-account-mint-address"
        initialMint={initialMint}
        onLoad={(key) => void reader.read(key)}
        isLoading={reader.state.phase === 'loading'}
      />
      <TokenLoadStatus state={reader.state} rpcChoice={rpcChoice} onRetry={() => void reader.refresh()} />
      {token && (
        <>
          <TokenOverview token={token} hasWallet={hasWallet} />
          <p>
            <a href={mintHref(links.update, token.mint.toBase58())} data-testid="token-update-link">
              {page('updateLink')}
            </a>
          </p>
        </>
      )}
      <BurnSection {...common} reason={sectionReason(token, hasWallet, 'burn')} />
      <MintSection {...common} reason={sectionReason(token, hasWallet, 'mint')} />
      <RevokeSection {...common} reason={sectionReason(token, hasWallet, 'revoke')} />
      <FreezeSection {...common} reason={sectionReason(token, hasWallet, 'freeze')} />
    </section>
  );
}
