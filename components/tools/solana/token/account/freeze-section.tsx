'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ActionPanel } from '../shared/action-panel';
import { addressKey } from '../shared/addresses';
import { TextField } from '../shared/text-field';
import { useIssueText } from '../shared/use-token-texts';
import { prepareFreezePlan } from './account-flow';
import { ActionSection } from './action-section';
import { connectAction, type SectionProps } from './section-props';
import { useSectionAction } from './use-section-action';
import { useSectionDraft } from './use-section-draft';

/** #freeze: freeze or thaw a holder's account (a wallet, or the token account itself), 0.05 SOL. */
const FREEZE_DRAFT = { holder: '', isThaw: false };

export function FreezeSection({ token, rpc, wallet, receiver, referrer, reason, onDone, onConnect }: SectionProps) {
  const t = useTranslations('solanaAccount.freeze');
  const issueText = useIssueText();
  const action = useSectionAction(rpc, wallet, onDone, 'freeze');
  const [{ holder, isThaw }, setField] = useSectionDraft('freeze', FREEZE_DRAFT);
  const [isInvalid, setInvalid] = useState(false);

  function edit(apply: () => void) {
    apply();
    setInvalid(false);
    if (action.state.phase === 'ready' || action.state.phase === 'failed') action.reset();
  }

  function review() {
    if (!token || !wallet || !receiver) return;
    const key = addressKey(holder);
    setInvalid(!key);
    if (!key) return;
    const request = {
      owner: wallet.publicKey,
      mint: token.mint,
      feeReceiver: receiver,
      referrer,
      holder: key,
      thaw: isThaw,
    };
    void action.review(() => prepareFreezePlan(rpc, request));
  }

  return (
    <ActionSection id="freeze" title={t('title')} intro={t('intro')} reason={reason}>
      <TextField
        label={t('holder')}
        hint={t('holderHint')}
        value={holder}
        onChange={(text) => edit(() => setField('holder', text))}
        error={isInvalid ? issueText({ code: 'invalidAddress' }) : undefined}
        testId="token-freeze-holder"
        isMono
      />
      <fieldset className="send-token__choices">
        <legend>{t('mode')}</legend>
        {(['freeze', 'thaw'] as const).map((mode) => (
          <label key={mode} className="send-token__choice">
            <input
              type="radio"
              name="freeze-mode"
              value={mode}
              checked={isThaw === (mode === 'thaw')}
              onChange={() => edit(() => setField('isThaw', mode === 'thaw'))}
              data-testid={`token-freeze-mode-${mode}`}
            />
            {t(mode)}
          </label>
        ))}
      </fieldset>
      <ActionPanel
        action={action}
        onReview={review}
        reviewLabel={isThaw ? t('reviewThaw') : t('reviewFreeze')}
        signLabel={isThaw ? t('signThaw') : t('signFreeze')}
        canReview={!reason && !!receiver}
        connect={connectAction(reason, receiver, onConnect, 'freeze')}
        testId="token-freeze"
      />
    </ActionSection>
  );
}
