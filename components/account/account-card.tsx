import type { ReactNode } from 'react';

/** The frame of every account page: a heading, an introduction and the page's content. */
export function AccountCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="account-card">
      <h1 className="account-card__title">{title}</h1>
      {intro && <p className="account-card__intro">{intro}</p>}
      {children}
    </section>
  );
}
