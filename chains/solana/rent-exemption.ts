/**
 * Solana refuses a transaction that leaves an account holding more than 0 but less than its rent-exempt minimum
 * (getMinimumBalanceForRentExemption(0) = 890,880 lamports for a plain wallet): a first transfer to a new address
 * must bring at least that much. Checked per transaction, not per batch: a batch's transactions may land in any
 * order (several are in flight at once), so each must be acceptable on its own, whichever lands first.
 */

/** SOL moved to `to` by the row on `line`, in transaction (chunk) `transaction`. */
export interface SolTransfer {
  transaction: number;
  line: number;
  to: string;
  lamports: bigint;
}

export interface RentExemptionShortfall {
  transaction: number;
  to: string;
  /** The rows of that transaction paying `to`, in input order. */
  lines: number[];
  /** What `to` holds now (0 when the account does not exist). */
  held: bigint;
  /** What it would hold after this transaction alone. */
  after: bigint;
}

/**
 * The transactions that would leave a recipient between 0 and `minimum` (exclusive), with the lines to name. A
 * recipient already holding the minimum may receive any amount (even 1 lamport); rows of one transaction to the same
 * recipient count together. `held` answers each recipient's lamports (missing: 0).
 */
export function findRentExemptionShortfalls(
  transfers: readonly SolTransfer[],
  held: ReadonlyMap<string, bigint>,
  minimum: bigint,
): RentExemptionShortfall[] {
  const byTransaction = new Map<string, { transaction: number; to: string; lines: number[]; lamports: bigint }>();
  for (const { transaction, line, to, lamports } of transfers) {
    const key = `${transaction}:${to}`;
    const entry = byTransaction.get(key) ?? { transaction, to, lines: [], lamports: 0n };
    entry.lines.push(line);
    entry.lamports += lamports;
    byTransaction.set(key, entry);
  }
  const shortfalls: RentExemptionShortfall[] = [];
  for (const { transaction, to, lines, lamports } of byTransaction.values()) {
    const before = held.get(to) ?? 0n;
    const after = before + lamports;
    if (before < minimum && after > 0n && after < minimum) {
      shortfalls.push({ transaction, to, lines: lines.sort((a, b) => a - b), held: before, after });
    }
  }
  return shortfalls.sort((a, b) => a.lines[0] - b.lines[0]);
}
