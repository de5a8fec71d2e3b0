/** The form's submit button; disabled and relabelled while the request is on its way. */
export function SubmitButton({
  isPending,
  label,
  pendingLabel,
}: {
  isPending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button className="button account-form__submit" type="submit" disabled={isPending} aria-busy={isPending}>
      {isPending ? pendingLabel : label}
    </button>
  );
}
