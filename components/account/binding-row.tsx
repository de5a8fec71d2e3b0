interface BindingRowProps {
  label: string;
  value: string | null;
  linkLabel: string;
  /** Where to add the missing binding; null when that page is not served. */
  href: string | null;
  notBound: string;
}

/** One sign-in method: its value, or 'not linked' with a link to add it. */
export function BindingRow({ label, value, linkLabel, href, notBound }: BindingRowProps) {
  return (
    <div className="account-bindings__row">
      <dt>{label}</dt>
      <dd>
        {value ? (
          <span className="account-bindings__value">{value}</span>
        ) : (
          <span className="account-card__muted">{notBound}</span>
        )}
        {!value && href && (
          <a className="button button--small" href={href}>
            {linkLabel}
          </a>
        )}
      </dd>
    </div>
  );
}
