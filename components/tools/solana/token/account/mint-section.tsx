'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ActionPanel } from '../shared/action-panel';
import { addressKey } from '../shared/addresses';
import { TextField } from '../shared/text-field';
import { type FieldIssue, useIssueText } from '../shared/use-token-texts';
import { prepareMintPlan } from './account-flow';
import { ActionSection } from './action-section';
import { parseAmountField } from './parse-amount';
import { connectAction, type SectionProps } from './section-props';
import { useSectionAction } from './use-section-action';
import { useSectionDraft } from './use-section-draft';

/** #mint: more supply, to the wallet itself or another (its account created if needed), 0.05 SOL. */
const MINT_DRAFT = { amount: '', recipient: '' };

export function MintSection({ token, rpc, wallet, receiver, referrer, reason, onDone, onConnect }: SectionProps) {
  const t = useTranslations('solanaAccount.mint');
  const issueText = useIssueText();
  const action = useSectionAction(rpc, wallet, onDone, 'mint');
  const [{ amount, recipient }, setField] = useSectionDraft('mint', MINT_DRAFT);
  const [issues, setIssues] = useState<{ amount?: FieldIssue; recipient?: FieldIssue }>({});

  function edit(apply: () => void) {
    apply();
    setIssues({});
    if (action.state.phase === 'ready' || action.state.phase === 'failed') action.reset();
  }

  function review() {
    if (!token || !wallet || !receiver) return;
    const parsed = parseAmountField(amount, token.decimals);
    // Empty: the wallet itself.
    const to = recipient.trim() === '' ? wallet.publicKey : addressKey(recipient);
    setIssues({ amount: parsed.issue, recipient: to ? undefined : { code: 'invalidAddress' } });
    if (parsed.units === undefined || !to) return;
    const request = {
      owner: wallet.publicKey,
      mint: token.mint,
      feeReceiver: receiver,
      referrer,
      amount: parsed.units,
      decimals: token.decimals,
      recipient: to,
    };
    void action.review(() => prepareMintPlan(rpc, request));
  }

  return (
    <ActionSection id="mint" title={t('title')} intro={t('intro')} reason={reason}>
      <TextField
        label={t('amount')}
        value={amount}
        onChange={(text) => edit(() => setField('amount', text))}
        error={issues.amount ? issueText(issues.amount) : undefined}
        inputMode="decimal"
        testId="token-mint-amount"
      />
      <TextField
        label={t('recipient')}
        hint={t('recipientHint')}
        value={recipient}
        onChange={(text) => edit(() => setField('recipient', text))}
        error={issues.recipient ? issueText(issues.recipient) : undefined}
        placeholder={wallet?.publicKey.toBase58()}
        testId="token-mint-recipient"
        isMono
      />
      <ActionPanel
        action={action}
        onReview={review}
        reviewLabel={t('review')}
        signLabel={t('sign')}
        canReview={!reason && !!receiver}
        connect={connectAction(reason, receiver, onConnect, 'mint')}
        rentLabel={t('rent')}
        testId="token-mint"
      />
    </ActionSection>
  );
}
