'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TokenAuthorityKind } from '@/chains/solana/token/errors';
import { ActionPanel } from '../shared/action-panel';
import { authorityReason } from '../shared/block-reasons';
import { ReasonText } from '../shared/reason-text';
import { useAuthorityText, useIssueText } from '../shared/use-token-texts';
import { prepareRevokePlan } from './account-flow';
import { ActionSection } from './action-section';
import { connectAction, type SectionProps } from './section-props';
import { useSectionAction } from './use-section-action';

const AUTHORITIES: TokenAuthorityKind[] = ['mint', 'freeze', 'metadata'];

/** #revoke: give up the mint, freeze or metadata update authority for good (free; asked to confirm). */
export function RevokeSection({ token, rpc, wallet, receiver, reason, onDone, onConnect }: SectionProps) {
  const t = useTranslations('solanaAccount.revoke');
  const authorityText = useAuthorityText();
  const issueText = useIssueText();
  const action = useSectionAction(rpc, wallet, onDone);
  const [authority, setAuthority] = useState<TokenAuthorityKind | null>(null);
  const [isConfirmed, setConfirmed] = useState(false);
  const [isConfirmMissing, setConfirmMissing] = useState(false);
  const reasons = new Map(AUTHORITIES.map((kind) => [kind, token ? authorityReason(token, kind) : undefined]));
  const chosen = authority && !reasons.get(authority) ? authority : null;

  function choose(kind: TokenAuthorityKind) {
    setAuthority(kind);
    setConfirmed(false);
    setConfirmMissing(false);
    action.reset();
  }

  function review() {
    if (!token || !wallet || !receiver || !chosen) return;
    setConfirmMissing(!isConfirmed);
    if (!isConfirmed) return;
    const request = { owner: wallet.publicKey, mint: token.mint, feeReceiver: receiver, authority: chosen };
    void action.review(() => prepareRevokePlan(rpc, request));
  }

  return (
    <ActionSection id="revoke" title={t('title')} intro={t('intro')} reason={reason}>
      <fieldset className="send-token__choices">
        <legend>{t('which')}</legend>
        {AUTHORITIES.map((kind) => {
          const blocked = reasons.get(kind);
          return (
            <div key={kind}>
              <label className="send-token__choice">
                <input
                  type="radio"
                  name="revoke-authority"
                  value={kind}
                  checked={chosen === kind}
                  disabled={!!blocked}
                  onChange={() => choose(kind)}
                  data-testid={`token-revoke-${kind}`}
                />
                {authorityText(kind)}
              </label>
              {/* Before a wallet connects, the options' own reasons would only repeat the section's. */}
              {blocked && reason?.key !== 'connectWallet' && (
                <ReasonText reason={blocked} testId={`token-revoke-${kind}-reason`} />
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="key-batch__warning" role="note">
        <p>{t('warning')}</p>
        <label className="key-batch__check">
          <input
            type="checkbox"
            checked={isConfirmed}
            disabled={!chosen}
            onChange={(event) => {
              setConfirmed(event.target.checked);
              setConfirmMissing(false);
            }}
            data-testid="token-revoke-confirm"
          />
          {chosen ? t('confirm', { authority: authorityText(chosen) }) : t('chooseFirst')}
        </label>
        {isConfirmMissing && (
          <p className="account-field__error" role="alert">
            {issueText({ code: 'confirmRequired' })}
          </p>
        )}
      </div>
      <ActionPanel
        action={action}
        onReview={review}
        reviewLabel={t('review')}
        signLabel={t('sign')}
        canReview={!reason && !!receiver && !!chosen}
        connect={connectAction(reason, receiver, onConnect, 'authority')}
        testId="token-revoke"
      />
    </ActionSection>
  );
}
