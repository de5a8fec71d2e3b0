'use client';

import { useTranslations } from 'next-intl';
import type { TokenProgramName } from '@/chains/solana/token-accounts';

const PROGRAMS: { value: TokenProgramName; testId: string }[] = [
  { value: 'spl', testId: 'token-program-spl' },
  { value: 'token-2022', testId: 'token-program-2022' },
];

/** Classic SPL Token with a Metaplex metadata account, or Token-2022 keeping its metadata in the mint. */
export function ProgramChoice({
  value,
  onChange,
  disabled,
}: {
  value: TokenProgramName;
  onChange: (program: TokenProgramName) => void;
  disabled: boolean;
}) {
  const t = useTranslations('solanaTokenPublish.program');
  return (
    <fieldset className="check-balance__panel send-token__choices" disabled={disabled}>
      <legend>{t('legend')}</legend>
      {PROGRAMS.map((program) => (
        <label key={program.value} className="send-token__choice">
          <input
            type="radio"
            name="token-program"
            value={program.value}
            checked={value === program.value}
            onChange={() => onChange(program.value)}
            data-testid={program.testId}
          />
          <span>
            <strong>{t(`${program.value}.label`)}</strong> {t(`${program.value}.hint`)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
