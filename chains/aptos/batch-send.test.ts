import {
  AccountAuthenticatorEd25519,
  Ed25519PrivateKey,
  generateUserTransactionHash,
  SimpleTransaction,
} from '@aptos-labs/ts-sdk';
import {
  APTOS_MAX_TRANSACTION_BYTES,
  type AptosAddress,
  type AptosSendAsset,
  type AptosSendRow,
  aptosAddressOfKey,
  aptosBatchSendFeeOctas,
  aptosBatchSendPayload,
  aptosMaxEntriesBySize,
  aptosRawTransaction,
  aptosRowsForGas,
  aptosSignedBytes,
  aptosSigningMessage,
  aptosSimulationBytes,
  aptosTransactionHashOf,
  deriveAptosAccounts,
  planAptosBatchSend,
} from '.';
import { decodeAptosTransaction } from './testing/decode-transaction';

const MNEMONIC = 'shoot island position soft burden budget tooth cruel issue economy destroy above';
const KEY = new Ed25519PrivateKey(deriveAptosAccounts(MNEMONIC, { count: 1 })[0].privateKey);
const SENDER = aptosAddressOfKey(KEY);
const RECEIVER = `0x${'fe'.repeat(32)}` as AptosAddress;
const USDT_COIN = `0x${'1a'.repeat(32)}::asset::USDT`;
const FA = `0x${'bc'.repeat(32)}` as AptosAddress;
const recipient = (index: number) => `0x${(index * 104_729 + 3).toString(16).padStart(64, '0')}` as AptosAddress;
const rowsOf = (count: number): AptosSendRow[] =>
  Array.from({ length: count }, (_, index) => ({ to: recipient(index), amount: BigInt(index + 1) * 1_000_003n }));

function sign(asset: AptosSendAsset, rows: readonly AptosSendRow[], sequenceNumber: bigint, withFee: boolean) {
  const payload = aptosBatchSendPayload(
    asset,
    rows,
    withFee ? { receiver: RECEIVER, amount: aptosBatchSendFeeOctas(rows.length) } : undefined,
  );
  const transaction = aptosRawTransaction(payload, {
    sender: SENDER,
    sequenceNumber,
    maxGasAmount: 1_500_000n,
    gasUnitPrice: 100n,
    expirationSeconds: 1_900_000_000n,
  });
  const authenticator = new AccountAuthenticatorEd25519(KEY.publicKey(), KEY.sign(aptosSigningMessage(transaction)));
  return { transaction, authenticator, bytes: aptosSignedBytes(transaction, authenticator) };
}

describe('Aptos batch send: planned, built, signed, decoded from BCS', () => {
  it('plans 1,500 APT rows into one transaction and every field decodes as planned, fee last', () => {
    const rows = rowsOf(1500);
    const plan = planAptosBatchSend({ kind: 'apt' }, rows.length);
    expect(plan.transactions.map((transaction) => transaction.rows.length)).toEqual([1500]);
    expect(plan.limitedBy).toBe('size');
    expect(plan.totalFee).toBe(50_000_000n + 1500n * 500_000n);
    const { transaction, authenticator, bytes } = sign({ kind: 'apt' }, rows, 7n, true);
    const decoded = decodeAptosTransaction(bytes);
    expect(decoded).toMatchObject({
      sender: SENDER,
      sequenceNumber: 7n,
      maxGasAmount: 1_500_000n,
      gasUnitPrice: 100n,
      expirationSeconds: 1_900_000_000n,
      chainId: 1,
      function: '0x1::aptos_account::batch_transfer',
      typeArguments: [],
      metadata: undefined,
      isSignatureValid: true,
      isZeroSignature: false,
    });
    expect(decoded.recipients).toEqual([...rows.map((row) => row.to), RECEIVER]);
    expect(decoded.amounts).toEqual([...rows.map((row) => row.amount), 800_000_000n]);
    expect(decoded.size).toBeLessThanOrEqual(APTOS_MAX_TRANSACTION_BYTES);
    // The hash we know before sending is the SDK's.
    expect(aptosTransactionHashOf(bytes)).toBe(
      generateUserTransactionHash({ transaction, senderAuthenticator: authenticator }),
    );
    // One changed byte (an amount) and the signature no longer holds.
    const changed = Uint8Array.from(bytes);
    changed[bytes.length - 200] ^= 1;
    expect(decodeAptosTransaction(changed).isSignatureValid).toBe(false);
  });

  it('packs 5,000 APT rows into the fewest transactions the 64 KiB limit allows, each one decoded and held to it', () => {
    const rows = rowsOf(5000);
    const perTransaction = aptosMaxEntriesBySize({ kind: 'apt' }) - 1;
    const plan = planAptosBatchSend({ kind: 'apt' }, rows.length);
    expect(plan.transactions).toHaveLength(Math.ceil(5000 / perTransaction));
    expect(plan.transactions.length).toBe(4);
    let next = 0;
    plan.transactions.forEach((planned, index) => {
      const chunk = planned.rows.map((row) => rows[row]);
      expect(planned.rows[0]).toBe(next);
      next += planned.rows.length;
      const decoded = decodeAptosTransaction(sign({ kind: 'apt' }, chunk, BigInt(index), true).bytes);
      expect(decoded.size).toBeLessThanOrEqual(APTOS_MAX_TRANSACTION_BYTES);
      expect(decoded.recipients.slice(0, -1)).toEqual(chunk.map((row) => row.to));
      expect(decoded.amounts.at(-1)).toBe(aptosBatchSendFeeOctas(chunk.length));
      expect(decoded.isSignatureValid).toBe(true);
    });
    expect(next).toBe(5000);
    // A full transaction is near the limit: one more entry would pass it (the plan is the fewest).
    const full = plan.transactions[0].rows.map((row) => rows[row]);
    const fuller = [...full, { to: recipient(99_999), amount: 1n }];
    expect(decodeAptosTransaction(sign({ kind: 'apt' }, fuller, 0n, true).bytes).size).toBeGreaterThan(
      APTOS_MAX_TRANSACTION_BYTES - 512,
    );
  });

  it('sends a coin with batch_transfer_coins<T> and a fungible asset with batch_transfer_fungible_assets', () => {
    const rows = rowsOf(1500);
    const coinPlan = planAptosBatchSend({ kind: 'coin', coinType: USDT_COIN }, rows.length);
    expect(coinPlan.transactions).toHaveLength(1);
    const coin = decodeAptosTransaction(sign({ kind: 'coin', coinType: USDT_COIN }, rows, 0n, false).bytes);
    expect(coin).toMatchObject({
      function: '0x1::aptos_account::batch_transfer_coins',
      typeArguments: [USDT_COIN],
      isSignatureValid: true,
    });
    expect(coin.recipients).toEqual(rows.map((row) => row.to));
    expect(coin.amounts).toEqual(rows.map((row) => row.amount));
    const fa = decodeAptosTransaction(sign({ kind: 'fa', metadata: FA }, rows, 1n, false).bytes);
    expect(fa).toMatchObject({ function: '0x1::aptos_account::batch_transfer_fungible_assets', metadata: FA });
    expect(fa.recipients).toEqual(rows.map((row) => row.to));
    expect(fa.size).toBeLessThanOrEqual(APTOS_MAX_TRANSACTION_BYTES);
    // A coin of type APT is an APT send (batch_transfer, our fee inside).
    expect(planAptosBatchSend({ kind: 'coin', coinType: '0x1::aptos_coin::AptosCoin' }, 3).asset).toEqual({
      kind: 'apt',
    });
    expect(() => aptosBatchSendPayload({ kind: 'fa', metadata: FA }, rows, { receiver: RECEIVER, amount: 1n })).toThrow(
      /Only an APT batch/,
    );
  });

  it('builds the simulation with a zero signature, fewer rows a transaction when the gas says so, and refuses bad amounts', () => {
    const rows = rowsOf(10);
    const { transaction } = sign({ kind: 'apt' }, rows, 0n, true);
    const simulation = decodeAptosTransaction(aptosSimulationBytes(transaction, KEY.publicKey()));
    expect(simulation).toMatchObject({ isZeroSignature: true, isSignatureValid: false, sender: SENDER });
    expect(transaction).toBeInstanceOf(SimpleTransaction);
    // 1,500 rows simulated at 1,200 gas units a row: 80% of 2,000,000 units holds 1,333 a transaction.
    const byGas = aptosRowsForGas(1_800_000n, 1500);
    expect(byGas).toBe(1333);
    const plan = planAptosBatchSend({ kind: 'apt' }, 1500, { maxRowsByGas: byGas });
    expect(plan).toMatchObject({ limitedBy: 'gas', rowsPerTransaction: 1333 });
    expect(plan.transactions.map((transaction) => transaction.rows.length)).toEqual([1333, 167]);
    expect(() => aptosBatchSendPayload({ kind: 'apt' }, [{ to: recipient(0), amount: 0n }])).toThrow(RangeError);
    expect(() => aptosBatchSendPayload({ kind: 'apt' }, [{ to: recipient(0), amount: 2n ** 64n }])).toThrow(RangeError);
  });
});
