export * from './public-client';
export * from './rpc-overrides';
