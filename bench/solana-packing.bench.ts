import {
  buildTransaction,
  COMPUTE_UNIT_ESTIMATES,
  closeAccountsCapacity,
  closeAccountsInstructions,
  largestFitting,
  MAX_COMPUTE_UNITS,
  MAX_INSTRUCTIONS,
  measureWithTable,
  placeholderCloseAccounts,
  placeholderKey,
  type TransactionFormat,
  transactionFit,
  transferCapacity,
} from '@/chains/solana';

// Solana packing: how many transfers / closes fit one transaction (1,232 bytes, 64 account locks, 64 instructions,
// the compute estimate), for legacy transactions and v0 transactions through an address lookup table. Every figure
// comes from building and serialising real transactions (packing.ts and close-accounts.ts measure them the same way;
// packing.test.ts checks that the maximum fits and one more does not). Prints one JSON object.

const FORMATS: TransactionFormat[] = ['legacy', 'v0'];

/** Closes per transaction; the tools send closes as legacy transactions, v0 + table is measured for comparison. */
function closesPerTransaction(format: TransactionFormat, withBurn: boolean): number {
  if (format === 'legacy') {
    const capacity = closeAccountsCapacity({ hasFee: true });
    return withBurn ? capacity.withBurn : capacity.plain;
  }
  const owner = placeholderKey(10_003);
  const fee = { receiver: placeholderKey(10_001) };
  return largestFitting(MAX_INSTRUCTIONS, (count) => {
    if (count === 0) return true;
    const perAccount = COMPUTE_UNIT_ESTIMATES.closeAccount + (withBurn ? COMPUTE_UNIT_ESTIMATES.burn : 0);
    if (COMPUTE_UNIT_ESTIMATES.base + count * perAccount > MAX_COMPUTE_UNITS) return false;
    const accounts = placeholderCloseAccounts(count, withBurn, owner);
    const { instructions } = closeAccountsInstructions({ owner, accounts, burnDust: withBurn, fee });
    const addresses = [fee.receiver, ...accounts.flatMap((account) => [account.address, account.mint])];
    const transaction = measureWithTable(format, addresses, (table) =>
      buildTransaction({ payer: owner, instructions, lookupTables: table ? [table] : undefined }),
    );
    return transactionFit(transaction).fits;
  });
}

it('measures transfers and closes per transaction', () => {
  const figures: Record<string, Record<TransactionFormat, number>> = {
    solTransfers: { legacy: 0, v0: 0 },
    splToExistingAccounts: { legacy: 0, v0: 0 },
    splCreatingEveryAccount: { legacy: 0, v0: 0 },
    closes: { legacy: 0, v0: 0 },
    closesWithBurn: { legacy: 0, v0: 0 },
  };
  for (const format of FORMATS) {
    figures.solTransfers[format] = transferCapacity({ asset: 'sol', format, hasFee: true }).plain;
    const token = transferCapacity({ asset: 'token', format, hasFee: true });
    figures.splToExistingAccounts[format] = token.plain;
    figures.splCreatingEveryAccount[format] = token.withAccountCreation;
    figures.closes[format] = closesPerTransaction(format, false);
    figures.closesWithBurn[format] = closesPerTransaction(format, true);
  }
  console.log(JSON.stringify({ benchmark: 'solana-packing', withServiceFee: true, perTransaction: figures }, null, 2));
  expect(figures.solTransfers.v0).toBeGreaterThan(figures.solTransfers.legacy);
});
