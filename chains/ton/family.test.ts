import { beginCell, Dictionary } from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import { TON_CHAIN_ID, TON_MNEMONIC_PATH, tonFamily } from './family';
import { readJettonContent } from './jetton-metadata';
import { tonKeyPairFromMnemonic } from './keys';
import { tonWalletAddress } from './wallets';

const TON_MNEMONIC =
  'quality truck inmate balcony orchard opera tired found author gravity ritual real sunset cruel wolf trick loop bulb cruise abuse surprise glow hamster nut';
const BIP39 = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('tonFamily', () => {
  it('knows TON under chain id 607, toncenter as its default API, and Tonviewer links', () => {
    expect(tonFamily.defaultChainIds).toEqual([TON_CHAIN_ID]);
    expect(tonFamily.chain(1)).toBeUndefined();
    expect(tonFamily.chain(TON_CHAIN_ID)).toMatchObject({
      nativeSymbol: 'TON',
      nativeDecimals: 9,
      defaultRpcUrls: ['https://toncenter.com/api/v2/jsonRPC'],
    });
    expect(tonFamily.explorerLink(TON_CHAIN_ID, 'tx', 'ab12')).toBe('https://tonviewer.com/transaction/ab12');
    expect(tonFamily.explorerLink(TON_CHAIN_ID, 'address', 'UQabc')).toBe('https://tonviewer.com/UQabc');
    expect(tonFamily.explorerLink(195, 'address', 'UQabc')).toBeUndefined();
  });

  it("derives from a TON mnemonic (one key, its v5r1 wallet) and from BIP39 (m/44'/607'/i')", () => {
    const account = tonFamily.keys.deriveFromMnemonic(TON_MNEMONIC);
    const pair = tonKeyPairFromMnemonic(TON_MNEMONIC);
    expect(account.path).toBe(TON_MNEMONIC_PATH);
    expect(account.address).toBe(tonWalletAddress('v5r1', pair.publicKey).toString({ bounceable: false }));
    expect(tonFamily.keys.addressFromPrivateKey(account.privateKey)).toBe(account.address);
    expect(() => tonFamily.keys.deriveFromMnemonic(TON_MNEMONIC, { index: 1 })).toThrow(RangeError);
    const many = tonFamily.keys.deriveManyFromMnemonic(BIP39, { start: 2, count: 2 });
    expect(many.map((item) => item.path)).toEqual(["m/44'/607'/2'", "m/44'/607'/3'"]);
    expect(tonFamily.keys.deriveFromMnemonic(BIP39, { index: 3 })).toEqual(many[1]);
    expect(tonFamily.address.check(many[0].address)).toEqual({ ok: true, address: many[0].address });
    expect(tonFamily.keys.checkMnemonic(TON_MNEMONIC)).toMatchObject({ ok: true });
    expect(tonFamily.keys.checkMnemonic(BIP39)).toMatchObject({ ok: true });
    expect(tonFamily.keys.checkMnemonic(BIP39.replace('about', 'abandon'))).toEqual({ ok: false, issue: 'checksum' });
    expect(tonFamily.keys.generateMnemonic().split(' ')).toHaveLength(24);
    expect(() => tonFamily.keys.generateMnemonic(12)).toThrow(RangeError);
  });

  it('refuses another chain id before any request', async () => {
    await expect(tonFamily.readBalances({ chainId: 1, owners: [] })).rejects.toThrow(RangeError);
  });
});

describe('jetton content (TEP-64)', () => {
  it('reads on-chain symbol and decimals, and an off-chain URI', () => {
    const fields = Dictionary.empty(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell());
    const put = (name: string, value: string) =>
      fields.set(
        BigInt(`0x${sha256_sync(name).toString('hex')}`),
        beginCell().storeUint(0, 8).storeStringTail(value).endCell(),
      );
    put('symbol', 'USDx');
    put('decimals', '6');
    put('name', 'A dollar');
    const onchain = beginCell().storeUint(0, 8).storeDict(fields).endCell();
    expect(readJettonContent(onchain)).toMatchObject({
      kind: 'onchain',
      symbol: 'USDx',
      decimals: 6,
      name: 'A dollar',
    });
    const offchain = beginCell().storeUint(1, 8).storeStringTail('https://x.example/j.json').endCell();
    expect(readJettonContent(offchain)).toEqual({ kind: 'offchain', uri: 'https://x.example/j.json' });
    expect(readJettonContent(beginCell().storeUint(7, 8).endCell())).toEqual({ kind: 'unknown' });
  });
});
