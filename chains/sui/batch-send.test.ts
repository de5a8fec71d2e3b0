import { bcs } from '@mysten/sui/bcs';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { verifyTransactionSignature } from '@mysten/sui/verify';
import {
  buildSuiBatchSendTransaction,
  planSuiBatchSend,
  SUI_COIN_TYPE_LONG,
  SUI_PROTOCOL_LIMITS,
  SuiBatchPlanError,
  type SuiObjectRef,
  type SuiSendRow,
  suiBatchSendBytes,
  suiBatchSendFeeMist,
  suiRecipientsPerPtb,
} from '.';
import type { SuiAddress } from './address';

// No Sui node installs here: every PTB is decoded back from its BCS bytes and checked command by command, its signature
// verified by the SDK, and its size, commands and arguments held against the protocol limits.

const sender = Ed25519Keypair.deriveKeypair(
  'film crazy soon outside stand loop subway crumble thrive popular green nuclear struggle pistol arm wife phrase warfare march wheat nephew ask sunny firm',
);
const SENDER = sender.toSuiAddress() as SuiAddress;
const FEE_RECEIVER = `0x${'fe'.repeat(32)}` as SuiAddress;
const COIN = `0x${'c0'.repeat(32)}::token::TOKEN`;
const hex = (i: number, byte: string) => `0x${i.toString(16).padStart(8, '0')}${byte.repeat(28)}` as SuiAddress;
// Object digests are 32 bytes in Base58.
const DIGEST = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi';
const ref = (i: number, byte: string): SuiObjectRef => ({ objectId: hex(i, byte), version: 100 + i, digest: DIGEST });

const rows: SuiSendRow[] = Array.from({ length: 1000 }, (_, i) => ({
  to: hex(i + 1, 'ab'),
  amount: 1_000_000n + BigInt(i),
}));
const GAS = { gasPrice: 750n, gasBudget: 200_000_000n, gasPayment: [ref(1, '9a'), ref(2, '9a')] };

type Decoded = ReturnType<typeof bcs.TransactionData.parse>;
type Arg = { $kind: string; Input?: number; NestedResult?: [number, number]; GasCoin?: true };

function decode(bytes: Uint8Array) {
  const data: Decoded = bcs.TransactionData.parse(bytes);
  const v1 = data.V1;
  if (v1?.kind.$kind !== 'ProgrammableTransaction' || !v1.kind.ProgrammableTransaction) throw new Error('not a PTB');
  const { inputs, commands } = v1.kind.ProgrammableTransaction;
  const pure = (arg: Arg) => {
    if (arg.$kind !== 'Input' || arg.Input === undefined) throw new Error(`not an input: ${arg.$kind}`);
    const input = inputs[arg.Input];
    if (input.$kind !== 'Pure' || !input.Pure) throw new Error('not a pure input');
    return Buffer.from(input.Pure.bytes, 'base64');
  };
  const u64 = (arg: Arg) => BigInt(bcs.u64().parse(pure(arg)));
  const address = (arg: Arg) => bcs.Address.parse(pure(arg));
  return { v1, inputs, commands, u64, address };
}

async function signedAndChecked(bytes: Uint8Array) {
  const { signature } = await sender.signTransaction(bytes);
  const publicKey = await verifyTransactionSignature(bytes, signature);
  expect(publicKey.toSuiAddress()).toBe(SENDER);
  // A byte changed breaks it.
  const tampered = Uint8Array.from(bytes);
  tampered[tampered.length - 9] ^= 1;
  await expect(verifyTransactionSignature(tampered, signature, { address: SENDER })).rejects.toThrow();
}

function heldToLimits(bytes: Uint8Array, decoded: ReturnType<typeof decode>) {
  expect(bytes.length).toBeLessThanOrEqual(SUI_PROTOCOL_LIMITS.maxTxSizeBytes);
  expect(decoded.commands.length).toBeLessThanOrEqual(SUI_PROTOCOL_LIMITS.maxProgrammableTxCommands);
  for (const input of decoded.inputs) {
    if (input.Pure) expect(Buffer.from(input.Pure.bytes, 'base64').length).toBeLessThanOrEqual(16 * 1024);
  }
  const objects = decoded.inputs.filter((input) => input.$kind === 'Object').length;
  expect(objects).toBeLessThanOrEqual(SUI_PROTOCOL_LIMITS.maxInputObjects);
  let newObjects = 0;
  for (const command of decoded.commands) {
    if (command.SplitCoins) {
      expect(command.SplitCoins.amounts.length + 1).toBeLessThanOrEqual(SUI_PROTOCOL_LIMITS.maxArguments);
      newObjects += command.SplitCoins.amounts.length;
    }
    if (command.MergeCoins) expect(command.MergeCoins.sources.length + 1).toBeLessThanOrEqual(512);
    if (command.TransferObjects) expect(command.TransferObjects.objects.length).toBeLessThan(512);
  }
  expect(newObjects).toBeLessThanOrEqual(SUI_PROTOCOL_LIMITS.maxNewObjects);
}

describe('Sui batch send: SUI', () => {
  it('plans 1,000 rows into the fewest PTBs the limits allow: 510 + 490', () => {
    expect(suiRecipientsPerPtb()).toBe(510);
    const plan = planSuiBatchSend(rows);
    expect(plan.map((batch) => batch.length)).toEqual([510, 490]);
    expect(plan.flat()).toEqual(rows);
  });

  it('builds each PTB, decodes it from its bytes and checks every command, signature and limit', async () => {
    const plan = planSuiBatchSend(rows);
    let sent = 0;
    for (const batch of plan) {
      const tx = buildSuiBatchSendTransaction({ sender: SENDER, rows: batch, feeReceiver: FEE_RECEIVER, ...GAS });
      const bytes = await suiBatchSendBytes(tx);
      const decoded = decode(bytes);
      const { v1, commands, u64, address } = decoded;
      expect(v1.sender).toBe(SENDER);
      expect(v1.gasData).toEqual({
        payment: GAS.gasPayment.map((gas) => ({ ...gas, version: String(gas.version) })),
        owner: SENDER,
        price: '750',
        budget: '200000000',
      });
      expect(v1.expiration.$kind).toBe('None');
      // One SplitCoins of the gas coin: the rows' amounts, then the fee.
      expect(commands).toHaveLength(1 + batch.length + 1);
      const split = commands[0].SplitCoins;
      expect(split?.coin.$kind).toBe('GasCoin');
      expect(split?.amounts.map((amount) => u64(amount as Arg))).toEqual([
        ...batch.map((row) => row.amount),
        suiBatchSendFeeMist(),
      ]);
      // A transfer per row, of split result i to row i's recipient.
      batch.forEach((row, i) => {
        const transfer = commands[1 + i].TransferObjects;
        expect(transfer?.objects).toEqual([{ $kind: 'NestedResult', NestedResult: [0, i] }]);
        expect(address(transfer?.address as Arg)).toBe(row.to);
      });
      // The fee last, after the work.
      const fee = commands[commands.length - 1].TransferObjects;
      expect(fee?.objects).toEqual([{ $kind: 'NestedResult', NestedResult: [0, batch.length] }]);
      expect(address(fee?.address as Arg)).toBe(FEE_RECEIVER);
      heldToLimits(bytes, decoded);
      await signedAndChecked(bytes);
      sent += batch.length;
    }
    expect(sent).toBe(1000);
  });

  it('refuses a PTB over the limits or with bad input, before building anything', () => {
    const base = { sender: SENDER, feeReceiver: FEE_RECEIVER, ...GAS };
    expect(() => buildSuiBatchSendTransaction({ ...base, rows: rows.slice(0, 511) })).toThrow(SuiBatchPlanError);
    expect(() => buildSuiBatchSendTransaction({ ...base, rows: [] })).toThrow(/at least one row/);
    expect(() => buildSuiBatchSendTransaction({ ...base, rows: [{ to: rows[0].to, amount: 0n }] })).toThrow(
      /Row 1's amount/,
    );
    expect(() => buildSuiBatchSendTransaction({ ...base, rows: [{ to: '0x2' as SuiAddress, amount: 1n }] })).toThrow(
      /Row 1's recipient/,
    );
    expect(() =>
      buildSuiBatchSendTransaction({ ...base, rows: rows.slice(0, 1), gasBudget: SUI_PROTOCOL_LIMITS.maxTxGas + 1n }),
    ).toThrow(/gas budget/);
    expect(() =>
      buildSuiBatchSendTransaction({
        ...base,
        rows: rows.slice(0, 1),
        gasPayment: Array.from({ length: 257 }, (_, i) => ref(i, '9a')),
      }),
    ).toThrow(/1 to 256 coins/);
  });
});

describe('Sui batch send: any coin', () => {
  it('merges the coin objects, one SplitCoins of the merged coin, transfers, then the fee from gas', async () => {
    expect(suiRecipientsPerPtb(COIN)).toBe(511);
    const plan = planSuiBatchSend(rows, COIN);
    expect(plan.map((batch) => batch.length)).toEqual([511, 489]);
    const coins = Array.from({ length: 600 }, (_, i) => ref(i + 1, 'c1'));
    const tx = buildSuiBatchSendTransaction({
      sender: SENDER,
      rows: plan[0],
      coinType: COIN,
      coins,
      feeReceiver: FEE_RECEIVER,
      ...GAS,
    });
    const bytes = await suiBatchSendBytes(tx);
    const decoded = decode(bytes);
    const { inputs, commands, u64, address } = decoded;
    const objectInputs = inputs.filter((input) => input.$kind === 'Object');
    expect(objectInputs.map((input) => input.Object?.ImmOrOwnedObject?.objectId)).toEqual(
      coins.map((coin) => coin.objectId),
    );
    // 600 coins: two MergeCoins into the first (511 + 88 sources).
    expect(commands[0].MergeCoins?.sources).toHaveLength(511);
    expect(commands[1].MergeCoins?.sources).toHaveLength(88);
    const destination = commands[0].MergeCoins?.destination as Arg;
    expect(inputs[destination.Input as number].Object?.ImmOrOwnedObject?.objectId).toBe(coins[0].objectId);
    const split = commands[2].SplitCoins;
    expect(split?.coin).toEqual(destination);
    expect(split?.amounts.map((amount) => u64(amount as Arg))).toEqual(plan[0].map((row) => row.amount));
    plan[0].forEach((row, i) => {
      const transfer = commands[3 + i].TransferObjects;
      expect(transfer?.objects).toEqual([{ $kind: 'NestedResult', NestedResult: [2, i] }]);
      expect(address(transfer?.address as Arg)).toBe(row.to);
    });
    const feeSplit = commands[3 + plan[0].length].SplitCoins;
    expect(feeSplit?.coin.$kind).toBe('GasCoin');
    expect(feeSplit?.amounts.map((amount) => u64(amount as Arg))).toEqual([1_000_000_000n]);
    const fee = commands[4 + plan[0].length].TransferObjects;
    expect(fee?.objects).toEqual([{ $kind: 'NestedResult', NestedResult: [3 + plan[0].length, 0] }]);
    expect(address(fee?.address as Arg)).toBe(FEE_RECEIVER);
    expect(commands).toHaveLength(5 + plan[0].length);
    heldToLimits(bytes, decoded);
    await signedAndChecked(bytes);
  });

  it('needs the coin objects', () => {
    expect(() =>
      buildSuiBatchSendTransaction({
        sender: SENDER,
        rows: rows.slice(0, 1),
        coinType: COIN,
        feeReceiver: FEE_RECEIVER,
        ...GAS,
      }),
    ).toThrow(/No coin objects/);
    expect(SUI_COIN_TYPE_LONG).toMatch(/::sui::SUI$/);
  });
});
