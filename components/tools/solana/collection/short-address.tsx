'use client';

/** A long base58 text (address, signature) shortened for tables; the whole of it in the tooltip. */
export function ShortAddress({ value }: { value: string }) {
  const short = value.length > 16 ? `${value.slice(0, 6)}…${value.slice(-6)}` : value;
  return (
    <span className="key-batch__mono" title={value}>
      {short}
    </span>
  );
}
