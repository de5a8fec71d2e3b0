/** The placeholder's texts, formatted on the server (the messages are precompiled, not strings). */
export interface NewsletterLabels {
  title: string;
  intro: string;
  emailLabel: string;
  emailPlaceholder: string;
  submit: string;
}

/**
 * The newsletter form's markup without its behaviour, rendered on the server (so no page carries its code):
 * NewsletterSlot shows it until the working form is fetched. Same ids and classes as NewsletterForm.
 */
export function NewsletterPlaceholder({ labels }: { labels: NewsletterLabels }) {
  return (
    <section className="newsletter" aria-labelledby="newsletter-title" data-newsletter-placeholder="">
      <h2 id="newsletter-title" className="newsletter__title">
        {labels.title}
      </h2>
      <p className="newsletter__intro">{labels.intro}</p>
      <form className="newsletter__form" noValidate>
        <label className="newsletter__label" htmlFor="newsletter-email">
          {labels.emailLabel}
        </label>
        <input
          id="newsletter-email"
          className="account-field__input newsletter__input"
          type="email"
          autoComplete="email"
          placeholder={labels.emailPlaceholder}
          maxLength={254}
        />
        <button className="button newsletter__submit" type="submit">
          {labels.submit}
        </button>
      </form>
    </section>
  );
}
