'use client';

import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { CopyButton } from './copy-button';
import type { WalletColumn } from './wallet-export';
import type { GeneratedWallet } from './wallet-generation';

/** What a hidden secret shows: nothing of the key itself. */
export const SECRET_MASK = '•'.repeat(16);

interface WalletRowProps {
  wallet: GeneratedWallet;
  position: number;
  columns: readonly WalletColumn[];
  isRevealed: boolean;
  onToggle: (position: number) => void;
  style?: CSSProperties;
}

/** One wallet: index, path, address, and its secrets masked until shown; each with a copy button. */
export function WalletRow({ wallet, position, columns, isRevealed, onToggle, style }: WalletRowProps) {
  const t = useTranslations('walletTools.table');
  const index = wallet.index;
  return (
    <tr data-index={position} aria-rowindex={position + 2} style={style}>
      <td>{index}</td>
      {columns.includes('path') && <td className="wallet-tools__mono">{wallet.path}</td>}
      <td>
        <span className="wallet-tools__cell">
          <code>{wallet.address}</code>
          <CopyButton text={wallet.address} label={t('copyAddress', { index })} />
        </span>
      </td>
      <td>
        <span className="wallet-tools__cell">
          <code data-secret={isRevealed ? 'shown' : 'hidden'}>{isRevealed ? wallet.privateKey : SECRET_MASK}</code>
          <button
            type="button"
            className="wallet-tools__small-button"
            aria-pressed={isRevealed}
            aria-label={t(isRevealed ? 'hideRow' : 'revealRow', { index })}
            onClick={() => onToggle(position)}
          >
            {isRevealed ? t('hide') : t('reveal')}
          </button>
          <CopyButton text={wallet.privateKey} label={t('copyKey', { index })} />
        </span>
      </td>
      {columns.includes('mnemonic') && (
        <td>
          <span className="wallet-tools__cell">
            <code>{isRevealed ? (wallet.mnemonic ?? '') : SECRET_MASK}</code>
            {wallet.mnemonic && <CopyButton text={wallet.mnemonic} label={t('copyMnemonic', { index })} />}
          </span>
        </td>
      )}
    </tr>
  );
}
