/** Watched entries (address × token × chain) per allowance unit of the balanceMonitor VIP. */
export const ENTRIES_PER_UNIT = 20;

/**
 * The allowance rule: a plan includes one unit and every `expand` credit adds one (units = 1 + credit, the credit
 * from requireVip), each unit watching ENTRIES_PER_UNIT entries. Adding past it answers 5017; entries beyond it
 * after the credit dropped (a lapsed plan bought again) are kept but paused, oldest first kept active.
 */
export function watchAllowance(credit: number): number {
  return ENTRIES_PER_UNIT * (1 + Math.max(0, credit));
}
