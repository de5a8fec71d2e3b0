'use client';

import type { ReactNode } from 'react';
import type { BlockReason } from '../shared/block-reasons';
import { ReasonText } from '../shared/reason-text';

interface ActionSectionProps {
  /** The anchor (#burn, #mint, #revoke, #freeze). */
  id: string;
  title: string;
  intro: string;
  reason: BlockReason | undefined;
  children: ReactNode;
}

/** One section of the management page: shown even when the wallet may not use it, disabled with the reason. */
export function ActionSection({ id, title, intro, reason, children }: ActionSectionProps) {
  return (
    <section
      id={id}
      className="send-token__panel"
      aria-labelledby={`${id}-title`}
      data-testid={`token-section-${id}`}
      data-disabled={reason ? 'true' : 'false'}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="account-card__muted">{intro}</p>
      {reason && <ReasonText reason={reason} testId={`token-${id}-reason`} />}
      {/* Before a wallet connects the form can be filled: its action then connects the wallet. */}
      <fieldset disabled={!!reason && reason.key !== 'connectWallet'} className="send-token__narrow">
        {children}
      </fieldset>
    </section>
  );
}
