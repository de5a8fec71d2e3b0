import type { ReactNode } from 'react';

/** A message about the whole form: the server's error (announced at once) or a neutral notice. */
export function FormAlert({ tone, children }: { tone: 'error' | 'notice'; children: ReactNode }) {
  return (
    <p className={`account-alert account-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
