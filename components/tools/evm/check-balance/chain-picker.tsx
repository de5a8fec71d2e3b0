'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import {
  type ChainChoice,
  CUSTOM_CHAIN,
  KNOWN_CHAINS,
  knownChain,
  parseChainChoice,
} from '@/components/tools/check-balance/rpc';
import { RpcReadError } from '@/components/tools/evm/rpc/rpc-read-error';
import { useHttpClient } from '@/lib/client/http-client-context';
import { ACCOUNT_QUERY_KEY, useUser } from '@/lib/client/user';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { RpcEndpoint } from './use-rpc-endpoint';

/** A chain or RPC the signed-in user saved (GET /api/v1/chain/custom). */
interface SavedChain {
  id: number;
  chainId: number;
  name: string;
  rpcUrl: string;
}

/** Under the account key, so signing out drops the list with the rest of the account's data. */
const SAVED_CHAINS_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'custom-chains'] as const;
const SAVED_PREFIX = 'saved:';

/** The user's saved chains when signed in; none otherwise, or while (or when) the list cannot be read. */
function useSavedChains(): readonly SavedChain[] {
  const { isLoggedIn } = useUser();
  const http = useHttpClient();
  const query = useQuery({
    queryKey: SAVED_CHAINS_QUERY_KEY,
    queryFn: ({ signal }) => http.get<SavedChain[]>('/api/v1/chain/custom', undefined, { signal }),
    enabled: isLoggedIn,
    retry: false,
    staleTime: 60_000,
  });
  return isLoggedIn && Array.isArray(query.data) ? query.data : [];
}

/** Where a saved chain goes in the picker: its known chain (Ethereum, BSC) with that RPC, else a custom RPC. */
function savedChoice(saved: SavedChain): ChainChoice {
  return knownChain(saved.chainId) ? saved.chainId : CUSTOM_CHAIN;
}

function savedLabel(saved: SavedChain): string {
  const host = URL.canParse(saved.rpcUrl) ? new URL(saved.rpcUrl).host : saved.rpcUrl;
  return `${saved.name} (${saved.chainId}) · ${host}`;
}

/**
 * Picking a saved chain selects its chain and types its RPC; the RPC is applied once both have rendered, since
 * `apply` reads the typed URL of the render it belongs to.
 */
function useSavedChainPick(endpoint: RpcEndpoint) {
  const [pending, setPending] = useState<{ choice: ChainChoice; rpcUrl: string } | null>(null);
  useEffect(() => {
    if (!pending || endpoint.choice !== pending.choice || endpoint.draft !== pending.rpcUrl) return;
    setPending(null);
    endpoint.apply();
  }, [pending, endpoint]);
  return (saved: SavedChain) => {
    const choice = savedChoice(saved);
    endpoint.select(choice);
    endpoint.setDraft(saved.rpcUrl);
    setPending({ choice, rpcUrl: saved.rpcUrl });
  };
}

function StatusLine({ endpoint, chainName, locale }: { endpoint: RpcEndpoint; chainName: string; locale: Locale }) {
  const t = useTranslations('checkBalance.chain');
  const tRpc = useTranslations('batch.rpc');
  const { status } = endpoint;
  switch (status.kind) {
    case 'ready':
      return (
        <p className="account-field__hint" role="status" data-chain-id={status.chainId}>
          {status.rpcUrl
            ? t('chainId', { chainId: status.chainId })
            : t('usingPublic', { chain: chainName, chainId: status.chainId })}
        </p>
      );
    case 'missing':
      return <p className="account-field__hint">{t('required')}</p>;
    case 'checking':
      return (
        <p className="account-field__hint" role="status">
          {t('checking')}
        </p>
      );
    case 'mismatch':
      return (
        <p className="account-field__error" role="alert">
          {t('mismatch', { actual: status.actual, expected: status.expected, chain: chainName })}
        </p>
      );
    case 'unreachable':
      return (
        <RpcReadError
          endpoint={endpoint}
          message={tRpc('chainId', { message: localizeError(status.error, locale) })}
          onRetry={() => undefined}
        />
      );
  }
}

export interface ChainPickerProps {
  endpoint: RpcEndpoint;
  locale: Locale;
  /** While a run is under way the chain stays as it is. */
  disabled?: boolean;
}

/**
 * The chain (Ethereum, BSC or, where the tool allows, any chain behind a custom RPC) and the RPC the browser reads it
 * through: every EVM tool's. A signed-in user's saved chains are offered too.
 */
export function ChainPicker({ endpoint, locale, disabled = false }: ChainPickerProps) {
  const t = useTranslations('checkBalance.chain');
  const id = useId();
  const known = knownChain(endpoint.choice);
  const isCustom = endpoint.choice === CUSTOM_CHAIN;
  const allowsCustom = endpoint.choices.includes(CUSTOM_CHAIN);
  const savedChains = useSavedChains().filter((saved) => endpoint.choices.includes(savedChoice(saved)));
  const pickSaved = useSavedChainPick(endpoint);
  const current = savedChains.find(
    (saved) => saved.rpcUrl === endpoint.rpcUrl && savedChoice(saved) === endpoint.choice,
  );
  return (
    <fieldset className="check-balance__panel" disabled={disabled}>
      <div className="account-field">
        <label htmlFor={`${id}-chain`} className="account-field__label">
          {t('label')}
        </label>
        <select
          id={`${id}-chain`}
          className="account-field__input"
          value={current ? `${SAVED_PREFIX}${current.id}` : String(endpoint.choice)}
          onChange={(event) => {
            const saved = savedChains.find((chain) => `${SAVED_PREFIX}${chain.id}` === event.target.value);
            if (saved) return pickSaved(saved);
            const choice = parseChainChoice(event.target.value);
            if (choice !== undefined) endpoint.select(choice);
          }}
        >
          {KNOWN_CHAINS.filter((chain) => endpoint.choices.includes(chain.chainId)).map((chain) => (
            <option key={chain.chainId} value={String(chain.chainId)}>
              {chain.name}
            </option>
          ))}
          {savedChains.map((saved) => (
            <option key={saved.id} value={`${SAVED_PREFIX}${saved.id}`}>
              {savedLabel(saved)}
            </option>
          ))}
          {allowsCustom && <option value={CUSTOM_CHAIN}>{t('custom')}</option>}
        </select>
      </div>
      <div className="account-field">
        <label htmlFor={`${id}-rpc`} className="account-field__label">
          {t('rpcLabel')}
        </label>
        <p id={`${id}-rpc-hint`} className="account-field__hint">
          {isCustom ? t('rpcHintCustom') : t('rpcHintKnown', { chain: known?.name ?? '' })}
        </p>
        <div className="check-balance__row">
          <input
            id={`${id}-rpc`}
            type="url"
            inputMode="url"
            className="account-field__input"
            placeholder="https://"
            aria-describedby={`${id}-rpc-hint`}
            aria-invalid={endpoint.isDraftInvalid}
            spellCheck={false}
            value={endpoint.draft}
            onChange={(event) => endpoint.setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              endpoint.apply();
            }}
          />
          <button type="button" className="button button--small" onClick={endpoint.apply}>
            {t('apply')}
          </button>
          {!isCustom && endpoint.rpcUrl && (
            <button type="button" className="button button--small account-button--secondary" onClick={endpoint.reset}>
              {t('reset')}
            </button>
          )}
        </div>
        {endpoint.isDraftInvalid ? (
          <p className="account-field__error" role="alert">
            {t('invalidUrl')}
          </p>
        ) : (
          <StatusLine endpoint={endpoint} chainName={known?.name ?? ''} locale={locale} />
        )}
      </div>
    </fieldset>
  );
}
