import { tonKeyPairFromPrivateKey } from '@/chains/ton/keys';
import { tonWalletAddress } from '@/chains/ton/wallets';
import { TonWalletError, walletFailure } from './ton-wallet-session';
import { sessionMaxMessages, walletVersionOf } from './wallet-version';

const pair = tonKeyPairFromPrivateKey('3'.repeat(64)) as NonNullable<ReturnType<typeof tonKeyPairFromPrivateKey>>;
const publicKey = Buffer.from(pair.publicKey).toString('hex');

describe('a connected TON Connect account', () => {
  it("is planned with the contract whose address its public key gives (v5r1, v4r2), else v4r2's limit", () => {
    expect(walletVersionOf(tonWalletAddress('v5r1', pair.publicKey).toRawString(), publicKey)).toBe('v5r1');
    expect(walletVersionOf(tonWalletAddress('v4r2', pair.publicKey).toRawString(), publicKey)).toBe('v4r2');
    expect(walletVersionOf(`0:${'ab'.repeat(32)}`, publicKey)).toBe('v4r2');
    expect(walletVersionOf(tonWalletAddress('v5r1', pair.publicKey).toRawString(), undefined)).toBe('v4r2');
  });

  it("takes the wallet's maxMessages, never above its contract's, 4 when it says nothing", () => {
    const features = ['SendTransaction', { name: 'SendTransaction', maxMessages: 255 }];
    expect(sessionMaxMessages(features, 'v5r1')).toBe(255);
    expect(sessionMaxMessages(['SendTransaction'], 'v5r1')).toBe(4);
    expect(sessionMaxMessages([{ name: 'SendTransaction', maxMessages: 255 }], 'v5r1')).toBe(255);
    expect(sessionMaxMessages([{ name: 'SendTransaction', maxMessages: 255 }], 'v4r2')).toBe(4);
    expect(sessionMaxMessages([{ name: 'SendTransaction', maxMessages: 16 }], 'v5r1')).toBe(16);
    expect(sessionMaxMessages([], 'v5r1')).toBe(4);
  });

  it('tells a refusal in the wallet from other failures', () => {
    const refused = Object.assign(new Error('[TON_CONNECT_SDK_ERROR] User rejects the action'), {
      name: 'UserRejectsError',
    });
    expect(walletFailure(refused)).toMatchObject({ reason: 'rejected' });
    expect(walletFailure(refused)).toBeInstanceOf(TonWalletError);
    const other = new Error('Bad request');
    expect(walletFailure(other)).toBe(other);
  });
});
