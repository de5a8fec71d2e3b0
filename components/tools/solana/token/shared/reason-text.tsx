'use client';

import { useTranslations } from 'next-intl';
import type { BlockReason } from './block-reasons';

/** The reason a section or option is disabled, as a note next to it. */
export function ReasonText({ reason, testId }: { reason: BlockReason; testId?: string }) {
  const t = useTranslations('solanaToken.reasons');
  return (
    <p className="account-field__notice" data-testid={testId} data-reason={reason.key}>
      {t(reason.key, { address: reason.address ?? '' })}
    </p>
  );
}
