'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { EVM_DEFAULT_BASE_PATH, generateEvmMnemonic } from '@/chains/evm/keys';
import { useToolDraft } from '@/lib/client/tool-draft';
import { checkRangeInput, parseRangeInput, type RangeInput } from '../wallet-generation/derivation-input';
import { MnemonicField, PassphraseField } from '../wallet-generation/mnemonic-field';
import { RangeFields } from '../wallet-generation/range-fields';
import { useMnemonicCheck } from '../wallet-generation/use-mnemonic-check';
import type { MnemonicRange } from '../wallet-generation/wallet-generation';

interface MnemonicRangeFormProps {
  isRunning: boolean;
  onGenerate: (range: MnemonicRange & { basePath: string }) => void;
}

/** Mode B: N addresses of one mnemonic (generated here or pasted), along basePath/index from a start index. */
export function MnemonicRangeForm({ isRunning, onGenerate }: MnemonicRangeFormProps) {
  const t = useTranslations('batchGenerateWallet');
  const [mnemonicText, setMnemonicText] = useState('');
  const [passphrase, setPassphrase] = useState('');
  // The range is the form's draft; the mnemonic and passphrase are never kept anywhere but here.
  const [range, setRange] = useToolDraft<RangeInput>(
    'evm-generate-wallet.range',
    { basePath: EVM_DEFAULT_BASE_PATH, start: '0', count: '10' },
    parseRangeInput,
  );
  const status = useMnemonicCheck(mnemonicText);
  const rangeCheck = checkRangeInput(range);
  const isReady = status.check.ok && rangeCheck.ok && !isRunning;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isReady || !status.check.ok || !rangeCheck.ok) return;
    const { basePath, start, count } = rangeCheck;
    onGenerate({ mnemonic: status.check.mnemonic, passphrase, basePath, start, count });
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <MnemonicField
        id="range-mnemonic"
        value={mnemonicText}
        onChange={setMnemonicText}
        status={status}
        disabled={isRunning}
        actions={
          <div className="wallet-tools__actions">
            <button
              type="button"
              className="wallet-tools__button wallet-tools__button--secondary"
              disabled={isRunning}
              onClick={() => setMnemonicText(generateEvmMnemonic(12))}
            >
              {t('newMnemonic')}
            </button>
          </div>
        }
      />
      <PassphraseField id="range-passphrase" value={passphrase} onChange={setPassphrase} disabled={isRunning} />
      <RangeFields
        idPrefix="range"
        value={range}
        onChange={setRange}
        errors={rangeCheck.ok ? {} : rangeCheck.errors}
        disabled={isRunning}
      />
      <button type="submit" className="wallet-tools__button" disabled={!isReady}>
        {t('derive')}
      </button>
    </form>
  );
}
