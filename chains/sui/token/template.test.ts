import {
  checkSuiCoinSpec,
  loadMoveBytecodeTemplate,
  type MoveBytecodeTemplate,
  patchSuiCoinTemplate,
  readSuiCoinModule,
  SUI_COIN_TEMPLATE,
  type SuiCoinSpec,
  suiCoinIdentifierFor,
  suiCoinTemplateBytes,
} from './template';

// The coin template patched by @mysten/move-bytecode-template's wasm (its Node build here; the page loads its web
// build), deserialised again and compared field by field with the template: only what we patch may differ.

type Json = {
  identifiers: string[];
  address_identifiers: string[];
  constant_pool: { type_: unknown; data: number[] }[];
  [key: string]: unknown;
};

const SPEC: SuiCoinSpec = {
  identifier: 'CHAINKIT_GOLD',
  decimals: 6,
  symbol: 'CKG',
  name: 'Chainkit Gold 金',
  description: 'A coin published from the browser',
  iconUrl: 'https://example.org/ckg.png',
};

let lib: MoveBytecodeTemplate;
beforeAll(async () => {
  lib = await loadMoveBytecodeTemplate();
});

describe('Sui coin template', () => {
  it('reads the template as compiled: Coin Registry calls, its constants and its mainnet self address', () => {
    const json = lib.deserialize(suiCoinTemplateBytes()) as Json;
    expect(json.identifiers).toEqual(
      expect.arrayContaining(['coin_registry', 'new_currency_with_otw', 'finalize', 'MetadataCap', 'TreasuryCap']),
    );
    expect(readSuiCoinModule(lib, suiCoinTemplateBytes())).toEqual({
      address: SUI_COIN_TEMPLATE.selfAddress,
      identifier: 'CURRENCY_TEMPLATE',
      witness: 'CURRENCY_TEMPLATE',
      decimals: 9,
      symbol: 'TMPL',
      name: 'TEMPLATE_NAME',
      description: 'Template currency for deployment',
      iconUrl: '',
      mode: 0,
      constantCount: 12,
    });
    // Round trip of the unpatched module: serialize(deserialize(bytes)) gives the same bytes.
    expect(Buffer.from(lib.serialize(json))).toEqual(Buffer.from(suiCoinTemplateBytes()));
  });

  it('patches identifiers, decimals, symbol, name, description and icon URL; everything else is unchanged', () => {
    const bytes = patchSuiCoinTemplate(lib, SPEC);
    expect(Buffer.from(bytes.slice(0, 4)).toString('hex')).toBe('a11ceb0b');
    expect(readSuiCoinModule(lib, bytes)).toEqual({
      ...SPEC,
      address: `0x${'0'.repeat(64)}`,
      witness: 'CHAINKIT_GOLD',
      mode: 0,
      constantCount: 12,
    });
    const before = lib.deserialize(suiCoinTemplateBytes()) as Json;
    const after = lib.deserialize(bytes) as Json;
    // Field by field: the module's tables other than identifiers, addresses and constants are the template's own.
    for (const key of Object.keys(before)) {
      if (['identifiers', 'address_identifiers', 'constant_pool'].includes(key)) continue;
      expect([key, after[key]]).toEqual([key, before[key]]);
    }
    expect(after.identifiers).toEqual(
      before.identifiers.map((name) => (name === 'CURRENCY_TEMPLATE' ? 'CHAINKIT_GOLD' : name)),
    );
    expect(after.address_identifiers).toEqual(['0'.repeat(64), ...before.address_identifiers.slice(1)]);
    const changed = after.constant_pool.flatMap((constant, index) =>
      JSON.stringify(constant) === JSON.stringify(before.constant_pool[index]) ? [] : [index],
    );
    expect(changed).toEqual([6, 7, 8, 9, 10]);
    // And once more through serialize: the patched bytes round-trip unchanged.
    expect(Buffer.from(lib.serialize(after))).toEqual(Buffer.from(bytes));
  });

  it('takes values equal to other fields of the template without replacing a constant twice', () => {
    const spec: SuiCoinSpec = {
      identifier: 'TMPL',
      decimals: 0,
      symbol: 'TEMPLATE_NAME',
      name: 'TMPL',
      description: '',
      iconUrl: '',
    };
    const read = readSuiCoinModule(lib, patchSuiCoinTemplate(lib, spec));
    expect(read).toMatchObject({ ...spec, mode: 0 });
  });

  it('derives an identifier from the symbol and names every bad field', () => {
    expect(suiCoinIdentifierFor('my-coin 2')).toBe('MY_COIN_2');
    expect(suiCoinIdentifierFor('2x')).toBe('X');
    expect(checkSuiCoinSpec({ symbol: 'CKG', name: 'Gold', decimals: '9' })).toEqual({
      ok: true,
      spec: { identifier: 'CKG', decimals: 9, symbol: 'CKG', name: 'Gold', description: '', iconUrl: '' },
    });
    const bad = checkSuiCoinSpec({
      identifier: 'lower',
      symbol: 'C K',
      name: '',
      decimals: '19',
      description: 'x'.repeat(1001),
      iconUrl: 'ftp://x',
    });
    expect(bad).toEqual({
      ok: false,
      problems: [
        { field: 'symbol', code: 'symbol' },
        { field: 'identifier', code: 'identifier' },
        { field: 'decimals', code: 'decimals', max: 18 },
        { field: 'name', code: 'required' },
        { field: 'description', code: 'tooLong', max: 1000 },
        { field: 'iconUrl', code: 'iconUrl' },
      ],
    });
    expect(checkSuiCoinSpec({ symbol: 'A', name: 'a\u0001b', decimals: '1' })).toEqual({
      ok: false,
      problems: [{ field: 'name', code: 'control' }],
    });
    expect(() => patchSuiCoinTemplate(lib, { ...SPEC, symbol: 'with space' })).toThrow(/not valid/);
  });
});
