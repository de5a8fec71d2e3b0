import path from 'node:path';

type PgliteModule = typeof import('@electric-sql/pglite');
interface NodeModuleInternals {
  Module: new (id: string) => { filename: string; paths: string[]; require(id: string): unknown };
  _nodeModulePaths(folder: string): string[];
}

/**
 * Jest runs every module in a vm context where `import()` throws unless Node runs with --experimental-vm-modules,
 * and PGlite's Node build imports node:module, fs and zlib dynamically while starting (electric-sql/pglite#224).
 * Loaded through Node's own module loader instead, PGlite lives outside the vm and starts normally. test/setup-unit.ts applies it to every unit test:
 *
 *   jest.mock('@electric-sql/pglite', () => jest.requireActual('@/db/testing/native-pglite').loadPgliteOutsideJest());
 *
 * Values PGlite builds itself (parsed jsonb) then come from the outer realm: `toEqual` compares them fine, but
 * `instanceof` does not. Timestamps are unaffected: drizzle parses those.
 */
export function loadPgliteOutsideJest(): PgliteModule {
  // jest hands out its own `module` builtin whose createRequire is jest's; its Module class still is Node's.
  const nodeModule = jest.requireActual<NodeModuleInternals>('node:module');
  const entryPoint = require.resolve('@electric-sql/pglite');
  const loader = new nodeModule.Module(entryPoint);
  loader.filename = entryPoint;
  loader.paths = nodeModule._nodeModulePaths(path.dirname(entryPoint));
  return loader.require(entryPoint) as PgliteModule;
}
