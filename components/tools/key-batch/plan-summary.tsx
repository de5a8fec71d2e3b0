'use client';

/** One fact of a plan: a term and its value. */
export interface SummaryItem {
  term: string;
  value: string | number;
  /** Marks a value that needs attention (rows that may fail). */
  isWarning?: boolean;
}

/** What a run will do before anything is signed: counts, totals and fees. */
export function PlanSummary({ title, items }: { title: string; items: readonly SummaryItem[] }) {
  return (
    <section className="key-batch__summary" aria-label={title}>
      <h3>{title}</h3>
      <dl>
        {items.map((item) => (
          <div key={item.term} className={item.isWarning ? 'key-batch__warning' : undefined}>
            <dt>{item.term}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
