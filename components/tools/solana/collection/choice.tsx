'use client';

/** One radio choice of a group (same `name`), its label around it. */
export function Choice({
  name,
  label,
  isChecked,
  onSelect,
  disabled,
}: {
  name: string;
  label: string;
  isChecked: boolean;
  onSelect: () => void;
  disabled?: boolean;
}) {
  return (
    <label className="key-batch__check">
      <input type="radio" name={name} checked={isChecked} onChange={onSelect} disabled={disabled} />
      {label}
    </label>
  );
}
