import { Keypair, PublicKey } from '@solana/web3.js';
import {
  checkSolanaAddress,
  isSolanaAddress,
  normalizeSolanaAddress,
  parseSolanaAddressList,
  solanaAddressInfo,
  toPublicKey,
} from './address';
import { decodeBase58, encodeBase58 } from './base58';

const WALLET = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy';
/** The System program: 32 zero bytes, all '1's in base58. */
const SYSTEM = '11111111111111111111111111111111';
/** An associated token account: a program-derived address, off the curve. */
const ATA = PublicKey.findProgramAddressSync(
  [new PublicKey(WALLET).toBytes()],
  new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'),
)[0].toBase58();

describe('base58', () => {
  it('round-trips with leading zero bytes, agreeing with web3.js', () => {
    for (let i = 0; i < 50; i += 1) {
      const bytes = Keypair.generate().publicKey.toBytes();
      bytes[0] = i % 3 === 0 ? 0 : bytes[0];
      const text = encodeBase58(bytes);
      expect(text).toBe(new PublicKey(bytes).toBase58());
      expect(decodeBase58(text)).toEqual(bytes);
    }
    expect(encodeBase58(new Uint8Array(32))).toBe(SYSTEM);
    expect(decodeBase58('0OIl')).toBeUndefined();
    expect(decodeBase58('')).toBeUndefined();
  });
});

describe('Solana addresses', () => {
  it('accepts 32-byte base58 keys, trimmed of spaces and invisible characters', () => {
    expect(checkSolanaAddress(`  ${WALLET}\u200B `)).toEqual({ ok: true, address: WALLET });
    expect(checkSolanaAddress(SYSTEM)).toEqual({ ok: true, address: SYSTEM });
    expect(normalizeSolanaAddress(WALLET)).toBe(WALLET);
    expect(isSolanaAddress(WALLET)).toBe(true);
    expect(toPublicKey(WALLET).toBase58()).toBe(WALLET);
  });

  it('refuses other lengths, characters outside the alphabet and EVM addresses', () => {
    for (const text of [
      '',
      `${WALLET.slice(0, -1)}0`,
      WALLET.replace('D', 'l'),
      `${WALLET}1`,
      '0x52908400098527886E0F7030069857D2E4169EE7',
      // 64 bytes: a secret key, not an address.
      encodeBase58(Keypair.generate().secretKey),
    ]) {
      expect(checkSolanaAddress(text)).toEqual({ ok: false, issue: 'format' });
    }
    expect(() => toPublicKey('nope')).toThrow(TypeError);
  });

  it('tells wallets (on the curve) from program-derived addresses', () => {
    expect(solanaAddressInfo(WALLET)).toEqual({ address: WALLET, isOnCurve: true });
    expect(solanaAddressInfo(ATA)).toEqual({ address: ATA, isOnCurve: false });
    expect(solanaAddressInfo('x')).toBeUndefined();
  });

  it('parses a pasted list with lines, duplicates, invalid entries and off-curve warnings', () => {
    const other = Keypair.generate().publicKey.toBase58();
    const list = parseSolanaAddressList(`${WALLET}, ${other}\n\nbad；${WALLET}\r\n${ATA}`);
    expect(list.addresses).toEqual([WALLET, other, ATA]);
    expect(list.invalid).toEqual([{ index: 2, line: 3, input: 'bad', issue: 'format' }]);
    expect(list.duplicates).toEqual([{ index: 3, line: 3, address: WALLET, firstIndex: 0 }]);
    expect(list.offCurve).toEqual([{ index: 4, line: 4, address: ATA }]);
    expect(parseSolanaAddressList([WALLET, ` ${WALLET} `]).duplicates).toHaveLength(1);
  });
});
