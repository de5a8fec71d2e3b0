import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { type PublicKey, VersionedMessage, VersionedTransaction } from '@solana/web3.js';
import type { E2eSolanaChain } from './e2e-chain';
import {
  accountJson,
  type ChainAccount,
  configParam,
  dataEncoding,
  decodeWire,
  mintDecimals,
  mintSupply,
  publicKeyParam,
  tokenAccountFields,
  tokenAmountJson,
} from './encoding';
import { feeForMessage } from './fee-for-message';
import { invalidParams, JsonRpcError } from './json-rpc-error';

/**
 * The Solana JSON-RPC methods of the e2e chain, answering the shapes mainnet nodes answer (@solana/web3.js's
 * Connection parses them with its response structs): `{ context: { slot }, value }` wrappers, base64 / base58
 * account data, token amounts. A method or option the pages do not use answers an error rather than a guess.
 */

export type RpcMethod = (params: unknown[]) => unknown | Promise<unknown>;

const MAX_MULTIPLE_ACCOUNTS = 100;
const MAX_SIGNATURE_STATUSES = 256;
const SLOTS_PER_EPOCH = 432_000;
const TOKEN_PROGRAMS = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID];

export interface RpcMethodsOptions {
  /** What getRecentPrioritizationFees answers for each of the last slots (micro-lamports per unit). */
  prioritizationFees: () => readonly number[];
}

export function solanaRpcMethods(chain: E2eSolanaChain, options: RpcMethodsOptions): Record<string, RpcMethod> {
  const slot = () => Number(chain.svm.getClock().slot);
  const withContext = (value: unknown) => ({ context: { apiVersion: '2.1.21', slot: slot() }, value });
  const account = (key: PublicKey): ChainAccount | null => {
    const found = chain.svm.getAccount(key);
    return found && found.lamports > 0 ? { ...found, data: Uint8Array.from(found.data) } : null;
  };
  const latest = () => chain.rpc.getLatestBlockhash();
  const tokenAccount = (key: PublicKey): ChainAccount => {
    const found = account(key);
    if (!found || !TOKEN_PROGRAMS.some((program) => program.equals(found.owner))) {
      throw invalidParams('Invalid param: not a Token account');
    }
    return found;
  };
  const mintAccount = (key: PublicKey): ChainAccount => {
    const found = account(key);
    if (!found || !TOKEN_PROGRAMS.some((program) => program.equals(found.owner))) {
      throw invalidParams('Invalid param: not a Token mint');
    }
    return found;
  };

  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.1.21', 'feature-set': 1_416_569_292 }),
    getGenesisHash: () => '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
    getSlot: () => slot(),
    getBlockHeight: () => slot(),
    getEpochInfo: () => ({
      absoluteSlot: slot(),
      blockHeight: slot(),
      epoch: Math.floor(slot() / SLOTS_PER_EPOCH),
      slotIndex: slot() % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: chain.transactionCount(),
    }),
    getLatestBlockhash: async () => withContext(await latest()),
    isBlockhashValid: async ([hash]) => withContext(hash === (await latest()).blockhash),
    getMinimumBalanceForRentExemption: ([length]) => {
      if (!Number.isSafeInteger(length) || (length as number) < 0) throw invalidParams('Invalid param: data length');
      return Number(chain.svm.minimumBalanceForRentExemption(BigInt(length as number)));
    },
    getFeeForMessage: async ([message]) => {
      const decoded = VersionedMessage.deserialize(decodeWire(message, 'base64', 'message'));
      // A node answers null for a message whose blockhash it no longer accepts.
      const isCurrent = decoded.recentBlockhash === (await latest()).blockhash;
      return withContext(isCurrent ? Number(feeForMessage(decoded)) : null);
    },
    getRecentPrioritizationFees: () => {
      const fees = options.prioritizationFees();
      return fees.map((fee, index) => ({
        slot: Math.max(0, slot() - fees.length + 1 + index),
        prioritizationFee: fee,
      }));
    },
    getBalance: ([address]) => withContext(account(publicKeyParam(address))?.lamports ?? 0),
    getAccountInfo: ([address, config]) =>
      withContext(accountJson(account(publicKeyParam(address)), dataEncoding(configParam(config), 'base58'))),
    getMultipleAccounts: ([addresses, config]) => {
      if (!Array.isArray(addresses)) throw invalidParams('Invalid params: addresses is not an array');
      if (addresses.length > MAX_MULTIPLE_ACCOUNTS) {
        throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
      }
      const encoding = dataEncoding(configParam(config), 'base64');
      return withContext(addresses.map((address) => accountJson(account(publicKeyParam(address)), encoding)));
    },
    getTokenAccountBalance: ([address]) => {
      const fields = tokenAccountFields(tokenAccount(publicKeyParam(address)));
      return withContext(tokenAmountJson(fields.amount, mintDecimals(mintAccount(fields.mint))));
    },
    getTokenSupply: ([address]) => {
      const mint = mintAccount(publicKeyParam(address));
      return withContext(tokenAmountJson(mintSupply(mint), mintDecimals(mint)));
    },
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const ownerKey = publicKeyParam(owner, 'owner');
      const { mint, programId } = configParam(filter);
      if ((mint === undefined) === (programId === undefined)) throw invalidParams('Invalid params: mint or programId');
      const mintKey = mint === undefined ? undefined : publicKeyParam(mint, 'mint');
      const programKey = programId === undefined ? undefined : publicKeyParam(programId, 'programId');
      const encoding = dataEncoding(configParam(config), 'base58');
      const value = chain
        .knownAccounts()
        .map((address) => ({ address, found: account(publicKeyParam(address)) }))
        .filter(({ found }) => {
          if (!found || !TOKEN_PROGRAMS.some((program) => program.equals(found.owner))) return false;
          if (programKey && !found.owner.equals(programKey)) return false;
          if (found.data.length < 165) return false;
          const fields = tokenAccountFields(found);
          return fields.owner.equals(ownerKey) && (!mintKey || fields.mint.equals(mintKey));
        })
        .map(({ address, found }) => ({ pubkey: address, account: accountJson(found, encoding) }));
      return withContext(value);
    },
    getSignatureStatuses: async ([signatures]) => {
      if (!Array.isArray(signatures) || signatures.some((signature) => typeof signature !== 'string')) {
        throw invalidParams('Invalid params: signatures');
      }
      if (signatures.length > MAX_SIGNATURE_STATUSES) {
        throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`);
      }
      const { value } = await chain.rpc.getSignatureStatuses(signatures as string[]);
      return withContext(value);
    },
    sendTransaction: async ([encoded, config]) => {
      const options = configParam(config);
      const raw = decodeWire(encoded, dataEncoding(options, 'base58'), 'transaction');
      return chain.send(raw, { skipPreflight: options.skipPreflight === true });
    },
    simulateTransaction: async ([encoded, config]) => {
      const options = configParam(config);
      if (options.sigVerify === true && options.replaceRecentBlockhash === true) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
      }
      const raw = decodeWire(encoded, dataEncoding(options, 'base58'), 'transaction');
      const transaction = VersionedTransaction.deserialize(raw);
      const { value } = await chain.rpc.simulateTransaction(transaction, {
        sigVerify: options.sigVerify === true,
        replaceRecentBlockhash: options.replaceRecentBlockhash === true,
      });
      const replacementBlockhash = options.replaceRecentBlockhash === true ? await latest() : null;
      return withContext({
        err: value.err,
        logs: value.logs,
        accounts: null,
        unitsConsumed: value.unitsConsumed ?? 0,
        returnData: null,
        innerInstructions: null,
        replacementBlockhash,
      });
    },
  };
}

export function unknownMethod(method: string): JsonRpcError {
  return new JsonRpcError(-32_601, `Method not found: ${method} is not served by the e2e chain`);
}
