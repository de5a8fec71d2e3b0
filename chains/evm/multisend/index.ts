// Browser-safe entry point of the Multisend client (compile.ts and test-support.ts are Node-only test helpers).
export * from './abi';
export * from './address';
export * from './chunk';
export * from './deploy';
export * from './encode';
