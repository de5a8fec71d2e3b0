import { Keypair } from '@solana/web3.js';
import { encodeBase58 } from './base58';
import {
  deriveSolanaAccount,
  deriveSolanaAccounts,
  generateSolanaMnemonic,
  generateSolanaPrivateKey,
  InvalidDerivationPathError,
  InvalidMnemonicError,
  InvalidSolanaPrivateKeyError,
  isSolanaDerivationPath,
  mnemonicToSeed,
  normalizeSolanaDerivationPath,
  normalizeSolanaPrivateKey,
  slip10DeriveEd25519,
  solanaAddressFromPrivateKey,
  solanaDerivationPath,
  solanaKeypairFromPrivateKey,
  solanaPrivateKeyToJson,
} from './keys';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/**
 * SLIP-0010 "Test vector 1 for ed25519" (github.com/satoshilabs/slips, slip-0010.md): seed 000102…0f. The public
 * keys there are 0x00 + the ed25519 key; here they are computed by web3.js' Keypair.fromSeed (@noble/curves), an
 * implementation independent of the derivation under test.
 */
const SLIP10_VECTOR_1 = [
  {
    path: "m/0'",
    chainCode: '8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69',
    privateKey: '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    publicKey: '8c8a13df77a28f3445213a0f432fde644acaa215fc72dcdf300d5efaa85d350c',
  },
  {
    path: "m/0'/1'",
    chainCode: 'a320425f77d1b5c2505a6b1b27382b37368ee640e3557c315416801243552f14',
    privateKey: 'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2',
    publicKey: '1932a5270f335bed617d5b935c80aedb1a35bd9fc1e31acafd5372c30f5c1187',
  },
  {
    path: "m/0'/1'/2'",
    chainCode: '2e69929e00b5ab250f49c3fb1c12f252de4fed2c1db88387094a0f8c4c9ccd6c',
    privateKey: '92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9',
    publicKey: 'ae98736566d30ed0e9d2f4486a64bc95740d89c7db33f52121f8ea8f76ff0fc1',
  },
  {
    path: "m/0'/1'/2'/2'",
    chainCode: '8f6d87f93d750e0efccda017d662a1b31a266e4a6f5993b15f5c1f07f74dd5cc',
    privateKey: '30d1dc7e5fc04c31219ab25a27ae00b50f6fd66622f6e9c913253d6511d1e662',
    publicKey: '8abae2d66361c879b900d204ad2cc4984fa2aa344dd7ddc46007329ac76c429c',
  },
  {
    path: "m/0'/1'/2'/2'/1000000000'",
    chainCode: '68789923a0cac2cd5a29172a475fe9e0fb14cd6adb5ad98a3fa70333e7afa230',
    privateKey: '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793',
    publicKey: '3c24da049451555d51a7014a37337aa4e12d41e485abccfa46b47dfb2af54b7a',
  },
];

/**
 * Trezor's Solana fixtures (trezor-suite, packages/connect e2e fixtures solanaGetPublicKey) for the mnemonic
 * "all all … all" (12 words): what the Trezor firmware derives, which Phantom and Solflare agree with at m/44'/501'/0'/0'.
 */
const ALL_MNEMONIC = Array(12).fill('all').join(' ');
const TREZOR_VECTORS = [
  { path: "m/44'/501'", address: 'zZqNUDNijfbMXFy2wVCdJSm9MeMfxBMdxBqseSuiSW6' },
  { path: "m/44'/501'/0'", address: '4UR47Kp4FxGJiJZZGSPAzXqRgMmZ27oVfGhHoLmcHakE' },
  { path: "m/44'/501'/0'/0'", address: '14CCvQzQzHCVgZM3j9soPnXuJXh1RmCfwLVUcdfbZVBS' },
];

describe('SLIP-0010 ed25519 derivation', () => {
  const seed = Uint8Array.from(Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex'));

  it('matches SLIP-0010 test vector 1 (master and every level)', () => {
    const master = slip10DeriveEd25519(seed, 'm');
    expect(hex(master.key)).toBe('2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7');
    expect(hex(master.chainCode)).toBe('90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb');
    for (const vector of SLIP10_VECTOR_1) {
      const node = slip10DeriveEd25519(seed, vector.path);
      expect(hex(node.key)).toBe(vector.privateKey);
      expect(hex(node.chainCode)).toBe(vector.chainCode);
      expect(hex(Keypair.fromSeed(node.key).publicKey.toBytes())).toBe(vector.publicKey);
    }
  });

  it('derives the BIP39 seed of the reference vector (passphrase TREZOR)', () => {
    const mnemonic = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
    expect(hex(mnemonicToSeed(mnemonic, 'TREZOR'))).toBe(
      'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
    );
  });

  it("matches Trezor's Solana addresses, including one with a leading zero byte", () => {
    for (const vector of TREZOR_VECTORS) {
      expect(deriveSolanaAccount(ALL_MNEMONIC, { path: vector.path }).address).toBe(vector.address);
    }
    expect(deriveSolanaAccount(` ALL  all\n${Array(10).fill('all').join(' ')}`).address).toBe(
      TREZOR_VECTORS[2].address,
    );
  });

  it('derives many accounts from one seed on the default path, a template or a base path', () => {
    const accounts = deriveSolanaAccounts(ALL_MNEMONIC, { start: 0, count: 3 });
    expect(accounts.map((account) => account.path)).toEqual([
      "m/44'/501'/0'/0'",
      "m/44'/501'/1'/0'",
      "m/44'/501'/2'/0'",
    ]);
    expect(accounts[0].address).toBe(TREZOR_VECTORS[2].address);
    expect(accounts[1]).toEqual(deriveSolanaAccount(ALL_MNEMONIC, { index: 1 }));
    expect(solanaAddressFromPrivateKey(accounts[2].privateKey)).toBe(accounts[2].address);
    const [base] = deriveSolanaAccounts(ALL_MNEMONIC, { count: 1, basePath: "m/44'/501'" });
    expect(base).toMatchObject({ path: "m/44'/501'/0'", address: TREZOR_VECTORS[1].address });
    const [templated] = deriveSolanaAccounts(ALL_MNEMONIC, { start: 0, count: 1, pathTemplate: "m/44'/501'/{index}'" });
    expect(templated.address).toBe(TREZOR_VECTORS[1].address);
    expect(deriveSolanaAccounts(ALL_MNEMONIC, { count: 0 })).toEqual([]);
  });

  it('refuses bad mnemonics and non-hardened paths', () => {
    expect(() => deriveSolanaAccount('all all all')).toThrow(InvalidMnemonicError);
    expect(() => deriveSolanaAccount(ALL_MNEMONIC, { path: "m/44'/501'/0'/0" })).toThrow(InvalidDerivationPathError);
    expect(() => deriveSolanaAccounts(ALL_MNEMONIC, { count: 1, pathTemplate: "m/44'/501'" })).toThrow(
      InvalidDerivationPathError,
    );
    expect(isSolanaDerivationPath("m/44h/501H/0'/0'")).toBe(true);
    expect(normalizeSolanaDerivationPath("m/44h/501'/00'/0'")).toBe("m/44'/501'/0'/0'");
    expect(isSolanaDerivationPath("m/44'/501'/0'/0")).toBe(false);
    expect(solanaDerivationPath(7)).toBe("m/44'/501'/7'/0'");
    expect(() => solanaDerivationPath(-1)).toThrow(RangeError);
  });

  it('generates valid mnemonics', () => {
    const mnemonic = generateSolanaMnemonic(24);
    expect(mnemonic.split(' ')).toHaveLength(24);
    expect(deriveSolanaAccount(mnemonic).path).toBe("m/44'/501'/0'/0'");
  });
});

describe('Solana private keys', () => {
  const keypair = Keypair.fromSeed(Uint8Array.from({ length: 32 }, (_, i) => i + 1));
  const base58 = encodeBase58(keypair.secretKey);
  const address = keypair.publicKey.toBase58();

  it('imports base58, solana-keygen JSON, bare byte lists and hex (64 bytes or the 32-byte seed)', () => {
    const forms = [
      base58,
      ` ${base58}\n`,
      JSON.stringify(Array.from(keypair.secretKey)),
      Array.from(keypair.secretKey).join(', '),
      `[${Array.from(keypair.secretKey.slice(0, 32)).join(',')}]`,
      Buffer.from(keypair.secretKey).toString('hex'),
      `0x${Buffer.from(keypair.secretKey.slice(0, 32)).toString('hex').toUpperCase()}`,
    ];
    for (const form of forms) {
      expect(normalizeSolanaPrivateKey(form)).toBe(base58);
      expect(solanaAddressFromPrivateKey(form)).toBe(address);
    }
    expect(JSON.parse(solanaPrivateKeyToJson(base58))).toEqual(Array.from(keypair.secretKey));
  });

  it('refuses addresses, damaged keys and malformed input', () => {
    const damaged = Uint8Array.from(keypair.secretKey);
    damaged[40] ^= 1;
    for (const text of [
      address,
      encodeBase58(damaged),
      base58.slice(1),
      '[1,2,3]',
      '[256,0]',
      'zz',
      '',
      Buffer.from(keypair.secretKey.slice(0, 31)).toString('hex'),
    ]) {
      expect(normalizeSolanaPrivateKey(text)).toBeUndefined();
    }
    expect(() => solanaKeypairFromPrivateKey(address)).toThrow(InvalidSolanaPrivateKeyError);
  });

  it('generates keys that import back to the same address', () => {
    const key = generateSolanaPrivateKey();
    expect(normalizeSolanaPrivateKey(key)).toBe(key);
    expect(solanaKeypairFromPrivateKey(key).secretKey).toHaveLength(64);
  });
});
