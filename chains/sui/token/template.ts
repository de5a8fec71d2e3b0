import { fromBase64 } from '@mysten/sui/utils';
import { SUI_COIN_TEMPLATE_BASE64, SUI_COIN_TEMPLATE_PACKAGE } from './coin-template-bytes';

/**
 * A coin of one's own from the compiled template (coin-template-bytes.ts), patched in the browser with
 * `@mysten/move-bytecode-template` (Move's binary format compiled to wasm): the module and one-time-witness identifier,
 * the decimals, symbol, name, description and icon URL constants, and the self address set to 0x0. Its `init` then runs
 * the Coin Registry flow on publish: `coin_registry::new_currency_with_otw` → `coin_registry::finalize` (the
 * `Currency<T>` goes to the registry at 0xc, the `MetadataCap<T>` and `TreasuryCap<T>` to the publisher); a second
 * transaction, `coin_registry::finalize_registration`, makes the currency the registry's shared object (publish.ts).
 */

export type MoveBytecodeTemplate = Pick<
  typeof import('@mysten/move-bytecode-template'),
  'deserialize' | 'serialize' | 'update_constants' | 'update_identifiers' | 'get_constants'
>;

/**
 * The wasm module, loaded on demand (it is ≈ 320 KB: the page imports it on the first patch, not with the page). In the
 * browser the package's `web` build fetches its .wasm next to the bundle (`init()`); under Node `init` does nothing.
 */
export async function loadMoveBytecodeTemplate(): Promise<MoveBytecodeTemplate> {
  const loaded = await import('@mysten/move-bytecode-template');
  const init = (loaded as { default?: unknown }).default;
  if (typeof init === 'function') await (init as () => Promise<unknown>)();
  return loaded;
}

/** The template as it is compiled: the values its constants hold, where they sit in the constant pool. */
export const SUI_COIN_TEMPLATE = {
  identifier: 'CURRENCY_TEMPLATE',
  selfAddress: SUI_COIN_TEMPLATE_PACKAGE,
  /** Constant-pool index → the value `init` loads from it (LdConst). */
  constants: {
    mode: { index: 0, type: 'U8', value: 0 },
    name: { index: 6, type: 'Vector(U8)', value: 'TEMPLATE_NAME' },
    symbol: { index: 7, type: 'Vector(U8)', value: 'TMPL' },
    description: { index: 8, type: 'Vector(U8)', value: 'Template currency for deployment' },
    decimals: { index: 9, type: 'U8', value: 9 },
    iconUrl: { index: 10, type: 'Vector(U8)', value: '' },
  },
} as const;

export function suiCoinTemplateBytes(): Uint8Array {
  return fromBase64(SUI_COIN_TEMPLATE_BASE64);
}

export interface SuiCoinSpec {
  /** The module name and its one-time witness (the coin type is `<package>::<identifier>::<identifier>`). */
  identifier: string;
  decimals: number;
  symbol: string;
  name: string;
  description: string;
  /** Empty: no icon. */
  iconUrl: string;
}

export type SuiCoinSpecField = keyof SuiCoinSpec;
export type SuiCoinSpecCode = 'required' | 'identifier' | 'decimals' | 'symbol' | 'tooLong' | 'control' | 'iconUrl';
export interface SuiCoinSpecProblem {
  field: SuiCoinSpecField;
  code: SuiCoinSpecCode;
  /** For tooLong: the most characters (symbol, identifier) or bytes (name, description, icon URL) allowed. */
  max?: number;
}

/** Bounds we hold a coin to (the chain's own: a printable-ASCII symbol, u8 decimals, identifiers ≤ 128 bytes). */
export const SUI_COIN_SPEC_LIMITS = {
  identifierChars: 64,
  symbolChars: 16,
  nameBytes: 128,
  descriptionBytes: 1000,
  iconUrlBytes: 512,
  /** Amounts are u64: with more than 18 decimals not even 18 whole coins fit. */
  maxDecimals: 18,
} as const;

const utf8 = new TextEncoder();
const byteLength = (text: string) => utf8.encode(text).length;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A module identifier from a symbol: upper case, letters, digits and `_`, starting with a letter. */
export function suiCoinIdentifierFor(symbol: string): string {
  const cleaned = symbol
    .toUpperCase()
    .replace(/[^A-Z0-9_]/g, '_')
    .replace(/^[^A-Z]+/, '');
  return cleaned.slice(0, SUI_COIN_SPEC_LIMITS.identifierChars);
}

export type SuiCoinSpecInput = { [K in SuiCoinSpecField]?: string };

/** The form's fields checked; every problem named by field (the page words them in the reader's language). */
export function checkSuiCoinSpec(
  input: SuiCoinSpecInput,
): { ok: true; spec: SuiCoinSpec } | { ok: false; problems: SuiCoinSpecProblem[] } {
  const problems: SuiCoinSpecProblem[] = [];
  const symbol = (input.symbol ?? '').trim();
  const name = (input.name ?? '').trim();
  const description = (input.description ?? '').trim();
  const iconUrl = (input.iconUrl ?? '').trim();
  const identifier = (input.identifier ?? '').trim() || suiCoinIdentifierFor(symbol);
  const decimalsText = (input.decimals ?? '').trim();

  if (!symbol) problems.push({ field: 'symbol', code: 'required' });
  else if (!/^[\x21-\x7e]+$/.test(symbol)) problems.push({ field: 'symbol', code: 'symbol' });
  else if (symbol.length > SUI_COIN_SPEC_LIMITS.symbolChars) {
    problems.push({ field: 'symbol', code: 'tooLong', max: SUI_COIN_SPEC_LIMITS.symbolChars });
  }

  if (!identifier) problems.push({ field: 'identifier', code: symbol ? 'identifier' : 'required' });
  else if (!/^[A-Z][A-Z0-9_]*$/.test(identifier)) problems.push({ field: 'identifier', code: 'identifier' });
  else if (identifier.length > SUI_COIN_SPEC_LIMITS.identifierChars) {
    problems.push({ field: 'identifier', code: 'tooLong', max: SUI_COIN_SPEC_LIMITS.identifierChars });
  }

  if (!decimalsText) problems.push({ field: 'decimals', code: 'required' });
  else if (!/^\d{1,2}$/.test(decimalsText) || Number(decimalsText) > SUI_COIN_SPEC_LIMITS.maxDecimals) {
    problems.push({ field: 'decimals', code: 'decimals', max: SUI_COIN_SPEC_LIMITS.maxDecimals });
  }

  const text = (field: 'name' | 'description' | 'iconUrl', value: string, max: number, required: boolean) => {
    if (!value) {
      if (required) problems.push({ field, code: 'required' });
    } else if (CONTROL.test(value)) problems.push({ field, code: 'control' });
    else if (byteLength(value) > max) problems.push({ field, code: 'tooLong', max });
  };
  text('name', name, SUI_COIN_SPEC_LIMITS.nameBytes, true);
  text('description', description, SUI_COIN_SPEC_LIMITS.descriptionBytes, false);
  text('iconUrl', iconUrl, SUI_COIN_SPEC_LIMITS.iconUrlBytes, false);
  if (iconUrl && !problems.some((problem) => problem.field === 'iconUrl') && !isHttpUrl(iconUrl)) {
    problems.push({ field: 'iconUrl', code: 'iconUrl' });
  }

  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, spec: { identifier, decimals: Number(decimalsText), symbol, name, description, iconUrl } };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /^[\x21-\x7e]+$/.test(text);
  } catch {
    return false;
  }
}

export class SuiCoinTemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SuiCoinTemplateError';
  }
}

function bcsString(text: string): Uint8Array {
  const bytes = utf8.encode(text);
  const length: number[] = [];
  let rest = bytes.length;
  do {
    const low = rest & 0x7f;
    rest >>>= 7;
    length.push(rest > 0 ? low | 0x80 : low);
  } while (rest > 0);
  const out = new Uint8Array(length.length + bytes.length);
  out.set(length);
  out.set(bytes, length.length);
  return out;
}

function readBcsString(bytes: readonly number[]): string {
  let length = 0;
  let shift = 0;
  let at = 0;
  for (;;) {
    const byte = bytes[at++];
    length |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) break;
    shift += 7;
  }
  if (at + length !== bytes.length) throw new SuiCoinTemplateError('A string constant is not one BCS vector<u8>');
  return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes.slice(at)));
}

/** Placeholders no checked spec can hold (a control character leads): phase one of the patch makes them unique. */
const PLACEHOLDER = (field: string) => `\u0001chainkit:${field}`;
const ZERO_ADDRESS = '0'.repeat(64);

interface JsonModule {
  self_module_handle_idx: number;
  module_handles: { address: number; name: number }[];
  datatype_handles: { module: number; name: number }[];
  struct_defs: { struct_handle: number }[];
  identifiers: string[];
  address_identifiers: string[];
  constant_pool: { type_: unknown; data: number[] }[];
  function_defs: unknown[];
}

/**
 * The template patched to `spec` and checked: identifiers renamed (`update_identifiers`), the constants replaced
 * (`update_constants`: the four strings first to unique placeholders, then to their values, so a value equal to
 * another field's template value cannot be replaced twice), the self address set to 0x0 (deserialize → serialize),
 * then the result read back and compared field by field with the spec.
 */
export function patchSuiCoinTemplate(lib: MoveBytecodeTemplate, spec: SuiCoinSpec): Uint8Array {
  const checked = checkSuiCoinSpec({ ...spec, decimals: String(spec.decimals) });
  if (!checked.ok) throw new SuiCoinTemplateError(`The coin is not valid: ${JSON.stringify(checked.problems)}`);
  const { constants } = SUI_COIN_TEMPLATE;
  let bytes = lib.update_identifiers(suiCoinTemplateBytes(), { [SUI_COIN_TEMPLATE.identifier]: spec.identifier });
  const strings = ['name', 'symbol', 'description', 'iconUrl'] as const;
  for (const field of strings) {
    bytes = lib.update_constants(
      bytes,
      bcsString(PLACEHOLDER(field)),
      bcsString(constants[field].value),
      constants[field].type,
    );
  }
  for (const field of strings) {
    bytes = lib.update_constants(bytes, bcsString(spec[field]), bcsString(PLACEHOLDER(field)), constants[field].type);
  }
  bytes = lib.update_constants(
    bytes,
    Uint8Array.of(spec.decimals),
    Uint8Array.of(constants.decimals.value),
    constants.decimals.type,
  );
  const json = lib.deserialize(bytes) as JsonModule;
  const self = json.module_handles[json.self_module_handle_idx];
  if (json.address_identifiers[self.address] !== SUI_COIN_TEMPLATE.selfAddress.slice(2)) {
    throw new SuiCoinTemplateError('The template is not the one this code patches');
  }
  json.address_identifiers[self.address] = ZERO_ADDRESS;
  const patched = lib.serialize(json);

  const read = readSuiCoinModule(lib, patched);
  const expected = { ...spec, address: `0x${ZERO_ADDRESS}`, mode: 0 };
  for (const key of Object.keys(expected) as (keyof typeof expected)[]) {
    if (read[key] !== expected[key]) {
      throw new SuiCoinTemplateError(`The patched module reads ${key} = ${String(read[key])}, not ${expected[key]}`);
    }
  }
  return patched;
}

export interface SuiCoinModuleFields extends SuiCoinSpec {
  /** The module's self address (0x0 before publishing). */
  address: string;
  /** The struct defined by the module (its one-time witness). */
  witness: string;
  /** What `init` does with the TreasuryCap: 0 = to the publisher (the template's value, never patched). */
  mode: number;
  constantCount: number;
}

/** A module's fields as the template lays them out, read from its bytes (deserialised by the wasm module). */
export function readSuiCoinModule(lib: MoveBytecodeTemplate, bytes: Uint8Array): SuiCoinModuleFields {
  const json = lib.deserialize(bytes) as JsonModule;
  const self = json.module_handles[json.self_module_handle_idx];
  const pool = json.constant_pool;
  const { constants } = SUI_COIN_TEMPLATE;
  const u8 = (index: number) => {
    const constant = pool[index];
    if (constant?.type_ !== 'U8' || constant.data.length !== 1) throw new SuiCoinTemplateError(`Constant ${index}`);
    return constant.data[0];
  };
  const string = (index: number) => {
    const constant = pool[index] as { type_: { Vector?: string }; data: number[] } | undefined;
    if (constant?.type_?.Vector !== 'U8') throw new SuiCoinTemplateError(`Constant ${index} is not a vector<u8>`);
    return readBcsString(constant.data);
  };
  const witness = json.identifiers[json.datatype_handles[json.struct_defs[0].struct_handle].name];
  const identifier = json.identifiers[self.name];
  if (witness !== identifier) throw new SuiCoinTemplateError('The witness is not named as its module');
  return {
    address: `0x${json.address_identifiers[self.address]}`,
    identifier,
    witness,
    decimals: u8(constants.decimals.index),
    symbol: string(constants.symbol.index),
    name: string(constants.name.index),
    description: string(constants.description.index),
    iconUrl: string(constants.iconUrl.index),
    mode: u8(constants.mode.index),
    constantCount: pool.length,
  };
}
