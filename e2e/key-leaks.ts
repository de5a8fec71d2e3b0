/**
 * Searching what the browser sent for a private key: shared by the collection e2e tests, which record every request
 * of a visit (URL, headers, body) and must find no key in any.
 */

/** Every way a key could travel: hex in any case, base64 and base64url of its bytes, base64 of its hex text. */
export function keyEncodings(key: `0x${string}`): string[] {
  const bytes = Buffer.from(key.slice(2), 'hex');
  return [
    key.slice(2).toLowerCase(),
    bytes.toString('base64').replace(/=+$/, ''),
    bytes.toString('base64url'),
    Buffer.from(key.slice(2)).toString('base64').replace(/=+$/, '').slice(0, 40),
    Buffer.from(key).toString('base64').replace(/=+$/, '').slice(0, 40),
  ];
}

/** Whether the text carries the key in any of its encodings, as sent or percent-decoded. */
export function leakedIn(text: string, key: `0x${string}`): boolean {
  const lower = text.toLowerCase();
  const [hex, ...others] = keyEncodings(key);
  // Percent-decoded too: a key in a query string or a form body.
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {}
  return (
    lower.includes(hex) ||
    decoded.toLowerCase().includes(hex) ||
    others.some((encoded) => text.includes(encoded) || decoded.includes(encoded))
  );
}

/** Whether a binary body (a BCS transaction, a form upload) holds the key's 32 raw bytes. */
export function leakedInBytes(body: Buffer, key: `0x${string}`): boolean {
  return body.includes(Buffer.from(key.slice(2), 'hex'));
}
