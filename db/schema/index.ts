// One file per domain; every table is re-exported here so drizzle sees the whole schema.
export * from './accounts';
export * from './gas';
export * from './jobs';
export * from './monitor';
export * from './platform';
export * from './rate-limits';
export * from './vip';
