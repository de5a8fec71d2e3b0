import { TRON_CHAIN_ID, tronFamily } from '.';

describe('tronFamily', () => {
  afterEach(() => {
    delete process.env.TRON_API_URL;
  });

  it('knows mainnet under chain id 195, its API from TRON_API_URL, and Tronscan links', () => {
    expect(tronFamily.defaultChainIds).toEqual([TRON_CHAIN_ID]);
    expect(tronFamily.chain(1)).toBeUndefined();
    expect(tronFamily.chain(TRON_CHAIN_ID)).toMatchObject({
      name: 'Tron',
      nativeSymbol: 'TRX',
      nativeDecimals: 6,
      defaultRpcUrls: ['https://api.trongrid.io'],
    });
    process.env.TRON_API_URL = 'http://127.0.0.1:9090/';
    expect(tronFamily.chain(TRON_CHAIN_ID)?.defaultRpcUrls).toEqual([
      'http://127.0.0.1:9090',
      'https://api.trongrid.io',
    ]);
    expect(tronFamily.explorerLink(TRON_CHAIN_ID, 'tx', 'abc')).toBe('https://tronscan.org/#/transaction/abc');
  });

  it('checks addresses and derives keys through the shared interface', () => {
    const account = tronFamily.keys.deriveFromMnemonic(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    );
    expect(account.path).toBe("m/44'/195'/0'/0/0");
    expect(tronFamily.keys.addressFromPrivateKey(account.privateKey)).toBe(account.address);
    expect(tronFamily.address.check(account.address)).toEqual({ ok: true, address: account.address });
    expect(tronFamily.address.normalize('nope')).toBeUndefined();
  });

  it('refuses another chain id before any request', async () => {
    await expect(tronFamily.readBalances({ chainId: 1, owners: [] })).rejects.toThrow(RangeError);
  });
});
