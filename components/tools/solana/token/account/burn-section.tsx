'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TokenInputIssue } from '@/chains/solana/token/validate';
import { ActionPanel } from '../shared/action-panel';
import { tokenAmountText } from '../shared/amounts';
import { TextField } from '../shared/text-field';
import { useIssueText } from '../shared/use-token-texts';
import { prepareBurnPlan } from './account-flow';
import { ActionSection } from './action-section';
import { parseAmountField } from './parse-amount';
import { connectAction, type SectionProps } from './section-props';
import { useSectionAction } from './use-section-action';
import { useSectionDraft } from './use-section-draft';

/** #burn: destroy tokens from the wallet's own account (0.05 SOL). */
const BURN_DRAFT = { amount: '' };

export function BurnSection({ token, rpc, wallet, receiver, referrer, reason, onDone, onConnect }: SectionProps) {
  const t = useTranslations('solanaAccount.burn');
  const issueText = useIssueText();
  const action = useSectionAction(rpc, wallet, onDone, 'burn');
  const [{ amount }, setField] = useSectionDraft('burn', BURN_DRAFT);
  const [issue, setIssue] = useState<TokenInputIssue>();

  function change(text: string) {
    setField('amount', text);
    setIssue(undefined);
    if (action.state.phase === 'ready' || action.state.phase === 'failed') action.reset();
  }

  function review() {
    if (!token || !wallet || !receiver) return;
    const parsed = parseAmountField(amount, token.decimals);
    setIssue(parsed.issue);
    if (parsed.units === undefined) return;
    const request = {
      owner: wallet.publicKey,
      mint: token.mint,
      feeReceiver: receiver,
      referrer,
      amount: parsed.units,
      decimals: token.decimals,
    };
    void action.review(() => prepareBurnPlan(rpc, request));
  }

  return (
    <ActionSection id="burn" title={t('title')} intro={t('intro')} reason={reason}>
      <TextField
        label={t('amount')}
        value={amount}
        onChange={change}
        error={issue ? issueText(issue) : undefined}
        inputMode="decimal"
        testId="token-burn-amount"
      >
        <button
          type="button"
          className="button button--small"
          data-testid="token-burn-max"
          onClick={() => token && change(tokenAmountText(token.ownerAccount.amount, token.decimals))}
        >
          {t('max')}
        </button>
      </TextField>
      <ActionPanel
        action={action}
        onReview={review}
        reviewLabel={t('review')}
        signLabel={t('sign')}
        canReview={!reason && !!receiver}
        connect={connectAction(reason, receiver, onConnect, 'burn')}
        testId="token-burn"
      />
    </ActionSection>
  );
}
