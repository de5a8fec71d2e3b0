import { verifyPersonalMessageSignature } from '@mysten/sui/verify';
import {
  checkSuiAddress,
  deriveSuiAccount,
  deriveSuiAccounts,
  generateSuiPrivateKey,
  InvalidMnemonicError,
  InvalidSuiPrivateKeyError,
  isSuiDerivationPath,
  normalizeSuiPrivateKey,
  parseSuiAddressList,
  SUI_CHAIN_ID,
  suiAddressFromPrivateKey,
  suiDerivationPath,
  suiFamily,
  suiKeypairFromPrivateKey,
} from '.';

// The @mysten/sui test vector (ed25519-keypair.test.ts TEST_CASES[0]) that Sui wallets and the CLI agree on.
const MNEMONIC =
  'film crazy soon outside stand loop subway crumble thrive popular green nuclear struggle pistol arm wife phrase warfare march wheat nephew ask sunny firm';
const ADDRESS = '0xa2d14fad60c56049ecf75246a481934691214ce413e6a8ae2fe6834c173a6133';
// Its private key as that vector gives it: base64 of flag 0x00 + the 32-byte secret.
const SECRET_HEX = Buffer.from('AN0JMHpDum3BhrVwnkylH0/HGRHBQ/fO/8+MYOawO8j6', 'base64').subarray(1).toString('hex');

describe('Sui keys', () => {
  it("derives account 0 of the SDK vector at m/44'/784'/0'/0'/0' and exports it as suiprivkey1…", () => {
    const account = deriveSuiAccount(MNEMONIC);
    expect(account).toMatchObject({ path: "m/44'/784'/0'/0'/0'", address: ADDRESS });
    expect(account.privateKey).toMatch(/^suiprivkey1[02-9ac-hj-np-z]+$/);
    expect(suiAddressFromPrivateKey(account.privateKey)).toBe(ADDRESS);
    // The same secret as 64 hex digits (with or without 0x) is the same key.
    expect(normalizeSuiPrivateKey(SECRET_HEX)).toBe(account.privateKey);
    expect(normalizeSuiPrivateKey(`0x${SECRET_HEX.toUpperCase()}`)).toBe(account.privateKey);
    expect(normalizeSuiPrivateKey(`  ${account.privateKey.toUpperCase()}  `)).toBe(account.privateKey);
  });

  it('derives many accounts from one seed, at the account level as Sui wallets count them', () => {
    const accounts = deriveSuiAccounts(MNEMONIC, { start: 0, count: 3 });
    expect(accounts.map((account) => account.path)).toEqual([
      "m/44'/784'/0'/0'/0'",
      "m/44'/784'/1'/0'/0'",
      "m/44'/784'/2'/0'/0'",
    ]);
    expect(accounts[0].address).toBe(ADDRESS);
    expect(new Set(accounts.map((account) => account.address)).size).toBe(3);
    expect(accounts[2]).toEqual(deriveSuiAccount(MNEMONIC, { index: 2 }));
    // A passphrase gives other accounts.
    expect(deriveSuiAccount(MNEMONIC, { passphrase: 'x' }).address).not.toBe(ADDRESS);
  });

  it('refuses bad mnemonics, non-hardened paths and keys that are none', () => {
    expect(() => deriveSuiAccount('film crazy soon')).toThrow(InvalidMnemonicError);
    expect(() => deriveSuiAccount(MNEMONIC, { path: "m/44'/784'/0'/0/0" })).toThrow(/derivation path/);
    expect(isSuiDerivationPath(suiDerivationPath(7))).toBe(true);
    expect(isSuiDerivationPath("m/44'/60'/0'/0/0")).toBe(false);
    expect(normalizeSuiPrivateKey('suiprivkey1qqqq')).toBeUndefined();
    expect(normalizeSuiPrivateKey('0x1234')).toBeUndefined();
    expect(() => suiAddressFromPrivateKey('nope')).toThrow(InvalidSuiPrivateKeyError);
  });

  it('signs with a generated key and the SDK verifies the signature for its address', async () => {
    const key = generateSuiPrivateKey();
    const keypair = suiKeypairFromPrivateKey(key);
    const message = new TextEncoder().encode('chainkit');
    const { signature } = await keypair.signPersonalMessage(message);
    const publicKey = await verifyPersonalMessageSignature(message, signature);
    expect(publicKey.toSuiAddress()).toBe(suiAddressFromPrivateKey(key));
  });
});

describe('Sui addresses', () => {
  it('takes 0x + 64 hex in any case, shown lowercase; refuses short forms and other chains', () => {
    expect(checkSuiAddress(` ${ADDRESS.toUpperCase().replace('0X', '0x')}\u200B`)).toEqual({
      ok: true,
      address: ADDRESS,
    });
    expect(checkSuiAddress('0x2')).toEqual({ ok: false, issue: 'format' });
    expect(checkSuiAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toEqual({ ok: false, issue: 'format' });
  });

  it('parses a pasted list with line numbers, invalid entries and repeats', () => {
    const other = `0x${'ab'.repeat(32)}`;
    const parsed = parseSuiAddressList(
      `${ADDRESS}, ${other}\n\nnot-an-address\n${ADDRESS.toUpperCase().replace('0X', '0x')}`,
    );
    expect(parsed.addresses).toEqual([ADDRESS, other]);
    expect(parsed.invalid).toEqual([{ index: 2, line: 3, input: 'not-an-address', issue: 'format' }]);
    expect(parsed.duplicates).toEqual([{ index: 3, line: 4, address: ADDRESS, firstIndex: 0 }]);
  });
});

describe('suiFamily', () => {
  it('is chain 784 with SUI / 9, GraphQL mainnet and Suiscan links', async () => {
    expect(suiFamily.defaultChainIds).toEqual([SUI_CHAIN_ID]);
    expect(suiFamily.chain(1)).toBeUndefined();
    expect(suiFamily.chain(SUI_CHAIN_ID)).toMatchObject({ name: 'Sui', nativeSymbol: 'SUI', nativeDecimals: 9 });
    expect(suiFamily.explorerLink(SUI_CHAIN_ID, 'address', ADDRESS)).toBe(
      `https://suiscan.xyz/mainnet/account/${ADDRESS}`,
    );
    expect(suiFamily.explorerLink(195, 'tx', 'x')).toBeUndefined();
    expect(suiFamily.keys.deriveFromMnemonic(MNEMONIC).address).toBe(ADDRESS);
    await expect(suiFamily.readBalances({ chainId: 1, owners: [] })).rejects.toThrow(RangeError);
  });
});
