/**
 * Whether a typed RPC address is an http(s) URL with a host. Apart from rpc.ts (which reads an EVM chain id with
 * viem) so the Solana tools can check their RPC field without loading EVM code.
 */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
