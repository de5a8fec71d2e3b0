'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { getContractAddress } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import type { Create2Target } from '@/lib/vanity/create2-search';
import {
  type EvmPatternError,
  type EvmVanityPattern,
  evmDifficulty,
  matchesEvmPattern,
  parseEvmPattern,
} from '@/lib/vanity/evm-pattern';
import { useVanityRun } from '../../vanity/use-vanity-run';
import { downloadVanityCsv } from '../../vanity/vanity-export';
import {
  useVanityRunFields,
  VanityCaseField,
  VanityHeader,
  VanityRunFields,
  VanityTextField,
} from '../../vanity/vanity-form';
import { VanityFormEnd, VanityKeyCell, VanityProgress } from '../../vanity/vanity-progress';
import type { VanityHit } from '../../vanity/vanity-protocol';
import { useRevealed, VanityHow, VanityResults } from '../../vanity/vanity-results';
import { CopyButton } from '../wallet-generation/copy-button';
import { downloadBlob } from '../wallet-generation/wallet-export';
import { KEYSTORE_MIN_PASSWORD, type VanityResult, vanityKeystore, vanityResultsToCsv } from './vanity-export';
import type { EvmVanityStart } from './vanity-protocol';

/** The deterministic deployment proxy (same address on most EVM chains): the default CREATE2 deployer. */
export const DETERMINISTIC_DEPLOYER = '0x4e59b44847b379578588920ca78fbf26c0b4956c';

type Mode = 'key' | 'create2';
const MODES: readonly Mode[] = ['key', 'create2'];
type TargetError = 'VANITY_BAD_DEPLOYER' | 'VANITY_BAD_INIT_HASH';

function parseTarget(
  deployer: string,
  initCodeHash: string,
): { ok: true; target: Create2Target } | { ok: false; code: TargetError } {
  const from = deployer.trim();
  const hash = initCodeHash.trim();
  if (!/^0x[0-9a-fA-F]{40}$/.test(from)) return { ok: false, code: 'VANITY_BAD_DEPLOYER' };
  if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) return { ok: false, code: 'VANITY_BAD_INIT_HASH' };
  return { ok: true, target: { deployer: from.toLowerCase(), initCodeHash: hash.toLowerCase() } };
}

/**
 * viem's own derivation of a worker's hit (from the key, or by the CREATE2 formula), held against the pattern: the
 * result to show, or null.
 */
function acceptHit(
  { secret, address }: VanityHit,
  pattern: EvmVanityPattern,
  target: Create2Target | undefined,
): VanityResult | null {
  const hex = secret as `0x${string}`;
  const derived = target
    ? getContractAddress({
        opcode: 'CREATE2',
        from: target.deployer as `0x${string}`,
        salt: hex,
        bytecodeHash: target.initCodeHash as `0x${string}`,
      })
    : privateKeyToAddress(hex);
  if (derived !== address || !matchesEvmPattern(derived, pattern)) return null;
  return target ? { kind: 'create2', address, salt: hex, ...target } : { kind: 'key', address, privateKey: hex };
}

/** vanity-address: an EVM address with the prefix and/or suffix you want, searched in this tab on every core. */
export function VanityView() {
  const t = useTranslations('vanityAddress');
  const [mode, setMode] = useState<Mode>('key');
  const [deployer, setDeployer] = useState(DETERMINISTIC_DEPLOYER);
  const [initCodeHash, setInitCodeHash] = useState('');
  const [prefix, setPrefix] = useState('');
  const [suffix, setSuffix] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const fields = useVanityRunFields();
  const [password, setPassword] = useState('');
  const [exportError, setExportError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<EvmPatternError | TargetError | null>(null);
  const run = useVanityRun<VanityResult>();
  const revealed = useRevealed();

  const parsed = parseEvmPattern(prefix, suffix, caseSensitive);
  const difficulty = parsed.ok ? evmDifficulty(parsed.pattern) : null;
  const busy = run.status === 'running' || run.status === 'paused';
  const target = mode === 'create2' ? parseTarget(deployer, initCodeHash) : null;
  const patternError = parsed.ok ? null : parsed.code === 'VANITY_EMPTY' ? submitted : parsed.code;
  const targetError = target && !target.ok && (submitted !== null || initCodeHash !== '') ? target.code : null;
  const error = patternError ?? targetError;
  const keyResults = run.results.flatMap((result) => (result.kind === 'key' ? [result] : []));
  const saltResults = run.results.length > 0 && run.results[0].kind === 'create2';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.ok) {
      setSubmitted(parsed.code);
      return;
    }
    if (target && !target.ok) {
      setSubmitted(target.code);
      return;
    }
    setSubmitted(null);
    revealed.hideAll();
    const { pattern } = parsed;
    const create2 = target?.target;
    const command: EvmVanityStart = { type: 'start', pattern, target: create2 };
    run.start({
      threads: fields.threads,
      wanted: fields.wanted,
      spawn: () => new Worker(new URL('./vanity.worker.ts', import.meta.url), { type: 'module' }),
      command,
      accept: (hit) => acceptHit(hit, pattern, create2),
    });
  };

  const exportCsv = () => downloadVanityCsv('vanity', vanityResultsToCsv(run.results));

  const exportKeystores = async () => {
    if (password.length < KEYSTORE_MIN_PASSWORD) {
      setExportError(t('export.passwordShort', { min: KEYSTORE_MIN_PASSWORD }));
      return;
    }
    setExportError(null);
    for (const result of keyResults) {
      const json = await vanityKeystore(result, password);
      downloadBlob(`keystore-${result.address}.json`, new Blob([json], { type: 'application/json' }));
    }
  };

  return (
    <article className="wallet-tools">
      <VanityHeader title={t('title')} intro={t('intro')} />
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <fieldset className="wallet-tools__modes" disabled={busy}>
          <legend className="account-field__label">{t('modeLabel')}</legend>
          {MODES.map((option) => (
            <label key={option} className="wallet-tools__check">
              <input type="radio" name="vanity-mode" checked={mode === option} onChange={() => setMode(option)} />
              <span>
                {t(`mode.${option}`)}
                <span className="account-field__hint"> {t(`modeHint.${option}`)}</span>
              </span>
            </label>
          ))}
          {mode === 'create2' ? (
            <>
              <VanityTextField
                id="vanity-deployer"
                label={t('deployer')}
                value={deployer}
                onChange={setDeployer}
                hint={t('deployerHint')}
              />
              <VanityTextField
                id="vanity-init-hash"
                label={t('initCodeHash')}
                value={initCodeHash}
                onChange={setInitCodeHash}
                placeholder="0x…"
                hint={t('initCodeHashHint')}
              />
            </>
          ) : null}
          <VanityTextField
            id="vanity-prefix"
            label={t('prefix')}
            value={prefix}
            onChange={setPrefix}
            placeholder="0xdead"
            maxLength={42}
          />
          <VanityTextField
            id="vanity-suffix"
            label={t('suffix')}
            value={suffix}
            onChange={setSuffix}
            placeholder="beef"
            maxLength={40}
            hint={t('patternHint')}
          />
          <VanityCaseField
            checked={caseSensitive}
            onChange={setCaseSensitive}
            label={t('caseSensitive')}
            hint={t('caseSensitiveHint')}
          />
          <VanityRunFields idPrefix="vanity" fields={fields} />
        </fieldset>
        <VanityFormEnd error={error ? t(`errors.${error}`) : null} difficulty={difficulty} run={run} />
      </form>
      <VanityProgress run={run} difficulty={difficulty} rejected={(count) => t('rejected', { count })} />
      {run.results.length > 0 ? (
        <VanityResults
          results={run.results}
          verified={saltResults ? t('verifiedSalt') : t('verified')}
          secretHeader={saltResults ? t('salt') : t('privateKey')}
          rowKey={(result) => (result.kind === 'key' ? result.privateKey : result.salt)}
          renderSecret={(result, index) =>
            result.kind === 'key' ? (
              <VanityKeyCell
                privateKey={result.privateKey}
                index={index}
                shown={revealed.isShown(result.privateKey)}
                onToggle={() => revealed.toggle(result.privateKey)}
              />
            ) : (
              <>
                <code data-testid="vanity-salt">{result.salt}</code>{' '}
                <CopyButton text={result.salt} label={t('copySalt')} />
              </>
            )
          }
        >
          <div className="wallet-tools__actions">
            <button type="button" className="wallet-tools__button" onClick={exportCsv}>
              {t('export.csv')}
            </button>
            {keyResults.length > 0 ? (
              <>
                <label className="account-field__label" htmlFor="vanity-keystore-password">
                  {t('export.password')}
                </label>
                <input
                  id="vanity-keystore-password"
                  type="password"
                  className="account-field__input"
                  value={password}
                  autoComplete="new-password"
                  onChange={(event) => setPassword(event.target.value)}
                />
                <button type="button" className="wallet-tools__button" onClick={exportKeystores}>
                  {t('export.keystore')}
                </button>
              </>
            ) : null}
          </div>
          {exportError ? (
            <p className="account-field__error" role="alert">
              {exportError}
            </p>
          ) : null}
        </VanityResults>
      ) : null}
      <VanityHow>
        <p className="account-field__hint">{t('how')}</p>
      </VanityHow>
    </article>
  );
}
