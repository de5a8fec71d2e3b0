import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AccountAddress,
  AccountAuthenticatorEd25519,
  createObjectAddress,
  Deserializer,
  generateSigningMessageForTransaction,
  SignedTransaction,
  SimpleTransaction,
  TransactionAuthenticatorEd25519,
  TransactionAuthenticatorFeePayer,
} from '@aptos-labs/ts-sdk';
import { sha3_256 } from '@noble/hashes/sha3';
import { decodeAptosEntryCall } from './decode-transaction';

/**
 * A local HTTP server answering what chains/aptos sends, in the documented shapes of Aptos's APIs (it is no Aptos node:
 * it runs no Move and holds no state but what the test sets and, with `applyTransactions`, what the transfers it
 * knows move; chains/aptos/README.md says what that cannot show):
 *
 * - indexer GraphQL (`POST /v1/graphql`, Hasura): `current_fungible_asset_balances(where: {owner_address: {_in},
 *   asset_type: {_in}, is_primary: {_eq: true}}, limit)` → rows `{owner_address, storage_id, asset_type, amount}`
 *   (amount a number, as Hasura answers `numeric`); `fungible_asset_metadata(where: {asset_type: {_in}})`; a GraphQL
 *   error as `{errors: [{message}]}`. It honours `limit` (an answer cut at it).
 * - REST (`/v1`): `POST /view`, `GET /accounts/{address}` (404 `account_not_found` for one never created),
 *   `GET /estimate_gas_price`, `POST /transactions/simulate` and `POST /transactions` (BCS signed transactions:
 *   decoded, the simulation's signature must be zero, a submitted one must verify), `GET /transactions/by_hash/{hash}`.
 *   Gas used is the test's `gasOf(rows)`, never Aptos's schedule; size over 64 KiB is refused as the node refuses it.
 *
 * With `applyTransactions` it keeps a ledger the way a node applies a transaction, for the three transfers our tools
 * send (`0x1::aptos_account::batch_transfer`, `batch_transfer_coins<T>`, `batch_transfer_fungible_assets`):
 * - prologue: a submission whose sender's APT is below max_gas_amount × gas_unit_price is refused (HTTP 400
 *   INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE) and does not land; a simulation with `estimate_max_gas_amount=true`
 *   first caps max gas at max(minGasUnits, APT ÷ price) as the node's API does, then runs the same check;
 * - execution: gas used beyond max_gas_amount is out of gas; each transfer debits the sender (a coin's CoinStore row
 *   first, then its paired fungible store: `0x1::coin::balance` and the indexer count both) and credits the
 *   recipient's primary fungible store, creating an APT or coin recipient's account; a debit over the balance aborts
 *   (EINSUFFICIENT_BALANCE), as does a balance left that cannot pay the gas; a failed transaction moves nothing but
 *   still lands and charges its gas, and its sequence number is used;
 * - gas charged is gas used × the transaction's gas_unit_price, from the sender's APT.
 */

export const STAND_IN_MAX_TRANSACTION_BYTES = 64 * 1024;

export interface StandInRequest {
  method: string;
  path: string;
  /** A GraphQL request's parsed body. */
  graphql?: { query: string; variables: Record<string, unknown> };
}

export interface StandInSubmitted {
  hash: string;
  bytes: Uint8Array;
  signed: SignedTransaction;
  /** How it ran (`applyTransactions`); without the ledger every landed transaction succeeds. */
  success: boolean;
  vmStatus: string;
  gasUsed: bigint;
}

export interface AptosStandInOptions {
  /** Run submitted transactions against `balances` as a node would (see above); off: balances never move. */
  applyTransactions?: boolean;
}

/** The node API's cap on a simulation's max gas (the gas schedule's maximum_number_of_gas_units). */
const MAX_GAS_UNITS = 2_000_000n;
const APT_COIN = '0x1::aptos_coin::AptosCoin';
const APT_FA = AccountAddress.A.toStringLong();

export interface AptosStandIn {
  /** The REST base, …/v1 (the indexer at …/v1/graphql). */
  url: string;
  requests: StandInRequest[];
  /** balances.get(asset_type)?.get(owner long form) = amount; each (owner, asset type) is one primary store row. */
  balances: Map<string, Map<string, bigint>>;
  metadata: Map<string, { symbol: string; name: string; decimals: number }>;
  /** accounts.get(address) = sequence number; an address not set has no account (404). */
  accounts: Map<string, bigint>;
  gasUnitPrice: bigint;
  /** The gas units a transaction of `args` vector entries uses here (set by the test). */
  gasOf: (entries: number) => bigint;
  /** The storage fee (octas) the test says new recipients cost in a simulation. */
  storageFeeOf: (entries: number) => bigint;
  /** The gas schedule's min_transaction_gas_units (external units), below which the API never caps a simulation. */
  minGasUnits: bigint;
  /** An owner's balance as the node's `0x1::coin::balance` answers it: a coin type and its paired FA summed. */
  balanceOf(owner: string, asset: string): bigint;
  submitted: StandInSubmitted[];
  /** The next n requests answer this HTTP status. */
  failNext(n: number, status: number): void;
  /** The next n submissions land, but their answer is lost (HTTP 504). */
  loseNextSubmissions(n: number): void;
  /** The next n submissions are refused (HTTP 400, vm error) and do not land. */
  refuseNextSubmissions(n: number): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;

/** The user transaction hash: SHA3-256(SHA3-256("APTOS::Transaction") ‖ 0x00 ‖ BCS(SignedTransaction)). */
export function aptosTransactionHash(signedBcs: Uint8Array): string {
  const prefix = sha3_256(new TextEncoder().encode('APTOS::Transaction'));
  return hex(sha3_256(new Uint8Array([...prefix, 0, ...signedBcs])));
}

/** The number of vector entries of the entry function's recipients argument (for the test's gas rule). */
function entriesOf(signed: SignedTransaction): number {
  const payload = signed.raw_txn.payload as unknown as { entryFunction?: { args: { bcsToBytes(): Uint8Array }[] } };
  const args = payload.entryFunction?.args ?? [];
  const recipients = args.length === 3 ? args[1] : args[0];
  if (!recipients) return 0;
  return new Deserializer(recipients.bcsToBytes()).deserializeUleb128AsU32();
}

/** The balance rows of an asset, the one credited last: APT and a coin are a CoinStore row and a paired FA row. */
function rowsOf(asset: string): string[] {
  if (asset.includes('::')) {
    const paired = asset === APT_COIN ? APT_FA : createObjectAddress(AccountAddress.A, asset).toStringLong();
    return [asset, paired];
  }
  const address = AccountAddress.from(asset).toStringLong();
  return address === APT_FA ? [APT_COIN, APT_FA] : [address];
}

type Ledger = Map<string, Map<string, bigint>>;

const copyLedger = (ledger: Ledger): Ledger => new Map([...ledger].map(([asset, owners]) => [asset, new Map(owners)]));

const sumOf = (ledger: Ledger, owner: string, asset: string) =>
  rowsOf(asset).reduce((total, row) => total + (ledger.get(row)?.get(owner) ?? 0n), 0n);

function debit(ledger: Ledger, owner: string, asset: string, amount: bigint): boolean {
  if (sumOf(ledger, owner, asset) < amount) return false;
  let left = amount;
  for (const row of rowsOf(asset)) {
    const held = ledger.get(row)?.get(owner) ?? 0n;
    const taken = held < left ? held : left;
    if (taken > 0n) ledger.get(row)?.set(owner, held - taken);
    left -= taken;
  }
  return true;
}

function credit(ledger: Ledger, owner: string, asset: string, amount: bigint) {
  const row = rowsOf(asset).at(-1) as string;
  if (!ledger.has(row)) ledger.set(row, new Map());
  const owners = ledger.get(row) as Map<string, bigint>;
  owners.set(owner, (owners.get(owner) ?? 0n) + amount);
}

export async function startAptosStandIn(options: AptosStandInOptions = {}): Promise<AptosStandIn> {
  const state = {
    requests: [] as StandInRequest[],
    balances: new Map<string, Map<string, bigint>>(),
    metadata: new Map<string, { symbol: string; name: string; decimals: number }>(),
    accounts: new Map<string, bigint>(),
    submitted: [] as StandInSubmitted[],
    landed: new Map<string, { submitted: StandInSubmitted; version: number }>(),
    failures: { left: 0, status: 503 },
    lose: 0,
    refuse: 0,
    version: 1000,
  };
  const standIn = {
    gasUnitPrice: 100n,
    gasOf: (entries: number) => 10n + 5n * BigInt(entries),
    storageFeeOf: (_entries: number) => 0n,
    minGasUnits: 6n,
    balanceOf: (owner: string, asset: string) => sumOf(state.balances, owner, asset),
  };

  /** A run's result: the ledger after it and the accounts its transfers create (applied only when it lands). */
  type Outcome = { success: boolean; vmStatus: string; gasUsed: bigint; ledger: Ledger; newAccounts: string[] };

  /**
   * Runs a transaction on a copy of the ledger (prologue already passed): its transfers, then its gas. A failure
   * leaves the transfers undone and charges the gas from the state before them.
   */
  function execute(signed: SignedTransaction, maxGas: bigint, sponsored = false): Outcome {
    const raw = signed.raw_txn;
    const sender = raw.sender.toStringLong();
    // A simulation sponsored by fee payer 0x0 charges nobody's gas.
    const price = sponsored ? 0n : raw.gas_unit_price;
    const wanted = standIn.gasOf(entriesOf(signed));
    const charged = (ledger: Ledger, gasUsed: bigint) => {
      debit(ledger, sender, APT_COIN, gasUsed * price);
      return ledger;
    };
    const fail = (vmStatus: string, gasUsed: bigint): Outcome => ({
      success: false,
      vmStatus,
      gasUsed,
      ledger: charged(copyLedger(state.balances), gasUsed),
      newAccounts: [],
    });
    if (wanted > maxGas) return fail('Out of gas', maxGas);
    const tx = decodeAptosEntryCall(raw.payload);
    const asset =
      tx.function === '0x1::aptos_account::batch_transfer'
        ? APT_COIN
        : tx.function === '0x1::aptos_account::batch_transfer_coins'
          ? tx.typeArguments[0]
          : tx.function === '0x1::aptos_account::batch_transfer_fungible_assets'
            ? (tx.metadata as string)
            : undefined;
    if (!asset) return fail(`FUNCTION_RESOLUTION_FAILURE: ${tx.function} is not run here`, wanted);
    if (tx.recipients.length !== tx.amounts.length) {
      return fail('Move abort in 0x1::aptos_account: EMISMATCHING_RECIPIENTS_AND_AMOUNTS_LENGTH(0x10005)', wanted);
    }
    const ledger = copyLedger(state.balances);
    for (const [index, to] of tx.recipients.entries()) {
      if (!debit(ledger, sender, asset, tx.amounts[index])) {
        return fail('Move abort in 0x1::fungible_asset: EINSUFFICIENT_BALANCE(0x10004)', wanted);
      }
      credit(ledger, to, asset, tx.amounts[index]);
    }
    if (sumOf(ledger, sender, APT_COIN) < wanted * price) {
      return fail('Move abort in 0x1::transaction_validation: PROLOGUE_ECANT_PAY_GAS_DEPOSIT', wanted);
    }
    // aptos_account's APT and coin transfers create a recipient's account; an FA transfer creates only its store.
    return {
      success: true,
      vmStatus: 'Executed successfully',
      gasUsed: wanted,
      ledger: charged(ledger, wanted),
      newAccounts: asset.includes('::') ? tx.recipients : [],
    };
  }

  const cannotPayGas = (signed: SignedTransaction, maxGas: bigint) =>
    sumOf(state.balances, signed.raw_txn.sender.toStringLong(), APT_COIN) < maxGas * signed.raw_txn.gas_unit_price;

  const json = (response: import('node:http').ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  function graphql(body: { query: string; variables: Record<string, unknown> }): unknown {
    const { query, variables } = body;
    if (query.includes('current_fungible_asset_balances')) {
      const owners = variables.owners;
      const types = variables.types;
      const limit = variables.limit;
      if (!Array.isArray(owners) || !Array.isArray(types) || typeof limit !== 'number') {
        return { errors: [{ message: 'variables owners, types and limit expected' }] };
      }
      const rows: unknown[] = [];
      for (const owner of owners) {
        for (const type of types) {
          const amount = state.balances.get(String(type))?.get(String(owner));
          if (amount === undefined) continue;
          const storage = hex(sha3_256(new TextEncoder().encode(`${owner}|${type}`)));
          rows.push({ owner_address: owner, storage_id: storage, asset_type: type, amount: Number(amount) });
        }
      }
      return { data: { current_fungible_asset_balances: rows.slice(0, limit) } };
    }
    if (query.includes('fungible_asset_metadata')) {
      const types = Array.isArray(variables.types) ? variables.types.map(String) : [];
      const rows = types.flatMap((type) => {
        const entry = state.metadata.get(type);
        return entry ? [{ asset_type: type, ...entry }] : [];
      });
      return { data: { fungible_asset_metadata: rows } };
    }
    return { errors: [{ message: 'field not found in type: query_root' }] };
  }

  function decodeSigned(bytes: Uint8Array): SignedTransaction {
    return SignedTransaction.deserialize(new Deserializer(bytes));
  }

  function answerOf(
    signed: SignedTransaction,
    hash: string,
    type: string,
    extra: Record<string, unknown> = {},
    gasUsed = standIn.gasOf(entriesOf(signed)),
  ) {
    const raw = signed.raw_txn;
    const entries = entriesOf(signed);
    return {
      type,
      hash,
      sender: raw.sender.toStringLong(),
      sequence_number: raw.sequence_number.toString(),
      max_gas_amount: raw.max_gas_amount.toString(),
      gas_unit_price: raw.gas_unit_price.toString(),
      expiration_timestamp_secs: raw.expiration_timestamp_secs.toString(),
      gas_used: gasUsed.toString(),
      events: [
        {
          type: '0x1::transaction_fee::FeeStatement',
          data: {
            total_charge_gas_units: gasUsed.toString(),
            storage_fee_octas: standIn.storageFeeOf(entries).toString(),
            storage_fee_refund_octas: '0',
          },
        },
      ],
      ...extra,
    };
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname.replace(/^\/v1/, '');
    const body = await readBody(request);
    // Browsers call a user's own endpoint across origins (the e2e types the stand-in in as one).
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type, accept',
      });
      response.end();
      return;
    }
    const record: StandInRequest = { method: request.method ?? 'GET', path };
    state.requests.push(record);
    if (state.failures.left > 0) {
      state.failures.left -= 1;
      return json(response, state.failures.status, { message: 'stand-in failure', error_code: 'internal_error' });
    }
    try {
      if (request.method === 'POST' && path === '/graphql') {
        const parsed = JSON.parse(body.toString()) as { query: string; variables: Record<string, unknown> };
        record.graphql = parsed;
        return json(response, 200, graphql(parsed));
      }
      if (request.method === 'POST' && path === '/view') {
        const payload = JSON.parse(body.toString()) as {
          function: string;
          type_arguments: string[];
          arguments: string[];
        };
        const owner = String(payload.arguments[0]).toLowerCase();
        // coin::balance<T> counts T's CoinStore and its paired fungible store; a primary store is its FA alone.
        const amount =
          payload.function === '0x1::coin::balance'
            ? sumOf(state.balances, owner, payload.type_arguments[0])
            : (state.balances.get(String(payload.arguments[1]))?.get(owner) ?? 0n);
        return json(response, 200, [String(amount)]);
      }
      const account = /^\/accounts\/(0x[0-9a-f]{64})$/.exec(path);
      if (request.method === 'GET' && account) {
        const sequence = state.accounts.get(account[1]);
        if (sequence === undefined) {
          return json(response, 404, {
            message: `Account not found by Address(${account[1]})`,
            error_code: 'account_not_found',
            vm_error_code: null,
          });
        }
        return json(response, 200, { sequence_number: sequence.toString(), authentication_key: account[1] });
      }
      if (request.method === 'GET' && path === '/estimate_gas_price') {
        const price = Number(standIn.gasUnitPrice);
        return json(response, 200, {
          deprioritized_gas_estimate: price,
          gas_estimate: price,
          prioritized_gas_estimate: price * 2,
        });
      }
      if (request.method === 'POST' && (path === '/transactions/simulate' || path === '/transactions')) {
        if (request.headers['content-type'] !== 'application/x.aptos.signed_transaction+bcs') {
          return json(response, 415, { message: 'unsupported content type', error_code: 'invalid_input' });
        }
        const bytes = new Uint8Array(body);
        if (bytes.length > STAND_IN_MAX_TRANSACTION_BYTES) {
          return json(response, 400, {
            message: 'Invalid transaction: Type: Validation Code: EXCEEDED_MAX_TRANSACTION_SIZE',
            error_code: 'vm_error',
          });
        }
        const signed = decodeSigned(bytes);
        const auth = signed.authenticator;
        const hash = aptosTransactionHash(bytes);
        // A simulation sponsored by fee payer 0x0 (the SDK's default for a fee-payer simulation) skips the fee.
        const sponsored =
          path === '/transactions/simulate' &&
          auth instanceof TransactionAuthenticatorFeePayer &&
          auth.fee_payer.address.equals(AccountAddress.ZERO) &&
          auth.secondary_signer_addresses.length === 0 &&
          auth.sender instanceof AccountAuthenticatorEd25519;
        if (sponsored) {
          if (auth.sender.signature.toUint8Array().some((byte) => byte !== 0)) {
            return json(response, 400, {
              message: 'Simulated transactions must not have a valid signature',
              error_code: 'invalid_input',
            });
          }
          if (!options.applyTransactions) {
            return json(response, 200, [
              answerOf(signed, hash, 'user_transaction', { success: true, vm_status: 'Executed successfully' }),
            ]);
          }
          const outcome = execute(signed, signed.raw_txn.max_gas_amount, true);
          return json(response, 200, [
            answerOf(
              signed,
              hash,
              'user_transaction',
              { success: outcome.success, vm_status: outcome.vmStatus },
              outcome.gasUsed,
            ),
          ]);
        }
        if (!(auth instanceof TransactionAuthenticatorEd25519)) {
          return json(response, 400, { message: 'only ed25519 here', error_code: 'invalid_input' });
        }
        if (path === '/transactions/simulate') {
          if (auth.signature.toUint8Array().some((byte) => byte !== 0)) {
            return json(response, 400, {
              message: 'Simulated transactions must not have a valid signature',
              error_code: 'invalid_input',
            });
          }
          if (!options.applyTransactions) {
            return json(response, 200, [
              answerOf(signed, hash, 'user_transaction', { success: true, vm_status: 'Executed successfully' }),
            ]);
          }
          let maxGas = signed.raw_txn.max_gas_amount;
          if (url.searchParams.get('estimate_max_gas_amount') === 'true') {
            const price = signed.raw_txn.gas_unit_price;
            const affordable =
              price === 0n ? MAX_GAS_UNITS : standIn.balanceOf(signed.raw_txn.sender.toStringLong(), APT_COIN) / price;
            const capped = affordable > standIn.minGasUnits ? affordable : standIn.minGasUnits;
            maxGas = capped < MAX_GAS_UNITS ? capped : MAX_GAS_UNITS;
          }
          const outcome = cannotPayGas(signed, maxGas)
            ? { success: false, vmStatus: 'INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE', gasUsed: 0n }
            : execute(signed, maxGas);
          return json(response, 200, [
            answerOf(
              signed,
              hash,
              'user_transaction',
              { success: outcome.success, vm_status: outcome.vmStatus, max_gas_amount: maxGas.toString() },
              outcome.gasUsed,
            ),
          ]);
        }
        const message = generateSigningMessageForTransaction(new SimpleTransaction(signed.raw_txn));
        if (!auth.public_key.verifySignature({ message, signature: auth.signature })) {
          return json(response, 400, {
            message: 'Invalid transaction: Type: Validation Code: INVALID_SIGNATURE',
            error_code: 'vm_error',
          });
        }
        const sender = signed.raw_txn.sender.toStringLong();
        const expected = state.accounts.get(sender) ?? 0n;
        if (signed.raw_txn.sequence_number !== expected) {
          const code =
            signed.raw_txn.sequence_number < expected ? 'SEQUENCE_NUMBER_TOO_OLD' : 'SEQUENCE_NUMBER_TOO_NEW';
          return json(response, 400, {
            message: `Invalid transaction: Type: Validation Code: ${code}`,
            error_code: 'vm_error',
          });
        }
        if (state.refuse > 0) {
          state.refuse -= 1;
          return json(response, 400, {
            message: 'Invalid transaction: Type: Validation Code: INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE',
            error_code: 'vm_error',
          });
        }
        let outcome = { success: true, vmStatus: 'Executed successfully', gasUsed: standIn.gasOf(entriesOf(signed)) };
        if (options.applyTransactions) {
          if (cannotPayGas(signed, signed.raw_txn.max_gas_amount)) {
            return json(response, 400, {
              message: 'Invalid transaction: Type: Validation Code: INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE',
              error_code: 'vm_error',
            });
          }
          const { ledger, newAccounts, ...ran } = execute(signed, signed.raw_txn.max_gas_amount);
          state.balances.clear();
          for (const [asset, owners] of ledger) state.balances.set(asset, owners);
          for (const address of newAccounts) if (!state.accounts.has(address)) state.accounts.set(address, 0n);
          outcome = ran;
        }
        const submitted = { hash, bytes, signed, ...outcome };
        state.submitted.push(submitted);
        state.landed.set(hash, { submitted, version: state.version++ });
        state.accounts.set(sender, expected + 1n);
        if (state.lose > 0) {
          state.lose -= 1;
          return json(response, 504, { message: 'gateway timeout' });
        }
        return json(response, 202, answerOf(signed, hash, 'pending_transaction'));
      }
      const byHash = /^\/transactions\/by_hash\/(0x[0-9a-f]{64})$/.exec(path);
      if (request.method === 'GET' && byHash) {
        const landed = state.landed.get(byHash[1]);
        if (!landed) {
          return json(response, 404, {
            message: `Transaction not found by Transaction hash(${byHash[1]})`,
            error_code: 'transaction_not_found',
          });
        }
        const { submitted } = landed;
        return json(
          response,
          200,
          answerOf(
            submitted.signed,
            byHash[1],
            'user_transaction',
            { success: submitted.success, vm_status: submitted.vmStatus, version: String(landed.version) },
            submitted.gasUsed,
          ),
        );
      }
      return json(response, 404, { message: `no route ${request.method} ${path}`, error_code: 'web_framework_error' });
    } catch (error) {
      return json(response, 400, { message: String(error), error_code: 'invalid_input' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}/v1`,
    requests: state.requests,
    balances: state.balances,
    metadata: state.metadata,
    accounts: state.accounts,
    submitted: state.submitted,
    failNext(n: number, status: number) {
      state.failures = { left: n, status };
    },
    loseNextSubmissions(n: number) {
      state.lose = n;
    },
    refuseNextSubmissions(n: number) {
      state.refuse = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as AptosStandIn;
}
