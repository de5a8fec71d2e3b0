export * from './decimal';
export * from './tool-fees';
export * from './vip-expiry';
export * from './vip-plans';
export * from './vip-price';
