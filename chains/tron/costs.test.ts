import { TronWeb, utils } from 'tronweb';
import {
  bandwidthCharge,
  callEnergyLimit,
  energyCharge,
  estimateTransactionCost,
  estimateTransactionCosts,
  feeLimitForEnergy,
  parseAccountResources,
  parseChainParameters,
  type TronAccountResources,
  type TronChainParameters,
  transactionBandwidth,
} from './costs';

// Mainnet's values today (getchainparameters), as the stand-in serves them.
const PARAMETERS: TronChainParameters = {
  bandwidthPriceSun: 1_000n,
  energyPriceSun: 100n,
  createAccountFeeSun: 100_000n,
  createNewAccountFeeInSystemContractSun: 1_000_000n,
  createNewAccountBandwidthRate: 1,
  freeNetLimit: 600,
};
const NOTHING: TronAccountResources = {
  freeNetUsed: 0,
  freeNetLimit: 0,
  netUsed: 0,
  netLimit: 0,
  energyUsed: 0,
  energyLimit: 0,
};
const FRESH: TronAccountResources = { ...NOTHING, freeNetLimit: 600 };
// Anvil's account #0 (a public test key) and #1's address.
const KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const TO = TronWeb.address.fromHex('4170997970c51812dc3a010c7d01b50e0d17dc79c8');

describe('chain parameters and account resources', () => {
  it('reads the keys it needs, taking a missing value as 0 (protobuf default), refusing a missing key', () => {
    const json = {
      chainParameter: [
        { key: 'getTransactionFee', value: 1000 },
        { key: 'getEnergyFee', value: 100 },
        { key: 'getCreateAccountFee', value: 100000 },
        { key: 'getCreateNewAccountFeeInSystemContract', value: 1000000 },
        { key: 'getCreateNewAccountBandwidthRate', value: 1 },
        { key: 'getFreeNetLimit', value: 600 },
        { key: 'getAllowTvmCancun' },
      ],
    };
    expect(parseChainParameters(json)).toEqual(PARAMETERS);
    const zeroPrice = {
      chainParameter: json.chainParameter.map((entry) => (entry.key === 'getEnergyFee' ? { key: entry.key } : entry)),
    };
    expect(parseChainParameters(zeroPrice).energyPriceSun).toBe(0n);
    const withoutEnergy = { chainParameter: json.chainParameter.filter(({ key }) => key !== 'getEnergyFee') };
    expect(() => parseChainParameters(withoutEnergy)).toThrow(/getEnergyFee/);
    expect(() => parseChainParameters({ chainParameter: [{ key: 'getEnergyFee', value: -1 }] })).toThrow();
  });

  it('reads account resources, absent fields as 0', () => {
    expect(parseAccountResources({})).toEqual(NOTHING);
    expect(parseAccountResources({ freeNetLimit: 600, freeNetUsed: 268, EnergyLimit: 5, NetLimit: 7 })).toEqual({
      ...NOTHING,
      freeNetLimit: 600,
      freeNetUsed: 268,
      energyLimit: 5,
      netLimit: 7,
    });
    expect(() => parseAccountResources({ freeNetUsed: '1' })).toThrow();
  });
});

describe('bandwidth', () => {
  it('is the protobuf size of the signed transaction without ret, plus 64 per contract', async () => {
    const tronWeb = new TronWeb({ fullHost: 'http://127.0.0.1:1' });
    const now = 1_790_000_000_000;
    const blockHeader = {
      ref_block_bytes: '0a1b',
      ref_block_hash: '0011223344556677',
      expiration: now + 60_000,
      timestamp: now,
    };
    const from = TronWeb.address.fromPrivateKey(KEY) as string;
    for (const unsigned of [
      await tronWeb.transactionBuilder.sendTrx(TO, 1_234_567, from, { blockHeader }),
      (
        await tronWeb.transactionBuilder.triggerSmartContract(
          TO,
          'transfer(address,uint256)',
          { txLocal: true, feeLimit: 30_000_000, blockHeader },
          [
            { type: 'address', value: TO },
            { type: 'uint256', value: '1000000' },
          ],
          from,
        )
      ).transaction,
    ]) {
      const signed = await tronWeb.trx.sign(unsigned, KEY);
      const pb = utils.transaction.txJsonToPb(signed);
      for (const signature of signed.signature) pb.addSignature(Uint8Array.from(Buffer.from(signature, 'hex')));
      const expected = pb.serializeBinary().length + 64;
      expect(transactionBandwidth(signed.raw_data_hex.length / 2)).toBe(expected);
    }
    // One byte more of raw_data past 127 costs two: its length takes a second varint byte.
    expect(transactionBandwidth(128)).toBe(transactionBandwidth(127) + 2);
    expect(transactionBandwidth(100, 2)).toBe(transactionBandwidth(100) + 67);
  });

  it('uses staked, then free, then burns, all or nothing per source', () => {
    expect(bandwidthCharge(268, { ...FRESH, netLimit: 1_000, netUsed: 700 }, PARAMETERS)).toEqual({
      source: 'staked',
      bandwidthUsed: 268,
      bandwidthSun: 0n,
      activationSun: 0n,
    });
    // 299 staked left is not enough for 300 bytes: free bandwidth pays all of it.
    expect(bandwidthCharge(300, { ...FRESH, netLimit: 1_000, netUsed: 701 }, PARAMETERS).source).toBe('free');
    expect(bandwidthCharge(268, { ...FRESH, freeNetUsed: 332 }, PARAMETERS)).toMatchObject({ source: 'free' });
    expect(bandwidthCharge(268, { ...FRESH, freeNetUsed: 333 }, PARAMETERS)).toMatchObject({ source: 'burn' });
    // 332 free left cannot pay 345 bytes, so all 345 are burnt at 1,000 sun.
    expect(bandwidthCharge(345, { ...FRESH, freeNetUsed: 268 }, PARAMETERS)).toEqual({
      source: 'burn',
      bandwidthUsed: 0,
      bandwidthSun: 345_000n,
      activationSun: 0n,
    });
  });

  it('activates a new account for 1.1 TRX without staked bandwidth, free bandwidth not counting', () => {
    expect(bandwidthCharge(268, FRESH, PARAMETERS, true)).toEqual({
      source: 'burn',
      bandwidthUsed: 0,
      bandwidthSun: 100_000n,
      activationSun: 1_000_000n,
    });
    expect(bandwidthCharge(268, { ...FRESH, netLimit: 268 }, PARAMETERS, true)).toEqual({
      source: 'staked',
      bandwidthUsed: 268,
      bandwidthSun: 0n,
      activationSun: 1_000_000n,
    });
  });
});

describe('energy', () => {
  it('takes staked energy first and burns the rest at the energy price', () => {
    expect(energyCharge(64_285, 0, 100n)).toEqual({
      energyUsed: 64_285,
      energyFromStake: 0,
      energyBurnt: 64_285,
      energySun: 6_428_500n,
    });
    expect(energyCharge(64_285, 50_000, 100n)).toMatchObject({ energyFromStake: 50_000, energySun: 1_428_500n });
    expect(energyCharge(10, 50_000, 100n)).toMatchObject({ energyFromStake: 10, energySun: 0n });
  });

  it('limits a call by stake plus balance, capped by the fee limit', () => {
    const base = { callValueSun: 0n, stakedEnergyLeft: 0, energyPriceSun: 100n };
    expect(callEnergyLimit({ ...base, feeLimitSun: 30_000_000n, balanceSun: 10n ** 12n })).toBe(300_000);
    expect(callEnergyLimit({ ...base, feeLimitSun: 30_000_000n, balanceSun: 5_000_000n })).toBe(50_000);
    expect(
      callEnergyLimit({ ...base, feeLimitSun: 30_000_000n, balanceSun: 5_000_000n, callValueSun: 6_000_000n }),
    ).toBe(0);
    expect(callEnergyLimit({ ...base, feeLimitSun: 30_000_000n, balanceSun: 0n, stakedEnergyLeft: 70_000 })).toBe(
      70_000,
    );
    expect(callEnergyLimit({ ...base, feeLimitSun: 1_000_000n, balanceSun: 0n, stakedEnergyLeft: 70_000 })).toBe(
      10_000,
    );
  });

  it('sets the fee limit from the estimate plus a margin', () => {
    expect(feeLimitForEnergy(64_285, 100n)).toBe(7_071_400n);
    expect(feeLimitForEnergy(64_285, 100n, 0)).toBe(6_428_500n);
    expect(() => feeLimitForEnergy(-1, 100n)).toThrow(RangeError);
  });
});

describe('estimateTransactionCost', () => {
  it('adds bandwidth, activation and energy', () => {
    const trx = estimateTransactionCost({ rawDataBytes: 133, resources: FRESH, parameters: PARAMETERS });
    expect(trx).toMatchObject({ bandwidth: 267, source: 'free', totalSun: 0n });
    const activation = estimateTransactionCost({
      rawDataBytes: 133,
      createsAccount: true,
      resources: FRESH,
      parameters: PARAMETERS,
    });
    expect(activation.totalSun).toBe(1_100_000n);
    const token = estimateTransactionCost({
      rawDataBytes: 209,
      energy: 64_285,
      resources: { ...FRESH, freeNetUsed: 500, energyLimit: 10_000, energyUsed: 2_000 },
      parameters: PARAMETERS,
    });
    expect(token).toMatchObject({ bandwidth: 343, source: 'burn', bandwidthSun: 343_000n, energyFromStake: 8_000 });
    expect(token.totalSun).toBe(343_000n + 56_285n * 100n);
  });
});

describe('estimateTransactionCosts', () => {
  it('lets each transaction use what the previous ones left', () => {
    const resources = { ...FRESH, netLimit: 300, energyLimit: 20_000 };
    const { costs, totalSun } = estimateTransactionCosts(
      [
        { rawDataBytes: 133 }, // 267 bytes: staked (300 left)
        { rawDataBytes: 133 }, // 33 staked left: free (600)
        { rawDataBytes: 199, energy: 15_000 }, // 333 bytes: the last 333 free; 15,000 energy from stake
        { rawDataBytes: 209, energy: 15_000 }, // 343 bytes, no free left: burnt; 5,000 staked energy, 10,000 burnt
        { rawDataBytes: 133, createsAccount: true }, // 33 staked left: create-account fee
      ],
      resources,
      PARAMETERS,
    );
    expect(costs.map((cost) => cost.source)).toEqual(['staked', 'free', 'free', 'burn', 'burn']);
    expect(costs.map((cost) => cost.totalSun)).toEqual([0n, 0n, 0n, 343_000n + 1_000_000n, 1_100_000n]);
    expect(costs[3]).toMatchObject({ energyFromStake: 5_000, energyBurnt: 10_000 });
    expect(totalSun).toBe(2_443_000n);
  });
});
