/**
 * The off-chain metadata JSON wallets and explorers read from the token's URI (Metaplex's fungible standard:
 * name, symbol, description, image). Composed here and downloaded; the user uploads it where they choose.
 */
export interface MetadataJsonFields {
  name: string;
  symbol: string;
  description: string;
  image: string;
}

export function metadataJson(fields: MetadataJsonFields): string {
  const json: Record<string, string> = { name: fields.name.trim(), symbol: fields.symbol.trim() };
  if (fields.description.trim() !== '') json.description = fields.description.trim();
  if (fields.image.trim() !== '') json.image = fields.image.trim();
  return `${JSON.stringify(json, null, 2)}\n`;
}

/** A file name from the symbol: 'CKT' → 'ckt-metadata.json'. */
export function metadataFileName(symbol: string): string {
  const base = symbol
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'token'}-metadata.json`;
}

/** Saves the JSON as a file in the browser (nothing leaves it). */
export function downloadMetadataJson(fileName: string, json: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked a turn later: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
