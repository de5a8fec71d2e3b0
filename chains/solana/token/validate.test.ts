import {
  authorityUpdateFeeLamports,
  burnTokenFeeLamports,
  freezeTokenFeeLamports,
  mintTokenFeeLamports,
  publishTokenFeeLamports,
  updateTokenFeeLamports,
} from '../fees';
import { SolanaSimulationError } from '../prepare';
import { TokenActionError, tokenActionErrorFromSimulation } from './errors';
import {
  checkTokenText,
  parseTokenAmount,
  parseTokenDecimals,
  TokenInputError,
  U64_MAX,
  validateTokenMetadataInput,
  validateTokenPublishInput,
} from './validate';

function issuesOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof TokenInputError) return error.issues;
    throw error;
  }
  return [];
}

describe('token input validation', () => {
  it('measures names, symbols and uris in UTF-8 bytes, at the Metaplex limits', () => {
    expect(checkTokenText('name', 'x'.repeat(32))).toBeUndefined();
    expect(checkTokenText('name', 'x'.repeat(33))).toEqual({ field: 'name', code: 'tooLong', limit: 32 });
    // 11 Chinese characters are 33 bytes.
    expect(checkTokenText('name', '链'.repeat(11))).toMatchObject({ code: 'tooLong' });
    expect(checkTokenText('symbol', '币币币')).toBeUndefined();
    expect(checkTokenText('symbol', '币币币币')).toMatchObject({ code: 'tooLong', limit: 10 });
    expect(checkTokenText('uri', `https://e.com/${'a'.repeat(186)}`)).toBeUndefined();
    expect(checkTokenText('uri', `https://e.com/${'a'.repeat(187)}`)).toMatchObject({ code: 'tooLong', limit: 200 });
    expect(checkTokenText('name', 'a\u0000b')).toMatchObject({ code: 'controlCharacters' });
    expect(checkTokenText('uri', 'not a url')).toMatchObject({ code: 'invalidUri' });
    expect(checkTokenText('uri', 'ftp://e.com/x')).toMatchObject({ code: 'invalidUri' });
    expect(checkTokenText('uri', 'ar://abc')).toBeUndefined();
    expect(checkTokenText('symbol', '')).toMatchObject({ code: 'required' });
  });

  it('parses decimals 0–9 only', () => {
    expect(parseTokenDecimals('0')).toBe(0);
    expect(parseTokenDecimals(9)).toBe(9);
    for (const bad of ['10', '-1', '1.5', '', 'six', 6.5]) {
      expect(issuesOf(() => parseTokenDecimals(bad))).toEqual([{ field: 'decimals', code: 'invalidDecimals' }]);
    }
  });

  it('turns exact decimal text into base units, capped at u64, never through a float', () => {
    expect(parseTokenAmount('1000.5', 6)).toBe(1_000_500_000n);
    expect(parseTokenAmount('0.000000001', 9)).toBe(1n);
    expect(parseTokenAmount('18446744073709551615', 0)).toBe(U64_MAX);
    expect(parseTokenAmount('18446744073.709551615', 9)).toBe(U64_MAX);
    expect(parseTokenAmount('0', 6, 'supply')).toBe(0n);
    expect(issuesOf(() => parseTokenAmount('18446744073709551616', 0))).toEqual([
      { field: 'amount', code: 'aboveU64' },
    ]);
    expect(issuesOf(() => parseTokenAmount('1.2345678', 6))).toEqual([
      { field: 'amount', code: 'tooManyDecimals', limit: 6 },
    ]);
    for (const bad of ['1e3', '-1', '.5', '1,000', '0x10']) {
      expect(issuesOf(() => parseTokenAmount(bad, 6))).toEqual([{ field: 'amount', code: 'invalidAmount' }]);
    }
    expect(issuesOf(() => parseTokenAmount('0', 6))).toEqual([{ field: 'amount', code: 'zeroAmount' }]);
    expect(issuesOf(() => parseTokenAmount(' ', 6, 'supply'))).toEqual([{ field: 'supply', code: 'required' }]);
  });

  it('validates a whole publish form at once, trimmed', () => {
    const good = validateTokenPublishInput({
      name: ' Chainkit ',
      symbol: 'CKT',
      uri: 'https://e.com/c.json',
      decimals: '6',
      supply: '1000000',
    });
    expect(good).toEqual({
      value: { name: 'Chainkit', symbol: 'CKT', uri: 'https://e.com/c.json', decimals: 6, supply: 1_000_000_000_000n },
      issues: [],
    });
    const bad = validateTokenPublishInput({ name: '', symbol: 'TOOLONGSYMBOL', uri: 'x', decimals: '12', supply: '1' });
    expect(bad.value).toBeUndefined();
    expect(bad.issues.map((issue) => `${issue.field}:${issue.code}`)).toEqual([
      'name:required',
      'symbol:tooLong',
      'uri:invalidUri',
      'decimals:invalidDecimals',
    ]);
    expect(validateTokenMetadataInput({ name: 'a', symbol: 'b', uri: 'ipfs://c' }).issues).toEqual([]);
  });
});

describe('token fees and simulation errors', () => {
  it('charges spec §9 amounts in lamports', () => {
    expect(publishTokenFeeLamports()).toBe(100_000_000n);
    expect(updateTokenFeeLamports()).toBe(100_000_000n);
    expect([burnTokenFeeLamports(), mintTokenFeeLamports(), freezeTokenFeeLamports()]).toEqual([
      50_000_000n,
      50_000_000n,
      50_000_000n,
    ]);
    expect(authorityUpdateFeeLamports()).toBe(0n);
  });

  it('reads token program errors from the logs only for the token programs', () => {
    const failed = (program: string, code: string) =>
      new SolanaSimulationError({ InstructionError: [1, { Custom: 17 }] }, [
        `Program ${program} invoke [1]`,
        `Program ${program} failed: custom program error: ${code}`,
      ]);
    const frozen = tokenActionErrorFromSimulation(failed('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', '0x11'));
    expect(frozen).toBeInstanceOf(TokenActionError);
    expect(frozen?.code).toBe('accountFrozen');
    const decimals = tokenActionErrorFromSimulation(failed('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb', '0x12'));
    expect(decimals?.code).toBe('wrongDecimals');
    expect(tokenActionErrorFromSimulation(failed('11111111111111111111111111111111', '0x1'))).toBeUndefined();
    expect(tokenActionErrorFromSimulation(new Error('network down'))).toBeUndefined();
  });
});
