import 'server-only';

export * from './fees';
export * from './history';
export * from './page-data';
export * from './snapshot';
export * from './tracker';
