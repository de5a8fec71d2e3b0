import { normalizeSolanaAddress } from '@/chains/solana/address';
import type { TokenProgramName } from '@/chains/solana/token-accounts';
import type { JobState } from '@/lib/batch/types';

/** The batch engine's storage name of this tool's job (one at a time). */
export const SOLANA_SEND_TOOL = 'solana-send';

/** The name of the page's draft (lib/client/tool-draft.ts): asset, rows, amounts, priority fee. */
export const SOLANA_SEND_DRAFT_TOOL = 'solana-batch-send';

/** What a stored job needs to go on after a reload: identifiers only (lib/batch/persist.ts refuses secrets). */
export interface SolanaSendMeta {
  /** Names this job's entries in the sent store. */
  jobId: string;
  payer: string;
  /** 'sol', or the mint. */
  asset: string;
  program?: TokenProgramName;
  symbol: string;
  decimals: number;
  microLamports: bigint;
  format: 'legacy' | 'v0';
  /** Positions (in the job's rows) of the rows that create the recipient's token account. */
  creatingRows: number[];
  /** v0: the lookup tables' addresses, and for each chunk (by id) the index of its table. */
  tables: string[];
  chunkTables: number[];
  /** The inviter paid a share of each fee, as planned (the chunks were packed for it); absent: none. */
  referrer?: string;
}

const list = (values: readonly (string | number)[]) => values.join(',');
const numbers = (text: string | undefined) => (text ? text.split(',').map(Number) : []);

export function toStoredMeta(meta: SolanaSendMeta): Record<string, string> {
  return {
    jobId: meta.jobId,
    payer: meta.payer,
    asset: meta.asset,
    program: meta.program ?? '',
    symbol: meta.symbol,
    decimals: String(meta.decimals),
    microLamports: meta.microLamports.toString(),
    format: meta.format,
    creatingRows: list(meta.creatingRows),
    tables: list(meta.tables),
    chunkTables: list(meta.chunkTables),
    referrer: meta.referrer ?? '',
  };
}

/** The meta of a stored job, or undefined when it is not one of this tool's (or damaged). */
export function fromStoredMeta(job: JobState): SolanaSendMeta | undefined {
  const stored = job.meta;
  const decimals = Number(stored.decimals);
  const creatingRows = numbers(stored.creatingRows);
  const chunkTables = numbers(stored.chunkTables);
  const tables = stored.tables ? stored.tables.split(',') : [];
  const program = stored.program === 'spl' || stored.program === 'token-2022' ? stored.program : undefined;
  const format = stored.format === 'legacy' || stored.format === 'v0' ? stored.format : undefined;
  const isAsset = stored.asset === 'sol' || normalizeSolanaAddress(stored.asset ?? '') !== undefined;
  if (!stored.jobId || !normalizeSolanaAddress(stored.payer ?? '') || !isAsset || !format) return undefined;
  if (!Number.isSafeInteger(decimals) || !/^\d+$/.test(stored.microLamports ?? '')) return undefined;
  if (stored.asset !== 'sol' && !program) return undefined;
  if (creatingRows.some((index) => !Number.isSafeInteger(index) || index < 0 || index >= job.rows.length)) {
    return undefined;
  }
  if (tables.some((table) => !normalizeSolanaAddress(table))) return undefined;
  // Jobs stored before inviters were paid have no referrer: their transactions carry none.
  const referrer = stored.referrer ? normalizeSolanaAddress(stored.referrer) : undefined;
  if (stored.referrer && !referrer) return undefined;
  if (format === 'v0' && chunkTables.length !== job.chunks.length) return undefined;
  if (chunkTables.some((index) => !Number.isSafeInteger(index) || index < 0 || index >= tables.length)) {
    return undefined;
  }
  return {
    jobId: stored.jobId,
    payer: stored.payer,
    asset: stored.asset,
    program,
    symbol: stored.symbol ?? '',
    decimals,
    microLamports: BigInt(stored.microLamports),
    format,
    creatingRows,
    tables,
    chunkTables,
    ...(referrer ? { referrer } : {}),
  };
}

/** A short random id (not key-like: persist.ts refuses long hex and base58 runs). */
export function newJobId(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
