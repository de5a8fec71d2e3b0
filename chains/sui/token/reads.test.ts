import { bcs } from '@mysten/sui/bcs';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { normalizeSuiAddress } from '@mysten/sui/utils';
import { executeSuiPtb, SUI_COIN_TYPE_LONG, suiGasBudget, suiPtbBytes, suiTransactionDigest } from '..';
import { decodePtb } from '../testing/decode-ptb';
import { type StandInObject, type SuiGraphqlStandIn, startSuiGraphqlStandIn } from '../testing/graphql-stand-in';
import { buildSuiCoinManageTransaction, suiCurrencyObjectId } from './manage';
import { buildSuiCoinFinalizeTransaction, buildSuiCoinPublishTransaction, SUI_COIN_REGISTRY_ID } from './publish';
import { readSuiCoinState, readSuiPublishedCoin, readSuiSharedVersion } from './reads';
import { prepareSuiCoinTransaction, SuiCoinRunError, sendSuiCoinTransaction } from './run';
import { loadMoveBytecodeTemplate, patchSuiCoinTemplate } from './template';

// The publish → finalise → manage flow over the GraphQL stand-in (chains/sui/testing/graphql-stand-in.ts): each
// transaction built, signed and executed there (the stand-in verifies the signature), and its result read back the way
// the pages read it. The stand-in runs no Move: the test writes the objects each landed transaction would create
// (from the decoded bytes), so what is shown is that our reads find them in the documented response shapes.

const FEE_RECEIVER = `0x${'fe'.repeat(32)}`;
const DIGEST = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi';
const PACKAGE = normalizeSuiAddress(`0x${'5c'.repeat(32)}`);
const COIN_TYPE = `${PACKAGE}::CKG::CKG`;
const id = (byte: string) => normalizeSuiAddress(`0x${byte.repeat(32)}`);

let standIn: SuiGraphqlStandIn;
beforeAll(async () => {
  standIn = await startSuiGraphqlStandIn();
});
afterAll(() => standIn.close());

describe('Sui coin reads', () => {
  it('publishes, finds the parked Currency, finalises, mints and reads each result back', async () => {
    const keypair = Ed25519Keypair.generate();
    const sender = keypair.toSuiAddress() as `0x${string}`;
    const options = { url: standIn.url };
    const gas = {
      sender,
      gasPrice: 750n,
      gasBudget: 80_000_000n,
      gasPayment: [{ objectId: id('a1'), version: 1, digest: DIGEST }],
    };
    const registry: StandInObject = {
      objectId: SUI_COIN_REGISTRY_ID,
      version: '500',
      digest: DIGEST,
      owner: { kind: 'shared', initialSharedVersion: '407' },
      type: '0x2::coin_registry::CoinRegistry',
      json: {},
    };
    standIn.objects.set(registry.objectId, registry);
    const send = async (bytes: Uint8Array) => {
      const { signature } = await keypair.signTransaction(bytes);
      return executeSuiPtb(bytes, [signature], options);
    };

    // 1. Publish. What the chain would create: the package, the caps (to the sender), the Currency parked at 0xc.
    const lib = await loadMoveBytecodeTemplate();
    const module = patchSuiCoinTemplate(lib, {
      identifier: 'CKG',
      decimals: 6,
      symbol: 'CKG',
      name: 'Chainkit Gold',
      description: '',
      iconUrl: '',
    });
    const publishBytes = await suiPtbBytes(
      buildSuiCoinPublishTransaction({ ...gas, module, upgradeCap: 'keep', feeReceiver: FEE_RECEIVER }),
    );
    const publishDigest = suiTransactionDigest(publishBytes);
    const owned = { kind: 'address' as const, address: sender };
    standIn.objectChanges.set(publishDigest, [
      { address: PACKAGE, idCreated: true, output: { package: true, version: '1', digest: DIGEST } },
      {
        address: id('7c'),
        idCreated: true,
        output: { version: '2', digest: DIGEST, owner: owned, type: `0x2::coin::TreasuryCap<${COIN_TYPE}>` },
      },
      {
        address: id('3d'),
        idCreated: true,
        output: { version: '2', digest: DIGEST, owner: owned, type: `0x2::coin_registry::MetadataCap<${COIN_TYPE}>` },
      },
      {
        address: id('9a'),
        idCreated: true,
        output: { version: '2', digest: DIGEST, owner: owned, type: '0x2::package::UpgradeCap' },
      },
      {
        address: id('cc'),
        idCreated: true,
        output: {
          version: '2',
          digest: DIGEST,
          owner: { kind: 'address', address: SUI_COIN_REGISTRY_ID },
          type: `0x2::coin_registry::Currency<${COIN_TYPE}>`,
        },
      },
      {
        address: id('a1'),
        idCreated: false,
        output: { version: '2', digest: DIGEST, owner: owned, type: '0x2::coin::Coin<0x2::sui::SUI>' },
      },
    ]);
    const currencyJson = {
      decimals: 6,
      name: 'Chainkit Gold',
      symbol: 'CKG',
      description: '',
      icon_url: '',
      supply: { '@variant': 'Unknown' },
      metadata_cap_id: { '@variant': 'Claimed', pos0: id('3d') },
    };
    standIn.objects.set(id('cc'), {
      objectId: id('cc'),
      version: '2',
      digest: DIGEST,
      owner: { kind: 'address', address: SUI_COIN_REGISTRY_ID },
      type: `0x2::coin_registry::Currency<${COIN_TYPE}>`,
      json: currencyJson,
    });
    const treasury: StandInObject = {
      objectId: id('7c'),
      version: '2',
      digest: DIGEST,
      owner: owned,
      type: `0x2::coin::TreasuryCap<${COIN_TYPE}>`,
      json: { id: id('7c'), total_supply: { value: '0' } },
    };
    standIn.objects.set(treasury.objectId, treasury);
    standIn.objects.set(id('3d'), {
      objectId: id('3d'),
      version: '2',
      digest: DIGEST,
      owner: owned,
      type: `0x2::coin_registry::MetadataCap<${COIN_TYPE}>`,
      json: { id: id('3d') },
    });
    expect((await send(publishBytes)).status).toBe('SUCCESS');

    const published = await readSuiPublishedCoin(publishDigest, options);
    expect(published).toEqual({
      digest: publishDigest,
      packageId: PACKAGE,
      coinType: COIN_TYPE,
      pendingCurrency: { objectId: id('cc'), version: '2', digest: DIGEST },
      treasuryCap: { objectId: id('7c'), version: '2', digest: DIGEST },
      metadataCap: { objectId: id('3d'), version: '2', digest: DIGEST },
      upgradeCap: { objectId: id('9a'), version: '2', digest: DIGEST },
    });
    const before = await readSuiCoinState(COIN_TYPE, sender, options);
    expect(before.currency).toBeNull();
    expect(before.pendingCurrency).toMatchObject({ objectId: id('cc'), fields: { symbol: 'CKG', decimals: 6 } });

    // 2. Finalise: 0xc's initial shared version read, the parked Currency received; then shared at its derived id.
    const finalizeBytes = await suiPtbBytes(
      buildSuiCoinFinalizeTransaction({
        ...gas,
        coinType: published.coinType,
        currency: published.pendingCurrency as NonNullable<typeof published.pendingCurrency>,
        registryInitialSharedVersion: await readSuiSharedVersion(SUI_COIN_REGISTRY_ID, options),
      }),
    );
    const receiving = bcs.TransactionData.parse(finalizeBytes).V1?.kind.ProgrammableTransaction?.inputs.find(
      (input) => input.Object?.SharedObject,
    );
    expect(receiving?.Object?.SharedObject?.initialSharedVersion).toBe('407');
    expect((await send(finalizeBytes)).status).toBe('SUCCESS');
    standIn.objects.delete(id('cc'));
    const derived = suiCurrencyObjectId(COIN_TYPE);
    standIn.objects.set(derived, {
      objectId: derived,
      version: '3',
      digest: DIGEST,
      owner: { kind: 'shared', initialSharedVersion: '3' },
      type: `0x2::coin_registry::Currency<${COIN_TYPE}>`,
      json: currencyJson,
    });
    const state = await readSuiCoinState(COIN_TYPE, sender, options);
    expect(state).toEqual({
      coinType: COIN_TYPE,
      currency: {
        objectId: derived,
        initialSharedVersion: '3',
        fields: {
          decimals: 6,
          name: 'Chainkit Gold',
          symbol: 'CKG',
          description: '',
          iconUrl: '',
          supply: 'Unknown',
          metadataCap: 'Claimed',
        },
      },
      pendingCurrency: null,
      treasuryCap: { objectId: id('7c'), version: '2', digest: DIGEST, totalSupply: 0n },
      metadataCap: { objectId: id('3d'), version: '2', digest: DIGEST },
    });

    // 3. Mint with the cap read back; the stand-in's cap then holds the new supply, which the next read shows.
    const mintBytes = await suiPtbBytes(
      buildSuiCoinManageTransaction({
        ...gas,
        action: 'mint',
        coinType: COIN_TYPE,
        feeReceiver: FEE_RECEIVER,
        treasuryCap: state.treasuryCap as NonNullable<typeof state.treasuryCap>,
        rows: [{ to: sender, amount: 1_000_000n }],
      }),
    );
    expect((await send(mintBytes)).status).toBe('SUCCESS');
    treasury.json = { ...treasury.json, total_supply: { value: '1000000' } };
    treasury.version = '4';
    expect((await readSuiCoinState(COIN_TYPE, sender, options)).treasuryCap).toEqual({
      objectId: id('7c'),
      version: '4',
      digest: DIGEST,
      totalSupply: 1_000_000n,
    });
  });

  it('prepares a publish from a dry run (budget by the SDK rule), refuses a shortfall, resolves a lost answer', async () => {
    const keypair = Ed25519Keypair.generate();
    const sender = keypair.toSuiAddress();
    const options = { url: standIn.url, retries: 0 };
    standIn.coins.set(`${sender}|0x2::coin::Coin<${SUI_COIN_TYPE_LONG}>`, [
      { objectId: id('e1'), version: '5', digest: DIGEST, balance: 6_000_000_000n },
      { objectId: id('e2'), version: '6', digest: DIGEST, balance: 5_000_000_000n },
    ]);
    const lib = await loadMoveBytecodeTemplate();
    const module = patchSuiCoinTemplate(lib, {
      identifier: 'Z',
      decimals: 9,
      symbol: 'Z',
      name: 'Z',
      description: '',
      iconUrl: '',
    });
    const build = (gas: Parameters<typeof buildSuiCoinPublishTransaction>[0]) => buildSuiCoinPublishTransaction(gas);
    const prepared = await prepareSuiCoinTransaction(
      sender,
      10_000_000_000n,
      (gas) => build({ ...gas, module, upgradeCap: 'keep', feeReceiver: FEE_RECEIVER }),
      options,
    );
    expect(prepared.gasBudget).toBe(suiGasBudget(standIn.gasOf(4), 750n));
    expect(prepared.suiBalance).toBe(11_000_000_000n);
    expect(prepared.commands).toBe(4);
    const decoded = decodePtb(prepared.bytes);
    expect(decoded.v1.gasData.budget).toBe(String(prepared.gasBudget));
    expect(decoded.v1.gasData.payment.map((coin) => coin.objectId)).toEqual([id('e1'), id('e2')]);
    // The simulation ran on the probe-budget bytes, the signature goes on the final ones: one execution, answer lost.
    standIn.loseNextExecutions(1);
    const digest = await sendSuiCoinTransaction(
      prepared,
      async (bytes) => (await keypair.signTransaction(bytes)).signature,
      options,
      { pollMs: 1 },
    );
    expect(digest).toBe(suiTransactionDigest(prepared.bytes));
    expect(standIn.executed.get(digest)).toBe('SUCCESS');

    standIn.coins.set(`${sender}|0x2::coin::Coin<${SUI_COIN_TYPE_LONG}>`, [
      { objectId: id('e1'), version: '7', digest: DIGEST, balance: 10_001_000_000n },
    ]);
    const short = prepareSuiCoinTransaction(
      sender,
      10_000_000_000n,
      (gas) => build({ ...gas, module, upgradeCap: 'keep', feeReceiver: FEE_RECEIVER }),
      options,
    );
    await expect(short).rejects.toBeInstanceOf(SuiCoinRunError);
    await expect(short).rejects.toMatchObject({ code: 'short', detail: { have: 10_001_000_000n } });
  });

  it('says when a publish is unknown or failed to publish', async () => {
    await expect(readSuiPublishedCoin('9'.repeat(44), { url: standIn.url })).rejects.toThrow('does not know');
  });
});
