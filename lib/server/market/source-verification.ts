import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Address, decodeAbiParameters, type Hex } from 'viem';
import { z } from 'zod';
import { TOKEN_CONSTRUCTOR_ABI } from '@/chains/evm/token/abi';
import { TOKEN_SOURCE_NAME, TOKEN_SOURCE_PATH, type TokenVariant } from '@/chains/evm/token/variants';
import artifact from '@/contracts/token/artifacts/ChainkitToken.json';
import { SERVER_CODE } from '@/lib/errors';
import { ApiError } from '@/lib/server/api/api-error';
import { type ExplorerApi, explorerApi } from './config';
import { EXPLORER_BUSY, EXPLORER_TIMEOUT_MS } from './contract-info';
import { fetchJson, hostOf } from './upstream';

/**
 * Source verification of the tokens token/publish deploys, on an Etherscan-compatible explorer (Etherscan's v2
 * multichain API by default, `chainid` in the query): `verifysourcecode` with our template source as Solidity standard
 * JSON input, then `checkverifystatus` with the guid it answers. Only our own source is ever sent (the caller names
 * one of the templates and gives its constructor arguments), so the shared explorer key verifies nothing else.
 */

export const EXPLORER_NOT_CONFIGURED = new ApiError(SERVER_CODE.SPECIFIC_MESSAGE, undefined, {
  status: 503,
  detail: 'explorer-not-configured',
  messages: {
    en: 'Source verification is not set up on this server (no explorer API key)',
    cn: '本站未配置合约浏览器 API 密钥，暂不能开源验证',
  },
});

const VERIFY_ATTEMPTS = 3;
const RATE_LIMIT_RETRY_MS = 1_100;

/** The compiler settings the templates were built with (the artifact records them), with every output selected. */
export function tokenStandardJsonInput(): {
  language: 'Solidity';
  sources: Record<string, { content: string }>;
  settings: Record<string, unknown>;
} {
  const { outputSelection: _selection, ...settings } = artifact.compiler.settings as Record<string, unknown>;
  return {
    language: 'Solidity',
    sources: { [TOKEN_SOURCE_NAME]: { content: tokenSource() } },
    settings: { ...settings, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  };
}

let cachedSource: string | undefined;
function tokenSource(): string {
  cachedSource ??= readFileSync(path.join(process.cwd(), TOKEN_SOURCE_PATH), 'utf8');
  return cachedSource;
}

/** solc-js says '0.8.37+commit.f401782d.Emscripten.clang'; explorers list 'v0.8.37+commit.f401782d'. */
export function explorerCompilerVersion(version: string = artifact.compiler.version): string {
  return `v${version.replace(/\.Emscripten\..*$/, '')}`;
}

/** True when `hex` (without 0x) is exactly an encoding of the templates' constructor arguments. */
export function isTokenConstructorArguments(hex: string): boolean {
  try {
    const data = `0x${hex}` as Hex;
    const [tokenConstructor] = TOKEN_CONSTRUCTOR_ABI;
    decodeAbiParameters(tokenConstructor.inputs, data);
    return true;
  } catch {
    return false;
  }
}

const explorerAnswerSchema = z.object({
  status: z.string(),
  message: z.string().optional(),
  result: z.string(),
});

export interface VerificationRequest {
  chainId: number;
  contractAddress: Address;
  variant: TokenVariant;
  /** ABI-encoded, without 0x. */
  constructorArguments: string;
}

export type VerificationSubmission = { state: 'submitted'; guid: string } | { state: 'verified' };
export type VerificationStatus = { state: 'pending' } | { state: 'verified' } | { state: 'failed'; reason: string };

function requireKey(api: ExplorerApi): string {
  if (!api.apiKey) throw EXPLORER_NOT_CONFIGURED;
  return api.apiKey;
}

function chainRefusal(result: string): ApiError | undefined {
  return /chain/i.test(result) && !/verif/i.test(result)
    ? new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: 'chainId (not served by the explorer)' })
    : undefined;
}

async function askExplorer(
  api: ExplorerApi,
  query: URLSearchParams,
  init: RequestInit,
): Promise<z.infer<typeof explorerAnswerSchema>> {
  const host = hostOf(api.url);
  for (let attempt = 1; ; attempt += 1) {
    const { status, json } = await fetchJson(`${api.url}?${query}`, init, EXPLORER_TIMEOUT_MS);
    const answer = explorerAnswerSchema.safeParse(json);
    const isRateLimited = status === 429 || (answer.success && /rate limit/i.test(answer.data.result));
    if (isRateLimited) {
      if (attempt >= VERIFY_ATTEMPTS) throw EXPLORER_BUSY;
      await new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_RETRY_MS));
      continue;
    }
    if (status !== 200 || !answer.success) throw new Error(`explorer ${host} answered HTTP ${status} in another shape`);
    return answer.data;
  }
}

function baseQuery(api: ExplorerApi, chainId: number, action: string, apiKey: string): URLSearchParams {
  return new URLSearchParams({
    ...(api.isMultichain && { chainid: String(chainId) }),
    module: 'contract',
    action,
    apikey: apiKey,
  });
}

/** Sends our template's source for the deployed token; the explorer answers a guid to poll. */
export async function submitTokenVerification(request: VerificationRequest): Promise<VerificationSubmission> {
  const api = explorerApi(request.chainId);
  const apiKey = requireKey(api);
  const body = new URLSearchParams({
    contractaddress: request.contractAddress,
    sourceCode: JSON.stringify(tokenStandardJsonInput()),
    codeformat: 'solidity-standard-json-input',
    contractname: `${TOKEN_SOURCE_NAME}:${request.variant}`,
    compilerversion: explorerCompilerVersion(),
    // Etherscan's long-standing spelling, and the one its newer documentation uses.
    constructorArguements: request.constructorArguments,
    constructorArguments: request.constructorArguments,
    licenseType: '3',
  });
  const answer = await askExplorer(api, baseQuery(api, request.chainId, 'verifysourcecode', apiKey), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: body.toString(),
  });
  if (answer.status === '1') return { state: 'submitted', guid: answer.result };
  if (/already verified/i.test(answer.result)) return { state: 'verified' };
  const refusal = chainRefusal(answer.result);
  if (refusal) throw refusal;
  throw new ApiError(SERVER_CODE.SPECIFIC_MESSAGE, undefined, {
    status: 502,
    detail: 'explorer-refused',
    messages: {
      en: `The explorer refused the verification: ${answer.result.slice(0, 200)}`,
      cn: `合约浏览器拒绝了验证请求：${answer.result.slice(0, 200)}`,
    },
  });
}

/** Where a submitted verification stands. */
export async function checkTokenVerification(chainId: number, guid: string): Promise<VerificationStatus> {
  const api = explorerApi(chainId);
  const apiKey = requireKey(api);
  const query = baseQuery(api, chainId, 'checkverifystatus', apiKey);
  query.set('guid', guid);
  const answer = await askExplorer(api, query, { headers: { accept: 'application/json' } });
  if (/pending/i.test(answer.result)) return { state: 'pending' };
  if (answer.status === '1' || /already verified|pass - verified/i.test(answer.result)) return { state: 'verified' };
  const refusal = chainRefusal(answer.result);
  if (refusal) throw refusal;
  return { state: 'failed', reason: answer.result.slice(0, 300) };
}
