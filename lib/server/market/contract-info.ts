import 'server-only';
import { type Address, getAddress } from 'viem';
import { z } from 'zod';
import { SERVER_CODE } from '@/lib/errors';
import { ApiError } from '@/lib/server/api/api-error';
import { type ExplorerApi, explorerApi } from './config';
import { TtlCache } from './ttl-cache';
import { fetchJson, hostOf } from './upstream';

/**
 * Contract info (issue item 4): whether a contract's source is verified, and its ABI, from an Etherscan-compatible
 * API (`?module=contract&action=getsourcecode&address=`). Answers are cached per instance, verified ones for longer:
 * verification is final, while an unverified contract may be verified minutes later.
 */
export const VERIFIED_TTL_MS = 6 * 60 * 60 * 1000;
export const UNVERIFIED_TTL_MS = 5 * 60 * 1000;
export const CONTRACT_CACHE_MAX_ENTRIES = 5_000;
export const EXPLORER_TIMEOUT_MS = 5_000;
/** Etherscan's free plan allows a few calls a second: a rate-limit answer is tried again this often. */
export const EXPLORER_ATTEMPTS = 3;
const RATE_LIMIT_RETRY_MS = 1_100;

/** Etherscan's ABI text for an address without verified source (also every EOA). */
export const NOT_VERIFIED_ABI = 'Contract source code not verified';

export interface ContractInfo {
  chainId: number;
  /** EIP-55. */
  contractAddress: Address;
  isVerified: boolean;
  /** The parsed ABI (JSON array); null unless verified. */
  abi: unknown[] | null;
  contractName: string | null;
  compilerVersion: string | null;
  /** The explorer found a proxy pattern; `implementation` is the contract it delegates to. */
  isProxy: boolean;
  implementation: Address | null;
  /** When the explorer was asked (answers may come from the cache). */
  checkedAt: string;
}

const sourceRecordSchema = z.object({
  SourceCode: z.string().optional(),
  ABI: z.string(),
  ContractName: z.string().optional(),
  CompilerVersion: z.string().optional(),
  Proxy: z.string().optional(),
  Implementation: z.string().optional(),
});

const explorerAnswerSchema = z.object({
  status: z.string(),
  message: z.string().optional(),
  result: z.union([z.string(), z.array(sourceRecordSchema)]),
});

export const EXPLORER_BUSY = new ApiError(SERVER_CODE.SPECIFIC_MESSAGE, undefined, {
  status: 503,
  detail: 'explorer-busy',
  messages: {
    en: 'The contract explorer is busy. Please try again in a moment',
    cn: '合约浏览器接口繁忙，请稍后再试',
  },
});

export const LOOKUPS_TOO_FREQUENT = new ApiError(SERVER_CODE.SPECIFIC_MESSAGE, undefined, {
  status: 429,
  detail: 'too-many-lookups',
  messages: {
    en: 'Too many contract lookups from your address. Please wait a minute',
    cn: '您的合约查询过于频繁，请一分钟后再试',
  },
});

class ExplorerRateLimited extends Error {}

function toAddress(text: string | undefined): Address | null {
  return text && /^0x[0-9a-fA-F]{40}$/.test(text) ? getAddress(text.toLowerCase()) : null;
}

function parseAbi(text: string): unknown[] | null {
  if (text === NOT_VERIFIED_ABI) return null;
  try {
    const abi = JSON.parse(text) as unknown;
    return Array.isArray(abi) ? abi : null;
  } catch {
    return null;
  }
}

export interface ContractInfoOptions {
  now?: () => number;
  retryDelayMs?: number;
}

export interface LookupHooks {
  /** Runs before a call goes to the explorer (not for cached answers): the route counts the per-IP limit here. */
  beforeUpstream?: () => Promise<void>;
}

export class ContractInfoService {
  private readonly cache: TtlCache<ContractInfo>;
  private readonly now: () => number;
  private readonly retryDelayMs: number;

  constructor(options: ContractInfoOptions = {}) {
    this.now = options.now ?? Date.now;
    this.retryDelayMs = options.retryDelayMs ?? RATE_LIMIT_RETRY_MS;
    this.cache = new TtlCache(CONTRACT_CACHE_MAX_ENTRIES, this.now);
  }

  async lookup(chainId: number, address: Address, hooks: LookupHooks = {}): Promise<ContractInfo> {
    const api = explorerApi(chainId);
    const contractAddress = getAddress(address.toLowerCase());
    // The URL is part of the key: an answer from one explorer is no answer for another.
    const key = `${api.url} ${chainId} ${contractAddress.toLowerCase()}`;
    return this.cache.getOrLoad(
      key,
      async () => {
        await hooks.beforeUpstream?.();
        return this.ask(api, chainId, contractAddress);
      },
      (info) => (info.isVerified ? VERIFIED_TTL_MS : UNVERIFIED_TTL_MS),
    );
  }

  clear(): void {
    this.cache.clear();
  }

  private async ask(api: ExplorerApi, chainId: number, contractAddress: Address): Promise<ContractInfo> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.askOnce(api, chainId, contractAddress);
      } catch (error) {
        if (!(error instanceof ExplorerRateLimited)) throw error;
        if (attempt >= EXPLORER_ATTEMPTS) throw EXPLORER_BUSY;
        await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs));
      }
    }
  }

  private async askOnce(api: ExplorerApi, chainId: number, contractAddress: Address): Promise<ContractInfo> {
    const query = new URLSearchParams({
      ...(api.isMultichain && { chainid: String(chainId) }),
      module: 'contract',
      action: 'getsourcecode',
      address: contractAddress,
      ...(api.apiKey && { apikey: api.apiKey }),
    });
    const host = hostOf(api.url);
    const checkedAt = new Date(this.now()).toISOString();
    const { status, json } = await fetchJson(
      `${api.url}?${query}`,
      { headers: { accept: 'application/json' } },
      EXPLORER_TIMEOUT_MS,
    );
    if (status === 429) throw new ExplorerRateLimited();
    const answer = explorerAnswerSchema.safeParse(json);
    if (status !== 200 || !answer.success) throw new Error(`explorer ${host} answered HTTP ${status} in another shape`);
    const { result } = answer.data;
    if (typeof result === 'string') {
      // status '0' / 'NOTOK' with the reason in `result`.
      if (/rate limit/i.test(result)) throw new ExplorerRateLimited();
      if (/chain/i.test(result)) {
        throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: 'chainId (not served by the explorer)' });
      }
      throw new Error(`explorer ${host} refused: ${result.slice(0, 200)}`);
    }
    const record = result[0];
    if (!record) throw new Error(`explorer ${host} answered no record`);
    const abi = parseAbi(record.ABI);
    const isVerified = abi !== null;
    return {
      chainId,
      contractAddress,
      isVerified,
      abi,
      contractName: isVerified && record.ContractName ? record.ContractName : null,
      compilerVersion: isVerified && record.CompilerVersion ? record.CompilerVersion : null,
      isProxy: record.Proxy === '1',
      implementation: toAddress(record.Implementation),
      checkedAt,
    };
  }
}

const service = new ContractInfoService();

export function getContractInfo(chainId: number, address: Address, hooks?: LookupHooks): Promise<ContractInfo> {
  return service.lookup(chainId, address, hooks);
}

/** Tests: forget cached answers. */
export function clearContractInfoCache(): void {
  service.clear();
}
