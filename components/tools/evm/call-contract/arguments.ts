import { type AbiFunction, type AbiParameter, encodeFunctionData, type Hex } from 'viem';
import { checkEvmAddress } from '@/chains/evm/address';

// A cell of text to the value viem encodes for one ABI parameter, refusing what the type cannot hold, so that a bad
// argument is named with its line and column before anything is simulated or signed.

export type ArgumentIssueCode =
  | 'address'
  | 'bool'
  | 'integer'
  | 'range'
  | 'bytes'
  | 'bytes-length'
  | 'json'
  | 'array'
  | 'array-length'
  | 'tuple'
  | 'unsupported';

export class ArgumentError extends Error {
  constructor(
    readonly code: ArgumentIssueCode,
    /** What was expected: the ABI type, the length or the range, for the message. */
    readonly expected: string,
  ) {
    super(`${code}: ${expected}`);
  }
}

const INTEGER_TYPE = /^(u?)int(\d*)$/;
const FIXED_BYTES = /^bytes(\d+)$/;
const ARRAY_TYPE = /^(.*)\[(\d*)\]$/;
const DECIMAL_INTEGER = /^-?\d+$/;
const HEX_INTEGER = /^0x[0-9a-f]+$/i;
const HEX_BYTES = /^0x([0-9a-f]{2})*$/i;

function integerRange(type: string): { min: bigint; max: bigint } | undefined {
  const match = INTEGER_TYPE.exec(type);
  if (!match) return undefined;
  const bits = BigInt(match[2] === '' ? 256 : Number(match[2]));
  return match[1] === 'u'
    ? { min: 0n, max: 2n ** bits - 1n }
    : { min: -(2n ** (bits - 1n)), max: 2n ** (bits - 1n) - 1n };
}

function toInteger(type: string, value: unknown): bigint {
  const range = integerRange(type) as { min: bigint; max: bigint };
  let parsed: bigint | undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value)) parsed = BigInt(value);
  else if (typeof value === 'string') {
    const text = value.trim().replace(/_/g, '');
    if (DECIMAL_INTEGER.test(text) || HEX_INTEGER.test(text)) parsed = BigInt(text);
  }
  if (parsed === undefined) throw new ArgumentError('integer', type);
  if (parsed < range.min || parsed > range.max) throw new ArgumentError('range', `${range.min} … ${range.max}`);
  return parsed;
}

function toBytes(type: string, value: unknown): Hex {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!HEX_BYTES.test(text)) throw new ArgumentError('bytes', type);
  const size = FIXED_BYTES.exec(type);
  if (size && (text.length - 2) / 2 !== Number(size[1])) throw new ArgumentError('bytes-length', size[1]);
  return text.toLowerCase() as Hex;
}

function toBool(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new ArgumentError('bool', 'true / false');
}

function componentsOf(parameter: AbiParameter): readonly AbiParameter[] {
  return 'components' in parameter && Array.isArray(parameter.components) ? parameter.components : [];
}

/** A JSON (or cell) value as viem's value for the parameter; throws ArgumentError. */
export function coerceArgument(parameter: AbiParameter, value: unknown): unknown {
  const { type } = parameter;
  const array = ARRAY_TYPE.exec(type);
  if (array) {
    if (!Array.isArray(value)) throw new ArgumentError('array', type);
    if (array[2] !== '' && value.length !== Number(array[2])) throw new ArgumentError('array-length', array[2]);
    const inner = { ...parameter, type: array[1] } as AbiParameter;
    return value.map((item) => coerceArgument(inner, item));
  }
  if (type === 'tuple') {
    const components = componentsOf(parameter);
    const names = components.map((component) => component.name ?? '');
    const isNamedObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    const list = Array.isArray(value)
      ? value
      : isNamedObject && names.every((name) => name !== '' && name in (value as object))
        ? names.map((name) => (value as Record<string, unknown>)[name])
        : undefined;
    if (!list || list.length !== components.length) {
      throw new ArgumentError('tuple', `(${components.map((component) => component.type).join(',')})`);
    }
    return components.map((component, index) => coerceArgument(component, list[index]));
  }
  if (type === 'address') {
    const check = typeof value === 'string' ? checkEvmAddress(value, { strict: true }) : undefined;
    if (!check?.ok) throw new ArgumentError('address', type);
    return check.address;
  }
  if (type === 'bool') return toBool(value);
  if (type === 'string') {
    if (typeof value !== 'string') throw new ArgumentError('json', type);
    return value;
  }
  if (type === 'bytes' || FIXED_BYTES.test(type)) return toBytes(type, value);
  if (INTEGER_TYPE.test(type)) return toInteger(type, value);
  throw new ArgumentError('unsupported', type);
}

/** Arrays and tuples are written as JSON in their cell; every other type as plain text. */
export function parseCell(parameter: AbiParameter, cell: string): unknown {
  const isComposite = ARRAY_TYPE.test(parameter.type) || parameter.type === 'tuple';
  if (!isComposite) return coerceArgument(parameter, cell);
  let value: unknown;
  try {
    value = JSON.parse(cell);
  } catch {
    throw new ArgumentError('json', parameter.type);
  }
  return coerceArgument(parameter, value);
}

/** The call data of the function with these arguments (viem checks them once more as it encodes). */
export function encodeCall(item: AbiFunction, args: readonly unknown[]): Hex {
  return encodeFunctionData({ abi: [item], functionName: item.name, args } as Parameters<typeof encodeFunctionData>[0]);
}
