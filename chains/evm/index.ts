export * from './address';
export * from './balances';
export * from './chains';
export * from './family';
export * from './keys';
export * from './public-client';
export * from './rpc-overrides';
