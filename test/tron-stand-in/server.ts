import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keccak256, toHex } from 'viem';
import { z } from 'zod';
import { tronAddressFromHex, tronAddressToHex } from '@/chains/tron';
import {
  bandwidthCharge,
  callEnergyLimit,
  energyCharge,
  type TronChainParameters,
  transactionBandwidth,
} from '@/chains/tron/costs';
import { AnvilExecutor } from './anvil-executor';
import {
  type AccountState,
  BroadcastRefusal,
  checkSignature,
  encodeTransaction,
  MAINNET_CHAIN_PARAMETERS,
  MAX_FEE_LIMIT_SUN,
  NODE_EXPIRATION_MS,
  TronChainState,
  type TronTransactionJson,
} from './chain-state';

// Test support only: a local stand-in for TronGrid (java-tron's HTTP API) that really executes. Contract calls run on
// anvil (anvil-executor.ts), TRX balances are anvil balances (1 sun = 1 wei), and the stand-in keeps what the EVM
// has no notion of: blocks (TaPoS, expiry), account existence and resource usage, and the fees (bandwidth, energy,
// activation) charged by chains/tron/costs.ts — the same rules the app estimates with, read from java-tron. See
// chains/tron/README.md for what it cannot show.

type Json = Record<string, unknown>;

/** Constant calls may use this much energy (java-tron's default vm.maxEnergyLimitForConstant). */
const MAX_CONSTANT_ENERGY = 100_000_000;

const hex41 = z.string().transform((text, context) => {
  if (/^41[0-9a-f]{40}$/i.test(text)) return text.toLowerCase();
  const converted = tronAddressToHex(text);
  if (!converted) {
    context.addIssue({ code: 'custom', message: `invalid address ${text}` });
    return z.NEVER;
  }
  return converted;
});
const hexData = z
  .string()
  .regex(/^(0x)?([0-9a-f]{2})*$/i)
  .transform((text) => text.replace(/^0x/i, '').toLowerCase());
const sun = z.number().int().nonnegative();

const addressQuery = z.object({ address: hex41, visible: z.boolean().optional() });
const valueQuery = z.object({ value: z.string().regex(/^(0x)?[0-9a-f]{64}$/i) });
const contractCall = z.object({
  owner_address: hex41,
  contract_address: hex41,
  function_selector: z.string().optional(),
  parameter: hexData.optional(),
  data: hexData.optional(),
  call_value: sun.optional(),
  fee_limit: sun.optional(),
  visible: z.boolean().optional(),
});
const signedTransaction = z.object({
  txID: z.string().optional(),
  visible: z.boolean().optional(),
  raw_data: z.object({
    contract: z
      .array(
        z.object({
          parameter: z.object({ value: z.record(z.string(), z.unknown()), type_url: z.string() }),
          type: z.string(),
        }),
      )
      .length(1),
    ref_block_bytes: z.string().regex(/^[0-9a-f]{4}$/i),
    ref_block_hash: z.string().regex(/^[0-9a-f]{16}$/i),
    expiration: z.number().int(),
    timestamp: z.number().int().optional(),
    fee_limit: sun.optional(),
  }),
  raw_data_hex: z.string().optional(),
  signature: z.array(z.string()).default([]),
});
const transferValue = z.object({ owner_address: hex41, to_address: hex41, amount: z.number().int() });
const triggerValue = z.object({
  owner_address: hex41,
  contract_address: hex41,
  data: hexData.default(''),
  call_value: sun.default(0),
});

const evm = (address41: string) => `0x${address41.slice(2)}`;
const utf8Hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

function callData(call: z.infer<typeof contractCall>): string {
  if (call.function_selector) return keccak256(toHex(call.function_selector)).slice(2, 10) + (call.parameter ?? '');
  return call.data ?? '';
}

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
  requests: { method: string; path: string }[];
  stop(): Promise<void>;
}

export async function startTronStandIn(options: { parameters?: TronChainParameters } = {}): Promise<TronStandIn> {
  const parameters = options.parameters ?? MAINNET_CHAIN_PARAMETERS;
  const executor = await AnvilExecutor.start();
  const chain = new TronChainState();
  const transactions = new Map<string, { transaction: Json; info: Json }>();
  const trc20 = new Set<string>();
  const requests: TronStandIn['requests'] = [];
  let rateLimited = 0;
  let queue: Promise<unknown> = Promise.resolve();
  /** Broadcasts run one at a time, like a node applying transactions in order. */
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const result = queue.then(run);
    queue = result.catch(() => undefined);
    return result;
  };

  const blockJson = (block = chain.head): Json => ({
    blockID: block.id,
    block_header: {
      raw_data: { number: block.number, timestamp: block.timestamp, parentHash: block.parentId, version: 32 },
      witness_signature: '',
    },
  });

  function accountJson(address41: string, balance: bigint, account: AccountState, visible: boolean): Json {
    return {
      address: visible ? tronAddressFromHex(address41) : address41,
      ...(balance > 0n && { balance: Number(balance) }),
      create_time: account.createTime,
      ...(account.netUsed > 0 && { net_usage: account.netUsed }),
      ...(account.freeNetUsed > 0 && { free_net_usage: account.freeNetUsed }),
      account_resource: account.energyUsed > 0 ? { energy_usage: account.energyUsed } : {},
    };
  }

  function resourceJson(account: AccountState): Json {
    return {
      freeNetLimit: parameters.freeNetLimit,
      ...(account.freeNetUsed > 0 && { freeNetUsed: account.freeNetUsed }),
      ...(account.netLimit > 0 && { NetLimit: account.netLimit }),
      ...(account.netUsed > 0 && { NetUsed: account.netUsed }),
      ...(account.energyLimit > 0 && { EnergyLimit: account.energyLimit }),
      ...(account.energyUsed > 0 && { EnergyUsed: account.energyUsed }),
      TotalNetLimit: 43_200_000_000,
      TotalEnergyLimit: 180_000_000_000,
    };
  }

  function chainParametersJson(): Json {
    const entry = (key: string, value: number | bigint) => (value ? { key, value: Number(value) } : { key });
    return {
      chainParameter: [
        entry('getMaintenanceTimeInterval', 21_600_000),
        entry('getCreateAccountFee', parameters.createAccountFeeSun),
        entry('getTransactionFee', parameters.bandwidthPriceSun),
        entry('getFreeNetLimit', parameters.freeNetLimit),
        entry('getCreateNewAccountFeeInSystemContract', parameters.createNewAccountFeeInSystemContractSun),
        entry('getCreateNewAccountBandwidthRate', parameters.createNewAccountBandwidthRate),
        entry('getEnergyFee', parameters.energyPriceSun),
        entry('getMaxFeeLimit', MAX_FEE_LIMIT_SUN),
        entry('getAllowTvmCancun', 1),
        entry('getAllowDynamicEnergy', 0),
      ],
    };
  }

  function withBlock(txId: string, transaction: Json, ret: string, info: Json): Json {
    const block = chain.produceBlock([txId]);
    const stored = { ...transaction, ret: [{ contractRet: ret }] };
    const fullInfo = { id: txId, ...info, blockNumber: block.number, blockTimeStamp: block.timestamp };
    transactions.set(txId, { transaction: stored, info: fullInfo });
    return fullInfo;
  }

  /** Bandwidth (or the create-account fee) first, refused when unaffordable, as java-tron's consumeBandwidth. */
  async function chargeBandwidth(owner41: string, account: AccountState, bytes: number, createsAccount: boolean) {
    const charge = bandwidthCharge(bytes, resourceView(account), parameters, createsAccount);
    const balance = await executor.balance(evm(owner41));
    if (charge.bandwidthSun > balance)
      throw new BroadcastRefusal('BANDWITH_ERROR', 'Account resource insufficient error.');
    return { charge, balance };
  }

  function resourceView(account: AccountState) {
    return {
      freeNetUsed: account.freeNetUsed,
      freeNetLimit: parameters.freeNetLimit,
      netUsed: account.netUsed,
      netLimit: account.netLimit,
      energyUsed: account.energyUsed,
      energyLimit: account.energyLimit,
    };
  }

  function consumeBandwidth(account: AccountState, charge: ReturnType<typeof bandwidthCharge>, bytes: number): Json {
    if (charge.source === 'staked') account.netUsed += charge.bandwidthUsed;
    if (charge.source === 'free') account.freeNetUsed += charge.bandwidthUsed;
    return charge.source === 'burn' ? { net_fee: Number(charge.bandwidthSun) } : { net_usage: bytes };
  }

  async function applyTransfer(txId: string, transaction: Json, value: unknown, bytes: number): Promise<void> {
    const parsed = transferValue.safeParse(value);
    if (!parsed.success)
      throw new BroadcastRefusal('CONTRACT_VALIDATE_ERROR', 'Contract validate error : invalid TransferContract');
    const { owner_address: owner, to_address: to, amount } = parsed.data;
    const account = chain.account(evm(owner));
    if (!account)
      throw new BroadcastRefusal(
        'CONTRACT_VALIDATE_ERROR',
        'Contract validate error : Validate TransferContract error, no OwnerAccount.',
      );
    if (amount <= 0)
      throw new BroadcastRefusal('CONTRACT_VALIDATE_ERROR', 'Contract validate error : Amount must be greater than 0.');
    if (owner === to)
      throw new BroadcastRefusal(
        'CONTRACT_VALIDATE_ERROR',
        'Contract validate error : Cannot transfer TRX to yourself.',
      );
    const createsAccount = chain.account(evm(to)) === undefined;
    const { charge, balance } = await chargeBandwidth(owner, account, bytes, createsAccount);
    const total = BigInt(amount) + charge.activationSun + charge.bandwidthSun;
    if (balance < total) {
      throw new BroadcastRefusal(
        'CONTRACT_VALIDATE_ERROR',
        'Contract validate error : Validate TransferContract error, balance is not sufficient.',
      );
    }
    const receipt = consumeBandwidth(account, charge, bytes);
    await executor.setBalance(evm(owner), balance - total);
    const recipientBalance = await executor.balance(evm(to));
    chain.ensureAccount(evm(to));
    await executor.setBalance(evm(to), recipientBalance + BigInt(amount));
    const fee = Number(charge.activationSun + charge.bandwidthSun);
    withBlock(txId, transaction, 'SUCCESS', { ...(fee > 0 && { fee }), contractResult: [''], receipt });
  }

  async function applyTrigger(txId: string, transaction: Json, value: unknown, feeLimit: number, bytes: number) {
    const parsed = triggerValue.safeParse(value);
    if (!parsed.success)
      throw new BroadcastRefusal('CONTRACT_VALIDATE_ERROR', 'Contract validate error : invalid TriggerSmartContract');
    const { owner_address: owner, contract_address: contract, data, call_value: callValue } = parsed.data;
    const account = chain.account(evm(owner));
    if (!account)
      throw new BroadcastRefusal(
        'CONTRACT_VALIDATE_ERROR',
        `Contract validate error : Validate InternalTransfer error, no OwnerAccount.`,
      );
    if (BigInt(feeLimit) > MAX_FEE_LIMIT_SUN) {
      throw new BroadcastRefusal(
        'CONTRACT_VALIDATE_ERROR',
        `Contract validate error : feeLimit must be >= 0 and <= ${MAX_FEE_LIMIT_SUN}`,
      );
    }
    if (!(await executor.hasCode(evm(contract)))) {
      throw new BroadcastRefusal(
        'CONTRACT_VALIDATE_ERROR',
        'Contract validate error : No contract or not a valid smart contract',
      );
    }
    const { charge, balance } = await chargeBandwidth(owner, account, bytes, false);
    const afterBandwidth = balance - charge.bandwidthSun;
    if (afterBandwidth < BigInt(callValue)) {
      throw new BroadcastRefusal(
        'CONTRACT_VALIDATE_ERROR',
        'Contract validate error : Validate InternalTransfer error, balance is not sufficient.',
      );
    }
    const receipt = consumeBandwidth(account, charge, bytes);
    await executor.setBalance(evm(owner), afterBandwidth);
    const stakedLeft = Math.max(0, account.energyLimit - account.energyUsed);
    const energyLimit = callEnergyLimit({
      feeLimitSun: BigInt(feeLimit),
      balanceSun: afterBandwidth,
      callValueSun: BigInt(callValue),
      stakedEnergyLeft: stakedLeft,
      energyPriceSun: parameters.energyPriceSun,
    });
    const result = await executor.send(evm(owner), evm(contract), `0x${data}`, BigInt(callValue), energyLimit);
    const outcome = result.isSuccess ? 'SUCCESS' : result.energyUsed >= energyLimit ? 'OUT_OF_ENERGY' : 'REVERT';
    for (const recipient of result.valueRecipients) chain.ensureAccount(recipient);
    const energy = energyCharge(result.energyUsed, stakedLeft, parameters.energyPriceSun);
    account.energyUsed += energy.energyFromStake;
    await executor.setBalance(evm(owner), (await executor.balance(evm(owner))) - energy.energySun);
    const fee = Number(charge.bandwidthSun + energy.energySun);
    withBlock(txId, transaction, outcome, {
      ...(fee > 0 && { fee }),
      contractResult: [result.output.replace(/^0x/, '')],
      contract_address: contract,
      receipt: {
        ...(energy.energyFromStake > 0 && { energy_usage: energy.energyFromStake }),
        ...(energy.energySun > 0n && { energy_fee: Number(energy.energySun) }),
        energy_usage_total: energy.energyUsed,
        ...receipt,
        result: outcome,
      },
      ...(result.isSuccess
        ? {
            log: result.logs.map((log) => ({
              address: log.address.slice(2).toLowerCase(),
              topics: log.topics.map((topic) => topic.slice(2)),
              data: log.data.slice(2),
            })),
          }
        : {
            result: 'FAILED',
            resMessage: utf8Hex(outcome === 'REVERT' ? 'REVERT opcode executed' : 'Not enough energy'),
          }),
    });
  }

  async function broadcast(body: unknown): Promise<Json> {
    const parsed = signedTransaction.safeParse(body);
    if (!parsed.success)
      return { Error: `class org.tron.core.services.http.JsonFormat$ParseException : ${parsed.error.message}` };
    const transaction = parsed.data as TronTransactionJson & { signature: string[] };
    const { txId, rawDataHex } = encodeTransaction(transaction);
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
        if (contract.type === 'TransferContract') await applyTransfer(txId, stored, contract.parameter.value, bytes);
        else if (contract.type === 'TriggerSmartContract') {
          await applyTrigger(txId, stored, contract.parameter.value, raw.fee_limit ?? 0, bytes);
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
        return { ...blockJson(), transactions: [] };
      case '/wallet/getchainparameters':
        return chainParametersJson();
      case '/wallet/getaccount': {
        const { address, visible } = addressQuery.parse(body);
        const account = chain.account(evm(address));
        return account ? accountJson(address, await executor.balance(evm(address)), account, visible ?? false) : {};
      }
      case '/wallet/getaccountresource': {
        const account = chain.account(evm(addressQuery.parse(body).address));
        return account ? resourceJson(account) : {};
      }
      case '/wallet/triggerconstantcontract':
        return constantCall(body);
      case '/wallet/triggersmartcontract':
        return buildTrigger(body);
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
