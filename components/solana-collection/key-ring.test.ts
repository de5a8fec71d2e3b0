import { Keypair } from '@solana/web3.js';
import { encodeBase58 } from '@/chains/solana/base58';
import { parseSolanaKeyList, SolanaKeyRing } from './key-ring';

describe('pasted Solana keys', () => {
  const [first, second, third] = [Keypair.generate(), Keypair.generate(), Keypair.generate()];

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
    ].join('\r\n');
    const { entries, issues, ring } = parseSolanaKeyList(text);
    expect(entries).toEqual([
      { line: 1, address: first.publicKey.toBase58() },
      { line: 3, address: second.publicKey.toBase58() },
      { line: 5, address: third.publicKey.toBase58() },
    ]);
    expect(issues).toEqual([
      { line: 6, code: 'invalid-key' },
      { line: 7, code: 'duplicate-key', duplicateOf: 1 },
      { line: 8, code: 'invalid-key' },
    ]);
    expect(ring.keypair(second.publicKey.toBase58())?.secretKey).toEqual(second.secretKey);
    expect(JSON.stringify({ ring, issues })).toBe(`{"ring":{},"issues":${JSON.stringify(issues)}}`);
  });

  it('merges the fee payer into the sources without changing either ring', () => {
    const sources = parseSolanaKeyList(encodeBase58(first.secretKey)).ring;
    const payer = new SolanaKeyRing();
    expect(payer.add('not a key')).toBeUndefined();
    expect(payer.add(encodeBase58(second.secretKey))).toBe(second.publicKey.toBase58());
    const merged = sources.merged(payer);
    expect(merged.size).toBe(2);
    expect(sources.size).toBe(1);
    expect(merged.has(first.publicKey.toBase58()) && merged.has(second.publicKey.toBase58())).toBe(true);
  });
});
