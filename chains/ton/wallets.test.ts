import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { tonKeyPairFromMnemonic } from './keys';
import { MAX_MESSAGES_PER_EXTERNAL, tonWalletAddress, tonWalletContract } from './wallets';

const PUBLIC_KEY = tonKeyPairFromMnemonic(
  'quality truck inmate balcony orchard opera tired found author gravity ritual real sunset cruel wolf trick loop bulb cruise abuse surprise glow hamster nut',
).publicKey;

describe('TON wallet contracts', () => {
  it('runs the published v4r2 and v5r1 code (code hashes as listed by explorers)', () => {
    expect(tonWalletContract('v4r2', PUBLIC_KEY).init.code.hash().toString('hex')).toBe(
      'feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0',
    );
    expect(tonWalletContract('v5r1', PUBLIC_KEY).init.code.hash().toString('hex')).toBe(
      '20834b7b72b112147e1b2fb457b84e74d1a30f04f737d4f62a668e9552d2b72f',
    );
  });

  it('gives one address per version and network, as @ton/ton builds them', () => {
    const key = Buffer.from(PUBLIC_KEY);
    const v4 = tonWalletAddress('v4r2', PUBLIC_KEY);
    const v5 = tonWalletAddress('v5r1', PUBLIC_KEY);
    expect(v4.equals(WalletContractV4.create({ workchain: 0, publicKey: key }).address)).toBe(true);
    expect(v5.equals(WalletContractV5R1.create({ publicKey: key }).address)).toBe(true);
    expect(v4.equals(v5)).toBe(false);
    // v5r1's wallet id holds the network: a testnet W5 of the same key is another account.
    expect(tonWalletAddress('v5r1', PUBLIC_KEY, 'testnet').equals(v5)).toBe(false);
    expect(tonWalletAddress('v4r2', PUBLIC_KEY, 'testnet').equals(v4)).toBe(true);
    expect(() => tonWalletAddress('v5r1', PUBLIC_KEY.slice(1))).toThrow(RangeError);
  });

  it('knows how many messages each version takes per external message', () => {
    expect(MAX_MESSAGES_PER_EXTERNAL).toEqual({ v4r2: 4, v5r1: 255 });
  });
});
