import { bcs } from '@mysten/sui/bcs';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { deriveObjectID, normalizeSuiAddress } from '@mysten/sui/utils';
import { SUI_PROTOCOL_LIMITS, type SuiObjectRef, suiPtbBytes } from '..';
import { decodePtb, type PtbArgument, signerOf } from '../testing/decode-ptb';
import {
  buildSuiCoinManageTransaction,
  SUI_MAX_MINT_RECIPIENTS,
  type SuiCoinManageInput,
  suiCurrencyObjectId,
} from './manage';
import {
  buildSuiCoinFinalizeTransaction,
  buildSuiCoinPublishTransaction,
  SUI_COIN_REGISTRY_ID,
  suiPublishedCoinType,
} from './publish';
import { loadMoveBytecodeTemplate, patchSuiCoinTemplate, readSuiCoinModule } from './template';

// Every coin transaction our code builds (publish, finalise, mint, burn, metadata, each permission change): built
// offline, signed with an ed25519 key in the test process, the signature verified by the SDK, the bytes decoded with
// the SDK's BCS schema and checked command by command, and held to the protocol limits. No Sui node runs them
// (chains/sui/README.md says what that cannot show).

const FEE_RECEIVER = `0x${'fe'.repeat(32)}`;
const OTHER = `0x${'0b'.repeat(32)}`;
const PACKAGE = `0x${'5c'.repeat(32)}`;
const COIN_TYPE = suiPublishedCoinType(PACKAGE, 'CKG');
const DIGEST = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi';
const ref = (byte: string, version = 7): SuiObjectRef => ({
  objectId: `0x${byte.repeat(32)}`,
  version,
  digest: DIGEST,
});
const GAS = [ref('a1', 11), ref('a2', 12)];
const TREASURY = ref('7c', 21);
const METADATA = ref('3d', 22);
const CURRENCY = { objectId: suiCurrencyObjectId(COIN_TYPE), initialSharedVersion: '4242' };

const keypair = Ed25519Keypair.generate();
const sender = keypair.toSuiAddress();
const gas = { sender, gasPrice: 750n, gasBudget: 60_000_000n, gasPayment: GAS };

type Decoded = ReturnType<typeof decodePtb>;
type Command = Decoded['commands'][number];

/** Bytes, signature verified, the gas data checked, the limits held. */
async function built(tx: Awaited<ReturnType<typeof buildSuiCoinPublishTransaction>>): Promise<Decoded> {
  const bytes = await suiPtbBytes(tx);
  const { signature } = await keypair.signTransaction(bytes);
  expect(await signerOf(bytes, signature)).toBe(sender);
  const changed = Uint8Array.from(bytes);
  changed[changed.length - 1] ^= 1;
  await expect(signerOf(changed, signature)).rejects.toThrow();
  const decoded = decodePtb(bytes);
  expect(decoded.v1.sender).toBe(sender);
  expect(decoded.v1.gasData.owner).toBe(sender);
  expect(decoded.v1.gasData.price).toBe('750');
  expect(decoded.v1.gasData.budget).toBe('60000000');
  expect(decoded.v1.gasData.payment.map((payment) => [payment.objectId, payment.version])).toEqual(
    GAS.map((coin) => [coin.objectId, String(coin.version)]),
  );
  expect(bytes.length).toBeLessThanOrEqual(SUI_PROTOCOL_LIMITS.maxTxSizeBytes);
  expect(decoded.commands.length).toBeLessThanOrEqual(SUI_PROTOCOL_LIMITS.maxProgrammableTxCommands);
  expect(decoded.inputs.length).toBeLessThanOrEqual(SUI_PROTOCOL_LIMITS.maxInputObjects);
  for (const command of decoded.commands) {
    const args =
      command.SplitCoins?.amounts.length ??
      command.MergeCoins?.sources.length ??
      command.TransferObjects?.objects.length ??
      command.MoveCall?.arguments.length ??
      0;
    expect(args + 1).toBeLessThanOrEqual(SUI_PROTOCOL_LIMITS.maxArguments);
  }
  for (const input of decoded.inputs) {
    if (input.Pure) {
      expect(Buffer.from(input.Pure.bytes, 'base64').length).toBeLessThanOrEqual(
        SUI_PROTOCOL_LIMITS.maxPureArgumentSize,
      );
    }
  }
  return decoded;
}

/** The fee: the last two commands, split from the gas coin and sent to our receiver. */
function expectFee(decoded: Decoded, mist: bigint) {
  const { commands, u64, address } = decoded;
  const splitIndex = commands.length - 2;
  const split = commands[splitIndex].SplitCoins;
  expect(split?.coin.$kind).toBe('GasCoin');
  expect(split?.amounts.map((amount) => u64(amount as PtbArgument))).toEqual([mist]);
  const transfer = commands[splitIndex + 1].TransferObjects;
  expect(transfer?.objects).toEqual([{ $kind: 'NestedResult', NestedResult: [splitIndex, 0] }]);
  expect(address(transfer?.address as PtbArgument)).toBe(FEE_RECEIVER);
}

function moveCall(command: Command) {
  const call = command.MoveCall;
  if (!call) throw new Error(`not a MoveCall: ${command.$kind}`);
  return {
    target: `${call.package}::${call.module}::${call.function}`,
    types: call.typeArguments,
    arguments: call.arguments as PtbArgument[],
  };
}

const FRAMEWORK = normalizeSuiAddress('0x2');
const owned = (decoded: Decoded, arg: PtbArgument) => decoded.inputs[arg.Input as number].Object?.ImmOrOwnedObject;
const sharedOf = (decoded: Decoded, arg: PtbArgument) => decoded.inputs[arg.Input as number].Object?.SharedObject;
const stringOf = (decoded: Decoded, arg: PtbArgument) =>
  bcs.string().parse(Buffer.from(decoded.inputs[arg.Input as number].Pure?.bytes ?? '', 'base64'));

function manage(extra: Record<string, unknown>) {
  return buildSuiCoinManageTransaction({
    ...gas,
    coinType: COIN_TYPE,
    feeReceiver: FEE_RECEIVER,
    ...extra,
  } as unknown as SuiCoinManageInput);
}

describe('Sui coin publish', () => {
  it('publishes the patched template, keeps the UpgradeCap and pays 10 SUI last', async () => {
    const lib = await loadMoveBytecodeTemplate();
    const module = patchSuiCoinTemplate(lib, {
      identifier: 'CKG',
      decimals: 6,
      symbol: 'CKG',
      name: 'Chainkit Gold',
      description: 'Published from the browser',
      iconUrl: 'https://example.org/ckg.png',
    });
    const decoded = await built(
      buildSuiCoinPublishTransaction({ ...gas, module, upgradeCap: 'keep', feeReceiver: FEE_RECEIVER }),
    );
    const { commands, address } = decoded;
    expect(commands.map((command) => command.$kind)).toEqual([
      'Publish',
      'TransferObjects',
      'SplitCoins',
      'TransferObjects',
    ]);
    const publish = commands[0].Publish;
    expect(publish?.dependencies).toEqual([normalizeSuiAddress('0x1'), FRAMEWORK]);
    expect(publish?.modules).toHaveLength(1);
    const published = Buffer.from(publish?.modules[0] as string, 'base64');
    expect(published).toEqual(Buffer.from(module));
    // The module in the transaction, read back: the coin as asked, its self address 0x0.
    expect(readSuiCoinModule(lib, Uint8Array.from(published))).toMatchObject({
      address: `0x${'0'.repeat(64)}`,
      identifier: 'CKG',
      decimals: 6,
      symbol: 'CKG',
      name: 'Chainkit Gold',
    });
    const keep = commands[1].TransferObjects;
    expect(keep?.objects).toEqual([{ $kind: 'Result', Result: 0 }]);
    expect(address(keep?.address as PtbArgument)).toBe(sender);
    expectFee(decoded, 10_000_000_000n);
  });

  it('can make the package immutable instead', async () => {
    const lib = await loadMoveBytecodeTemplate();
    const module = patchSuiCoinTemplate(lib, {
      identifier: 'X',
      decimals: 9,
      symbol: 'X',
      name: 'X',
      description: '',
      iconUrl: '',
    });
    const decoded = await built(
      buildSuiCoinPublishTransaction({ ...gas, module, upgradeCap: 'immutable', feeReceiver: FEE_RECEIVER }),
    );
    const call = moveCall(decoded.commands[1]);
    expect(call.target).toBe(`${FRAMEWORK}::package::make_immutable`);
    expect(call.arguments).toEqual([{ $kind: 'Result', Result: 0 }]);
    expect(decoded.commands).toHaveLength(4);
    expectFee(decoded, 10_000_000_000n);
  });

  it('finalises the registration: the Currency received by the shared CoinRegistry, no fee', async () => {
    const currency = ref('cc', 99);
    const decoded = await built(
      buildSuiCoinFinalizeTransaction({ ...gas, coinType: COIN_TYPE, currency, registryInitialSharedVersion: 7777 }),
    );
    expect(decoded.commands).toHaveLength(1);
    const call = moveCall(decoded.commands[0]);
    expect(call.target).toBe(`${FRAMEWORK}::coin_registry::finalize_registration`);
    expect(call.types).toEqual([COIN_TYPE]);
    expect(sharedOf(decoded, call.arguments[0])).toEqual({
      objectId: SUI_COIN_REGISTRY_ID,
      initialSharedVersion: '7777',
      mutable: true,
    });
    expect(decoded.inputs[call.arguments[1].Input as number].Object?.Receiving).toEqual({
      objectId: currency.objectId,
      version: '99',
      digest: DIGEST,
    });
    expect(SUI_COIN_REGISTRY_ID).toBe(normalizeSuiAddress('0xc'));
  });

  it('mints the initial supply in the registration transaction, with the TreasuryCap the publish gave', async () => {
    const decoded = await built(
      buildSuiCoinFinalizeTransaction({
        ...gas,
        coinType: COIN_TYPE,
        currency: ref('cc', 99),
        registryInitialSharedVersion: 7777,
        initialMint: { treasuryCap: TREASURY, amount: 21_000_000_000_000n, to: sender },
      }),
    );
    expect(decoded.commands.map((command) => command.$kind)).toEqual(['MoveCall', 'MoveCall', 'TransferObjects']);
    const mint = moveCall(decoded.commands[1]);
    expect(mint.target).toBe(`${FRAMEWORK}::coin::mint`);
    expect(mint.types).toEqual([COIN_TYPE]);
    expect(owned(decoded, mint.arguments[0])).toEqual({ objectId: TREASURY.objectId, version: '21', digest: DIGEST });
    expect(decoded.u64(mint.arguments[1])).toBe(21_000_000_000_000n);
    const transfer = decoded.commands[2].TransferObjects;
    expect(transfer?.objects).toEqual([{ $kind: 'NestedResult', NestedResult: [1, 0] }]);
    expect(decoded.address(transfer?.address as PtbArgument)).toBe(sender);
    expect(() =>
      buildSuiCoinFinalizeTransaction({
        ...gas,
        coinType: COIN_TYPE,
        currency: ref('cc', 99),
        registryInitialSharedVersion: 1,
        initialMint: { treasuryCap: TREASURY, amount: 1n << 64n, to: sender },
      }),
    ).toThrow('fit a u64');
  });

  it('refuses what is not a module', () => {
    expect(() =>
      buildSuiCoinPublishTransaction({
        ...gas,
        module: Uint8Array.of(1, 2, 3, 4),
        upgradeCap: 'keep',
        feeReceiver: FEE_RECEIVER,
      }),
    ).toThrow('Not a Move module');
  });
});

describe('Sui coin manage', () => {
  it('derives the Currency id from 0xc and CurrencyKey<T>', () => {
    expect(CURRENCY.objectId).toBe(
      deriveObjectID(normalizeSuiAddress('0xc'), `0x2::coin_registry::CurrencyKey<${COIN_TYPE}>`, Uint8Array.of(0)),
    );
    expect(suiCurrencyObjectId(COIN_TYPE)).not.toBe(suiCurrencyObjectId(suiPublishedCoinType(PACKAGE, 'OTHER')));
  });

  it('mints to 512 recipients in one transaction: mint the total, one split, the transfers, 5 SUI last', async () => {
    const rows = Array.from({ length: SUI_MAX_MINT_RECIPIENTS }, (_, i) => ({
      to: `0x${(i + 1).toString(16).padStart(64, '0')}` as const,
      amount: BigInt(i + 1) * 1_000n,
    }));
    const decoded = await built(manage({ action: 'mint', treasuryCap: TREASURY, rows }));
    const { commands, u64, address } = decoded;
    const mint = moveCall(commands[0]);
    expect(mint.target).toBe(`${FRAMEWORK}::coin::mint`);
    expect(mint.types).toEqual([COIN_TYPE]);
    expect(owned(decoded, mint.arguments[0])).toEqual({ objectId: TREASURY.objectId, version: '21', digest: DIGEST });
    const total = rows.reduce((sum, row) => sum + row.amount, 0n);
    expect(u64(mint.arguments[1])).toBe(total);
    const split = commands[1].SplitCoins;
    expect(split?.coin).toEqual({ $kind: 'NestedResult', NestedResult: [0, 0] });
    expect(split?.amounts.map((amount) => u64(amount as PtbArgument))).toEqual(rows.slice(1).map((row) => row.amount));
    for (let i = 1; i < rows.length; i++) {
      const transfer = commands[1 + i].TransferObjects;
      expect(transfer?.objects).toEqual([{ $kind: 'NestedResult', NestedResult: [1, i - 1] }]);
      expect(address(transfer?.address as PtbArgument)).toBe(rows[i].to);
    }
    const first = commands[1 + rows.length].TransferObjects;
    expect(first?.objects).toEqual([{ $kind: 'NestedResult', NestedResult: [0, 0] }]);
    expect(address(first?.address as PtbArgument)).toBe(rows[0].to);
    expect(commands).toHaveLength(rows.length + 4);
    expectFee(decoded, 5_000_000_000n);

    expect(() => manage({ action: 'mint', treasuryCap: TREASURY, rows: [...rows, rows[0]] })).toThrow(
      'At most 512 recipients',
    );
    expect(() => manage({ action: 'mint', treasuryCap: TREASURY, rows: [{ to: OTHER, amount: 0n }] })).toThrow(
      'above 0',
    );
  });

  it('mints to one recipient: the minted coin itself, no split', async () => {
    const decoded = await built(manage({ action: 'mint', treasuryCap: TREASURY, rows: [{ to: OTHER, amount: 5n }] }));
    expect(decoded.commands.map((command) => command.$kind)).toEqual([
      'MoveCall',
      'TransferObjects',
      'SplitCoins',
      'TransferObjects',
    ]);
    expect(decoded.address(decoded.commands[1].TransferObjects?.address as PtbArgument)).toBe(OTHER);
  });

  it('burns part of 600 coin objects: merged into the first, the amount split off and burnt', async () => {
    const coins = Array.from({ length: 600 }, (_, i) => ({
      objectId: `0x${(0x1000 + i).toString(16).padStart(64, '0')}`,
      version: 3,
      digest: DIGEST,
    }));
    const decoded = await built(manage({ action: 'burn', treasuryCap: TREASURY, coins, amount: 1_234n }));
    const { commands, u64, objectId } = decoded;
    const first = commands[0].MergeCoins;
    expect(objectId(first?.destination as PtbArgument)).toBe(coins[0].objectId);
    expect(first?.sources.map((source) => objectId(source as PtbArgument))).toEqual(
      coins.slice(1, 512).map((coin) => coin.objectId),
    );
    const second = commands[1].MergeCoins;
    expect(second?.sources.map((source) => objectId(source as PtbArgument))).toEqual(
      coins.slice(512).map((coin) => coin.objectId),
    );
    const split = commands[2].SplitCoins;
    expect(objectId(split?.coin as PtbArgument)).toBe(coins[0].objectId);
    expect(split?.amounts.map((amount) => u64(amount as PtbArgument))).toEqual([1_234n]);
    const burn = moveCall(commands[3]);
    expect(burn.target).toBe(`${FRAMEWORK}::coin::burn`);
    expect(burn.types).toEqual([COIN_TYPE]);
    expect(owned(decoded, burn.arguments[0])?.objectId).toBe(TREASURY.objectId);
    expect(burn.arguments[1]).toEqual({ $kind: 'NestedResult', NestedResult: [2, 0] });
    expect(commands).toHaveLength(6);
    expectFee(decoded, 5_000_000_000n);
  });

  it('burns every coin given', async () => {
    const decoded = await built(manage({ action: 'burn', treasuryCap: TREASURY, coins: [ref('b1')], amount: 'all' }));
    const burn = moveCall(decoded.commands[0]);
    expect(decoded.objectId(burn.arguments[1])).toBe(ref('b1').objectId);
    expect(decoded.commands).toHaveLength(3);
  });

  it('updates name, description and icon URL on the shared Currency with the MetadataCap', async () => {
    const decoded = await built(
      manage({
        action: 'metadata',
        currency: CURRENCY,
        metadataCap: METADATA,
        name: 'Chainkit Gold 金',
        description: 'New words',
        iconUrl: 'https://example.org/new.png',
      }),
    );
    const calls = decoded.commands.slice(0, 3).map(moveCall);
    expect(calls.map((call) => call.target)).toEqual(
      ['set_name', 'set_description', 'set_icon_url'].map((name) => `${FRAMEWORK}::coin_registry::${name}`),
    );
    for (const call of calls) {
      expect(call.types).toEqual([COIN_TYPE]);
      expect(sharedOf(decoded, call.arguments[0])).toEqual({
        objectId: CURRENCY.objectId,
        initialSharedVersion: '4242',
        mutable: true,
      });
      expect(owned(decoded, call.arguments[1])?.objectId).toBe(METADATA.objectId);
    }
    expect(calls.map((call) => stringOf(decoded, call.arguments[2]))).toEqual([
      'Chainkit Gold 金',
      'New words',
      'https://example.org/new.png',
    ]);
    expect(decoded.commands).toHaveLength(5);
    expectFee(decoded, 5_000_000_000n);

    const one = await built(manage({ action: 'metadata', currency: CURRENCY, metadataCap: METADATA, description: '' }));
    expect(one.commands.slice(0, -2).map((command) => moveCall(command).target)).toEqual([
      `${FRAMEWORK}::coin_registry::set_description`,
    ]);
    expect(() => manage({ action: 'metadata', currency: CURRENCY, metadataCap: METADATA })).toThrow(
      'Nothing to update',
    );
  });

  it('gives up permissions: fixed supply, frozen or handed-over TreasuryCap, deleted or handed-over MetadataCap', async () => {
    const fix = await built(
      manage({ action: 'permission', change: 'fixSupply', treasuryCap: TREASURY, currency: CURRENCY }),
    );
    const fixCall = moveCall(fix.commands[0]);
    expect(fixCall.target).toBe(`${FRAMEWORK}::coin_registry::make_supply_fixed`);
    expect(fixCall.types).toEqual([COIN_TYPE]);
    expect(sharedOf(fix, fixCall.arguments[0])?.objectId).toBe(CURRENCY.objectId);
    expect(owned(fix, fixCall.arguments[1])?.objectId).toBe(TREASURY.objectId);
    expectFee(fix, 5_000_000_000n);

    const freeze = await built(manage({ action: 'permission', change: 'freezeTreasuryCap', treasuryCap: TREASURY }));
    const freezeCall = moveCall(freeze.commands[0]);
    expect(freezeCall.target).toBe(`${FRAMEWORK}::transfer::public_freeze_object`);
    expect(freezeCall.types).toEqual([`${FRAMEWORK}::coin::TreasuryCap<${COIN_TYPE}>`]);
    expect(owned(freeze, freezeCall.arguments[0])?.objectId).toBe(TREASURY.objectId);
    expect(freeze.commands).toHaveLength(3);

    const give = await built(
      manage({ action: 'permission', change: 'transferTreasuryCap', treasuryCap: TREASURY, recipient: OTHER }),
    );
    const giveTransfer = give.commands[0].TransferObjects;
    expect(giveTransfer?.objects.map((object) => give.objectId(object as PtbArgument))).toEqual([TREASURY.objectId]);
    expect(give.address(giveTransfer?.address as PtbArgument)).toBe(OTHER);
    expectFee(give, 5_000_000_000n);

    const drop = await built(
      manage({ action: 'permission', change: 'deleteMetadataCap', metadataCap: METADATA, currency: CURRENCY }),
    );
    const dropCall = moveCall(drop.commands[0]);
    expect(dropCall.target).toBe(`${FRAMEWORK}::coin_registry::delete_metadata_cap`);
    expect(sharedOf(drop, dropCall.arguments[0])?.objectId).toBe(CURRENCY.objectId);
    expect(owned(drop, dropCall.arguments[1])?.objectId).toBe(METADATA.objectId);

    const hand = await built(
      manage({ action: 'permission', change: 'transferMetadataCap', metadataCap: METADATA, recipient: OTHER }),
    );
    expect(hand.objectId(hand.commands[0].TransferObjects?.objects[0] as PtbArgument)).toBe(METADATA.objectId);
    expectFee(hand, 5_000_000_000n);

    expect(() => manage({ action: 'permission', change: 'transferTreasuryCap', treasuryCap: TREASURY })).toThrow(
      'not a Sui address',
    );
    expect(() => manage({ action: 'permission', change: 'fixSupply', treasuryCap: TREASURY })).toThrow(
      'currency object',
    );
  });

  it('refuses SUI itself and a bad coin type', () => {
    expect(() =>
      manage({ action: 'mint', coinType: '0x2::sui::SUI', treasuryCap: TREASURY, rows: [{ to: OTHER, amount: 1n }] }),
    ).toThrow("Not a coin of one's own");
    expect(() => manage({ action: 'mint', coinType: 'nope', treasuryCap: TREASURY, rows: [] })).toThrow(
      "Not a coin of one's own",
    );
  });
});
