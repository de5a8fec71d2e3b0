/**
 * Base58 in the Bitcoin alphabet, as Solana writes public keys, signatures and secret keys. web3.js carries its own
 * bs58 copy but does not export it, so secret keys (64 bytes) and signatures go through this small codec. Inputs are
 * at most a few dozen bytes, so the BigInt arithmetic is cheap.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const ALPHABET_INDEX = new Map([...ALPHABET].map((character, index) => [character, BigInt(index)]));

export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text;
    value /= 58n;
  }
  // Each leading zero byte is written as a leading '1' (it would vanish from the number).
  for (let index = 0; index < bytes.length && bytes[index] === 0; index += 1) text = `1${text}`;
  return text;
}

/** The bytes, or undefined for an empty text or any character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array | undefined {
  if (text.length === 0) return undefined;
  let value = 0n;
  for (const character of text) {
    const digit = ALPHABET_INDEX.get(character);
    if (digit === undefined) return undefined;
    value = value * 58n + digit;
  }
  const body: number[] = [];
  while (value > 0n) {
    body.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  const leadingZeros = text.length - text.replace(/^1+/, '').length;
  return Uint8Array.from([...new Array<number>(leadingZeros).fill(0), ...body]);
}
