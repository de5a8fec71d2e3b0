export type { Job, JobStatus, JsonValue } from '@/db/schema';
export type { BackoffPolicy } from './finish';
export { completeJob, computeBackoffMs, DEFAULT_BACKOFF, failJob } from './finish';
export type { EnqueueJobInput, EnqueueJobResult, JobLease, LeaseJobsInput } from './queue';
export { enqueueJob, leaseJobs } from './queue';
export type { JobHandler, JobRunner, JobRunnerOptions } from './runner';
export { createJobRunner, DEFAULT_LEASE_MS } from './runner';
