export { type CsvCell, type CsvOptions, toCsv } from './csv';
export {
  type BatchDriver,
  BatchExecutor,
  type ExecutorOptions,
  type ExecutorSnapshot,
  type SendContext,
  type TxOutcome,
} from './executor';
export { invalidRowsToCsv, type ResultsCsvOptions, resultsToCsv } from './export';
export {
  type InputRow,
  looksLikeHeader,
  numberToDecimalText,
  type ParsedInput,
  parseFile,
  parseText,
  parseXlsx,
  rowsToText,
} from './input';
export { chunkOfRows, chunkRows, countStatuses, createJob, ROW_STATUSES } from './job';
export { clearJob, deserializeJob, jobStorageKey, loadJob, SecretInJobError, saveJob, serializeJob } from './persist';
export {
  type ChunkCapacity,
  type CostEstimators,
  type CostSummary,
  estimateCost,
  type PlanOptions,
  planChunks,
  type SimulationFailure,
  type TokenTotal,
} from './plan';
export type {
  BatchRow,
  Chunk,
  ChunkFailure,
  ChunkState,
  JobState,
  RowStatus,
  StatusCounts,
  TokenInfo,
} from './types';
export {
  type CheckedRow,
  checkAmount,
  mergeDuplicateRows,
  type RowIssue,
  type RowIssueCode,
  type RowSchema,
  type ValidationResult,
  validateRows,
  withoutExcludedRows,
} from './validate';
