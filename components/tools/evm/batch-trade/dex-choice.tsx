'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { PublicClient } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { resolveCustomDex } from '@/chains/evm/dex/custom';
import { DEX_CODE } from '@/chains/evm/dex/errors';
import { type ChainDexes, chainDexes, findDex } from '@/chains/evm/dex/registry';
import { TextField } from '@/components/tools/key-batch/text-field';
import { AppError, localizeError, toAppError } from '@/lib/errors';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';

/** What a page's draft keeps of the DEX: a registry id, or 'custom-v2' / 'custom-v3' with the router (and quoter). */
export interface DexDraft {
  dexChoice: string;
  routerText: string;
  quoterText: string;
}

/**
 * The DEX a trade page routes through (batch trade and market making alike): the chain's registry DEXes, or a
 * router the user types (its factory and wrapped coin are read from it).
 */
export function useDexChoice(client: PublicClient | undefined, chainId: number | undefined, draft: DexDraft) {
  const registry = chainId === undefined ? undefined : chainDexes(chainId);
  const dexOptions = registry?.dexes ?? [];
  const isKnownChoice =
    draft.dexChoice === 'custom-v2' ||
    draft.dexChoice === 'custom-v3' ||
    dexOptions.some((dex) => dex.id === draft.dexChoice);
  const dexChoice = isKnownChoice ? draft.dexChoice : (dexOptions[0]?.id ?? 'custom-v2');
  const isCustom = dexChoice === 'custom-v2' || dexChoice === 'custom-v3';
  const router = checksumEvmAddress(draft.routerText);
  const quoter = checksumEvmAddress(draft.quoterText);
  const isReady = !isCustom || !!(router && (dexChoice === 'custom-v2' || quoter));

  const resolveDexes = useCallback(async (): Promise<ChainDexes> => {
    if (!client) throw new AppError(DEX_CODE.NO_DEX);
    if (dexChoice === 'custom-v2' && router) return resolveCustomDex(client, { kind: 'v2', router });
    if (dexChoice === 'custom-v3' && router && quoter) return resolveCustomDex(client, { kind: 'v3', router, quoter });
    const dex = registry ? findDex(registry, dexChoice) : undefined;
    if (!registry || !dex) throw new AppError(DEX_CODE.NO_DEX);
    return { ...registry, dexes: [dex] };
  }, [client, dexChoice, router, quoter, registry]);

  return { dexOptions, dexChoice, isCustom, router, quoter, isReady, resolveDexes };
}

interface DexPickerProps {
  choice: ReturnType<typeof useDexChoice>;
  draft: DexDraft;
  onChange: <K extends keyof DexDraft>(key: K) => (value: DexDraft[K]) => void;
  disabled?: boolean;
}

/** The DEX select, with the router (and quoter) fields of a DEX the registry does not list. */
export function DexPicker({ choice, draft, onChange, disabled }: DexPickerProps) {
  const t = useTranslations('batchTrade');
  const { dexOptions, dexChoice, isCustom, router, quoter } = choice;
  return (
    <fieldset className="check-balance__panel" disabled={disabled}>
      <legend>{t('dexLabel')}</legend>
      <select
        aria-label={t('dexLabel')}
        className="account-field__input"
        value={dexChoice}
        onChange={(event) => onChange('dexChoice')(event.target.value)}
      >
        {dexOptions.map((dex) => (
          <option key={dex.id} value={dex.id}>
            {dex.name}
          </option>
        ))}
        <option value="custom-v2">{t('customV2')}</option>
        <option value="custom-v3">{t('customV3')}</option>
      </select>
      {isCustom && (
        <TextField
          label={dexChoice === 'custom-v2' ? t('routerV2Label') : t('routerV3Label')}
          value={draft.routerText}
          onChange={onChange('routerText')}
          placeholder="0x…"
          error={draft.routerText.trim() !== '' && !router ? t('addressInvalid') : undefined}
        />
      )}
      {dexChoice === 'custom-v3' && (
        <TextField
          label={t('quoterLabel')}
          value={draft.quoterText}
          onChange={onChange('quoterText')}
          placeholder="0x…"
          error={draft.quoterText.trim() !== '' && !quoter ? t('addressInvalid') : undefined}
        />
      )}
    </fieldset>
  );
}

const DEX_ERROR_KEYS: Record<string, string> = {
  [DEX_CODE.HONEYPOT]: 'honeypot',
  [DEX_CODE.NOT_BUYABLE]: 'notBuyable',
  [DEX_CODE.NO_POOL]: 'noPool',
  [DEX_CODE.FEE_TOKEN_ROUTE]: 'feeTokenRoute',
  [DEX_CODE.NO_DEX]: 'noDex',
};

/** An error of a trade page in the user's language: the DEX codes (batchTrade.errors), else the shared messages. */
export function useTradeErrorText(): (error: unknown) => string {
  const t = useTranslations('batchTrade');
  const locale = useSiteLocale();
  return (error: unknown) => {
    const key = DEX_ERROR_KEYS[String(toAppError(error).code)];
    return key ? t(`errors.${key}`) : localizeError(error, locale);
  };
}
