import { suiBatchSendFeeMist } from '@/chains/sui/fees';
import { SUI_PROTOCOL_LIMITS } from '@/chains/sui/limits';
import { decodePtb, type PtbArgument } from '@/chains/sui/testing/decode-ptb';

/**
 * Tests (unit and e2e): a signed SUI batch-send PTB decoded from its bytes and checked command by command: sender and
 * gas data (payment versions as read, price, a budget within max_tx_gas), one SplitCoins of the gas coin holding every
 * row's amount then our fee, a TransferObjects per row to its recipient, the fee's transfer to our receiver last, and
 * the size limit.
 */
/** A signed batch-send PTB decoded and checked command by command against the rows it carries. */
export function checkSuiSendPtb(
  bytes: Uint8Array,
  owner: string,
  feeReceiver: string,
  rows: readonly { to: string; amount: bigint }[],
  gasVersions: string[],
) {
  const ptb = decodePtb(bytes);
  expect(ptb.v1.sender).toBe(owner);
  expect(ptb.v1.gasData.owner).toBe(owner);
  expect(ptb.v1.gasData.payment.map((ref) => ref.version)).toEqual(gasVersions);
  expect(BigInt(ptb.v1.gasData.budget)).toBeGreaterThan(0n);
  expect(BigInt(ptb.v1.gasData.budget)).toBeLessThanOrEqual(SUI_PROTOCOL_LIMITS.maxTxGas);
  expect(ptb.v1.gasData.price).toBe('750');
  const [split, ...transfers] = ptb.commands;
  expect(split.SplitCoins?.coin.$kind).toBe('GasCoin');
  const amounts = (split.SplitCoins?.amounts ?? []).map((arg) => ptb.u64(arg as PtbArgument));
  expect(amounts).toEqual([...rows.map((row) => row.amount), suiBatchSendFeeMist()]);
  expect(transfers).toHaveLength(rows.length + 1);
  transfers.forEach((command, index) => {
    const transfer = command.TransferObjects;
    expect(transfer?.objects).toEqual([{ $kind: 'NestedResult', NestedResult: [0, index] }]);
    const to = ptb.address(transfer?.address as PtbArgument);
    expect(to).toBe(index < rows.length ? rows[index].to : feeReceiver);
  });
  expect(bytes.length).toBeLessThanOrEqual(SUI_PROTOCOL_LIMITS.maxTxSizeBytes);
}
