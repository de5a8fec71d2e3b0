export * from './address';
export * from './api';
export * from './balances';
export * from './chain';
export * from './explorer';
export * from './family';
export * from './fees';
export * from './keys';
