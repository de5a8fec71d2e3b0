import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Keypair, PublicKey } from '@solana/web3.js';
import { solanaFamily, solanaFoundationExplorerLink } from './family';
import {
  createSolanaConnection,
  InvalidSolanaRpcUrlError,
  SOLANA_MAINNET_RPC_URL,
  type SolanaRpc,
  solanaRpcUrl,
} from './rpc';
import { createTestChain, SOL, setLamports, type TestChain } from './testing/fixtures';

const ADDRESS = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy';

describe('the Solana family', () => {
  const saved = process.env.SOLANA_RPC_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.SOLANA_RPC_URL;
    else process.env.SOLANA_RPC_URL = saved;
  });

  it('describes mainnet: SOL, 9 decimals, Solscan, the public RPC unless SOLANA_RPC_URL says otherwise', () => {
    delete process.env.SOLANA_RPC_URL;
    expect(solanaFamily.defaultChainIds).toEqual([501]);
    expect(solanaFamily.chain(501)).toEqual({
      chainId: 501,
      name: 'Solana',
      nativeSymbol: 'SOL',
      nativeDecimals: 9,
      explorerUrl: 'https://solscan.io',
      defaultRpcUrls: [SOLANA_MAINNET_RPC_URL],
    });
    expect(solanaFamily.chain(1)).toBeUndefined();
    process.env.SOLANA_RPC_URL = 'https://rpc.example.com';
    expect(solanaRpcUrl()).toBe('https://rpc.example.com');
    expect(solanaFamily.chain(501)?.defaultRpcUrls).toEqual(['https://rpc.example.com', SOLANA_MAINNET_RPC_URL]);
    process.env.SOLANA_RPC_URL = 'ftp://nope';
    expect(() => solanaRpcUrl()).toThrow(InvalidSolanaRpcUrlError);
    expect(solanaFamily.chain(501)?.defaultRpcUrls).toEqual([SOLANA_MAINNET_RPC_URL]);
  });

  it('links to Solscan and the Solana Foundation explorer', () => {
    expect(solanaFamily.explorerLink(501, 'address', ` ${ADDRESS}`)).toBe(`https://solscan.io/account/${ADDRESS}`);
    expect(solanaFamily.explorerLink(501, 'tx', 'abc')).toBe('https://solscan.io/tx/abc');
    expect(solanaFamily.explorerLink(501, 'token', ADDRESS)).toBe(`https://solscan.io/token/${ADDRESS}`);
    expect(solanaFamily.explorerLink(56, 'tx', 'abc')).toBeUndefined();
    expect(solanaFoundationExplorerLink('tx', 'abc')).toBe('https://explorer.solana.com/tx/abc');
    expect(solanaFoundationExplorerLink('token', ADDRESS)).toBe(`https://explorer.solana.com/address/${ADDRESS}`);
  });

  it('implements the address and key parts of the family interface', () => {
    expect(solanaFamily.address.check(ADDRESS)).toEqual({ ok: true, address: ADDRESS });
    expect(solanaFamily.address.checksum(` ${ADDRESS}`)).toBe(ADDRESS);
    expect(solanaFamily.address.parseList(`${ADDRESS}\n${ADDRESS}`).duplicates).toHaveLength(1);
    const key = solanaFamily.keys.generatePrivateKey();
    expect(solanaFamily.keys.normalizePrivateKey(key)).toBe(key);
    expect(solanaFamily.address.check(solanaFamily.keys.addressFromPrivateKey(key)).ok).toBe(true);
    expect(() => solanaFamily.keys.addressFromPrivateKey(ADDRESS)).toThrow();
    expect(solanaFamily.keys.derivationPath(2)).toBe("m/44'/501'/2'/0'");
    const mnemonic = solanaFamily.keys.generateMnemonic();
    const [first, second] = solanaFamily.keys.deriveManyFromMnemonic(mnemonic, { count: 2 });
    expect(solanaFamily.keys.deriveFromMnemonic(mnemonic, { index: 1 })).toEqual(second);
    expect(first.path).toBe("m/44'/501'/0'/0'");
  });
});

describe('reading through a real web3.js Connection', () => {
  let chain: TestChain;
  let server: Server;
  let url: string;
  let rateLimited = 0;

  /** A JSON-RPC endpoint answering getMultipleAccounts from litesvm, as a Solana node does (base64 data). */
  beforeAll(async () => {
    chain = createTestChain();
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (part) => {
        body += part;
      });
      request.on('end', async () => {
        if (rateLimited > 0) {
          rateLimited -= 1;
          response.writeHead(429, { 'content-type': 'text/plain' }).end('Too many requests');
          return;
        }
        const call = JSON.parse(body) as { id: number; method: string; params: [string[], unknown] };
        if (call.method !== 'getMultipleAccounts') {
          response
            .writeHead(200)
            .end(JSON.stringify({ jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'nope' } }));
          return;
        }
        const infos = await chain.rpc.getMultipleAccountsInfo(call.params[0].map((key) => new PublicKey(key)));
        const value = infos.map((info) =>
          info
            ? {
                data: [info.data.toString('base64'), 'base64'],
                executable: info.executable,
                lamports: info.lamports,
                owner: info.owner.toBase58(),
                rentEpoch: 0,
                space: info.data.length,
              }
            : null,
        );
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: { context: { slot: 1 }, value } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is a SolanaRpc, and the family reads balances through it, retrying a 429', async () => {
    const connection: SolanaRpc = createSolanaConnection(url);
    expect(connection).toBeDefined();
    const owners = Array.from({ length: 120 }, () => Keypair.generate().publicKey);
    owners.forEach((owner, index) => {
      if (index % 4 === 0) setLamports(chain, owner, SOL + BigInt(index));
    });
    rateLimited = 1;
    const result = await solanaFamily.readBalances({ chainId: 501, owners: owners.map(String), rpcUrl: url });
    expect(result.balances.map((row) => row.balance)).toEqual(
      owners.map((_, index) => (index % 4 === 0 ? SOL + BigInt(index) : 0n)),
    );
    expect(rateLimited).toBe(0);
  });
});
