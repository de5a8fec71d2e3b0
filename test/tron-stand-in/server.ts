import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tronAddressFromHex } from '@/chains/tron';
import { type TronChainParameters, transactionBandwidth } from '@/chains/tron/costs';
import { accountJson, blockJson, chainParametersJson, resourceJson } from './answers';
import { AnvilExecutor } from './anvil-executor';
import {
  BroadcastRefusal,
  checkSignature,
  encodeTransaction,
  MAINNET_CHAIN_PARAMETERS,
  NODE_EXPIRATION_MS,
  TronChainState,
  type TronTransactionJson,
} from './chain-state';
import { ContractProcessor } from './contracts';
import { buildDeployTransaction, buildTransferTransaction, estimateDeployment } from './deploy';
import {
  addressQuery,
  callData,
  contractCall,
  evm,
  hex41,
  type Json,
  MAX_CONSTANT_ENERGY,
  signedTransaction,
  utf8Hex,
  valueQuery,
} from './schemas';

// Test support only: a local stand-in for TronGrid (java-tron's HTTP API) that really executes. Contract calls run on
// anvil (anvil-executor.ts), TRX balances are anvil balances (1 sun = 1 wei), and the stand-in keeps what the EVM
// has no notion of: blocks (TaPoS, expiry), account existence and resource usage, and the fees (bandwidth, energy,
// activation) charged by chains/tron/costs.ts — the same rules the app estimates with, read from java-tron. See
// chains/tron/README.md for what it cannot show.

export interface TronStandIn {
  url: string;
  anvilRpcUrl: string;
  parameters: TronChainParameters;
  chain: TronChainState;
  /** Creates the account if needed and sets its TRX balance (a genesis-style credit, no transaction). */
  setBalance(address: string, sun: bigint): Promise<void>;
  balance(address: string): Promise<bigint>;
  /** Staked bandwidth and energy of an account (as if TRX were staked for them). */
  setResources(address: string, limits: { netLimit?: number; energyLimit?: number }): void;
  /** Marks a contract deployed on anvil as an account (java-tron creates one with each contract). */
  registerContract(address: string): void;
  /** An empty block `milliseconds` after the head, to age transactions. */
  advanceTime(milliseconds: number): void;
  /** TRC-20 tokens listed by /v1/accounts (TronGrid lists those an account holds). */
  trackTrc20(token: string): void;
  /** The next `count` requests answer HTTP 429. */
  rateLimitNext(count: number): void;
  /** The next `count` broadcasts are refused as a busy node refuses them (SERVER_BUSY), nothing applied. */
  refuseNextBroadcasts(count: number): void;
  requests: { method: string; path: string }[];
  stop(): Promise<void>;
}

export async function startTronStandIn(options: { parameters?: TronChainParameters } = {}): Promise<TronStandIn> {
  const parameters = options.parameters ?? MAINNET_CHAIN_PARAMETERS;
  const executor = await AnvilExecutor.start();
  const chain = new TronChainState();
  const processor = new ContractProcessor(chain, executor, parameters);
  const { transactions } = processor;
  const trc20 = new Set<string>();
  const requests: TronStandIn['requests'] = [];
  let rateLimited = 0;
  let refusedBroadcasts = 0;
  let queue: Promise<unknown> = Promise.resolve();
  /** Broadcasts run one at a time, like a node applying transactions in order. */
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const result = queue.then(run);
    queue = result.catch(() => undefined);
    return result;
  };

  async function broadcast(body: unknown): Promise<Json> {
    const parsed = signedTransaction.safeParse(body);
    if (!parsed.success)
      return { Error: `class org.tron.core.services.http.JsonFormat$ParseException : ${parsed.error.message}` };
    const transaction = parsed.data as TronTransactionJson & { signature: string[] };
    const { txId, rawDataHex } = encodeTransaction(transaction);
    if (refusedBroadcasts > 0) {
      refusedBroadcasts -= 1;
      return { code: 'SERVER_BUSY', txid: txId, message: utf8Hex('Server busy.') };
    }
    try {
      return await serial(async () => {
        chain.catchUp();
        const raw = transaction.raw_data;
        chain.checkTapos(raw.ref_block_bytes, raw.ref_block_hash);
        chain.checkExpiration(raw.expiration);
        if (transactions.has(txId)) throw new BroadcastRefusal('DUP_TRANSACTION_ERROR', 'Dup transaction.');
        const [contract] = raw.contract;
        const owner = hex41.safeParse(contract.parameter.value.owner_address);
        if (!owner.success) throw new BroadcastRefusal('SIGERROR', 'Validate signature error: no owner_address');
        await checkSignature(txId, transaction.signature, owner.data);
        const bytes = transactionBandwidth(rawDataHex.length / 2, transaction.signature.length);
        const stored = { ...(body as Json), txID: txId, raw_data_hex: rawDataHex };
        if (contract.type === 'TransferContract')
          await processor.applyTransfer(txId, stored, contract.parameter.value, bytes);
        else if (contract.type === 'TriggerSmartContract') {
          await processor.applyTrigger(txId, stored, contract.parameter.value, raw.fee_limit ?? 0, bytes);
        } else if (contract.type === 'CreateSmartContract') {
          await processor.applyCreate(txId, stored, contract.parameter.value, raw.fee_limit ?? 0, bytes);
        } else
          throw new BroadcastRefusal(
            'CONTRACT_VALIDATE_ERROR',
            `Contract validate error : ${contract.type} is not served by the stand-in`,
          );
        return { result: true, txid: txId };
      });
    } catch (error) {
      if (error instanceof BroadcastRefusal) return { code: error.code, txid: txId, message: utf8Hex(error.message) };
      throw error;
    }
  }

  async function constantCall(body: unknown): Promise<Json> {
    if (!(body as Json | undefined)?.contract_address) return estimateDeployment(executor, body);
    const call = contractCall.parse(body);
    const data = callData(call);
    const result = await executor.call(
      evm(call.owner_address),
      evm(call.contract_address),
      `0x${data}`,
      BigInt(call.call_value ?? 0),
      MAX_CONSTANT_ENERGY,
    );
    const output = result.output.replace(/^0x/, '');
    return {
      result: result.isSuccess
        ? { result: true }
        : { code: 'CONTRACT_EXE_ERROR', message: utf8Hex('REVERT opcode executed') },
      energy_used: result.energyUsed,
      constant_result: [output],
      transaction: { ret: [result.isSuccess ? {} : { ret: 'FAILED' }], visible: false, txID: '' },
    };
  }

  /** /wallet/triggersmartcontract: the node builds the unsigned transaction on its head block. */
  function buildTrigger(body: unknown): Json {
    const call = contractCall.parse(body);
    chain.catchUp();
    const head = chain.head;
    const transaction: TronTransactionJson = {
      visible: false,
      raw_data: {
        contract: [
          {
            parameter: {
              value: {
                data: callData(call),
                owner_address: call.owner_address,
                contract_address: call.contract_address,
                ...(call.call_value ? { call_value: call.call_value } : {}),
              },
              type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
            },
            type: 'TriggerSmartContract',
          },
        ],
        ref_block_bytes: head.id.slice(12, 16),
        ref_block_hash: head.id.slice(16, 32),
        expiration: head.timestamp + NODE_EXPIRATION_MS,
        fee_limit: call.fee_limit,
        timestamp: Date.now(),
      },
    };
    const { txId, rawDataHex } = encodeTransaction(transaction);
    return { result: { result: true }, transaction: { ...transaction, txID: txId, raw_data_hex: rawDataHex } };
  }

  async function v1Account(address: string): Promise<Json> {
    const meta = { at: Date.now(), page_size: 1 };
    const address41 = hex41.safeParse(address);
    if (!address41.success) return { success: false, error: `invalid address ${address}`, statusCode: 400 };
    const account = chain.account(evm(address41.data));
    if (!account) return { data: [], success: true, meta: { ...meta, page_size: 0 } };
    const holdings: Json[] = [];
    for (const token of trc20) {
      const answer = await executor.call(
        evm(address41.data),
        token,
        `0x70a08231${address41.data.slice(2).padStart(64, '0')}`,
        0n,
        MAX_CONSTANT_ENERGY,
      );
      const amount = BigInt(answer.output === '0x' ? 0 : answer.output);
      if (amount > 0n) holdings.push({ [tronAddressFromHex(token) as string]: amount.toString() });
    }
    const balance = await executor.balance(evm(address41.data));
    return {
      data: [{ ...accountJson(address41.data, balance, account, false), trc20: holdings }],
      success: true,
      meta,
    };
  }

  async function answer(method: string, path: string, body: unknown): Promise<Json | undefined> {
    if (method === 'GET' && path.startsWith('/v1/accounts/')) return v1Account(decodeURIComponent(path.slice(13)));
    switch (path) {
      case '/wallet/getnowblock':
      case '/wallet/getblock':
        chain.catchUp();
        return { ...blockJson(chain.head), transactions: [] };
      case '/wallet/getchainparameters':
        return chainParametersJson(parameters);
      case '/wallet/getaccount': {
        const { address, visible } = addressQuery.parse(body);
        const account = chain.account(evm(address));
        return account ? accountJson(address, await executor.balance(evm(address)), account, visible ?? false) : {};
      }
      case '/wallet/getaccountresource': {
        const account = chain.account(evm(addressQuery.parse(body).address));
        return account ? resourceJson(account, parameters) : {};
      }
      case '/wallet/triggerconstantcontract':
        return constantCall(body);
      case '/wallet/triggersmartcontract':
        return buildTrigger(body);
      case '/wallet/deploycontract':
        return buildDeployTransaction(chain, body);
      case '/wallet/createtransaction':
        return buildTransferTransaction(chain, body);
      case '/wallet/broadcasttransaction':
        return broadcast(body);
      case '/wallet/gettransactioninfobyid':
      case '/wallet/gettransactionbyid': {
        const parsed = valueQuery.safeParse(body);
        if (!parsed.success)
          return { Error: 'class org.tron.core.services.http.JsonFormat$ParseException : invalid hex value' };
        const stored = transactions.get(parsed.data.value.replace(/^0x/i, '').toLowerCase());
        if (!stored) return {};
        return path === '/wallet/gettransactioninfobyid' ? stored.info : stored.transaction;
      }
      default:
        return undefined;
    }
  }

  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const method = request.method ?? 'GET';
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      requests.push({ method, path });
      if (rateLimited > 0) {
        rateLimited -= 1;
        response.writeHead(429, { 'content-type': 'text/plain' }).end('Too Many Requests');
        return;
      }
      let body: unknown = {};
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ Error: 'class com.alibaba.fastjson.JSONException : syntax error' }));
        return;
      }
      let json: Json | undefined;
      try {
        json = await answer(method, path, body);
      } catch (error) {
        json = { Error: `class java.lang.IllegalArgumentException : ${(error as Error).message}` };
      }
      if (!json) response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error));
    });
  });
  // Longer than undici's idle keep-alive (4 s): a client must not reuse a socket the server is closing ("fetch failed").
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const toEvm = (address: string) => evm(hex41.parse(address));
  return {
    url: `http://127.0.0.1:${port}`,
    anvilRpcUrl: executor.rpcUrl,
    parameters,
    chain,
    async setBalance(address, amount) {
      chain.ensureAccount(toEvm(address));
      await executor.setBalance(toEvm(address), amount);
    },
    balance: (address) => executor.balance(toEvm(address)),
    setResources(address, limits) {
      const account = chain.ensureAccount(toEvm(address));
      account.netLimit = limits.netLimit ?? account.netLimit;
      account.energyLimit = limits.energyLimit ?? account.energyLimit;
    },
    registerContract: (address) => void chain.ensureAccount(toEvm(address)),
    advanceTime: (milliseconds) => void chain.produceBlock([], chain.head.timestamp + milliseconds),
    trackTrc20: (token) => void trc20.add(toEvm(token)),
    rateLimitNext(count) {
      rateLimited = count;
    },
    refuseNextBroadcasts(count) {
      refusedBroadcasts = count;
    },
    requests,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await executor.stop();
    },
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
