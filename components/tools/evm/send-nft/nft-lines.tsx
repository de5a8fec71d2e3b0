'use client';

import { useTranslations } from 'next-intl';
import type { NftStandard } from '@/chains/evm/nft/reads';
import { shortenAddress } from '@/lib/client/user/display-name';
import type { CheckedNftRow, NftChainIssue } from './nft-checks';
import type { NftRowIssue } from './nft-rows';

/** How many lines the table shows; every problem is listed above it whatever the count. */
const SHOWN_LINES = 1_000;

interface NftLinesProps {
  standard: NftStandard;
  issues: readonly NftRowIssue[];
  /** The valid rows with what the chain says of each (owner or balance); undefined until read. */
  checked: readonly CheckedNftRow[] | undefined;
  onRemoveProblems: () => void;
}

function useIssueText() {
  const t = useTranslations('batchSendNft.lines');
  return {
    row: (issue: NftRowIssue) =>
      issue.code === 'duplicate-token'
        ? t('issue.duplicate-token', { firstLine: issue.firstLine ?? 0 })
        : t(`issue.${issue.code}`),
    chain: (issue: NftChainIssue) =>
      issue.code === 'not-owner'
        ? t('issue.not-owner', { owner: issue.owner })
        : issue.code === 'over-balance'
          ? t('issue.over-balance', { balance: issue.balance.toString(), needed: issue.needed.toString() })
          : t('issue.no-token'),
  };
}

/**
 * Every line's problem, by line number (what the text says, then what the chain says), and the lines as read: owner
 * (ERC-721) or balance (ERC-1155) before signing.
 */
export function NftLines({ standard, issues, checked, onRemoveProblems }: NftLinesProps) {
  const t = useTranslations('batchSendNft.lines');
  const describe = useIssueText();
  const problems = [
    ...issues.map((issue) => ({ line: issue.line, text: describe.row(issue) })),
    ...(checked ?? []).flatMap((row) => (row.issue ? [{ line: row.line, text: describe.chain(row.issue) }] : [])),
  ].sort((a, b) => a.line - b.line);
  return (
    <>
      {problems.length > 0 && (
        <div className="account-alert account-alert--error" role="alert" data-problems={problems.length}>
          <p>{t('problems', { count: problems.length })}</p>
          <ul className="batch-problems">
            {problems.slice(0, 200).map((problem) => (
              <li key={`${problem.line}:${problem.text}`}>
                {t('problem', { line: problem.line, text: problem.text })}
              </li>
            ))}
          </ul>
          {problems.length > 200 && <p>{t('moreProblems', { count: problems.length - 200 })}</p>}
          <button type="button" className="button button--small" onClick={onRemoveProblems}>
            {t('removeProblems')}
          </button>
        </div>
      )}
      {checked && checked.length > 0 && (
        <div className="batch-table" style={{ maxHeight: 360, overflow: 'auto' }}>
          <table className="account-table" aria-label={t('tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('line')}</th>
                <th scope="col">{t('recipient')}</th>
                <th scope="col">{t('tokenId')}</th>
                {standard === 'erc1155' && <th scope="col">{t('amount')}</th>}
                <th scope="col">{standard === 'erc721' ? t('owner') : t('balance')}</th>
                <th scope="col">{t('check')}</th>
              </tr>
            </thead>
            <tbody>
              {checked.slice(0, SHOWN_LINES).map((row) => (
                <tr key={row.line} data-line={row.line} data-ok={row.issue ? 'false' : 'true'}>
                  <td>{row.line}</td>
                  <td style={{ fontFamily: 'monospace' }}>{shortenAddress(row.to)}</td>
                  <td style={{ fontFamily: 'monospace' }}>{row.tokenId.toString()}</td>
                  {standard === 'erc1155' && <td>{row.amount.toString()}</td>}
                  <td style={{ fontFamily: 'monospace' }}>
                    {standard === 'erc721'
                      ? row.owner
                        ? shortenAddress(row.owner)
                        : '—'
                      : (row.balance?.toString() ?? '—')}
                  </td>
                  <td>{row.issue ? describe.chain(row.issue) : t('ok')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {checked.length > SHOWN_LINES && (
            <p className="account-field__hint">{t('moreLines', { count: checked.length - SHOWN_LINES })}</p>
          )}
        </div>
      )}
    </>
  );
}
