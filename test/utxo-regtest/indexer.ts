import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Address, NETWORK, OutScript } from '@scure/btc-signer';
import type { RegtestNode } from './node';

/**
 * Esplora's and Blockbook's address reads, answered from the regtest node the way those indexers build them: every
 * block is read once (getblock, verbosity 2) and each output script's funded / spent sums and transactions are kept,
 * as electrs and Blockbook index a chain; the mempool (getrawmempool, getrawtransaction) is read at every request. An
 * address is decoded to its scriptPubKey with @scure/btc-signer (not with the code under test), Bitcoin's or
 * Dogecoin's network by the path. Only what our relay calls is served:
 *   GET /esplora/address/{address}                              → Esplora's {address, chain_stats, mempool_stats}
 *   GET /blockbook/api/v2/address/{address}?details=basic        → Blockbook's {address, balance, unconfirmedBalance, txs, …}
 * Anything else is 404; an address of another network is 400, as the real services answer.
 */

export const DOGE_SIGNER_NETWORK = { bech32: 'doge', pubKeyHash: 0x1e, scriptHash: 0x16, wif: 0x9e };

interface Stats {
  funded_txo_count: number;
  funded_txo_sum: number;
  spent_txo_count: number;
  spent_txo_sum: number;
  tx_count: number;
}

interface ScriptEntry {
  fundedCount: number;
  fundedSum: bigint;
  spentCount: number;
  spentSum: bigint;
  txids: Set<string>;
}

interface VerboseTx {
  txid: string;
  vin: { txid?: string; vout?: number; coinbase?: string }[];
  vout: { value: number; n: number; scriptPubKey: { hex: string } }[];
}

const toSats = (value: number) => BigInt(Math.round(value * 1e8));

export interface RegtestIndexer {
  url: string;
  esploraUrl: string;
  blockbookUrl: string;
  /** Reads the chain up to its tip now (so the first requests do not wait for it). */
  sync(): Promise<void>;
  /** Requests served, by path kind. */
  requests: { esplora: number; blockbook: number; other: number };
  close(): Promise<void>;
}

export async function startRegtestIndexer(node: RegtestNode): Promise<RegtestIndexer> {
  const scripts = new Map<string, ScriptEntry>();
  const outputs = new Map<string, { script: string; value: bigint }>();
  let indexedHeight = -1;
  let indexing: Promise<void> | null = null;
  const mempoolTxs = new Map<string, Promise<VerboseTx>>();

  const entry = (script: string) => {
    let found = scripts.get(script);
    if (!found) {
      found = { fundedCount: 0, fundedSum: 0n, spentCount: 0, spentSum: 0n, txids: new Set() };
      scripts.set(script, found);
    }
    return found;
  };

  async function catchUp(): Promise<void> {
    const height = await node.rpc<number>('getblockcount');
    for (let next = indexedHeight + 1; next <= height; next += 1) {
      const hash = await node.rpc<string>('getblockhash', [next]);
      const block = await node.rpc<{ tx: VerboseTx[] }>('getblock', [hash, 2]);
      for (const tx of block.tx) {
        for (const input of tx.vin) {
          if (!input.txid) continue;
          const key = `${input.txid}:${input.vout}`;
          const spent = outputs.get(key);
          if (!spent) continue;
          const item = entry(spent.script);
          item.spentCount += 1;
          item.spentSum += spent.value;
          item.txids.add(tx.txid);
          outputs.delete(key);
        }
        for (const output of tx.vout) {
          const value = toSats(output.value);
          outputs.set(`${tx.txid}:${output.n}`, { script: output.scriptPubKey.hex, value });
          const item = entry(output.scriptPubKey.hex);
          item.fundedCount += 1;
          item.fundedSum += value;
          item.txids.add(tx.txid);
        }
      }
      indexedHeight = next;
    }
  }

  async function index(): Promise<void> {
    // One catch-up at a time; concurrent requests wait for it.
    while (indexing) await indexing;
    indexing = catchUp().finally(() => {
      indexing = null;
    });
    await indexing;
  }

  /** The mempool's effect on each script, read now. */
  async function mempoolStats(script: string): Promise<Stats> {
    const txids = await node.rpc<string[]>('getrawmempool');
    // A transaction never changes: each is fetched once (the mempool's list is read every time).
    const txs = await Promise.all(
      txids.map((txid) => {
        let cached = mempoolTxs.get(txid);
        if (!cached) {
          cached = node.rpc<VerboseTx>('getrawtransaction', [txid, true]);
          mempoolTxs.set(txid, cached);
        }
        return cached;
      }),
    );
    const mempoolOutputs = new Map<string, { script: string; value: bigint }>();
    for (const tx of txs) {
      for (const output of tx.vout) {
        mempoolOutputs.set(`${tx.txid}:${output.n}`, { script: output.scriptPubKey.hex, value: toSats(output.value) });
      }
    }
    const stats = {
      funded_txo_count: 0,
      funded_txo_sum: 0n,
      spent_txo_count: 0,
      spent_txo_sum: 0n,
      txs: new Set<string>(),
    };
    for (const tx of txs) {
      for (const input of tx.vin) {
        const key = `${input.txid}:${input.vout}`;
        const spent = outputs.get(key) ?? mempoolOutputs.get(key);
        if (spent?.script === script) {
          stats.spent_txo_count += 1;
          stats.spent_txo_sum += spent.value;
          stats.txs.add(tx.txid);
        }
      }
      for (const output of tx.vout) {
        if (output.scriptPubKey.hex !== script) continue;
        stats.funded_txo_count += 1;
        stats.funded_txo_sum += toSats(output.value);
        stats.txs.add(tx.txid);
      }
    }
    return {
      funded_txo_count: stats.funded_txo_count,
      funded_txo_sum: Number(stats.funded_txo_sum),
      spent_txo_count: stats.spent_txo_count,
      spent_txo_sum: Number(stats.spent_txo_sum),
      tx_count: stats.txs.size,
    };
  }

  function chainStats(script: string): Stats {
    const item = scripts.get(script);
    return {
      funded_txo_count: item?.fundedCount ?? 0,
      funded_txo_sum: Number(item?.fundedSum ?? 0n),
      spent_txo_count: item?.spentCount ?? 0,
      spent_txo_sum: Number(item?.spentSum ?? 0n),
      tx_count: item?.txids.size ?? 0,
    };
  }

  const requests = { esplora: 0, blockbook: 0, other: 0 };

  async function answer(path: string): Promise<{ status: number; body: unknown }> {
    const esplora = /^\/esplora\/address\/([^/]+)$/.exec(path);
    const blockbook = /^\/blockbook\/api\/v2\/address\/([^/]+)$/.exec(path);
    if (!esplora && !blockbook) {
      requests.other += 1;
      return { status: 404, body: { error: 'Not found' } };
    }
    if (esplora) requests.esplora += 1;
    else requests.blockbook += 1;
    const address = decodeURIComponent((esplora ?? blockbook)?.[1] ?? '');
    let script: string;
    try {
      const network = esplora ? NETWORK : DOGE_SIGNER_NETWORK;
      script = Buffer.from(OutScript.encode(Address(network).decode(address))).toString('hex');
    } catch {
      return { status: 400, body: esplora ? 'Invalid Bitcoin address' : { error: 'Invalid address' } };
    }
    await index();
    const confirmed = chainStats(script);
    const mempool = await mempoolStats(script);
    if (esplora) return { status: 200, body: { address, chain_stats: confirmed, mempool_stats: mempool } };
    const balance = BigInt(confirmed.funded_txo_sum) - BigInt(confirmed.spent_txo_sum);
    return {
      status: 200,
      body: {
        page: 1,
        totalPages: 1,
        itemsOnPage: 1000,
        address,
        balance: balance.toString(),
        totalReceived: String(confirmed.funded_txo_sum),
        totalSent: String(confirmed.spent_txo_sum),
        unconfirmedBalance: (BigInt(mempool.funded_txo_sum) - BigInt(mempool.spent_txo_sum)).toString(),
        unconfirmedTxs: mempool.tx_count,
        txs: confirmed.tx_count,
      },
    };
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://indexer');
    answer(url.pathname).then(
      ({ status, body }) => {
        response.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
        response.end(typeof body === 'string' ? body : JSON.stringify(body));
      },
      (error: Error) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error.message);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    esploraUrl: `${url}/esplora`,
    blockbookUrl: `${url}/blockbook`,
    requests,
    sync: index,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
