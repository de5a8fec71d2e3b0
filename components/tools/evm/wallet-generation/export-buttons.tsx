'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { downloadCsv } from '@/components/batch/download-csv';
import { downloadBlob, exportFileName, walletsToCsv, walletsToXlsx, XLSX_TYPE } from './wallet-export';
import type { GeneratedWallet } from './wallet-generation';

interface ExportButtonsProps {
  wallets: readonly GeneratedWallet[];
  /** Start of the file names, e.g. "wallets". */
  filePrefix: string;
}

/** CSV and XLSX files made in the page and saved by the browser: the keys go to the user's disk only. */
export function ExportButtons({ wallets, filePrefix }: ExportButtonsProps) {
  const t = useTranslations('walletTools.common');
  const [isExporting, setIsExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onCsv = () => {
    setError(null);
    downloadCsv(exportFileName(filePrefix, 'csv'), walletsToCsv(wallets));
  };

  const onXlsx = async () => {
    setError(null);
    setIsExporting(true);
    try {
      const data = await walletsToXlsx(wallets);
      downloadBlob(exportFileName(filePrefix, 'xlsx'), new Blob([data], { type: XLSX_TYPE }));
    } catch (cause) {
      setError(t('exportFailed', { message: cause instanceof Error ? cause.message : String(cause) }));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <>
      <button type="button" className="wallet-tools__button" onClick={onCsv}>
        {t('exportCsv')}
      </button>
      <button type="button" className="wallet-tools__button" onClick={onXlsx} disabled={isExporting}>
        {isExporting ? t('exporting') : t('exportXlsx')}
      </button>
      {error && (
        <p className="account-field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
