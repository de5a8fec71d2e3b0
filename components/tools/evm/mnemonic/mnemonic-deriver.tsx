'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { EVM_DEFAULT_BASE_PATH, evmDerivationPath, normalizeDerivationPath } from '@/chains/evm/keys';
import { useToolDraft } from '@/lib/client/tool-draft';
import { checkRangeInput, parseRangeInput, type RangeInput } from '../wallet-generation/derivation-input';
import { MnemonicField, PassphraseField } from '../wallet-generation/mnemonic-field';
import { RangeFields } from '../wallet-generation/range-fields';
import { useGenerationRun } from '../wallet-generation/use-generation-run';
import { useMnemonicCheck } from '../wallet-generation/use-mnemonic-check';
import { deriveAtPath, deriveMnemonicRange } from '../wallet-generation/wallet-generation';
import { WalletResults } from '../wallet-generation/wallet-results';

type DeriveMode = 'range' | 'custom';
const DERIVE_MODES: readonly DeriveMode[] = ['range', 'custom'];

/** The derivation settings kept as the page's draft (lib/client/tool-draft.ts); never the mnemonic or passphrase. */
interface DeriveDraft {
  mode: DeriveMode;
  range: RangeInput;
  customPath: string;
}

function parseDeriveDraft(raw: unknown): DeriveDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const { mode, range, customPath } = raw as Record<string, unknown>;
  const parsedRange = parseRangeInput(range);
  const parsedMode = DERIVE_MODES.find((candidate) => candidate === mode);
  if (!parsedMode || !parsedRange || typeof customPath !== 'string') return null;
  return { mode: parsedMode, range: parsedRange, customPath };
}

const DERIVE_DRAFT: DeriveDraft = {
  mode: 'range',
  range: { basePath: EVM_DEFAULT_BASE_PATH, start: '0', count: '10' },
  customPath: evmDerivationPath(0),
};

interface MnemonicDeriverProps {
  mnemonicText: string;
  onMnemonicChange: (text: string) => void;
}

/** Validates a mnemonic as it is typed and derives EVM addresses: base path + index range, or one full path. */
export function MnemonicDeriver({ mnemonicText, onMnemonicChange }: MnemonicDeriverProps) {
  const t = useTranslations('mnemonic');
  const tRange = useTranslations('walletTools.range');
  const [passphrase, setPassphrase] = useState('');
  const [draft, setDraft] = useToolDraft('evm-mnemonic.derive', DERIVE_DRAFT, parseDeriveDraft);
  const { mode, range, customPath } = draft;
  const setMode = (next: DeriveMode) => setDraft((current) => ({ ...current, mode: next }));
  const setRange = (next: RangeInput) => setDraft((current) => ({ ...current, range: next }));
  const setCustomPath = (next: string) => setDraft((current) => ({ ...current, customPath: next }));
  const { run, start, cancel, clear, isRunning } = useGenerationRun();
  const status = useMnemonicCheck(mnemonicText);
  const rangeCheck = checkRangeInput(range);
  const normalizedPath = normalizeDerivationPath(customPath);
  const isInputValid = mode === 'range' ? rangeCheck.ok : normalizedPath !== undefined;
  const isReady = status.check.ok && isInputValid && !isRunning;
  // Addresses belong to the mnemonic and passphrase they came from: once either changes (or the mnemonic turns
  // invalid) they go, so no stale address stands next to the new input's error.
  const source = status.check.ok ? `${status.check.mnemonic}\n${passphrase}` : null;
  const derivedFrom = useRef<string | null>(null);
  useEffect(() => {
    if (derivedFrom.current === null || derivedFrom.current === source) return;
    derivedFrom.current = null;
    clear();
  }, [source, clear]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isReady || !status.check.ok) return;
    const mnemonic = status.check.mnemonic;
    derivedFrom.current = source;
    if (mode === 'custom' && normalizedPath !== undefined) {
      start(1, async () => [deriveAtPath(mnemonic, normalizedPath, passphrase)]);
    } else if (rangeCheck.ok) {
      const { basePath, start: first, count } = rangeCheck;
      start(count, (options) => deriveMnemonicRange({ mnemonic, passphrase, basePath, start: first, count }, options));
    }
  };

  return (
    <section className="account-section">
      <h2>{t('deriveHeading')}</h2>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <MnemonicField
          id="derive-mnemonic"
          value={mnemonicText}
          onChange={onMnemonicChange}
          status={status}
          disabled={isRunning}
        />
        <PassphraseField id="derive-passphrase" value={passphrase} onChange={setPassphrase} disabled={isRunning} />
        <fieldset className="wallet-tools__modes" disabled={isRunning}>
          <legend className="account-field__label">{t('deriveModeLabel')}</legend>
          {DERIVE_MODES.map((option) => (
            <label key={option} className="wallet-tools__check">
              <input type="radio" name="derive-mode" checked={mode === option} onChange={() => setMode(option)} />
              <span>{t(`deriveMode.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        {mode === 'range' ? (
          <RangeFields
            idPrefix="derive"
            value={range}
            onChange={setRange}
            errors={rangeCheck.ok ? {} : rangeCheck.errors}
            disabled={isRunning}
          />
        ) : (
          <div className="account-field">
            <label htmlFor="derive-custom-path" className="account-field__label">
              {t('customPath')}
            </label>
            <input
              id="derive-custom-path"
              className="account-field__input"
              value={customPath}
              disabled={isRunning}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={normalizedPath === undefined}
              aria-describedby="derive-custom-path-note"
              onChange={(event) => setCustomPath(event.target.value)}
            />
            <p
              id="derive-custom-path-note"
              className={normalizedPath === undefined ? 'account-field__error' : 'account-field__hint'}
            >
              {normalizedPath === undefined
                ? tRange('invalidPath', { example: evmDerivationPath(0) })
                : t('customPathHint', { path: normalizedPath })}
            </p>
          </div>
        )}
        <button type="submit" className="wallet-tools__button" disabled={!isReady}>
          {t('derive')}
        </button>
      </form>
      <WalletResults run={run} onCancel={cancel} onClear={clear} filePrefix="mnemonic-addresses" />
    </section>
  );
}
