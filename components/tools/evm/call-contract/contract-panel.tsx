'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import type { Abi, AbiFunction, Address } from 'viem';
import { checksumEvmAddress } from '@/chains/evm/address';
import { TextField } from '@/components/tools/key-batch/text-field';
import { localizeError } from '@/lib/errors';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { functionLabel, functionSignature, parseAbiText, writeFunctions } from './abi';
import { useContractAbi } from './use-contract-abi';

/** The contract, its ABI and the function every row calls. */
export interface ContractChoice {
  contract: Address;
  abi: Abi;
  item: AbiFunction;
}

interface ContractPanelProps {
  chainId: number | undefined;
  onChoice: (choice: ContractChoice | undefined) => void;
}

/** The contract address, its ABI (loaded when verified, or pasted) and the write function to call. */
export function ContractPanel({ chainId, onChoice }: ContractPanelProps) {
  const t = useTranslations('batchCallContract.contract');
  const locale = useSiteLocale();
  const abiId = useId();
  const functionId = useId();
  const [addressText, setAddressText] = useState('');
  const [abiText, setAbiText] = useState('');
  const [signature, setSignature] = useState('');
  const { lookup, load } = useContractAbi();
  const contract = checksumEvmAddress(addressText);
  const parsed = useMemo(() => (abiText.trim() === '' ? undefined : parseAbiText(abiText)), [abiText]);
  const functions = useMemo(() => (parsed?.ok ? writeFunctions(parsed.abi) : []), [parsed]);
  const item = functions.find((entry) => functionSignature(entry) === signature) ?? functions[0];

  useEffect(() => {
    onChoice(contract && parsed?.ok && item ? { contract, abi: parsed.abi, item } : undefined);
  }, [contract, parsed, item, onChoice]);

  async function loadAbi() {
    if (!contract || chainId === undefined) return;
    const abi = await load(chainId, contract);
    if (abi) setAbiText(JSON.stringify(abi));
  }

  return (
    <section className="key-batch__panel" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <TextField
        label={t('addressLabel')}
        value={addressText}
        onChange={setAddressText}
        placeholder="0x…"
        error={addressText.trim() !== '' && !contract ? t('addressInvalid') : undefined}
      />
      <div className="key-batch__actions">
        <button
          type="button"
          className="button button--small key-batch__button"
          disabled={!contract || chainId === undefined || lookup.phase === 'loading'}
          onClick={() => void loadAbi()}
        >
          {lookup.phase === 'loading' ? t('loading') : t('loadAbi')}
        </button>
      </div>
      {lookup.phase === 'found' && (
        <p className="account-field__hint" role="status">
          {t('found', { name: lookup.contractName ?? '—' })}
          {lookup.implementation && ` ${t('proxy', { implementation: lookup.implementation })}`}
        </p>
      )}
      {lookup.phase === 'unverified' && (
        <p className="account-field__error" role="alert">
          {t('unverified')}
        </p>
      )}
      {lookup.phase === 'failed' && (
        <p className="account-field__error" role="alert">
          {t('lookupFailed', { message: localizeError(lookup.error, locale) })}
        </p>
      )}
      <div className="account-field">
        <label htmlFor={abiId} className="account-field__label">
          {t('abiLabel')}
        </label>
        <textarea
          id={abiId}
          className="account-field__input key-batch__mono"
          rows={4}
          spellCheck={false}
          value={abiText}
          placeholder='[{"type":"function","name":"mint",…}]'
          onChange={(event) => setAbiText(event.target.value)}
          aria-invalid={parsed !== undefined && !parsed.ok}
        />
        <p className="account-field__hint">{t('abiHint')}</p>
        {parsed && !parsed.ok && (
          <p className="account-field__error" role="alert">
            {t(`abiErrors.${parsed.reason}`)}
          </p>
        )}
      </div>
      {functions.length > 0 && item && (
        <div className="account-field">
          <label htmlFor={functionId} className="account-field__label">
            {t('functionLabel')}
          </label>
          <select
            id={functionId}
            className="account-field__input key-batch__mono"
            value={functionSignature(item)}
            onChange={(event) => setSignature(event.target.value)}
          >
            {functions.map((entry) => (
              <option key={functionSignature(entry)} value={functionSignature(entry)}>
                {functionLabel(entry)}
                {entry.stateMutability === 'payable' ? ' payable' : ''}
              </option>
            ))}
          </select>
        </div>
      )}
    </section>
  );
}
