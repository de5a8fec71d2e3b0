import { Keypair } from '@solana/web3.js';
import { encodeBase58 } from '@/chains/solana/base58';
import { cleanSolanaKeyText, parseSolanaKeyList, SolanaKeyRing } from './key-ring';

describe('pasted Solana keys', () => {
  const [first, second, third, fourth] = [
    Keypair.generate(),
    Keypair.generate(),
    Keypair.generate(),
    Keypair.generate(),
  ];

  it('reads base58, JSON byte arrays and hex, one a line, reporting bad and repeated lines by number only', () => {
    const text = [
      `\u200B${encodeBase58(first.secretKey)} `,
      '',
      `${JSON.stringify(Array.from(second.secretKey))},`,
      '# hex below',
      Buffer.from(third.secretKey).toString('hex'),
      first.publicKey.toBase58(),
      Buffer.from(first.secretKey).toString('hex'),
      encodeBase58(first.secretKey).slice(0, -2),
      `\uFEFF${encodeBase58(fourth.secretKey)};;`,
    ].join('\r\n');
    const { entries, issues, ring } = parseSolanaKeyList(text);
    expect(entries).toEqual([
      { line: 1, address: first.publicKey.toBase58() },
      { line: 3, address: second.publicKey.toBase58() },
      { line: 5, address: third.publicKey.toBase58() },
      { line: 9, address: fourth.publicKey.toBase58() },
    ]);
    expect(issues).toEqual([
      { line: 6, code: 'invalid-key' },
      { line: 7, code: 'duplicate-key', duplicateOf: 1 },
      { line: 8, code: 'invalid-key' },
    ]);
    expect(ring.size).toBe(4);
    expect(ring.keypair(second.publicKey.toBase58())?.secretKey).toEqual(second.secretKey);
    expect(ring.keypair(Keypair.generate().publicKey.toBase58())).toBeUndefined();
  });

  it('never serialises a key: the ring stringifies as {}, issues carry line numbers only', () => {
    const secret = encodeBase58(first.secretKey);
    const parsed = parseSolanaKeyList(`${secret}\nnot a key\n${secret}`);
    const json = JSON.stringify(parsed);
    expect(JSON.stringify(parsed.ring)).toBe('{}');
    expect(json).not.toContain(secret);
    expect(json).not.toContain(Buffer.from(first.secretKey).toString('hex'));
    expect(parsed.issues).toEqual([
      { line: 2, code: 'invalid-key' },
      { line: 3, code: 'duplicate-key', duplicateOf: 1 },
    ]);
  });

  it('adds by text or key pair, and merges the fee payer into the sources without changing either ring', () => {
    const sources = parseSolanaKeyList(encodeBase58(first.secretKey)).ring;
    const payer = new SolanaKeyRing();
    expect(payer.add('not a key')).toBeUndefined();
    expect(payer.add(` ${encodeBase58(second.secretKey)}\u200D`)).toBe(second.publicKey.toBase58());
    expect(payer.add(third)).toBe(third.publicKey.toBase58());
    const merged = sources.merged(payer);
    expect(merged.size).toBe(3);
    expect(sources.size).toBe(1);
    expect(payer.size).toBe(2);
    expect([first, second, third].every((key) => merged.has(key.publicKey.toBase58()))).toBe(true);
    expect(merged.keypair(third.publicKey.toBase58())).toBe(third);
  });

  it('cleans only invisible characters and outer spaces (byte arrays keep their commas)', () => {
    expect(cleanSolanaKeyText('\u2060 [1, 2, 3] \uFEFF')).toBe('[1, 2, 3]');
  });
});
