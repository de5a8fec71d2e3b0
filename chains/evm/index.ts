export * from './address';
export * from './balances';
export * from './family';
export * from './keys';
export * from './public-client';
export * from './rpc-overrides';
