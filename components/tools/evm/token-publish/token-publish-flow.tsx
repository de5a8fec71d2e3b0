'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { evmChainInfo } from '@/chains/evm/chain-info';
import { type TokenPublishFeeConfig, tokenPublishFee } from '@/chains/evm/token/fees';
import { ChainPicker } from '@/components/tools/evm/check-balance/chain-picker';
import { useEndpointRead, useWalletAccess } from '@/components/tools/evm/send-token/use-chain-access';
import { useEvmWalletKit } from '@/components/tools/evm/send-token/use-evm-wallet-kit';
import { useToolDraft } from '@/lib/client/tool-draft';
import type { Locale } from '@/lib/i18n/config';
import { PublishAction } from './publish-action';
import { PublishCostPanel } from './publish-cost-panel';
import {
  EMPTY_PUBLISH_DRAFT,
  type PublishDraft,
  type PublishIssues,
  parsePublishDraft,
  validatePublishDraft,
} from './publish-form';
import { PublishResult } from './publish-result';
import { PublishWalletPanel } from './publish-wallet-panel';
import { usePublishedTokens } from './published-store';
import { PublishedTokens } from './published-tokens';
import { TokenFormFields } from './token-form-fields';
import { usePublish } from './use-publish';
import { usePublishCost } from './use-publish-cost';

export const PUBLISH_CHAIN_STORAGE_KEY = 'chainkit:token-publish:chain';
export const PUBLISH_DRAFT_TOOL = 'evm-token-publish';

/** Only issues of fields the user has filled show before the first attempt; all of them after it. */
function visibleIssues(issues: PublishIssues, draft: PublishDraft, isAttempted: boolean): PublishIssues {
  if (isAttempted) return issues;
  const filled: Record<keyof PublishIssues, string> = {
    name: draft.name,
    symbol: draft.symbol,
    decimals: draft.decimals,
    supply: draft.supply,
    receiver: draft.receiver,
    cap: draft.capText,
  };
  return Object.fromEntries(
    Object.entries(issues).filter(([field]) => filled[field as keyof PublishIssues].trim() !== ''),
  ) as PublishIssues;
}

/**
 * Chain, token and cost first, with no wallet (the estimate goes to the chain's RPC); the wallet is asked for at
 * signing. Once published: the token read back from the chain, its source verification, and its management.
 */
export function TokenPublishFlow({ locale, feeConfig }: { locale: Locale; feeConfig: TokenPublishFeeConfig }) {
  const t = useTranslations('tokenPublish');
  const { endpoint, chainId, read } = useEndpointRead(PUBLISH_CHAIN_STORAGE_KEY);
  const { wallet, isLoading, requestConnect, bridge } = useEvmWalletKit(locale);
  const access = useWalletAccess(wallet, read);
  const info = chainId === undefined ? undefined : evmChainInfo(chainId);
  const chainName = info?.name ?? (chainId === undefined ? '' : String(chainId));
  const native = useMemo(
    () => ({ symbol: info?.nativeSymbol ?? 'ETH', decimals: info?.nativeDecimals ?? 18 }),
    [info?.nativeSymbol, info?.nativeDecimals],
  );
  const fee = chainId === undefined ? undefined : tokenPublishFee(feeConfig, chainId);

  const [draft, setDraft] = useToolDraft(PUBLISH_DRAFT_TOOL, EMPTY_PUBLISH_DRAFT, parsePublishDraft);
  const onChange = useCallback(
    (change: Partial<PublishDraft>) => setDraft((current) => ({ ...current, ...change })),
    [setDraft],
  );
  const [isAttempted, setIsAttempted] = useState(false);
  const validation = useMemo(() => validatePublishDraft(draft), [draft]);
  const cost = usePublishCost(read, validation.launch, fee, access?.from);
  const published = usePublishedTokens();
  const { state, publish, reset } = usePublish(published.add);
  const isWorking = state.phase === 'signing' || state.phase === 'confirming' || state.phase === 'reading';

  return (
    <>
      {bridge}
      <PublishWalletPanel
        locale={locale}
        wallet={wallet}
        isLoading={isLoading}
        chainId={chainId}
        chainName={chainName}
        customRpcUrl={typeof endpoint.choice === 'number' ? undefined : endpoint.rpcUrl}
        onConnect={requestConnect}
      />
      {state.phase === 'done' ? (
        <>
          <PublishResult token={state.token} readBack={state.readBack} />
          <button type="button" className="button account-button--secondary" onClick={reset}>
            {t('another')}
          </button>
        </>
      ) : (
        <>
          <ChainPicker endpoint={endpoint} locale={locale} />
          <TokenFormFields
            draft={draft}
            issues={visibleIssues(validation.issues, draft, isAttempted)}
            onChange={onChange}
            disabled={isWorking}
          />
          <PublishCostPanel
            locale={locale}
            cost={cost.data}
            isLoading={cost.isFetching}
            error={cost.error}
            isWaiting={validation.launch === undefined || read === undefined}
            native={native}
          />
          <PublishAction
            locale={locale}
            state={state}
            chainId={chainId}
            chainName={chainName}
            symbol={draft.symbol.trim()}
            wallet={wallet}
            isReady={validation.launch !== undefined && cost.data !== undefined && !cost.isFetching}
            customRpcUrl={typeof endpoint.choice === 'number' ? undefined : endpoint.rpcUrl}
            onConnect={requestConnect}
            onPublish={() => {
              setIsAttempted(true);
              if (validation.launch && access && read) void publish(validation.launch, fee, access, read);
            }}
            onAttempt={() => setIsAttempted(true)}
            canSign={access !== undefined}
          />
        </>
      )}
      {read && (
        <PublishedTokens
          locale={locale}
          tokens={published.tokens.filter((token) => token.chainId === read.chainId)}
          read={read}
          access={access}
          onConnect={requestConnect}
          onForget={published.remove}
        />
      )}
    </>
  );
}
