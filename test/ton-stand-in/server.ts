import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Address, loadMessage } from '@ton/core';
import { Blockchain, type BlockchainTransaction, GetMethodError } from '@ton/sandbox';
import type { z } from 'zod';
import { accountStateV3, addressInformation, blockId, transactionJson, v2State, walletInformation } from './answers';
import {
  accountStatesQuery,
  addressParams,
  getTransactionsParams,
  jsonRpcRequest,
  runGetMethodParams,
  sendBocParams,
  tryLocateParams,
} from './schemas';
import { stackJson } from './stack';
import { knownWallet } from './wallets';

// Test support only: @ton/sandbox (a real TON emulator: TVM, the wallet and jetton contracts, fees and bounces) served
// behind toncenter's HTTP API, the one @ton/ton's TonClient and our chains/ton code speak: API v2 at /api/v2/jsonRPC
// (getAddressInformation, getAddressBalance, getWalletInformation, runGetMethod, sendBoc, sendBocReturnHash,
// getTransactions, tryLocateResultTx, getMasterchainInfo) and v3's GET /api/v3/accountStates. An accepted external message runs to the
// end of its message chain before sendBoc answers (a live chain takes seconds and several blocks): see
// chains/ton/README.md for what that cannot show.

export interface TonStandInRequest {
  method: string;
  path: string;
  /** The JSON-RPC method for /api/v2/jsonRPC. */
  rpcMethod?: string;
}

export interface TonStandIn {
  /** toncenter's base, e.g. http://127.0.0.1:1234/api: v2 at `${url}/v2/jsonRPC`, v3 at `${url}/v3/…`. */
  url: string;
  /** What TonClient takes as its endpoint. */
  jsonRpcUrl: string;
  blockchain: Blockchain;
  requests: TonStandInRequest[];
  /** Every transaction the sandbox ran, oldest first. */
  transactions(): BlockchainTransaction[];
  /** The next `count` requests answer HTTP 429, as toncenter does over its rate limit. */
  rateLimitNext(count: number): void;
  stop(): Promise<void>;
}

class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(422, result.error.issues.map((issue) => issue.message).join('; '));
  return result.data;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 10_000_000) throw new ApiError(413, 'Request too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startTonStandIn(): Promise<TonStandIn> {
  const blockchain = await Blockchain.create();
  const requests: TonStandInRequest[] = [];
  let rateLimited = 0;
  let seqno = 1;
  // The sandbox keeps every transaction it runs in a protected list; its own getTransactions reverses that list in
  // place on each call and compares hashes by identity, so the stand-in reads the list and filters it itself.
  const allTransactions = () => (blockchain as unknown as { transactions: BlockchainTransaction[] }).transactions;
  const now = () => blockchain.now ?? Math.floor(Date.now() / 1000);
  let queue: Promise<unknown> = Promise.resolve();
  /** External messages are applied one at a time, in arrival order, as a node does. */
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const result = queue.then(run);
    queue = result.catch(() => undefined);
    return result;
  };

  async function sendExternal(params: unknown) {
    const { boc } = parse(sendBocParams, params);
    let message: ReturnType<typeof loadMessage>;
    try {
      message = loadMessage(boc.beginParse());
    } catch {
      throw new ApiError(500, 'LITE_SERVER_UNKNOWN: cannot deserialize message');
    }
    if (message.info.type !== 'external-in') throw new ApiError(500, 'LITE_SERVER_UNKNOWN: not an external message');
    await serial(async () => {
      try {
        await blockchain.sendMessage(message);
      } catch (error) {
        // The sandbox refuses a message the contract does not accept (bad signature, seqno, expiry) with the reason;
        // a node answers the same refusal to sendBoc.
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        throw new ApiError(500, `LITE_SERVER_UNKNOWN: cannot apply external message to current state : ${reason}`);
      }
      seqno += 1;
    });
    return boc.hash().toString('base64');
  }

  function transactionsOf(address: Address, params: z.infer<typeof getTransactionsParams>) {
    let list = allTransactions()
      .filter((transaction) => {
        const destination = transaction.inMessage?.info.dest;
        return destination && 'equals' in destination && (destination as Address).equals(address);
      })
      .sort((a, b) => (a.lt === b.lt ? 0 : a.lt > b.lt ? -1 : 1));
    if (params.lt !== undefined) list = list.filter((transaction) => transaction.lt <= (params.lt as bigint));
    if (params.hash) {
      const hash = /^[0-9a-f]{64}$/i.test(params.hash)
        ? Buffer.from(params.hash, 'hex')
        : Buffer.from(params.hash, 'base64');
      const start = list.findIndex((transaction) => transaction.hash().equals(hash));
      if (start < 0) throw new ApiError(500, 'LITE_SERVER_UNKNOWN: transaction not found');
      list = list.slice(start);
    }
    if (params.to_lt !== undefined) list = list.filter((transaction) => transaction.lt > (params.to_lt as bigint));
    return list.slice(0, params.limit).map(transactionJson);
  }

  async function rpc(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'getAddressInformation': {
        const { address } = parse(addressParams, params);
        return addressInformation(await blockchain.getContract(address), seqno, now());
      }
      case 'getAddressBalance': {
        const { address } = parse(addressParams, params);
        return (await blockchain.getContract(address)).balance.toString();
      }
      case 'getAddressState': {
        const { address } = parse(addressParams, params);
        return v2State(await blockchain.getContract(address));
      }
      case 'getWalletInformation': {
        const { address } = parse(addressParams, params);
        const contract = await blockchain.getContract(address);
        return walletInformation(contract, await knownWallet(contract));
      }
      case 'runGetMethod': {
        const { address, method: getMethod, stack } = parse(runGetMethodParams, params);
        const contract = await blockchain.getContract(address);
        if (contract.accountState?.type !== 'active') {
          return { '@type': 'smc.runResult', gas_used: 0, stack: [], exit_code: -13, block_id: blockId(seqno) };
        }
        try {
          const result = await contract.get(getMethod, stack);
          return {
            '@type': 'smc.runResult',
            gas_used: Number(result.gasUsed),
            stack: stackJson(result.stack),
            exit_code: result.exitCode,
            block_id: blockId(seqno),
          };
        } catch (error) {
          if (!(error instanceof GetMethodError)) throw error;
          return { '@type': 'smc.runResult', gas_used: Number(error.gasUsed), stack: [], exit_code: error.exitCode };
        }
      }
      case 'sendBoc':
        await sendExternal(params);
        return { '@type': 'ok' };
      case 'sendBocReturnHash':
        return { '@type': 'raw.extMessageInfo', hash: await sendExternal(params) };
      case 'getTransactions': {
        const parsed = parse(getTransactionsParams, params);
        return transactionsOf(parsed.address, parsed);
      }
      case 'tryLocateResultTx': {
        // The transaction an internal message (source, destination, created_lt) started at its destination.
        const { source, destination, created_lt: createdLt } = parse(tryLocateParams, params);
        const found = allTransactions().find((transaction) => {
          const info = transaction.inMessage?.info;
          return (
            info?.type === 'internal' &&
            info.createdLt === createdLt &&
            info.src.equals(source) &&
            info.dest.equals(destination)
          );
        });
        if (!found) throw new ApiError(500, 'LITE_SERVER_UNKNOWN: cannot locate transaction');
        return transactionJson(found);
      }
      case 'getMasterchainInfo':
        return {
          '@type': 'blocks.masterchainInfo',
          last: blockId(seqno),
          init: blockId(0),
          state_root_hash: blockId(0).root_hash,
        };
      default:
        throw new ApiError(404, `Method not found: ${method}`);
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const entry: TonStandInRequest = { method: request.method ?? 'GET', path: url.pathname };
    requests.push(entry);
    if (rateLimited > 0) {
      rateLimited -= 1;
      send(response, 429, { ok: false, error: 'Ratelimit exceed', code: 429 });
      return;
    }
    if (request.method === 'POST' && url.pathname === '/api/v2/jsonRPC') {
      let id: string | number | undefined;
      try {
        const body = parse(jsonRpcRequest, JSON.parse((await readBody(request)) || 'null'));
        id = body.id;
        entry.rpcMethod = body.method;
        send(response, 200, { ok: true, result: await rpc(body.method, body.params), jsonrpc: '2.0', id });
      } catch (error) {
        const code = error instanceof ApiError ? error.code : error instanceof SyntaxError ? 422 : 500;
        const message = error instanceof Error ? error.message : String(error);
        send(response, code, { ok: false, error: message, code, jsonrpc: '2.0', id });
      }
      return;
    }
    if (request.method === 'GET' && url.pathname === '/api/v3/accountStates') {
      try {
        const query = parse(accountStatesQuery, {
          address: url.searchParams.getAll('address'),
          include_boc: url.searchParams.get('include_boc') ?? undefined,
        });
        const includeBoc = query.include_boc === 'true' || query.include_boc === '1';
        const contracts = await Promise.all(query.address.map((address) => blockchain.getContract(address)));
        const accounts = contracts
          .filter((contract) => contract.lastTransactionLt > 0n || contract.balance > 0n)
          .map((contract) => accountStateV3(contract, includeBoc));
        send(response, 200, { accounts, address_book: {} });
      } catch (error) {
        const code = error instanceof ApiError ? error.code : 500;
        send(response, code, { error: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    send(response, 404, { ok: false, error: 'Not Found', code: 404 });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => send(response, 500, { ok: false, error: String(error), code: 500 }));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/api`;
  return {
    url,
    jsonRpcUrl: `${url}/v2/jsonRPC`,
    blockchain,
    requests,
    transactions: () => [...allTransactions()].sort((a, b) => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0)),
    rateLimitNext(count) {
      rateLimited = count;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
