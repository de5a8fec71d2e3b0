export * from './address';
export * from './api';
export * from './balances';
export { decodeBase58Check, encodeBase58Check } from './base58check';
export * from './costs';
export * from './explorer';
export * from './family';
export * from './keys';
export * from './resources';
